// The invitation an imported family receives: their details are here; sign in with the e-mail address it was
// sent to (Google, Facebook or another provider that vouches for that address) and the family is there.
import type { MailMessage } from '../../mail/mailer.ts';
import type { Language } from '../../../../shared/language.ts';
import { defineMessages, t } from '../../i18n/messages.ts';
import { mailWords } from '../../mail/mail-words.ts';

const words = defineMessages({
  subject: { id: 'mail.import.subject', defaultMessage: 'Your family’s VBS account is ready to claim' },
  brought: { id: 'mail.import.brought', defaultMessage: 'Our church has brought last year’s Vacation Bible School families into our new registration site, yours among them.' },
  signIn: {
    id: 'mail.import.signIn',
    defaultMessage: 'To see your family and register your children, sign in at {site} with {email}, this e-mail address, using any sign-in the site offers that confirms it (for example Google).',
  },
  check: { id: 'mail.import.check', defaultMessage: 'Your children and emergency contacts will be there for you to check.' },
  ignore: { id: 'mail.import.ignore', defaultMessage: 'If you did not expect this e-mail, you can ignore it; nothing happens until you sign in.' },
});

/**
 * The invitation an imported family receives. Nobody has chosen a language before signing in, and a spreadsheet
 * does not say which the family reads, so it is written in English and then in Spanish, the subject in both.
 */
export function invitationMail(invitee: { email: string; firstName: string }, siteUrl?: string): MailMessage {
  const body = (language: Language) => [
    t(language, mailWords.dear, { name: invitee.firstName }),
    '',
    t(language, words.brought),
    t(language, words.signIn, { site: siteUrl ?? (language === 'es' ? 'el sitio de VBS' : 'the VBS website'), email: invitee.email }),
    t(language, words.check),
    '',
    t(language, words.ignore),
  ];
  return {
    to: [invitee.email],
    subject: `${t('en', words.subject)} / ${t('es', words.subject)}`,
    text: [...body('en'), '', '—', 'En español:', '', ...body('es')].join('\n'),
  };
}

/** The invitation a volunteer imported from a spreadsheet receives: sign in with this address to find their place. */
export function volunteerInvitationMail(invitee: { email: string; firstName: string; role: 'STAFF' | 'INTERN' }, siteUrl = 'the VBS website'): MailMessage {
  const team = invitee.role === 'STAFF' ? 'staff team' : 'intern team';
  return {
    to: [invitee.email],
    subject: 'Your VBS volunteer account is ready to claim',
    text: [
      `Dear ${invitee.firstName},`,
      '',
      `Thank you for serving at Vacation Bible School. Our church has added you to the ${team} on our new site.`,
      `To see your place, sign in at ${siteUrl} with ${invitee.email}, this e-mail address, using any sign-in the site offers that confirms it (for example Google).`,
      'What you may see and do there is given by the VBS director.',
      '',
      'If you did not expect this e-mail, you can ignore it; nothing happens until you sign in.',
    ].join('\n'),
  };
}

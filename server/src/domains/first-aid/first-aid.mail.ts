// The e-mail a family gets as soon as staff write a first-aid report about their child, in the parents'
// language (first-aid.service.ts sends one per language when a child's parents read different ones).
import type { MailMessage } from '../../mail/mailer.ts';
import { displayName } from '../../../../shared/person-name.ts';
import type { Language } from '../../../../shared/language.ts';
import { defineMessages, t } from '../../i18n/messages.ts';
import { mailWords } from '../../mail/mail-words.ts';

const m = defineMessages({
  dear: { id: 'mail.firstAid.dear', defaultMessage: 'Dear parent or guardian,' },
  corrected: { id: 'mail.firstAid.corrected', defaultMessage: 'We corrected the first-aid report about {child}. This is the report as it reads now.' },
  needed: { id: 'mail.firstAid.needed', defaultMessage: '{child} needed first aid at VBS today. Here is what our staff recorded.' },
  when: { id: 'mail.firstAid.when', defaultMessage: 'When: {when}' },
  where: { id: 'mail.firstAid.where', defaultMessage: 'Where: {where}' },
  what: { id: 'mail.firstAid.what', defaultMessage: 'What happened: {what}' },
  treatment: { id: 'mail.firstAid.treatment', defaultMessage: 'Treatment given: {treatment}' },
  followUp: { id: 'mail.firstAid.followUp', defaultMessage: 'Follow-up: {followUp}' },
  staff: { id: 'mail.firstAid.staff', defaultMessage: 'Staff member: {staff}' },
  profile: {
    id: 'mail.firstAid.profile',
    defaultMessage: 'You can read the report on your profile at any time. If you have questions, reply to this e-mail or write to vbs@example.org.',
  },
  subject: { id: 'mail.firstAid.subject', defaultMessage: '{corrected, select, yes {First-aid report, corrected} other {First-aid report}}: {child}' },
});

export interface FirstAidMailFacts {
  child: { firstName: string; preferredName: string | null; lastName: string };
  parents: { email: string; secondaryEmail: string | null }[];
  occurredAt: string;
  location: string;
  whatHappened: string;
  treatment: string;
  followUp: string;
  staffName: string;
  corrected: boolean;
  /** The parents' language (default English). */
  language?: Language;
}

export function firstAidMail(f: FirstAidMailFacts): MailMessage | null {
  const to = [...new Set(f.parents.map((p) => p.email).filter(Boolean))];
  if (to.length === 0) return null;
  const cc = [...new Set(f.parents.map((p) => p.secondaryEmail).filter((e): e is string => !!e && !to.includes(e)))];
  const language = f.language ?? 'en';
  const name = displayName(f.child);
  const lines = [
    t(language, m.dear),
    '',
    t(language, f.corrected ? m.corrected : m.needed, { child: name }),
    '',
    t(language, m.when, { when: f.occurredAt }),
    t(language, m.where, { where: f.location }),
    t(language, m.what, { what: f.whatHappened }),
    t(language, m.treatment, { treatment: f.treatment }),
    ...(f.followUp ? [t(language, m.followUp, { followUp: f.followUp })] : []),
    t(language, m.staff, { staff: f.staffName }),
    '',
    t(language, m.profile),
    '',
    t(language, mailWords.signature),
  ];
  return { to, cc: cc.length ? cc : undefined, subject: t(language, m.subject, { corrected: f.corrected ? 'yes' : 'no', child: name }), text: lines.join('\n') };
}

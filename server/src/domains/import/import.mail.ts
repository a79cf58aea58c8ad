// The invitation an imported family receives: their details are here; sign in with the e-mail address it was
// sent to (Google, Facebook or another provider that vouches for that address) and the family is there.
import type { MailMessage } from '../../mail/mailer.ts';

export function invitationMail(invitee: { email: string; firstName: string }, siteUrl = 'the VBS website'): MailMessage {
  return {
    to: [invitee.email],
    subject: 'Your family’s VBS account is ready to claim',
    text: [
      `Dear ${invitee.firstName},`,
      '',
      'Our church has brought last year’s Vacation Bible School families into our new registration site, yours among them.',
      `To see your family and register your children, sign in at ${siteUrl} with ${invitee.email}, this e-mail address, using any sign-in the site offers that confirms it (for example Google).`,
      'Your children and emergency contacts will be there for you to check.',
      '',
      'If you did not expect this e-mail, you can ignore it; nothing happens until you sign in.',
    ].join('\n'),
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

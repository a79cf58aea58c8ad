// The e-mail a family gets when staff decide on a child's registration.
import type { MailMessage } from '../../mail/mailer.ts';

export interface DecisionMailFacts {
  status: 'APPROVED' | 'DECLINED';
  reason: string | null;
  editionName: string;
  year: number;
  child: { firstName: string; preferredName: string | null; lastName: string };
  parent: { firstName: string; preferredName: string | null; email: string; secondaryEmail: string | null };
}

export function decisionMail(f: DecisionMailFacts): MailMessage {
  const childName = `${f.child.preferredName || f.child.firstName} ${f.child.lastName}`;
  const greeting = `Dear ${f.parent.preferredName || f.parent.firstName},`;
  const program = `VBS ${f.year} (${f.editionName})`;
  const body =
    f.status === 'APPROVED'
      ? [`${childName}'s registration for ${program} is approved. We can't wait to see ${f.child.preferredName || f.child.firstName}!`,
         'You can see the registration, your emergency contacts and the schedule on your dashboard at any time.']
      : [`We are sorry: ${childName}'s registration for ${program} was declined.`,
         ...(f.reason ? [`Reason: ${f.reason}`] : []),
         'If you have questions, reply to this e-mail or write to vbs@example.org.'];
  return {
    to: [f.parent.email],
    cc: f.parent.secondaryEmail && f.parent.secondaryEmail !== f.parent.email ? [f.parent.secondaryEmail] : undefined,
    subject: `${childName}: registration ${f.status === 'APPROVED' ? 'approved' : 'declined'} (${program})`,
    text: [greeting, '', ...body.flatMap((p) => [p, '']), 'Grace Community Church VBS'].join('\n'),
  };
}

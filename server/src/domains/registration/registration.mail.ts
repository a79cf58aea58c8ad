// The e-mail a family gets when staff decide on a child's registration.
import type { MailMessage } from '../../mail/mailer.ts';
import { calledName, displayName } from '../../../../shared/person-name.ts';

export interface DecisionMailFacts {
  status: 'APPROVED' | 'DECLINED';
  reason: string | null;
  editionName: string;
  year: number;
  child: { firstName: string; preferredName: string | null; lastName: string };
  parent: { firstName: string; preferredName: string | null; email: string; secondaryEmail: string | null };
}

export function decisionMail(f: DecisionMailFacts): MailMessage {
  const childName = displayName(f.child);
  const greeting = `Dear ${calledName(f.parent)},`;
  const program = `VBS ${f.year} (${f.editionName})`;
  const body =
    f.status === 'APPROVED'
      ? [`${childName}'s registration for ${program} is approved. We can't wait to see ${calledName(f.child)}!`,
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

export interface ConfirmationMailFacts {
  editionName: string;
  year: number;
  parent: { firstName: string; preferredName: string | null; email: string; secondaryEmail: string | null };
  children: { firstName: string; preferredName: string | null; lastName: string; answers: { prompt: string; response: string }[] }[];
  /** One sentence on what the family can still change, as the registration page says it. */
  whatCanChange: string;
}

/** The receipt a parent gets right after submitting: what was sent, and what happens next. */
export function confirmationMail(f: ConfirmationMailFacts): MailMessage {
  const program = `VBS ${f.year} (${f.editionName})`;
  const names = f.children.map(displayName);
  const lines = [
    `Dear ${calledName(f.parent)},`,
    '',
    `Thank you! We received the registration of ${names.join(' and ')} for ${program}. Staff will review it and e-mail you when it is approved.`,
    '',
    ...f.children.flatMap((c, i) => [
      `${names[i]}:`,
      ...c.answers.map((a) => `  ${a.prompt}`.trimEnd() + `\n    ${a.response.split('\n').join(', ') || '(Not answered)'}`),
      '',
    ]),
    f.whatCanChange,
    '',
    'Grace Community Church VBS',
  ];
  return {
    to: [f.parent.email],
    cc: f.parent.secondaryEmail && f.parent.secondaryEmail !== f.parent.email ? [f.parent.secondaryEmail] : undefined,
    subject: `Registration received: ${names.join(', ')} (${program})`,
    text: lines.join('\n'),
  };
}

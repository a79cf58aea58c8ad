// The e-mail a family gets as soon as staff write a first-aid report about their child.
import type { MailMessage } from '../../mail/mailer.ts';
import { displayName } from '../../../../shared/person-name.ts';

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
}

export function firstAidMail(f: FirstAidMailFacts): MailMessage | null {
  const to = [...new Set(f.parents.map((p) => p.email).filter(Boolean))];
  if (to.length === 0) return null;
  const cc = [...new Set(f.parents.map((p) => p.secondaryEmail).filter((e): e is string => !!e && !to.includes(e)))];
  const name = displayName(f.child);
  const lines = [
    'Dear parent or guardian,',
    '',
    f.corrected
      ? `We corrected the first-aid report about ${name}. This is the report as it reads now.`
      : `${name} needed first aid at VBS today. Here is what our staff recorded.`,
    '',
    `When: ${f.occurredAt}`,
    `Where: ${f.location}`,
    `What happened: ${f.whatHappened}`,
    `Treatment given: ${f.treatment}`,
    ...(f.followUp ? [`Follow-up: ${f.followUp}`] : []),
    `Staff member: ${f.staffName}`,
    '',
    'You can read the report on your profile at any time. If you have questions, reply to this e-mail or write to vbs@example.org.',
    '',
    'Grace Community Church VBS',
  ];
  return { to, cc: cc.length ? cc : undefined, subject: `First-aid report${f.corrected ? ', corrected' : ''}: ${name}`, text: lines.join('\n') };
}

// The e-mails a family gets about registration: the receipt when a parent submits, and the decisions staff
// make. Subjects name the children, then what happened, then the program ("VBS 2025 (Egyptian Expedition)"),
// which is never wrapped in further brackets.
import type { MailMessage } from '../../mail/mailer.ts';
import { calledName, displayName } from '../../../../shared/person-name.ts';

type PersonName = { firstName: string; preferredName: string | null; lastName: string };
type Recipient = { firstName: string; preferredName: string | null; email: string; secondaryEmail: string | null };

const andList = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The program as families read it: "VBS 2025 (Egyptian Expedition)". */
export function programName(f: { year: number; editionName: string }): string {
  return `VBS ${f.year} (${f.editionName})`;
}

function addressed(parent: Recipient): Pick<MailMessage, 'to' | 'cc'> {
  return {
    to: [parent.email],
    cc: parent.secondaryEmail && parent.secondaryEmail !== parent.email ? [parent.secondaryEmail] : undefined,
  };
}

export interface ChildDecision {
  status: 'APPROVED' | 'DECLINED';
  reason: string | null;
  child: PersonName;
}

export interface DecisionMailFacts {
  editionName: string;
  year: number;
  parent: Recipient;
  /** Every decision on this family's children made together (one, or a whole batch): one e-mail for all. */
  decisions: ChildDecision[];
}

/** The subject's words for what was decided: "registration approved", "registrations declined", … */
function decisionWords(decisions: ChildDecision[]): string {
  const noun = decisions.length === 1 ? 'registration' : 'registrations';
  if (decisions.every((d) => d.status === 'APPROVED')) return `${noun} approved`;
  if (decisions.every((d) => d.status === 'DECLINED')) return `${noun} declined`;
  return 'registration decisions';
}

function oneDecisionBody(d: ChildDecision, program: string): string[] {
  const childName = displayName(d.child);
  return d.status === 'APPROVED'
    ? [`${childName}'s registration for ${program} is approved. We can't wait to see ${calledName(d.child)}!`,
       'You can see the registration, your emergency contacts and the schedule on your dashboard at any time.']
    : [`We are sorry: ${childName}'s registration for ${program} was declined.`,
       ...(d.reason ? [`Reason: ${d.reason}`] : []),
       'If you have questions, reply to this e-mail or write to vbs@example.org.'];
}

function batchBody(decisions: ChildDecision[], program: string): string[] {
  const approved = decisions.filter((d) => d.status === 'APPROVED');
  const declined = decisions.filter((d) => d.status === 'DECLINED');
  const list = decisions
    .map((d) => `  ${displayName(d.child)}: ${d.status === 'APPROVED' ? 'approved' : 'declined'}${d.status === 'DECLINED' && d.reason ? `. Reason: ${d.reason}` : ''}`)
    .join('\n');
  return [
    `Here is what we decided on your registrations for ${program}:`,
    list,
    ...(approved.length ? [`We can't wait to see ${andList.format(approved.map((d) => calledName(d.child)))}!`,
      'You can see the registrations, your emergency contacts and the schedule on your dashboard at any time.'] : []),
    ...(declined.length ? ['If you have questions, reply to this e-mail or write to vbs@example.org.'] : []),
  ];
}

/** One e-mail to a parent about one or more of their children's registrations, each child with its decision. */
export function decisionMail(f: DecisionMailFacts): MailMessage {
  if (f.decisions.length === 0) throw new Error('A decision e-mail needs at least one decision.');
  const program = programName(f);
  const body = f.decisions.length === 1 ? oneDecisionBody(f.decisions[0], program) : batchBody(f.decisions, program);
  return {
    ...addressed(f.parent),
    subject: `${andList.format(f.decisions.map((d) => displayName(d.child)))}: ${decisionWords(f.decisions)} for ${program}`,
    text: [`Dear ${calledName(f.parent)},`, '', ...body.flatMap((p) => [p, '']), 'Grace Community Church VBS'].join('\n'),
  };
}

export interface ConfirmationMailFacts {
  editionName: string;
  year: number;
  parent: Recipient;
  children: (PersonName & { answers: { prompt: string; response: string }[] })[];
  /** One sentence on what the family can still change, as the registration page says it. */
  whatCanChange: string;
}

/** The receipt a parent gets right after submitting: what was sent, and what happens next. */
export function confirmationMail(f: ConfirmationMailFacts): MailMessage {
  const program = programName(f);
  const names = f.children.map(displayName);
  const lines = [
    `Dear ${calledName(f.parent)},`,
    '',
    `Thank you! We received the registration of ${andList.format(names)} for ${program}. Staff will review it and e-mail you when it is approved.`,
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
    ...addressed(f.parent),
    subject: `${andList.format(names)}: registration received for ${program}`,
    text: lines.join('\n'),
  };
}

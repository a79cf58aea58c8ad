// The e-mails a family gets about registration: the receipt when a parent submits, and the decisions staff
// make. Subjects name the children, then what happened, then the program ("VBS 2025 (Egyptian Expedition)"),
// which is never wrapped in further brackets. Each is written in the family's language (the recipient account's
// choice, else English; server/src/i18n).
import type { MailMessage } from '../../mail/mailer.ts';
import { calledName, displayName } from '../../../../shared/person-name.ts';
import type { Language } from '../../../../shared/language.ts';
import { defineMessages, languageOr, t } from '../../i18n/messages.ts';
import { mailWords } from '../../mail/mail-words.ts';

type PersonName = { firstName: string; preferredName: string | null; lastName: string };
type Recipient = {
  firstName: string;
  preferredName: string | null;
  email: string;
  secondaryEmail: string | null;
  /** The parent's account, whose language the e-mail is written in. */
  account?: { language: string | null } | null;
};

/** What a registration e-mail reads of the parent (Prisma select). */
export const RECIPIENT_SELECT = { firstName: true, preferredName: true, email: true, secondaryEmail: true, account: { select: { language: true } } } as const;

/** The language an e-mail to this parent is written in. */
export const recipientLanguage = (parent: Recipient): Language => languageOr(parent.account?.language);

const m = defineMessages({
  decisionSubject: {
    id: 'mail.registration.decisionSubject',
    defaultMessage:
      '{children}: {outcome, select, approved {{count, plural, one {registration approved} other {registrations approved}}} declined {{count, plural, one {registration declined} other {registrations declined}}} other {registration decisions}} for {program}',
  },
  approved: { id: 'mail.registration.approved', defaultMessage: "{child}'s registration for {program} is approved. We can't wait to see {calledName}!" },
  dashboard: { id: 'mail.registration.dashboard', defaultMessage: 'You can see the registration, your emergency contacts and the schedule on your dashboard at any time.' },
  dashboardMany: { id: 'mail.registration.dashboardMany', defaultMessage: 'You can see the registrations, your emergency contacts and the schedule on your dashboard at any time.' },
  declined: { id: 'mail.registration.declined', defaultMessage: "We are sorry: {child}'s registration for {program} was declined." },
  reason: { id: 'mail.registration.reason', defaultMessage: 'Reason: {reason}' },
  questions: { id: 'mail.registration.questions', defaultMessage: 'If you have questions, reply to this e-mail or write to vbs@example.org.' },
  batchIntro: { id: 'mail.registration.batchIntro', defaultMessage: 'Here is what we decided on your registrations for {program}:' },
  batchLine: {
    id: 'mail.registration.batchLine',
    defaultMessage: '{child}: {status, select, APPROVED {approved} other {declined}}',
  },
  batchLineReason: { id: 'mail.registration.batchLineReason', defaultMessage: '{child}: declined. Reason: {reason}' },
  cannotWait: { id: 'mail.registration.cannotWait', defaultMessage: "We can't wait to see {names}!" },
  receivedSubject: { id: 'mail.registration.receivedSubject', defaultMessage: '{children}: registration received for {program}' },
  received: {
    id: 'mail.registration.received',
    defaultMessage: 'Thank you! We received the registration of {children} for {program}. Staff will review it and e-mail you when it is approved.',
  },
  notAnswered: { id: 'mail.registration.notAnswered', defaultMessage: '(Not answered)' },
});

const lists = new Map<Language, Intl.ListFormat>();
function andList(language: Language, items: string[]): string {
  let list = lists.get(language);
  if (!list) lists.set(language, (list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' })));
  return list.format(items);
}

/** The program as families read it: "VBS 2025 (Egyptian Expedition)". */
export function programName(f: { year: number; editionName: string }, language: Language = 'en'): string {
  return t(language, mailWords.program, { year: f.year, edition: f.editionName });
}

/** A whole e-mail's text: the greeting, the paragraphs, the signature, in the recipient's language. */
export function letter(language: Language, recipient: { firstName: string; preferredName: string | null }, paragraphs: string[]): string {
  return [t(language, mailWords.dear, { name: calledName(recipient) }), '', ...paragraphs.flatMap((p) => [p, '']), t(language, mailWords.signature)].join('\n');
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

function oneDecisionBody(language: Language, d: ChildDecision, program: string): string[] {
  const child = displayName(d.child);
  return d.status === 'APPROVED'
    ? [t(language, m.approved, { child, program, calledName: calledName(d.child) }), t(language, m.dashboard)]
    : [t(language, m.declined, { child, program }), ...(d.reason ? [t(language, m.reason, { reason: d.reason })] : []), t(language, m.questions)];
}

function batchBody(language: Language, decisions: ChildDecision[], program: string): string[] {
  const approved = decisions.filter((d) => d.status === 'APPROVED');
  const declined = decisions.filter((d) => d.status === 'DECLINED');
  const list = decisions
    .map((d) => {
      const child = displayName(d.child);
      return `  ${d.status === 'DECLINED' && d.reason ? t(language, m.batchLineReason, { child, reason: d.reason }) : t(language, m.batchLine, { child, status: d.status })}`;
    })
    .join('\n');
  return [
    t(language, m.batchIntro, { program }),
    list,
    ...(approved.length ? [t(language, m.cannotWait, { names: andList(language, approved.map((d) => calledName(d.child))) }), t(language, m.dashboardMany)] : []),
    ...(declined.length ? [t(language, m.questions)] : []),
  ];
}

/** One e-mail to a parent about one or more of their children's registrations, each child with its decision. */
export function decisionMail(f: DecisionMailFacts): MailMessage {
  if (f.decisions.length === 0) throw new Error('A decision e-mail needs at least one decision.');
  const language = recipientLanguage(f.parent);
  const program = programName(f, language);
  const body = f.decisions.length === 1 ? oneDecisionBody(language, f.decisions[0], program) : batchBody(language, f.decisions, program);
  const outcome = f.decisions.every((d) => d.status === 'APPROVED') ? 'approved' : f.decisions.every((d) => d.status === 'DECLINED') ? 'declined' : 'mixed';
  return {
    ...addressed(f.parent),
    subject: t(language, m.decisionSubject, { children: andList(language, f.decisions.map((d) => displayName(d.child))), outcome, count: f.decisions.length, program }),
    text: letter(language, f.parent, body),
  };
}

export interface ConfirmationMailFacts {
  editionName: string;
  year: number;
  parent: Recipient;
  /** Each answer's words as the family reads them (forms/registration.ts answerWords in their language). */
  children: (PersonName & { answers: { prompt: string; response: string }[] })[];
  /** One sentence on what the family can still change, as the registration page says it, in their language. */
  whatCanChange: string;
}

/** The receipt a parent gets right after submitting: what was sent, and what happens next. */
export function confirmationMail(f: ConfirmationMailFacts): MailMessage {
  const language = recipientLanguage(f.parent);
  const program = programName(f, language);
  const names = f.children.map(displayName);
  const children = andList(language, names);
  const answers = f.children.map((c, i) =>
    [`${names[i]}:`, ...c.answers.map((a) => `  ${a.prompt}`.trimEnd() + `\n    ${a.response.split('\n').join(', ') || t(language, m.notAnswered)}`)].join('\n'),
  );
  return {
    ...addressed(f.parent),
    subject: t(language, m.receivedSubject, { children, program }),
    text: letter(language, f.parent, [t(language, m.received, { children, program }), ...answers, f.whatCanChange]),
  };
}

// A message as staff compose it: why it is sent (which decides whose consent it needs), to whom (the
// audience), an e-mail (subject and body) and/or a text, and optionally when. Both server doors and the
// compose page read it with these schemas.
import { z } from 'zod';
import { INT4_MAX } from './fields.ts';

export const MESSAGE_PURPOSES = ['PROGRAM', 'AFTER_VBS', 'OTHER_EVENTS'] as const;
export type MessagePurposeName = (typeof MESSAGE_PURPOSES)[number];

/** The merge fields a body may use, each filled in per recipient. */
export const MERGE_FIELDS = ['parentName', 'childrenNames', 'groups', 'pickupTime', 'checkInLink'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 10_000;
/** Ten SMS segments of GSM-7 text; Twilio splits and joins them again on the phone. */
export const TEXT_BODY_MAX = 1600;

const id = z.number({ error: 'Give an id as a whole number.' }).int({ error: 'Give an id as a whole number.' }).positive({ error: 'Give an id as a positive number.' }).max(INT4_MAX, { error: 'This id is too large.' });

export const messageAudience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('allFamilies') }).strict(),
    z.object({ kind: z.literal('checkedInToday') }).strict(),
    /** The parents of every child whose latest record today is a check-in (the emergency broadcast's audience). */
    z.object({ kind: z.literal('checkedInNow') }).strict(),
    /** The parents of these children (a text from the check-in table about one child). */
    z.object({ kind: z.literal('children'), childIds: z.array(id).min(1, { error: 'Choose at least one child.' }).max(50, { error: 'Choose 50 children or fewer.' }) }).strict(),
    z.object({ kind: z.literal('groups'), groupIds: z.array(id).min(1, { error: 'Choose at least one group.' }).max(50, { error: 'Choose 50 groups or fewer.' }) }).strict(),
    z.object({ kind: z.literal('savedQuery'), queryId: id }).strict(),
    /** An ad-hoc people query: its definition as the query builder keeps it (validated by the query domain). */
    z.object({ kind: z.literal('query'), definition: z.unknown() }).strict(),
    z.object({ kind: z.literal('interns') }).strict(),
    z.object({ kind: z.literal('staff') }).strict(),
  ],
  { error: 'Choose who receives it: allFamilies, checkedInToday, checkedInNow, children, groups, savedQuery, query, interns or staff.' },
);
export type MessageAudience = z.infer<typeof messageAudience>;

const optionalText = (max: number, what: string) =>
  z
    .string({ error: `Write the ${what} as text.` })
    .trim()
    .max(max, { error: `Keep the ${what} to ${max} characters or fewer.` })
    .nullish()
    .transform((v) => (v ? v : null));

/** Placeholders that are not merge fields are refused, so a typo never reaches a family as “{parnetName}”. */
function unknownFields(text: string | null): string[] {
  return [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((f) => !(MERGE_FIELDS as readonly string[]).includes(f));
}

export const messageInput = z
  .object({
    purpose: z.enum(MESSAGE_PURPOSES, { error: 'Choose why it is sent: PROGRAM, AFTER_VBS or OTHER_EVENTS.' }),
    audience: messageAudience,
    emailSubject: optionalText(EMAIL_SUBJECT_MAX, 'subject'),
    emailBody: optionalText(EMAIL_BODY_MAX, 'e-mail'),
    textBody: optionalText(TEXT_BODY_MAX, 'text message'),
    // The Spanish version (optional, each part): what recipients whose account reads Spanish get.
    emailSubjectEs: optionalText(EMAIL_SUBJECT_MAX, 'Spanish subject'),
    emailBodyEs: optionalText(EMAIL_BODY_MAX, 'Spanish e-mail'),
    textBodyEs: optionalText(TEXT_BODY_MAX, 'Spanish text message'),
    sendAt: z
      .union([z.date(), z.iso.datetime({ offset: true, error: 'Give the time to send as an ISO date and time.' })])
      .nullish()
      .transform((v) => (v ? new Date(v) : null)),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (!m.emailBody && !m.textBody) ctx.addIssue({ code: 'custom', path: ['emailBody'], message: 'Write an e-mail, a text message or both.' });
    if (m.emailBody && !m.emailSubject) ctx.addIssue({ code: 'custom', path: ['emailSubject'], message: 'An e-mail needs a subject.' });
    if (m.emailBodyEs && !m.emailBody) ctx.addIssue({ code: 'custom', path: ['emailBody'], message: 'Write the English e-mail too: families who read English get it.' });
    if (m.textBodyEs && !m.textBody) ctx.addIssue({ code: 'custom', path: ['textBody'], message: 'Write the English text message too: families who read English get it.' });
    if (m.emailSubjectEs && !m.emailBodyEs) ctx.addIssue({ code: 'custom', path: ['emailBodyEs'], message: 'A Spanish subject needs a Spanish e-mail.' });
    for (const key of ['emailSubject', 'emailBody', 'textBody', 'emailSubjectEs', 'emailBodyEs', 'textBodyEs'] as const) {
      const unknown = unknownFields(m[key]);
      if (unknown.length) ctx.addIssue({ code: 'custom', path: [key], message: `{${unknown[0]}} is not a merge field; use ${MERGE_FIELDS.map((f) => `{${f}}`).join(', ')}.` });
    }
  });
export type MessageInput = z.output<typeof messageInput>;

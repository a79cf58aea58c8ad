// Messages from the check-in table: a text to one checked-in child's parents (a template or free text), the
// emergency broadcast to the parents of every child checked in right now, and the receipts setting. Both
// server doors and the station's forms read them with these schemas.
import { z } from 'zod';
import { INT4_MAX } from './fields.ts';
import { EMAIL_SUBJECT_MAX, EMAIL_BODY_MAX, TEXT_BODY_MAX } from './messages.ts';

/** The station's short templates; "room" asks for the room's name. */
export const STATION_TEMPLATES = [
  { key: 'table', text: 'Please come to the check-in table.' },
  { key: 'room', text: 'Please come to room {room}.' },
  { key: 'unwell', text: 'Your child is not feeling well — please call us.' },
] as const;

const childId = z.number({ error: 'Choose a child.' }).int({ error: 'Choose a child.' }).positive({ error: 'Choose a child.' }).max(INT4_MAX, { error: 'This id is too large.' });
const text = (max: number, what: string) =>
  z.string({ error: `Write the ${what}.` }).trim().min(1, { error: `Write the ${what}.` }).max(max, { error: `Keep the ${what} to ${max} characters or fewer.` });

export const stationTextInput = z
  .object({
    childId,
    body: text(TEXT_BODY_MAX, 'text').refine((b) => !/\{\w+\}/.test(b), { error: 'Fill in the room (the text still has a {placeholder}).' }),
  })
  .strict();
export type StationTextInput = z.output<typeof stationTextInput>;

export const broadcastInput = z
  .object({
    textBody: text(TEXT_BODY_MAX, 'text message'),
    emailSubject: text(EMAIL_SUBJECT_MAX, 'e-mail subject'),
    emailBody: text(EMAIL_BODY_MAX, 'e-mail'),
    /** The second confirmation: the number of families the sender was shown, typed back. */
    confirmFamilies: z.number({ error: 'Type the number of families to confirm.' }).int({ error: 'Type the number of families to confirm.' }).min(0).max(INT4_MAX),
  })
  .strict()
  .superRefine((b, ctx) => {
    for (const key of ['textBody', 'emailSubject', 'emailBody'] as const) {
      if (/\{\w+\}/.test(b[key])) ctx.addIssue({ code: 'custom', path: [key], message: 'A broadcast is the same words for everyone: no {merge fields}.' });
    }
  });
export type BroadcastInput = z.output<typeof broadcastInput>;

export const receiptSettingsInput = z
  .object({
    onCheckIn: z.boolean({ error: 'Say whether check-ins send receipts.' }),
    onCheckOut: z.boolean({ error: 'Say whether check-outs send receipts.' }),
    byText: z.boolean({ error: 'Say whether receipts go by text.' }),
    byEmail: z.boolean({ error: 'Say whether receipts go by e-mail.' }),
  })
  .strict()
  .refine((r) => !(r.onCheckIn || r.onCheckOut) || r.byText || r.byEmail, { path: ['byText'], error: 'Choose text, e-mail or both for the receipts.' });
export type ReceiptSettingsInput = z.output<typeof receiptSettingsInput>;

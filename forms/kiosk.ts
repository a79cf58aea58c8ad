// Self check-in kiosks and label printers, read the same way by both server doors and the settings forms: a
// printer (name, kind, address, label size), a kiosk device (name, printer), and what a kiosk itself sends:
// its device token once, a family code or a phone number, the children the parent picked.
import { z } from 'zod';
import { childIdsField, idempotencyKeyField } from './attendance.ts';
import { PHONE_WORDS, phoneDigits, recordId, requiredText } from './fields.ts';

export const PRINTER_KINDS = ['ZEBRA_ZPL', 'BROWSER'] as const;
export type PrinterKindName = (typeof PRINTER_KINDS)[number];

/** Label sizes in inches (width x height) the name tags and receipts are laid out for. */
export const LABEL_SIZES = ['2x1', '3x2', '4x2', '4x3', '4x6'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

export const PRINTER_KIND_WORDS: Record<PrinterKindName, string> = {
  ZEBRA_ZPL: 'Zebra label printer (ZPL over the network, port 9100)',
  BROWSER: 'The browser’s print dialog',
};

/** A host name or an IPv4/IPv6 address: letters, digits, dots, dashes, colons, no spaces or slashes. */
const HOST = /^[A-Za-z0-9.:-]{1,253}$/;

export const labelPrinterSchema = z
  .object({
    name: requiredText(80, 'Name the printer (e.g. “Front desk Zebra”).'),
    kind: z.enum(PRINTER_KINDS, { error: 'Choose the kind of printer.' }),
    host: z
      .string({ error: 'Enter the printer’s address.' })
      .trim()
      .max(253, { error: 'Enter the printer’s address.' })
      .nullish()
      .transform((v) => v ?? ''),
    port: z
      .number({ error: 'Enter a port from 1 to 65535.' })
      .int({ error: 'Enter a port from 1 to 65535.' })
      .min(1, { error: 'Enter a port from 1 to 65535.' })
      .max(65535, { error: 'Enter a port from 1 to 65535.' })
      .nullish()
      .transform((v) => v ?? 9100),
    labelSize: z.enum(LABEL_SIZES, { error: `Choose a label size: ${LABEL_SIZES.join(', ')} inches.` }),
    forStations: z
      .boolean({ error: 'Tick the box or leave it empty.' })
      .nullish()
      .transform((v) => v === true),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'ZEBRA_ZPL' && !HOST.test(p.host)) {
      ctx.addIssue({ code: 'custom', path: ['host'], message: 'Enter the printer’s address, like 192.168.1.50 or zebra-front.local.' });
    }
  })
  .transform((p) => (p.kind === 'BROWSER' ? { ...p, host: '', port: 9100 } : p));
export type LabelPrinterValues = z.output<typeof labelPrinterSchema>;

export const kioskSchema = z.object({
  name: requiredText(80, 'Name the kiosk (e.g. “Lobby iPad”).'),
  printerId: recordId('a printer id').nullish().transform((v) => v ?? null),
});
export type KioskValues = z.output<typeof kioskSchema>;

export const kioskPrinterSchema = z.object({
  kioskId: recordId('a kiosk id'),
  printerId: recordId('a printer id').nullish().transform((v) => v ?? null),
});

/** The device token as the settings page shows it once: "vbsk_" and 43 base64url characters (256 bits). */
export const KIOSK_TOKEN = /^vbsk_[A-Za-z0-9_-]{43}$/;
export const kioskActivateSchema = z.object({
  token: z.string({ error: 'Open the kiosk link from the settings page.' }).regex(KIOSK_TOKEN, { error: 'Open the kiosk link from the settings page.' }),
});

/** A kiosk looks a family up by the code on the parent's phone, or by the whole phone number. */
export const kioskLookupSchema = z
  .object({
    familyCode: z
      .string({ error: 'must be text' })
      .trim()
      .max(200, { error: 'Scan the family code again.' })
      .nullish()
      .transform((v) => v || null),
    phone: z
      .string({ error: PHONE_WORDS })
      .trim()
      .max(30, { error: PHONE_WORDS })
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || phoneDigits(v) !== null, { error: 'Enter the whole phone number, area code first.' })
      .transform((v) => (v === null ? null : phoneDigits(v))),
  })
  .superRefine((v, ctx) => {
    if ((v.familyCode === null) === (v.phone === null)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Scan the family code or enter the phone number (one of the two).' });
    }
  });

export const kioskCheckInSchema = z.object({
  /** What the lookup answered: names the family (and this kiosk) for a few minutes. */
  family: z.string({ error: 'Look the family up again.' }).min(1, { error: 'Look the family up again.' }).max(300, { error: 'Look the family up again.' }),
  childIds: childIdsField(),
  idempotencyKey: idempotencyKeyField(),
});

// GraphQL door to label printers and kiosks for staff (the settings page), and the check-in table's printing.
// A kiosk device never comes through here: it has no session, and its token is read only by its REST routes
// (kiosk.rest.ts). Same services as the REST door.
import { builder } from '../../graphql/builder.ts';
import { readInput } from '../../input.ts';
import { kioskPrinterSchema, kioskSchema, labelPrinterSchema, LABEL_SIZES, PRINTER_KINDS } from '../../../../forms/kiosk.ts';
import { childIdsField } from '../../../../forms/attendance.ts';
import { z } from 'zod';
import type { KioskRow } from './kiosk.service.ts';
import type { PrinterRow, PrintOutcome } from './printing.service.ts';
import type { GuardianReceipt, NameTag } from './zpl.ts';
import { displayName } from '../../../../shared/person-name.ts';

const PrinterKindEnum = builder.enumType('PrinterKind', { values: PRINTER_KINDS });
const PrintStatusEnum = builder.enumType('PrintStatus', {
  description: 'PRINTED: sent to the label printer. FAILED: the printer could not take it (print in the browser instead). BROWSER: no label printer; print in the browser.',
  values: ['PRINTED', 'FAILED', 'BROWSER'] as const,
});

const LabelPrinterRef = builder.objectRef<PrinterRow>('LabelPrinter').implement({
  description: 'A label printer of an edition: a Zebra printer taking ZPL over raw TCP, or the browser’s print dialog.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    year: t.exposeInt('year'),
    name: t.exposeString('name'),
    kind: t.field({ type: PrinterKindEnum, resolve: (p) => p.kind }),
    host: t.exposeString('host'),
    port: t.exposeInt('port'),
    labelSize: t.exposeString('labelSize', { description: `Inches, width x height: ${LABEL_SIZES.join(', ')}.` }),
    forStations: t.exposeBoolean('forStations', { description: 'The check-in table prints here.' }),
  }),
});

const KioskRef = builder.objectRef<KioskRow>('Kiosk').implement({
  description: 'A device registered as a self check-in kiosk.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    year: t.exposeInt('year'),
    name: t.exposeString('name'),
    printer: t.field({ type: LabelPrinterRef, nullable: true, resolve: (k) => (k.printer ? ({ ...k.printer } as PrinterRow) : null) }),
    printerName: t.string({ nullable: true, resolve: (k) => k.printer?.name ?? null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.string({ nullable: true, resolve: (k) => (k.createdBy ? displayName(k.createdBy) : null) }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

const RegisteredKioskRef = builder.objectRef<{ kiosk: KioskRow; token: string }>('RegisteredKiosk').implement({
  fields: (t) => ({
    kiosk: t.field({ type: KioskRef, resolve: (r) => r.kiosk }),
    token: t.exposeString('token', { description: 'The device token, shown this once: open /kiosk#token=… on the device.' }),
  }),
});

const NameTagRef = builder.objectRef<NameTag>('NameTagLabel').implement({
  fields: (t) => ({
    childName: t.exposeString('childName'),
    group: t.exposeString('group'),
    alert: t.exposeString('alert'),
    medicalOnFile: t.exposeBoolean('medicalOnFile'),
    pickupCode: t.exposeString('pickupCode'),
    date: t.exposeString('date'),
  }),
});
const ReceiptRef = builder.objectRef<GuardianReceipt>('GuardianReceiptLabel').implement({
  fields: (t) => ({
    familyName: t.exposeString('familyName'),
    pickupCode: t.exposeString('pickupCode'),
    date: t.exposeString('date'),
    childNames: t.stringList({ resolve: (r) => r.children.map((c) => c.childName) }),
  }),
});
const PrintOutcomeRef = builder.objectRef<PrintOutcome>('PrintOutcome').implement({
  fields: (t) => ({
    status: t.field({ type: PrintStatusEnum, resolve: (o) => o.status }),
    message: t.exposeString('message'),
    printerName: t.exposeString('printerName', { nullable: true }),
    tags: t.field({ type: [NameTagRef], resolve: (o) => o.tags }),
    receipt: t.field({ type: ReceiptRef, resolve: (o) => o.receipt }),
  }),
});

builder.queryFields((t) => ({
  labelPrinters: t.field({
    type: [LabelPrinterRef],
    description: 'The current edition’s label printers. MANAGE_VBS.',
    authScopes: { staff: true },
    resolve: (_r, _a, ctx) => ctx.services.printing.listPrinters(ctx.viewer),
  }),
  kiosks: t.field({
    type: [KioskRef],
    description: 'The current edition’s kiosks, revoked ones last. MANAGE_VBS.',
    authScopes: { staff: true },
    resolve: (_r, _a, ctx) => ctx.services.kiosk.list(ctx.viewer),
  }),
  checkInStationPrinter: t.field({
    type: LabelPrinterRef,
    nullable: true,
    description: 'The printer the check-in table prints to this edition; null: the browser’s print dialog. Staff and interns.',
    authScopes: { staff: true, intern: true },
    resolve: (_r, _a, ctx) => ctx.services.printing.stationPrinter(ctx.viewer),
  }),
}));

const LabelPrinterInput = builder.inputType('LabelPrinterInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    kind: t.field({ type: PrinterKindEnum, required: true }),
    host: t.string(),
    port: t.int(),
    labelSize: t.string({ required: true }),
    forStations: t.boolean(),
  }),
});
const KioskInput = builder.inputType('RegisterKioskInput', { fields: (t) => ({ name: t.string({ required: true }), printerId: t.int() }) });
const RouteKioskInput = builder.inputType('RouteKioskInput', { fields: (t) => ({ kioskId: t.int({ required: true }), printerId: t.int() }) });
const printLabelsSchema = z.object({ childIds: childIdsField() });

builder.mutationFields((t) => ({
  createLabelPrinter: t.field({
    type: LabelPrinterRef,
    description: 'Adds a label printer to the current edition. MANAGE_VBS.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: LabelPrinterInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.printing.createPrinter(ctx.viewer, readInput(labelPrinterSchema, input)),
  }),
  updateLabelPrinter: t.field({
    type: LabelPrinterRef,
    description: 'Changes a label printer. MANAGE_VBS.',
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: LabelPrinterInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => ctx.services.printing.updatePrinter(ctx.viewer, id, readInput(labelPrinterSchema, input)),
  }),
  deleteLabelPrinter: t.field({
    type: LabelPrinterRef,
    description: 'Removes a label printer; kiosks routed to it print in the browser. MANAGE_VBS.',
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.printing.deletePrinter(ctx.viewer, id),
  }),
  registerKiosk: t.field({
    type: RegisteredKioskRef,
    description: 'Registers a device as a kiosk of the current edition; the answer holds its token, shown once. MANAGE_VBS.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: KioskInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.kiosk.register(ctx.viewer, readInput(kioskSchema, input)),
  }),
  routeKiosk: t.field({
    type: KioskRef,
    description: 'Routes a kiosk to a printer (none: the browser). MANAGE_VBS.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: RouteKioskInput, required: true }) },
    resolve: (_r, { input }, ctx) => {
      const v = readInput(kioskPrinterSchema, input);
      return ctx.services.kiosk.route(ctx.viewer, v.kioskId, v.printerId);
    },
  }),
  revokeKiosk: t.field({
    type: KioskRef,
    description: 'Revokes a kiosk at once. MANAGE_VBS.',
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.kiosk.revoke(ctx.viewer, id),
  }),
  printCheckInLabels: t.field({
    type: PrintOutcomeRef,
    description: 'Prints the labels of children just checked in at the check-in table on its printer (their name tags and one receipt). A printer that fails is an answer (FAILED), not an error. Staff and interns.',
    authScopes: { staff: true, intern: true },
    args: { childIds: t.arg.intList({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.printing.printAtStation(ctx.viewer, readInput(printLabelsSchema, args).childIds),
  }),
}));

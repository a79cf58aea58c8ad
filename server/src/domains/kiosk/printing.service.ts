// Label printers per edition (kiosk.policy.ts: MANAGE_VBS keeps them) and printing the labels of a check-in:
// each child's name tag and one guardian receipt for the family, rendered as ZPL (zpl.ts) and sent to the
// printer the station or kiosk is routed to (printer-socket.ts). Printing comes after the check-in is stored,
// and its failure is an answer ("FAILED", with the labels for the browser's print dialog), never an error:
// it cannot block or undo a check-in.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import type { LabelPrinterValues, LabelSize } from '../../../../forms/kiosk.ts';
import { calledName, displayName } from '../../../../shared/person-name.ts';
import { kioskPolicy } from './kiosk.policy.ts';
import { checkInLabelsZpl, type GuardianReceipt, type NameTag } from './zpl.ts';
import { PrintFailed, sendToPrinter } from './printer-socket.ts';
import { LATEST_IN_SCHEDULE } from '../attendance/latest-record.ts';
import { currentEditionYear } from '../settings/current-year.ts';

const PRINTER_SELECT = { id: true, year: true, name: true, kind: true, host: true, port: true, labelSize: true, forStations: true, createdAt: true } as const;
export type PrinterRow = Prisma.LabelPrinterGetPayload<{ select: typeof PRINTER_SELECT }>;

export type PrintStatus = 'PRINTED' | 'FAILED' | 'BROWSER';
export interface PrintOutcome {
  status: PrintStatus;
  /** In words, for the station or kiosk to show. */
  message: string;
  printerName: string | null;
  /** What the labels say, so the browser's print dialog can print them instead. */
  tags: NameTag[];
  receipt: GuardianReceipt;
}

/** A check-in's records as printing needs them: each child and the pickup code of their check-in. */
export interface PrintedRecord {
  childId: number;
  pickupCode: string | null;
}

const isUnique = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';
const isMissing = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2025';

export function createPrintingService(prisma: PrismaClient) {
  const currentYear = () => currentEditionYear(prisma);

  /** The labels of these records (one statement for the children, one for the edition's clock). */
  async function labelsOf(year: number, records: PrintedRecord[], parentId: number | null): Promise<{ tags: NameTag[]; receipt: GuardianReceipt }> {
    const ids = records.map((r) => r.childId);
    const [children, edition, parent] = await Promise.all([
      prisma.child.findMany({
        where: { id: { in: ids } },
        select: {
          id: true, firstName: true, preferredName: true, lastName: true, medicalAlert: true, medicalInformation: true,
          groups: { where: { group: { year } }, select: { group: { select: { name: true, type: true } } } },
        },
      }),
      prisma.edition.findUnique({ where: { year }, select: { timeZone: true } }),
      parentId ? prisma.parent.findUnique({ where: { id: parentId }, select: { lastName: true } }) : null,
    ]);
    const date = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: edition?.timeZone ?? 'UTC' }).format(new Date());
    const byId = new Map(children.map((c) => [c.id, c]));
    const tags: NameTag[] = [];
    for (const r of records) {
      const c = byId.get(r.childId);
      if (!c) continue;
      tags.push({
        childName: displayName(c),
        group: c.groups.map((g) => g.group).sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name)).map((g) => g.name).join(' · '),
        alert: c.medicalAlert,
        medicalOnFile: c.medicalInformation.trim() !== '',
        pickupCode: r.pickupCode ?? '',
        date,
      });
    }
    const familyName = `${parent?.lastName ?? children[0]?.lastName ?? ''} family`.trim();
    const receipt: GuardianReceipt = {
      familyName,
      children: records.flatMap((r) => {
        const c = byId.get(r.childId);
        return c ? [{ childName: calledName(c), group: tags.find((t) => t.childName === displayName(c))?.group ?? '' }] : [];
      }),
      pickupCode: records.find((r) => r.pickupCode)?.pickupCode ?? '',
      date,
    };
    return { tags, receipt };
  }

  /** Prints a check-in's labels on `printer` (none, or a browser printer: the page prints them itself). */
  async function printCheckIn(printer: PrinterRow | null, year: number, records: PrintedRecord[], parentId: number | null): Promise<PrintOutcome> {
    const { tags, receipt } = await labelsOf(year, records, parentId);
    if (!printer || printer.kind === 'BROWSER') {
      return { status: 'BROWSER', message: 'Print the labels from this device.', printerName: printer?.name ?? null, tags, receipt };
    }
    try {
      await sendToPrinter(printer.host, printer.port, checkInLabelsZpl(tags, receipt, printer.labelSize as LabelSize));
      return { status: 'PRINTED', message: `Labels sent to ${printer.name}.`, printerName: printer.name, tags, receipt };
    } catch (e) {
      if (!(e instanceof PrintFailed)) console.error('Printing failed:', e);
      const why = e instanceof PrintFailed ? e.message : 'The printer could not be reached.';
      return { status: 'FAILED', message: `The labels did not print: ${why} The check-in is saved.`, printerName: printer.name, tags, receipt };
    }
  }

  const yearOf = async (year: number | null | undefined) => year ?? (await currentYear());

  return {
    printCheckIn,
    labelsOf,
    currentYear,

    async listPrinters(viewer: Viewer, year?: number | null): Promise<PrinterRow[]> {
      kioskPolicy.manage(viewer);
      return prisma.labelPrinter.findMany({ where: { year: await yearOf(year) }, orderBy: { name: 'asc' }, select: PRINTER_SELECT });
    },

    async createPrinter(viewer: Viewer, values: LabelPrinterValues): Promise<PrinterRow> {
      kioskPolicy.manage(viewer);
      const year = await currentYear();
      try {
        return await prisma.$transaction(async (tx) => {
          if (values.forStations) await tx.labelPrinter.updateMany({ where: { year, forStations: true }, data: { forStations: false } });
          return tx.labelPrinter.create({ data: { ...values, year }, select: PRINTER_SELECT });
        });
      } catch (e) {
        if (isUnique(e)) throw conflict(`A printer named “${values.name}” is already set up.`, { name: 'is already used by another printer' });
        throw e;
      }
    },

    async updatePrinter(viewer: Viewer, id: number, values: LabelPrinterValues): Promise<PrinterRow> {
      kioskPolicy.manage(viewer);
      try {
        return await prisma.$transaction(async (tx) => {
          const found = await tx.labelPrinter.findUnique({ where: { id }, select: { year: true } });
          if (!found) throw notFound('Printer');
          if (values.forStations) await tx.labelPrinter.updateMany({ where: { year: found.year, forStations: true, id: { not: id } }, data: { forStations: false } });
          return tx.labelPrinter.update({ where: { id }, data: values, select: PRINTER_SELECT });
        });
      } catch (e) {
        if (isUnique(e)) throw conflict(`A printer named “${values.name}” is already set up.`, { name: 'is already used by another printer' });
        if (isMissing(e)) throw notFound('Printer');
        throw e;
      }
    },

    async deletePrinter(viewer: Viewer, id: number): Promise<PrinterRow> {
      kioskPolicy.manage(viewer);
      try {
        return await prisma.labelPrinter.delete({ where: { id }, select: PRINTER_SELECT });
      } catch (e) {
        if (isMissing(e)) throw notFound('Printer');
        throw e;
      }
    },

    /** The check-in table's printer this edition, or null (the browser's print dialog). */
    async stationPrinter(viewer: Viewer): Promise<PrinterRow | null> {
      kioskPolicy.readStationPrinter(viewer);
      return prisma.labelPrinter.findFirst({ where: { year: await currentYear(), forStations: true }, select: PRINTER_SELECT });
    },

    /**
     * The check-in table prints the labels of children it has just checked in: each child's current check-in
     * (its pickup code) in the current edition; a child not checked in is refused, naming the field.
     */
    async printAtStation(viewer: Viewer, childIds: number[]): Promise<PrintOutcome> {
      kioskPolicy.readStationPrinter(viewer);
      const year = await currentYear();
      const children = await prisma.child.findMany({
        where: { id: { in: childIds } },
        select: { id: true, attendance: { where: { schedule: { year } }, orderBy: LATEST_IN_SCHEDULE, take: 1, select: { kind: true, pickupCode: true } } },
      });
      const byId = new Map(children.map((c) => [c.id, c.attendance[0]]));
      const notIn = childIds.filter((id) => byId.get(id)?.kind !== 'CHECK_IN');
      if (notIn.length) throw badInput({ childIds: `names children who are not checked in (${notIn.join(', ')})` });
      const printer = await prisma.labelPrinter.findFirst({ where: { year, forStations: true }, select: PRINTER_SELECT });
      return printCheckIn(printer, year, childIds.map((childId) => ({ childId, pickupCode: byId.get(childId)!.pickupCode })), null);
    },
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;

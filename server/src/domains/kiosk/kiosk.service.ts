// Self check-in kiosks (kiosk.policy.ts says who may do what): staff register a device as a kiosk of the
// current edition and route it to a printer; the device keeps its token in a cookie and, with it, looks one
// family up and checks that family's children in through the attendance service's family check-in (the
// same one the check-in table uses), then prints the labels where the kiosk is routed.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { Viewer } from '../../auth/viewer.ts';
import { DomainError, notFound } from '../../errors.ts';
import type { KioskValues } from '../../../../forms/kiosk.ts';
import { verifyCheckInCode } from '../people/check-in-code.ts';
import { recordAudit } from '../audit/audit-scope.ts';
import type { AttendanceService } from '../attendance/attendance.service.ts';
import { FAMILY_TICKET_MS, PHONE_LOOKUP_WINDOW_MS, PHONE_LOOKUPS_PER_WINDOW, kioskPolicy } from './kiosk.policy.ts';
import type { PrintingService, PrintOutcome } from './printing.service.ts';
import { RateLimited } from '../../http/rate-limits.ts';
import { calledName } from '../../../../shared/person-name.ts';
import { todaysRecord } from '../attendance/latest-record.ts';
import { readClearance } from '../screening/screening-facts.ts';

const KIOSK_SELECT = {
  id: true, year: true, name: true, createdAt: true, revokedAt: true, lastUsedAt: true,
  printer: { select: { id: true, name: true, kind: true } },
  createdBy: { select: { firstName: true, preferredName: true, lastName: true } },
} as const;
export type KioskRow = Prisma.KioskGetPayload<{ select: typeof KIOSK_SELECT }>;

export type KioskChildState = 'READY' | 'CHECKED_IN' | 'NOT_APPROVED';
export interface KioskFamily {
  /** The signed ticket the check-in sends back. */
  ticket: string;
  familyName: string;
  children: { childId: number; name: string; state: KioskChildState }[];
}

export const hashKioskToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createKioskService(prisma: PrismaClient, attendance: AttendanceService, printing: PrintingService, secret: string) {
  const ticketMac = (kioskId: number, parentId: number, expires: number) =>
    createHmac('sha256', secret).update(`vbs-kiosk-family:v1:${kioskId}:${parentId}:${expires}`).digest('base64url');

  function ticketFor(kioskId: number, parentId: number): string {
    const expires = Date.now() + FAMILY_TICKET_MS;
    return `${parentId}.${expires}.${ticketMac(kioskId, parentId, expires)}`;
  }

  /** The family a ticket names, for this kiosk, while it is fresh; else a 400 asking to look the family up again. */
  function familyOfTicket(kioskId: number, ticket: string): number {
    const [p, e, mac] = ticket.split('.');
    const parentId = Number(p);
    const expires = Number(e);
    const expected = Number.isSafeInteger(parentId) && Number.isSafeInteger(expires) ? Buffer.from(ticketMac(kioskId, parentId, expires)) : null;
    const given = Buffer.from(mac ?? '');
    if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given) || expires < Date.now()) {
      throw new DomainError('BAD_INPUT', 'Too much time has passed: scan the family code or enter the phone number again.', { family: 'has expired or is not this kiosk’s' });
    }
    return parentId;
  }

  /** The family as the kiosk shows it: first names and the last initial, each child's state today. */
  async function familyView(kioskId: number, year: number, parentId: number): Promise<KioskFamily | null> {
    const parent = await prisma.parent.findUnique({
      where: { id: parentId },
      select: {
        lastName: true,
        children: {
          orderBy: { child: { firstName: 'asc' } },
          select: {
            child: {
              select: {
                id: true, firstName: true, preferredName: true, lastName: true,
                registrations: { where: { year }, select: { status: true } },
                attendance: { where: { schedule: { year } }, orderBy: { seq: 'desc' }, take: 1, select: { kind: true, recordedAt: true } },
              },
            },
          },
        },
      },
    });
    const edition = await prisma.edition.findUnique({ where: { year }, select: { timeZone: true } });
    const registered = parent?.children.filter(({ child }) => child.registrations.length > 0) ?? [];
    if (!parent || registered.length === 0) return null;
    return {
      ticket: ticketFor(kioskId, parentId),
      familyName: `${parent.lastName.slice(0, 1)}. family`,
      children: registered.map(({ child }) => {
        const today = todaysRecord(child.attendance[0], edition?.timeZone ?? 'UTC');
        const state: KioskChildState = child.registrations[0].status !== 'APPROVED' ? 'NOT_APPROVED' : today?.kind === 'CHECK_IN' ? 'CHECKED_IN' : 'READY';
        return { childId: child.id, name: `${calledName(child)} ${child.lastName.slice(0, 1)}.`, state };
      }),
    };
  }

  /**
   * Counts one phone lookup against the kiosk's window in one statement (no read-then-write): the count, or
   * the seconds until the window ends once the count is past the limit.
   */
  async function countPhoneLookup(kioskId: number): Promise<void> {
    const rows = await prisma.$queryRaw<{ count: number; windowStart: Date }[]>(Prisma.sql`
      UPDATE "Kiosk" SET
        "phoneLookups" = CASE WHEN "phoneLookupsWindow" IS NULL OR "phoneLookupsWindow" <= now() - ${`${PHONE_LOOKUP_WINDOW_MS} milliseconds`}::interval THEN 1 ELSE "phoneLookups" + 1 END,
        "phoneLookupsWindow" = CASE WHEN "phoneLookupsWindow" IS NULL OR "phoneLookupsWindow" <= now() - ${`${PHONE_LOOKUP_WINDOW_MS} milliseconds`}::interval THEN now() ELSE "phoneLookupsWindow" END
      WHERE "id" = ${kioskId}
      RETURNING "phoneLookups" AS "count", "phoneLookupsWindow" AS "windowStart"`);
    const row = rows[0];
    if (row && row.count > PHONE_LOOKUPS_PER_WINDOW) {
      const retry = Math.max(1, Math.ceil((row.windowStart.getTime() + PHONE_LOOKUP_WINDOW_MS - Date.now()) / 1000));
      recordAudit({ kind: 'READ', entity: 'Kiosk', entityId: String(kioskId), field: 'phoneLookupRefused' });
      throw new RateLimited(retry);
    }
  }

  return {
    async list(viewer: Viewer, year?: number | null): Promise<KioskRow[]> {
      kioskPolicy.manage(viewer);
      const y = year ?? (await printing.currentYear());
      return prisma.kiosk.findMany({ where: { year: y }, orderBy: [{ revokedAt: { sort: 'desc', nulls: 'first' } }, { name: 'asc' }], select: KIOSK_SELECT });
    },

    /** Registers a kiosk: the token is in this answer only (the database keeps its SHA-256). */
    async register(viewer: Viewer, values: KioskValues): Promise<{ kiosk: KioskRow; token: string }> {
      kioskPolicy.manage(viewer);
      kioskPolicy.openKiosk(viewer, await readClearance(prisma, { staffId: viewer.staffId, internId: viewer.internId }));
      const year = await printing.currentYear();
      if (values.printerId !== null) {
        const printer = await prisma.labelPrinter.findUnique({ where: { id: values.printerId }, select: { year: true } });
        if (!printer || printer.year !== year) throw new DomainError('NOT_FOUND', 'Printer was not found.', { printerId: 'names no printer of this edition' });
      }
      const token = `vbsk_${randomBytes(32).toString('base64url')}`;
      const kiosk = await prisma.kiosk.create({
        data: { year, name: values.name, printerId: values.printerId, tokenHash: hashKioskToken(token), createdById: viewer.staffId },
        select: KIOSK_SELECT,
      });
      return { kiosk, token };
    },

    /** Ends a kiosk at once: its token opens nothing from now on. Revoking twice is no error. */
    async revoke(viewer: Viewer, id: number): Promise<KioskRow> {
      kioskPolicy.manage(viewer);
      await prisma.kiosk.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
      const kiosk = await prisma.kiosk.findUnique({ where: { id }, select: KIOSK_SELECT });
      if (!kiosk) throw notFound('Kiosk');
      return kiosk;
    },

    async route(viewer: Viewer, kioskId: number, printerId: number | null): Promise<KioskRow> {
      kioskPolicy.manage(viewer);
      const kiosk = await prisma.kiosk.findUnique({ where: { id: kioskId }, select: { year: true } });
      if (!kiosk) throw notFound('Kiosk');
      if (printerId !== null) {
        const printer = await prisma.labelPrinter.findUnique({ where: { id: printerId }, select: { year: true } });
        if (!printer || printer.year !== kiosk.year) throw new DomainError('NOT_FOUND', 'Printer was not found.', { printerId: 'names no printer of this edition' });
      }
      return prisma.kiosk.update({ where: { id: kioskId }, data: { printerId }, select: KIOSK_SELECT });
    },

    /** The kiosk a device token stands for (a viewer that can only check in), or null when unknown or revoked. */
    async viewerOfToken(token: string | undefined): Promise<Viewer | null> {
      if (!token || token.length > 100) return null;
      const kiosk = await prisma.kiosk.findUnique({ where: { tokenHash: hashKioskToken(token) }, select: { id: true, name: true, revokedAt: true } });
      if (!kiosk || kiosk.revokedAt) return null;
      return Viewer.ofKiosk({ id: kiosk.id, name: kiosk.name });
    },

    /** What the kiosk page shows about itself. */
    async describe(viewer: Viewer) {
      kioskPolicy.kiosk(viewer);
      const kiosk = await prisma.kiosk.findUnique({ where: { id: viewer.kiosk!.id }, select: { name: true, year: true, printer: { select: { name: true, kind: true } }, edition: { select: { name: true } } } });
      if (!kiosk) throw notFound('Kiosk');
      return { name: kiosk.name, year: kiosk.year, editionName: kiosk.edition.name, printer: kiosk.printer };
    },

    /**
     * One family by the code on the parent's phone (this kiosk's edition) or by the whole phone number (counted
     * and audited). No match, several families, or a code of another edition all answer null.
     */
    async lookup(viewer: Viewer, input: { familyCode: string | null; phone: string | null }): Promise<KioskFamily | null> {
      kioskPolicy.kiosk(viewer);
      const kioskId = viewer.kiosk!.id;
      const kiosk = await prisma.kiosk.findUnique({ where: { id: kioskId }, select: { year: true } });
      if (!kiosk) throw notFound('Kiosk');
      let parentId: number | null = null;
      if (input.familyCode) {
        const subject = verifyCheckInCode(secret, input.familyCode);
        parentId = subject && subject.year === kiosk.year ? subject.parentId : null;
        recordAudit({ kind: 'READ', entity: 'Kiosk', entityId: String(kioskId), field: 'familyCodeLookup', personType: parentId ? 'parent' : null, personId: parentId });
      } else if (input.phone) {
        await countPhoneLookup(kioskId);
        const matches = await prisma.parent.findMany({ where: { phone: input.phone }, select: { id: true }, take: 2 });
        parentId = matches.length === 1 ? matches[0].id : null;
        recordAudit({ kind: 'READ', entity: 'Kiosk', entityId: String(kioskId), field: 'phoneLookup', personType: parentId ? 'parent' : null, personId: parentId });
      }
      return parentId === null ? null : familyView(kioskId, kiosk.year, parentId);
    },

    /**
     * Checks the picked children of the ticket's family in (the attendance service's family check-in: all or
     * none), then prints their labels where the kiosk is routed. Only approved children of that family.
     */
    async checkIn(viewer: Viewer, input: { family: string; childIds: number[]; idempotencyKey: string | null }): Promise<{ pickupCode: string | null; print: PrintOutcome; checkedIn: number[] }> {
      kioskPolicy.kiosk(viewer);
      const kioskId = viewer.kiosk!.id;
      const parentId = familyOfTicket(kioskId, input.family);
      const kiosk = await prisma.kiosk.findUnique({
        where: { id: kioskId },
        select: { year: true, printer: { select: { id: true, year: true, name: true, kind: true, host: true, port: true, labelSize: true, forStations: true, createdAt: true } }, edition: { select: { schedule: { select: { id: true } } } } },
      });
      if (!kiosk) throw notFound('Kiosk');
      const approved = await prisma.registration.findMany({
        where: { year: kiosk.year, status: 'APPROVED', childId: { in: input.childIds }, child: { parents: { some: { parentId } } } },
        select: { childId: true },
      });
      const allowed = new Set(approved.map((r) => r.childId));
      const refused = input.childIds.filter((id) => !allowed.has(id));
      if (refused.length) throw new DomainError('BAD_INPUT', 'Some of these children cannot be checked in here: ask at the check-in table.', { childIds: `names children this family cannot check in here (${refused.join(', ')})` });
      const results = await attendance.checkInFamily(viewer, { childIds: input.childIds, scheduleId: kiosk.edition.schedule?.id ?? null, idempotencyKey: input.idempotencyKey });
      const records = results.map((r) => ({ childId: r.record.childId, pickupCode: r.record.pickupCode }));
      // The check-in is stored; printing can only succeed or say why not. A retry that recorded nothing new
      // (its first answer was lost) does not print the labels a second time: the page offers the browser's.
      const print = results.some((r) => r.created)
        ? await printing.printCheckIn(kiosk.printer, kiosk.year, records, parentId)
        : { ...(await printing.printCheckIn(null, kiosk.year, records, parentId)), message: 'These children were already checked in; their labels printed then.' };
      return { pickupCode: records.find((r) => r.pickupCode)?.pickupCode ?? null, print, checkedIn: results.filter((r) => r.created).map((r) => r.record.childId) };
    },
  };
}

export type KioskService = ReturnType<typeof createKioskService>;

// Screening records: administrators (ASSIGN_STAFF) record and correct background checks, trainings and signed
// codes of conduct for staff and interns; a volunteer reads their own status and signs the code of conduct. The
// clearance rule itself is screening.policy.ts's; expiry reminders are screening-reminders.ts's.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { conflict, notFound } from '../../errors.ts';
import { addDays, localDate } from '../settings/edition-time.ts';
import { dateAtUtcMidnight } from '../../../../forms/dates.ts';
import type { ScreeningCorrectionInput, ScreeningRecordInput } from '../../../../forms/screening.ts';
import { EXPIRING_WITHIN_DAYS } from '../../../../forms/screening.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { clearanceOf, screeningPolicy, type Clearance, type ScreeningFact, type ScreeningRequirements } from './screening.policy.ts';
import { readClearance, readClearanceFacts } from './screening-facts.ts';

const RECORD_SELECT = {
  id: true, staffId: true, internId: true, kind: true, completedOn: true, expiresOn: true, provider: true, result: true, title: true,
  createdAt: true, replacedAt: true, replacedById: true, recordedByAccountId: true,
} as const;

export interface ScreeningRecordRow {
  id: number;
  staffId: number | null;
  internId: number | null;
  kind: ScreeningFact['kind'];
  completedOn: Date;
  expiresOn: Date | null;
  provider: string | null;
  result: ScreeningFact['result'];
  title: string | null;
  createdAt: Date;
  replacedAt: Date | null;
  replacedById: number | null;
  recordedByAccountId: number | null;
}

/** A person as the screening page lists them: who, their clearance today, their live records. */
export interface ScreenedPersonView {
  key: string;
  kind: 'staff' | 'intern';
  staffId: number | null;
  internId: number | null;
  name: string;
  email: string | null;
  clearance: Clearance;
  records: ScreeningRecordRow[];
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
export const factOf = (r: ScreeningRecordRow): ScreeningFact => ({ id: r.id, kind: r.kind, completedOn: day(r.completedOn)!, expiresOn: day(r.expiresOn), result: r.result });

export function createScreeningService(prisma: PrismaClient) {
  /** The current edition's requirements and today's program-local date. */
  async function rules(now = new Date()): Promise<ScreeningRequirements & { today: string; year: number | null }> {
    const s = await prisma.programSettings.findUnique({
      where: { id: 1 },
      select: { edition: { select: { year: true, timeZone: true, screeningRequiresTraining: true, screeningRequiresCodeOfConduct: true } } },
    });
    const e = s?.edition;
    return {
      year: e?.year ?? null,
      today: localDate(now, e?.timeZone ?? 'UTC'),
      requiresTraining: e?.screeningRequiresTraining ?? true,
      requiresCodeOfConduct: e?.screeningRequiresCodeOfConduct ?? true,
    };
  }

  /** Every staff member and intern with their live records and clearance (one account's two identities share records). */
  async function everyone(now = new Date()): Promise<ScreenedPersonView[]> {
    const r = await rules(now);
    const live = { where: { replacedAt: null }, select: RECORD_SELECT, orderBy: [{ completedOn: 'desc' as const }, { id: 'desc' as const }] };
    const staff = await prisma.staff.findMany({ select: { id: true, accountId: true, firstName: true, preferredName: true, lastName: true, email: true, account: { select: { email: true } }, screeningRecords: live } });
    const interns = await prisma.intern.findMany({ select: { id: true, accountId: true, firstName: true, preferredName: true, lastName: true, email: true, account: { select: { email: true } }, screeningRecords: live } });
    const byAccount = new Map<number, ScreeningRecordRow[]>();
    for (const p of [...staff, ...interns]) if (p.accountId !== null) byAccount.set(p.accountId, [...(byAccount.get(p.accountId) ?? []), ...p.screeningRecords]);
    const view = (kind: 'staff' | 'intern', p: (typeof staff)[number] | (typeof interns)[number]): ScreenedPersonView => {
      const records = p.accountId !== null ? byAccount.get(p.accountId)! : p.screeningRecords;
      return {
        key: `${kind}:${p.id}`,
        kind,
        staffId: kind === 'staff' ? p.id : null,
        internId: kind === 'intern' ? p.id : null,
        name: displayName(p),
        email: p.email ?? p.account?.email ?? null,
        clearance: clearanceOf(records.map(factOf), r, r.today),
        records,
      };
    };
    return [...staff.map((p) => view('staff', p)), ...interns.map((p) => view('intern', p))].sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
  }

  async function personExists(input: { staffId: number | null; internId: number | null }) {
    const found = input.staffId !== null
      ? await prisma.staff.findUnique({ where: { id: input.staffId }, select: { id: true } })
      : await prisma.intern.findUnique({ where: { id: input.internId! }, select: { id: true } });
    if (!found) throw notFound(input.staffId !== null ? 'Staff member' : 'Intern');
  }

  const toData = (input: ScreeningCorrectionInput) => ({
    completedOn: dateAtUtcMidnight(input.completedOn),
    expiresOn: input.expiresOn ? dateAtUtcMidnight(input.expiresOn) : null,
    provider: input.provider,
    result: input.result,
    title: input.title,
  });

  return {
    rules,
    everyone,

    /** The viewer's own clearance and live records (what is missing is in the clearance). */
    async mine(viewer: Viewer) {
      screeningPolicy.readOwn(viewer);
      const f = await readClearanceFacts(prisma, { staffId: viewer.staffId, internId: viewer.internId });
      const records = await prisma.screeningRecord.findMany({
        where: { replacedAt: null, id: { in: f.facts.map((x) => x.id) } },
        select: RECORD_SELECT,
        orderBy: [{ completedOn: 'desc' }, { id: 'desc' }],
      });
      return { clearance: clearanceOf(f.facts, f, f.today), records, requirements: { requiresTraining: f.requiresTraining, requiresCodeOfConduct: f.requiresCodeOfConduct } };
    },

    /** Whether a viewer may use the check-in station (and the kiosk): refuses with NOT_CLEARED and what is missing. */
    async requireStationClearance(viewer: Viewer) {
      screeningPolicy.requireStationClearance(await readClearance(prisma, { staffId: viewer.staffId, internId: viewer.internId }));
    },

    /** Everyone with their status (ASSIGN_STAFF). */
    async list(viewer: Viewer) {
      screeningPolicy.manage(viewer);
      return everyone();
    },

    /** The cleared people whose clearance ends within EXPIRING_WITHIN_DAYS days (ASSIGN_STAFF), soonest first. */
    async expiring(viewer: Viewer, now = new Date()) {
      screeningPolicy.manage(viewer);
      const r = await rules(now);
      const until = addDays(r.today, EXPIRING_WITHIN_DAYS);
      return (await everyone(now))
        .filter((p) => p.clearance.cleared && p.clearance.clearedUntil !== null && p.clearance.clearedUntil <= until)
        .sort((a, b) => a.clearance.clearedUntil!.localeCompare(b.clearance.clearedUntil!) || a.name.localeCompare(b.name));
    },

    /** One person's whole history, replaced records included, newest first (ASSIGN_STAFF). */
    async history(viewer: Viewer, person: { staffId: number | null; internId: number | null }) {
      screeningPolicy.manage(viewer);
      await personExists(person);
      const key = person.staffId !== null ? `staff:${person.staffId}` : `intern:${person.internId}`;
      const view = (await everyone()).find((p) => p.key === key)!;
      const records = await prisma.screeningRecord.findMany({
        where: person.staffId !== null ? { staffId: person.staffId } : { internId: person.internId },
        select: RECORD_SELECT,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return { ...view, history: records };
    },

    async record(viewer: Viewer, input: ScreeningRecordInput): Promise<ScreeningRecordRow> {
      screeningPolicy.manage(viewer);
      await personExists(input);
      return prisma.screeningRecord.create({
        data: { staffId: input.staffId, internId: input.internId, kind: input.kind, ...toData(input), recordedByAccountId: viewer.accountId },
        select: RECORD_SELECT,
      });
    },

    /** A record's kind (its correction's schema depends on it); 404 for an unknown record. */
    async kindOf(viewer: Viewer, recordId: number) {
      screeningPolicy.manage(viewer);
      const found = await prisma.screeningRecord.findUnique({ where: { id: recordId }, select: { kind: true } });
      if (!found) throw notFound('Screening record');
      return found.kind;
    },

    /** Replaces a live record by a corrected one (the old row stays, marked replaced); 409 when it was already replaced. */
    async correct(viewer: Viewer, recordId: number, input: ScreeningCorrectionInput): Promise<ScreeningRecordRow> {
      screeningPolicy.manage(viewer);
      return prisma.$transaction(async (tx) => {
        const old = await tx.screeningRecord.findUnique({ where: { id: recordId }, select: RECORD_SELECT });
        if (!old) throw notFound('Screening record');
        // Compare-and-set: only a live record is replaced, once.
        const claimed = await tx.screeningRecord.updateMany({ where: { id: recordId, replacedAt: null }, data: { replacedAt: new Date() } });
        if (claimed.count === 0) throw conflict('This record was corrected meanwhile. Reload to see the current one.');
        const fresh = await tx.screeningRecord.create({
          data: { staffId: old.staffId, internId: old.internId, kind: old.kind, ...toData(input), recordedByAccountId: viewer.accountId },
          select: RECORD_SELECT,
        });
        await tx.screeningRecord.update({ where: { id: recordId }, data: { replacedById: fresh.id } });
        return fresh;
      });
    },

    /** The volunteer signs the code of conduct themselves, typing their name; it counts from today. */
    async signCodeOfConduct(viewer: Viewer, signedName: string): Promise<ScreeningRecordRow> {
      screeningPolicy.readOwn(viewer);
      const r = await rules();
      return prisma.screeningRecord.create({
        data: {
          staffId: viewer.staffId,
          internId: viewer.staffId === null ? viewer.internId : null,
          kind: 'CODE_OF_CONDUCT',
          completedOn: dateAtUtcMidnight(r.today),
          title: signedName,
          recordedByAccountId: viewer.accountId,
        },
        select: RECORD_SELECT,
      });
    },

    /** Which parts the current edition requires besides a clear background check (ASSIGN_STAFF). */
    async setRequirements(viewer: Viewer, input: ScreeningRequirements) {
      screeningPolicy.manage(viewer);
      const r = await rules();
      if (r.year === null) throw notFound('The current program edition');
      await prisma.edition.update({ where: { year: r.year }, data: { screeningRequiresTraining: input.requiresTraining, screeningRequiresCodeOfConduct: input.requiresCodeOfConduct } });
      return { requiresTraining: input.requiresTraining, requiresCodeOfConduct: input.requiresCodeOfConduct };
    },

    /** Whether a person may be assigned to a group as a leader; refuses with NOT_CLEARED naming them. */
    async requireAssignable(person: { staffId: number | null; internId: number | null }, name: string) {
      screeningPolicy.requireAssignable(await readClearance(prisma, person), name, person.staffId !== null ? 'staffId' : 'internId');
    },
  };
}

export type ScreeningService = ReturnType<typeof createScreeningService>;

// The audit trail's reading side: filtered pages (newest first, cursor = row id) with the actor's and the
// person's names, and the whole filtered trail in pages for the CSV export, each with its values before and
// after as the viewer may read them (audit-trail-values.ts) and in words (audit-words.ts). Writing is
// audit-recorder.ts.
import type { PrismaClient, Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { auditPolicy } from './audit.policy.ts';
import { trailValuesFor } from './audit-trail-values.ts';
import { pageNames, type NameKind } from './audit-names.ts';
import { auditWords, type AuditChange } from './audit-words.ts';
import type { AuditKind } from '../../../../forms/audit.ts';

export interface AuditFilter {
  /** Words of a person's name (child, parent, intern or staff). */
  person?: string | null;
  /** Words of the actor's name or e-mail. */
  actor?: string | null;
  /** READ (medical information and staff notes), CHANGE (any write), or one of CREATE / UPDATE / DELETE. */
  kind?: AuditKind | null;
  from?: Date | null;
  to?: Date | null;
}

const KINDS: Record<AuditKind, string[]> = { READ: ['READ'], CHANGE: ['CREATE', 'UPDATE', 'DELETE'], CREATE: ['CREATE'], UPDATE: ['UPDATE'], DELETE: ['DELETE'] };
export const PAGE_MAX = 200;

export interface AuditRow {
  id: number;
  at: Date;
  door: string;
  kind: string;
  entity: string;
  entityId: string | null;
  field: string | null;
  personType: string | null;
  personId: number | null;
  personName: string | null;
  actorAccountId: number | null;
  /** The kiosk that acted (door kiosk), else null. */
  actorKioskId: number | null;
  actorName: string | null;
  before: unknown;
  after: unknown;
  /** The entry in one sentence, as the page, the JSON and the CSV say it (audit-words.ts). */
  summary: string;
  /** The fields it changed, labelled, their values in words. */
  changes: AuditChange[];
  /** The door in words: app, API, sign-in, live update, e-mail or system. */
  doorLabel: string;
}

type StoredRow = Awaited<ReturnType<PrismaClient['auditEvent']['findMany']>>[number];

const nameWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).slice(0, 4);

/** Every word must appear in the first, preferred or last name. */
const nameMatch = (words: string[]) => ({
  AND: words.map((w) => ({
    OR: [{ firstName: { contains: w, mode: 'insensitive' as const } }, { lastName: { contains: w, mode: 'insensitive' as const } }, { preferredName: { contains: w, mode: 'insensitive' as const } }],
  })),
});

export function createAuditService(prisma: PrismaClient) {
  async function where(filter: AuditFilter): Promise<Prisma.AuditEventWhereInput> {
    const and: Prisma.AuditEventWhereInput[] = [];
    if (filter.kind) {
      and.push({ kind: { in: KINDS[filter.kind] } });
    }
    if (filter.from) and.push({ at: { gte: filter.from } });
    if (filter.to) and.push({ at: { lte: filter.to } });
    if (filter.actor?.trim()) {
      const words = nameWords(filter.actor);
      const accounts = await prisma.account.findMany({
        where: { AND: words.map((w) => ({ OR: [{ fullName: { contains: w, mode: 'insensitive' } }, { email: { contains: w, mode: 'insensitive' } }] })) },
        select: { id: true },
        take: 500,
      });
      const kiosks = await prisma.kiosk.findMany({ where: { AND: words.map((w) => ({ name: { contains: w, mode: 'insensitive' } })) }, select: { id: true }, take: 500 });
      and.push({ OR: [{ actorAccountId: { in: accounts.map((a) => a.id) } }, { actorKioskId: { in: kiosks.map((k) => k.id) } }] });
    }
    if (filter.person?.trim()) {
      const match = nameMatch(nameWords(filter.person));
      const [children, parents, interns, staff] = await Promise.all([
        prisma.child.findMany({ where: match, select: { id: true }, take: 500 }),
        prisma.parent.findMany({ where: match, select: { id: true }, take: 500 }),
        prisma.intern.findMany({ where: match, select: { id: true }, take: 500 }),
        prisma.staff.findMany({ where: match, select: { id: true }, take: 500 }),
      ]);
      and.push({
        OR: [
          { personType: 'child', personId: { in: children.map((x) => x.id) } },
          { personType: 'parent', personId: { in: parents.map((x) => x.id) } },
          { personType: 'intern', personId: { in: interns.map((x) => x.id) } },
          { personType: 'staff', personId: { in: staff.map((x) => x.id) } },
        ],
      });
    }
    return { AND: and };
  }

  /**
   * A page's rows as handed out: names of actors and people, values as the viewer may read them, and the
   * entry in words. One statement for every name of the page (audit-names.ts), whatever its size.
   */
  async function handedOut(viewer: Viewer, rows: StoredRow[], timeZone: string | undefined): Promise<AuditRow[]> {
    if (rows.length === 0) return [];
    const found = await pageNames(prisma, rows);
    const names = timeZone ? { ...found, timeZone } : found;
    const named = rows.map((r) => ({
      ...r,
      personName: r.personType && r.personId !== null ? names.of(r.personType as NameKind, r.personId) : null,
      actorName:
        r.actorKioskId !== null
          ? `Kiosk “${names.of('kiosk', r.actorKioskId) ?? r.actorKioskId}”`
          : r.actorAccountId !== null
            ? (names.of('account', r.actorAccountId) ?? `Account ${r.actorAccountId}`)
            : null,
    }));
    return trailValuesFor(viewer, named).map((row, i) => ({ ...row, ...auditWords(row, named[i], names) }));
  }

  return {
    /**
     * One page, newest first, of `first` entries (1 to PAGE_MAX, as the doors read it: paging-input.ts); `after`
     * is the id of the last row of the previous page. Times in words are on the
     * reader's clocks when given (their browser's zone), else on the program's.
     */
    async page(viewer: Viewer, filter: AuditFilter, first: number, after: number | null, timeZone?: string) {
      auditPolicy.readTrail(viewer);
      const base = await where(filter);
      const rows = await prisma.auditEvent.findMany({
        where: after !== null ? { AND: [base, { id: { lt: after } }] } : base,
        orderBy: { id: 'desc' },
        take: first + 1,
      });
      return { rows: await handedOut(viewer, rows.slice(0, first), timeZone), hasNextPage: rows.length > first };
    },

    async count(viewer: Viewer, filter: AuditFilter) {
      auditPolicy.readTrail(viewer);
      return prisma.auditEvent.count({ where: await where(filter) });
    },

    /** The whole filtered trail, newest first, in pages (the CSV export streams these). */
    async *all(viewer: Viewer, filter: AuditFilter, timeZone?: string, pageSize = 500): AsyncGenerator<AuditRow[]> {
      auditPolicy.readTrail(viewer);
      const base = await where(filter);
      let after: number | null = null;
      for (;;) {
        const rows: Awaited<ReturnType<typeof prisma.auditEvent.findMany>> = await prisma.auditEvent.findMany({
          where: after !== null ? { AND: [base, { id: { lt: after } }] } : base,
          orderBy: { id: 'desc' },
          take: pageSize,
        });
        if (rows.length === 0) return;
        yield await handedOut(viewer, rows, timeZone);
        if (rows.length < pageSize) return;
        after = rows[rows.length - 1].id;
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

// Who a message reaches. Children are never written to: an audience that finds children reaches their
// parents and guardians (every parent row linked to the child, so both parents where there are two). Each
// recipient is then an e-mail address and/or a phone number; two people sharing one address receive one copy
// (the first found), and the merge fields (merge.ts) are filled in from the people behind it.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { MessageAudience } from '../../../../forms/messages.ts';
import { audienceQuery } from './message-input.ts';
import type { QueryService } from '../query/query.service.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';

export interface AudiencePerson {
  personType: 'parent' | 'intern' | 'staff';
  personId: number;
  firstName: string;
  preferredName: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** Parents' consent (null for staff and interns, who receive every purpose about their work). */
  keepInTouch: boolean | null;
  otherEventMessages: boolean | null;
  /** A parent's children registered this edition, with their groups. */
  children: { id: number; firstName: string; preferredName: string | null; lastName: string; groups: string[] }[];
  /** The language the person chose on their account (shared/language.ts); null: not chosen (English). */
  language?: string | null;
}

/** Everything the people query may return at once for an audience (a bigger audience is refused, not cut). */
export const AUDIENCE_MAX = 20_000;

export function createAudience(prisma: PrismaClient, query: QueryService) {
  async function childIdsOf(audience: MessageAudience, year: number, timeZone: string): Promise<number[] | null> {
    switch (audience.kind) {
      case 'allFamilies': {
        const rows = await prisma.registration.findMany({ where: { year, status: 'APPROVED' }, select: { childId: true } });
        return rows.map((r) => r.childId);
      }
      case 'checkedInToday': {
        const rows = await prisma.$queryRawUnsafe<{ childId: number }[]>(
          `SELECT DISTINCT a."childId" FROM "AttendanceRecord" a JOIN "Schedule" s ON s.id = a."scheduleId"
           WHERE s.year = $1 AND a.kind = 'CHECK_IN'
             AND (a."recordedAt" AT TIME ZONE 'UTC' AT TIME ZONE $2)::date = (now() AT TIME ZONE $2)::date`,
          year,
          timeZone,
        );
        return rows.map((r) => r.childId);
      }
      case 'checkedInNow': {
        // Each child's latest record in this year's schedule (highest seq), when it is a check-in made today.
        const rows = await prisma.$queryRawUnsafe<{ childId: number }[]>(
          `SELECT l."childId" FROM (
             SELECT DISTINCT ON (a."childId") a."childId", a.kind, a."recordedAt" FROM "AttendanceRecord" a JOIN "Schedule" s ON s.id = a."scheduleId"
             WHERE s.year = $1 ORDER BY a."childId", a.seq DESC) l
           WHERE l.kind = 'CHECK_IN' AND (l."recordedAt" AT TIME ZONE 'UTC' AT TIME ZONE $2)::date = (now() AT TIME ZONE $2)::date`,
          year,
          timeZone,
        );
        return rows.map((r) => r.childId);
      }
      case 'children': {
        const rows = await prisma.registration.findMany({ where: { year, status: 'APPROVED', childId: { in: audience.childIds } }, select: { childId: true } });
        const missing = audience.childIds.find((id) => !rows.some((r) => r.childId === id));
        if (missing) throw badInput({ 'audience.childIds': `Child ${missing} is not registered in this edition.` });
        return rows.map((r) => r.childId);
      }
      case 'groups': {
        const groups = await prisma.group.findMany({ where: { id: { in: audience.groupIds }, year }, select: { id: true, children: { select: { childId: true } } } });
        const missing = audience.groupIds.find((id) => !groups.some((g) => g.id === id));
        if (missing) throw badInput({ 'audience.groupIds': `There is no group ${missing} in this edition.` });
        return groups.flatMap((g) => g.children.map((c) => c.childId));
      }
      default:
        return null;
    }
  }

  /** The ids a people query finds, by the kind of person it asks for. */
  async function queried(viewer: Viewer | null, definition: unknown) {
    if (!viewer) throw forbidden('A people query runs for a signed-in staff member.');
    const parsed = audienceQuery(definition);
    const page = await query.runPage(viewer, { ...parsed, columns: [] }, AUDIENCE_MAX + 1, 0);
    if (page.totalCount > AUDIENCE_MAX) throw badInput({ 'audience.definition': `The query finds ${page.totalCount} people; a message reaches at most ${AUDIENCE_MAX}.` });
    return { personType: parsed.personType, ids: page.rows.map((r) => r.personId) };
  }

  async function savedDefinition(viewer: Viewer | null, queryId: number) {
    if (!viewer) throw forbidden('A saved query runs for a signed-in staff member.');
    const saved = await prisma.savedPeopleQuery.findUnique({ where: { id: queryId }, select: { definition: true, shared: true, ownerId: true } });
    if (!saved) throw notFound(`Saved query ${queryId}`);
    if (!saved.shared && saved.ownerId !== viewer.staffId) throw forbidden('That saved query is private to another staff member.');
    return JSON.parse(saved.definition) as unknown;
  }

  /**
   * Parents (of these children, or these parents) with their children registered this edition and the
   * children's groups: five flat statements whatever the audience's size (one nested query with an EXISTS
   * per row took seconds for 2,000 families).
   */
  async function parentsOf(childIds: number[] | null, parentIds: number[] | null, year: number): Promise<AudiencePerson[]> {
    const ids = childIds
      ? (await prisma.childParent.findMany({ where: { childId: { in: [...new Set(childIds)] } }, select: { parentId: true } })).map((l) => l.parentId)
      : (parentIds ?? []);
    const parents = await prisma.parent.findMany({
      where: { id: { in: [...new Set(ids)] } },
      orderBy: { id: 'asc' },
      select: { id: true, firstName: true, preferredName: true, lastName: true, email: true, phone: true, keepInTouch: true, otherEventMessages: true, account: { select: { language: true } } },
    });
    const links = await prisma.childParent.findMany({ where: { parentId: { in: parents.map((p) => p.id) } }, orderBy: { childId: 'asc' }, select: { parentId: true, childId: true } });
    const linked = [...new Set(links.map((l) => l.childId))];
    const registered = await prisma.child.findMany({
      where: { id: { in: linked }, registrations: { some: { year, status: 'APPROVED' } } },
      select: { id: true, firstName: true, preferredName: true, lastName: true },
    });
    const groups = await prisma.groupChild.findMany({ where: { childId: { in: registered.map((c) => c.id) }, group: { year } }, orderBy: { groupId: 'asc' }, select: { childId: true, group: { select: { name: true } } } });
    const groupNames = new Map<number, string[]>();
    for (const g of groups) groupNames.set(g.childId, [...(groupNames.get(g.childId) ?? []), g.group.name]);
    const children = new Map(registered.map((c) => [c.id, { ...c, groups: groupNames.get(c.id) ?? [] }]));
    const byParent = new Map<number, AudiencePerson['children']>();
    for (const l of links) {
      const child = children.get(l.childId);
      if (child) byParent.set(l.parentId, [...(byParent.get(l.parentId) ?? []), child]);
    }
    return parents.map(({ id, account, ...p }): AudiencePerson => ({ personType: 'parent', personId: id, ...p, language: account?.language ?? null, children: byParent.get(id) ?? [] }));
  }

  async function interns(ids: number[] | null, year: number): Promise<AudiencePerson[]> {
    const rows = await prisma.intern.findMany({
      where: ids ? { id: { in: ids } } : { applications: { some: { year, status: 'ACCEPTED' } } },
      orderBy: { id: 'asc' },
      select: { id: true, firstName: true, preferredName: true, lastName: true, email: true, phone: true, account: { select: { email: true, language: true } } },
    });
    return rows.map((i) => ({ personType: 'intern', personId: i.id, firstName: i.firstName, preferredName: i.preferredName, lastName: i.lastName, email: i.email ?? i.account?.email ?? null, phone: i.phone, keepInTouch: null, otherEventMessages: null, children: [], language: i.account?.language ?? null }));
  }

  async function staff(ids: number[] | null): Promise<AudiencePerson[]> {
    const rows = await prisma.staff.findMany({
      where: ids ? { id: { in: ids } } : {},
      orderBy: { id: 'asc' },
      select: { id: true, firstName: true, preferredName: true, lastName: true, email: true, phone: true, account: { select: { email: true } } },
    });
    return rows.map((s) => ({ personType: 'staff', personId: s.id, firstName: s.firstName, preferredName: s.preferredName, lastName: s.lastName, email: s.email ?? s.account.email ?? null, phone: s.phone, keepInTouch: null, otherEventMessages: null, children: [] }));
  }

  return {
    /** The people an audience reaches now, in a stable order. */
    async resolve(viewer: Viewer | null, audience: MessageAudience, edition: { year: number; timeZone: string }): Promise<AudiencePerson[]> {
      const childIds = await childIdsOf(audience, edition.year, edition.timeZone);
      if (childIds) return parentsOf(childIds, null, edition.year);
      if (audience.kind === 'interns') return interns(null, edition.year);
      if (audience.kind === 'staff') return staff(null);
      const definition = audience.kind === 'savedQuery' ? await savedDefinition(viewer, audience.queryId) : audience.kind === 'query' ? audience.definition : null;
      const found = await queried(viewer, definition);
      switch (found.personType) {
        case 'child':
          return parentsOf(found.ids, null, edition.year);
        case 'parent':
          return parentsOf(null, found.ids, edition.year);
        case 'intern':
          return interns(found.ids, edition.year);
        case 'staff':
          return staff(found.ids);
      }
    },
  };
}

export type Audience = ReturnType<typeof createAudience>;

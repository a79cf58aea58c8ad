// The names a page of the audit trail speaks of: who acted (an account, or a self check-in kiosk), whom each entry is about, and the people, accounts,
// groups, events, days and memory work its values point to ("put Ethan Mitchell in Pharaohs"), with the
// program's time zone its times are written in. One statement per page, whatever its size or content.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { displayName } from '../../../../shared/person-name.ts';

/** What a value can point to, and so be named by. */
export type NameKind = 'account' | 'kiosk' | 'child' | 'parent' | 'intern' | 'staff' | 'group' | 'event' | 'day' | 'memoryWork';

/** The fields whose value is the id of something with a name, and what they point to. */
export const NAMED_FIELDS: Readonly<Record<string, NameKind>> = {
  accountId: 'account',
  keepAccountId: 'account',
  mergeAccountId: 'account',
  mergedAccountId: 'account',
  requestedByAccountId: 'account',
  recordedByAccountId: 'account',
  correctedById: 'account',
  childId: 'child',
  parentId: 'parent',
  submittedById: 'parent',
  internId: 'intern',
  staffId: 'staff',
  byStaffId: 'staff',
  undoneByStaffId: 'staff',
  decidedById: 'staff',
  recordedById: 'staff',
  createdById: 'staff',
  savedById: 'staff',
  appliedById: 'staff',
  ownerId: 'staff',
  groupId: 'group',
  eventId: 'event',
  dayId: 'day',
  memoryWorkId: 'memoryWork',
};

const PERSON_KINDS = new Set<string>(['child', 'parent', 'intern', 'staff']);

export interface PageNames {
  /** The name of what an id points to, or null when it is no longer on file. Days are yyyy-mm-dd. */
  of(kind: NameKind, id: unknown): string | null;
  /** A group's type (PERMANENT, ROTATIONAL, SCHEDULED), for calling an afternoon club a club. */
  groupType(id: unknown): string | null;
  /** The program's time zone: the trail's times are written on its clocks. */
  timeZone: string;
}

interface EntryRefs {
  actorAccountId: number | null;
  actorKioskId: number | null;
  personType: string | null;
  personId: number | null;
  before: unknown;
  after: unknown;
}

const DEFAULT_TIME_ZONE = 'America/Chicago';
const key = (kind: string, id: unknown) => `${kind}:${id}`;

/** Reads the names of everything the rows point to, in one statement. */
export async function pageNames(prisma: PrismaClient, rows: EntryRefs[]): Promise<PageNames> {
  const ids: Record<NameKind, Set<number>> = {
    account: new Set(),
    kiosk: new Set(),
    child: new Set(),
    parent: new Set(),
    intern: new Set(),
    staff: new Set(),
    group: new Set(),
    event: new Set(),
    day: new Set(),
    memoryWork: new Set(),
  };
  const add = (kind: NameKind, id: unknown) => {
    if (typeof id === 'number' && Number.isSafeInteger(id)) ids[kind].add(id);
  };
  for (const row of rows) {
    add('account', row.actorAccountId);
    add('kiosk', row.actorKioskId);
    if (row.personType && PERSON_KINDS.has(row.personType)) add(row.personType as NameKind, row.personId);
    for (const values of [row.before, row.after]) {
      if (!values || typeof values !== 'object') continue;
      for (const [field, value] of Object.entries(values)) if (Object.hasOwn(NAMED_FIELDS, field)) add(NAMED_FIELDS[field], value);
    }
  }
  const list = (kind: NameKind) => [...ids[kind]];
  const person = (table: string, kind: NameKind) =>
    Prisma.sql`SELECT ${kind}::text AS "kind", "id", "firstName" AS "a", "preferredName" AS "b", "lastName" AS "c" FROM ${Prisma.raw(`"${table}"`)} WHERE "id" = ANY(${list(kind)}::int[])`;
  const found = await prisma.$queryRaw<{ kind: string; id: number; a: string | null; b: string | null; c: string | null }[]>(Prisma.sql`
    SELECT 'account'::text AS "kind", "id", NULLIF("fullName", '') AS "a", "email" AS "b", NULL::text AS "c" FROM "Account" WHERE "id" = ANY(${list('account')}::int[])
    UNION ALL SELECT 'kiosk', "id", "name", NULL, NULL FROM "Kiosk" WHERE "id" = ANY(${list('kiosk')}::int[])
    UNION ALL ${person('Child', 'child')}
    UNION ALL ${person('Parent', 'parent')}
    UNION ALL ${person('Intern', 'intern')}
    UNION ALL ${person('Staff', 'staff')}
    UNION ALL SELECT 'group', "id", "name", "type"::text, NULL FROM "Group" WHERE "id" = ANY(${list('group')}::int[])
    UNION ALL SELECT 'event', "id", "name", NULL, NULL FROM "Event" WHERE "id" = ANY(${list('event')}::int[])
    UNION ALL SELECT 'day', "id", to_char("date", 'YYYY-MM-DD'), NULL, NULL FROM "Day" WHERE "id" = ANY(${list('day')}::int[])
    UNION ALL SELECT 'memoryWork', "id", "reference", NULL, NULL FROM "MemoryWork" WHERE "id" = ANY(${list('memoryWork')}::int[])
    UNION ALL SELECT 'zone', 0, e."timeZone", NULL, NULL FROM "ProgramSettings" s JOIN "Edition" e ON e."year" = s."currentYear"`);

  const names = new Map<string, string>();
  const groupTypes = new Map<string, string>();
  let timeZone = DEFAULT_TIME_ZONE;
  for (const row of found) {
    const id = Number(row.id);
    if (row.kind === 'zone') timeZone = row.a || DEFAULT_TIME_ZONE;
    else if (row.kind === 'account') names.set(key('account', id), row.a || row.b || '');
    else if (PERSON_KINDS.has(row.kind)) names.set(key(row.kind, id), displayName({ firstName: row.a ?? '', preferredName: row.b, lastName: row.c ?? '' }));
    else {
      names.set(key(row.kind, id), row.a ?? '');
      if (row.kind === 'group' && row.b) groupTypes.set(key('group', id), row.b);
    }
  }
  return {
    of: (kind, id) => names.get(key(kind, id)) || null,
    groupType: (id) => groupTypes.get(key('group', id)) ?? null,
    timeZone,
  };
}

// The people query compiler through GraphQL on the demo data: every operator against what Prisma finds,
// AND/OR/NOT nesting, injection attempts through field names and values, permission-gated fields,
// staff only, and ONE SQL statement per page whatever the page size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { programInstant } from '../../seed/program-time.ts';
import { childQuery, errorOf, ids, run, sorted } from '../../../test/kits/query-test-kit.ts';

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
let children: Awaited<ReturnType<typeof loadChildren>>;

async function loadChildren() {
  return t.prisma.child.findMany({
    include: {
      groups: { include: { group: true } },
      attendance: true,
      memorized: true,
      registrations: true,
      parents: { include: { parent: { include: { emergencyContacts: true } } } },
    },
  });
}
const idsWhere = (keep: (c: (typeof children)[number]) => boolean) => sorted(children.filter(keep).map((c) => c.id));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
  staff = await t.signIn('staff@example.org');
  children = await loadChildren();
});
afterAll(() => t.close());

describe('every operator finds what the data says', () => {
  const age = (dob: Date | null) => {
    if (!dob) return null;
    const now = new Date();
    let years = now.getUTCFullYear() - dob.getUTCFullYear();
    if (now.getUTCMonth() < dob.getUTCMonth() || (now.getUTCMonth() === dob.getUTCMonth() && now.getUTCDate() < dob.getUTCDate())) years--;
    return years;
  };
  const clubOf = (c: (typeof children)[number]) => c.groups.find((g) => g.group.type === 'ROTATIONAL')?.group;
  const checkedInOn = (c: (typeof children)[number], day: string) =>
    c.attendance.some((a) => a.kind === 'CHECK_IN' && a.recordedAt >= programInstant(day, '00:00') && a.recordedAt < programInstant(day, '23:59'));

  const cases: [string, unknown, (c: (typeof children)[number]) => boolean][] = [
    ['text contains (any order, any case)', { field: 'name', op: 'contains', value: 'mitch ETHAN' }, (c) => c.firstName === 'Ethan' && c.lastName === 'Mitchell'],
    ['text equals', { field: 'lastName', op: 'equals', value: 'mitchell' }, (c) => c.lastName === 'Mitchell'],
    ['text startsWith', { field: 'firstName', op: 'startsWith', value: 'Li' }, (c) => c.firstName.toLowerCase().startsWith('li')],
    ['text isEmpty', { field: 'medical', op: 'isEmpty' }, (c) => c.medicalInformation === ''],
    ['text isNotEmpty', { field: 'medical', op: 'isNotEmpty' }, (c) => c.medicalInformation !== ''],
    ['number eq', { field: 'grade', op: 'eq', value: 3 }, (c) => c.gradeEntering === 3],
    ['number ne', { field: 'grade', op: 'ne', value: 3 }, (c) => c.gradeEntering !== 3],
    ['number lt', { field: 'grade', op: 'lt', value: 2 }, (c) => c.gradeEntering < 2],
    ['number lte', { field: 'grade', op: 'lte', value: 2 }, (c) => c.gradeEntering <= 2],
    ['number gt', { field: 'grade', op: 'gt', value: 4 }, (c) => c.gradeEntering > 4],
    ['number gte', { field: 'grade', op: 'gte', value: 4 }, (c) => c.gradeEntering >= 4],
    ['number between', { field: 'grade', op: 'between', value: [3, 5] }, (c) => c.gradeEntering >= 3 && c.gradeEntering <= 5],
    ['age (computed) gte', { field: 'age', op: 'gte', value: 10 }, (c) => (age(c.dateOfBirth) ?? -1) >= 10],
    ['date on', { field: 'dateOfBirth', op: 'on', value: '2017-02-14' }, (c) => c.dateOfBirth?.toISOString().slice(0, 10) === '2017-02-14'],
    ['date before', { field: 'dateOfBirth', op: 'before', value: '2016-01-01' }, (c) => c.dateOfBirth !== null && c.dateOfBirth < new Date('2016-01-01')],
    ['date after', { field: 'dateOfBirth', op: 'after', value: '2018-01-01' }, (c) => c.dateOfBirth !== null && c.dateOfBirth > new Date('2018-01-01')],
    ['date between', { field: 'dateOfBirth', op: 'between', value: ['2016-01-01', '2017-12-31'] }, (c) => c.dateOfBirth !== null && c.dateOfBirth >= new Date('2016-01-01') && c.dateOfBirth <= new Date('2017-12-31')],
    ['date isEmpty', { field: 'dateOfBirth', op: 'isEmpty' }, (c) => c.dateOfBirth === null],
    ['date isNotEmpty', { field: 'dateOfBirth', op: 'isNotEmpty' }, (c) => c.dateOfBirth !== null],
    ['boolean isTrue', { field: 'hasStaffNotes', op: 'isTrue' }, (c) => c.staffNotes !== ''],
    ['boolean isFalse', { field: 'hasStaffNotes', op: 'isFalse' }, (c) => c.staffNotes === ''],
    ['choice in', { field: 'registrationStatus', op: 'in', value: ['PENDING'] }, (c) => c.registrations.some((r) => r.year === 2025 && r.status === 'PENDING')],
    ['choice isEmpty', { field: 'registrationStatus', op: 'isEmpty' }, (c) => !c.registrations.some((r) => r.year === 2025)],
    ['choice isNotEmpty', { field: 'registrationStatus', op: 'isNotEmpty' }, (c) => c.registrations.some((r) => r.year === 2025)],
    ['group isEmpty', { field: 'club', op: 'isEmpty' }, (c) => !clubOf(c)],
    ['group isNotEmpty', { field: 'club', op: 'isNotEmpty' }, (c) => Boolean(clubOf(c))],
    ['attendance checkedInOn', { field: 'attendance', op: 'checkedInOn', value: '2025-08-12' }, (c) => checkedInOn(c, '2025-08-12')],
    ['attendance notCheckedInOn', { field: 'attendance', op: 'notCheckedInOn', value: '2025-08-12' }, (c) => !checkedInOn(c, '2025-08-12')],
    ['memory work count gt', { field: 'memorized', op: 'gt', value: 1 }, (c) => c.memorized.length > 1],
    ['emergency contacts eq', { field: 'emergencyContacts', op: 'eq', value: 0 }, (c) => c.parents.every((p) => p.parent.emergencyContacts.length === 0)],
    ['registered in year', { field: 'registrationYear', op: 'eq', value: 2025 }, (c) => c.registrations.some((r) => r.year === 2025 && (r.status === 'PENDING' || r.status === 'APPROVED'))],
    ['contact consent', { field: 'otherEventMessages', op: 'isTrue' }, (c) => c.parents.some((p) => p.parent.otherEventMessages)],
    ['referral source contains', { field: 'referralSource', op: 'contains', value: 'friend' }, (c) => c.parents.some((p) => (p.parent.referralSource ?? '').toLowerCase().includes('friend'))],
  ];
  it.each(cases)('%s', async (_name, where, keep) => {
    const expected = idsWhere(keep);
    expect(sorted(await ids(admin, childQuery(where)))).toEqual(expected);
  });

  it('group in: the children of the chosen clubs', async () => {
    const club = clubOf(children.find((c) => clubOf(c))!)!;
    expect(sorted(await ids(admin, childQuery({ field: 'club', op: 'in', value: [club.id] })))).toEqual(idsWhere((c) => clubOf(c)?.id === club.id));
  });

  it('elective choices and answers to any registration question', async () => {
    expect(sorted(await ids(admin, childQuery({ field: 'elective', op: 'contains', value: 'Science' })))).toEqual(
      sorted(await ids(admin, childQuery({ field: 'answer:elective', op: 'contains', value: 'science' }))),
    );
    const ethan = children.find((c) => c.firstName === 'Ethan' && c.lastName === 'Mitchell')!;
    expect(await ids(admin, childQuery({ all: [{ field: 'answer:shirtSize', op: 'equals', value: 'Youth M' }, { field: 'church', op: 'equals', value: 'Yes' }, { field: 'lastName', op: 'equals', value: 'Mitchell' }] }))).toContain(ethan.id);
  });

  it('group points: the total of the child’s groups', async () => {
    const res = await run(admin, childQuery({ field: 'groupPoints', op: 'gt', value: 0 }, { columns: ['name', 'groupPoints'] }));
    expect(res.data.peopleQuery.totalCount).toBeGreaterThan(0);
    const points = await t.prisma.groupDayPoints.findMany();
    const first = res.data.peopleQuery.edges[0].node;
    const child = children.find((c) => c.id === first.personId)!;
    const total = points.filter((p) => child.groups.some((g) => g.groupId === p.groupId)).reduce((s, p) => s + p.amount, 0);
    expect(first.cells[1]).toBe(String(total));
  });
});

describe('AND / OR / NOT', () => {
  const grade3 = { field: 'grade', op: 'eq', value: 3 };
  const medical = { field: 'medical', op: 'isNotEmpty' };
  const notes = { field: 'hasStaffNotes', op: 'isTrue' };
  const is = {
    grade3: (c: (typeof children)[number]) => c.gradeEntering === 3,
    medical: (c: (typeof children)[number]) => c.medicalInformation !== '',
    notes: (c: (typeof children)[number]) => c.staffNotes !== '',
  };

  it('combine as boolean logic, nested', async () => {
    expect(sorted(await ids(admin, childQuery({ all: [grade3, medical] })))).toEqual(idsWhere((c) => is.grade3(c) && is.medical(c)));
    expect(sorted(await ids(admin, childQuery({ any: [grade3, medical] })))).toEqual(idsWhere((c) => is.grade3(c) || is.medical(c)));
    expect(sorted(await ids(admin, childQuery({ not: grade3 })))).toEqual(idsWhere((c) => !is.grade3(c)));
    expect(sorted(await ids(admin, childQuery({ any: [{ all: [grade3, { not: medical }] }, { not: { any: [notes, medical] } }] })))).toEqual(
      idsWhere((c) => (is.grade3(c) && !is.medical(c)) || !(is.notes(c) || is.medical(c))),
    );
    expect(sorted(await ids(admin, childQuery({ not: { not: { all: [] } } })))).toEqual(idsWhere(() => true));
    expect(await ids(admin, childQuery({ any: [] }))).toEqual([]);
  });

  it('NOT of a condition on a missing value matches the people without it', async () => {
    expect(sorted(await ids(admin, childQuery({ not: { field: 'dateOfBirth', op: 'after', value: '2000-01-01' } })))).toEqual(
      idsWhere((c) => c.dateOfBirth === null || c.dateOfBirth <= new Date('2000-01-01')),
    );
  });

  it('refuses nesting deeper than six levels and more than 40 conditions', async () => {
    let deep: unknown = grade3;
    for (let i = 0; i < 8; i++) deep = { not: deep };
    expect(errorOf(await run(admin, childQuery(deep)))?.extensions?.code).toBe('BAD_INPUT');
    expect(errorOf(await run(admin, childQuery({ any: Array.from({ length: 41 }, () => grade3) })))?.extensions?.code).toBe('BAD_INPUT');
  });
});

describe('injection attempts', () => {
  it('a field name outside the whitelist is refused, whatever it says', async () => {
    for (const field of ['"medicalInformation"', 'grade; DROP TABLE "Child"; --', 'p."staffNotes"', 'answer:x\' OR 1=1 --', '__proto__', 'constructor']) {
      const asCondition = await run(admin, childQuery({ field, op: 'contains', value: 'x' }));
      expect(errorOf(asCondition)?.extensions?.code, field).toBe('BAD_INPUT');
      const asColumn = await run(admin, childQuery(null, { columns: [field] }));
      expect(errorOf(asColumn)?.extensions?.code, field).toBe('BAD_INPUT');
      const asSort = await run(admin, childQuery(null, { sort: [{ field, direction: 'asc' }] }));
      expect(errorOf(asSort)?.extensions?.code, field).toBe('BAD_INPUT');
    }
    expect(errorOf(await run(admin, childQuery(null, { sort: [{ field: 'grade', direction: 'asc; DROP TABLE "Child"' }] })))?.extensions?.code).toBe('BAD_INPUT');
    expect(errorOf(await run(admin, { personType: 'Child" p; --', columns: ['name'] }))?.extensions?.code).toBe('BAD_INPUT');
    expect(errorOf(await run(admin, childQuery({ field: 'grade', op: '= 1 OR 1=1 --', value: 1 })))?.extensions?.code).toBe('BAD_INPUT');
    expect(errorOf(await run(admin, '{"personType": "child", "columns": ["name"]'))?.extensions?.code).toBe('BAD_INPUT');
  });

  it('values are data: quotes, SQL and LIKE wildcards match only themselves', async () => {
    const before = await t.prisma.child.count();
    for (const value of [`' OR '1'='1`, `'; DROP TABLE "Child"; --`, '%', '_', '\\', `$1`, `"); DELETE FROM "Child" WHERE ("1"="1`]) {
      expect(await ids(admin, childQuery({ field: 'lastName', op: 'contains', value })), value).toEqual([]);
    }
    expect(errorOf(await run(admin, childQuery({ field: 'grade', op: 'eq', value: '3 OR 1=1' })))?.extensions?.code).toBe('BAD_INPUT');
    expect(errorOf(await run(admin, childQuery({ field: 'dateOfBirth', op: 'on', value: "2017-01-01' OR 'x'='x" })))?.extensions?.code).toBe('BAD_INPUT');
    expect(errorOf(await run(admin, childQuery({ field: 'registrationStatus', op: 'in', value: ["APPROVED' OR 'x'='x"] })))?.extensions?.code).toBe('BAD_INPUT');
    expect(errorOf(await run(admin, childQuery({ field: 'club', op: 'in', value: ['1) OR (1=1'] })))?.extensions?.code).toBe('BAD_INPUT');
    // A name with a literal % is found by it, and not by everything.
    const someone = children[5];
    await t.prisma.child.update({ where: { id: someone.id }, data: { lastName: `${someone.lastName} 100%_done` } });
    expect(await ids(admin, childQuery({ field: 'lastName', op: 'contains', value: '100%_' }))).toEqual([someone.id]);
    await t.prisma.child.update({ where: { id: someone.id }, data: { lastName: someone.lastName } });
    expect(await t.prisma.child.count()).toBe(before);
  });
});

describe('permission-gated fields', () => {
  const medicalAsColumn = childQuery(null, { columns: ['name', 'medical'] });
  const medicalAsCondition = childQuery({ field: 'medical', op: 'contains', value: 'allergy' });
  const medicalInsideNot = childQuery({ any: [{ field: 'grade', op: 'eq', value: 3 }, { not: { field: 'medical', op: 'isEmpty' } }] });
  const medicalAsSort = childQuery(null, { sort: [{ field: 'medical', direction: 'asc' }] });
  const notesContent = childQuery({ field: 'staffNotes', op: 'contains', value: 'a' });

  it('are refused to staff without VIEW_SENSITIVE_INFO however they are asked for, through both doors', async () => {
    for (const def of [medicalAsColumn, medicalAsCondition, medicalInsideNot, medicalAsSort, notesContent, { ...medicalAsColumn, personType: 'intern' }]) {
      const res = await run(staff, def);
      expect(errorOf(res)?.extensions?.code).toBe('FORBIDDEN');
      expect(errorOf(res)?.message).toMatch(/VIEW_SENSITIVE_INFO/);
      const rest = await staff.rest('POST', '/api/v1/people-query', { definition: def });
      expect(rest.status).toBe(403);
      expect(rest.body.error.code).toBe('FORBIDDEN');
      const csv = await staff.rest('GET', `/api/v1/people-query/export.csv?q=${encodeURIComponent(JSON.stringify(def))}`);
      expect(csv.status, JSON.stringify(csv.body)).toBe(403);
    }
    const save = await staff.gql(`mutation($d: String!) { savePeopleQuery(name: "peek", definition: $d) { id } }`, { d: JSON.stringify(medicalAsCondition) });
    expect(errorOf(save)?.extensions?.code).toBe('FORBIDDEN');
    // "Has staff notes" is not sensitive: any staff member may filter on it.
    expect(errorOf(await run(staff, childQuery({ field: 'hasStaffNotes', op: 'isTrue' })))).toBeUndefined();
  });

  it('are offered with the permission they need, and work for those who hold it', async () => {
    const fields = await staff.gql(`{ peopleQueryFields(personType: CHILD) { key permission canBeColumn } }`);
    const medical = fields.data.peopleQueryFields.find((f: { key: string }) => f.key === 'medical');
    expect(medical).toEqual({ key: 'medical', permission: 'VIEW_SENSITIVE_INFO', canBeColumn: true });
    const res = await run(admin, medicalAsCondition);
    expect(res.errors).toBeUndefined();
    for (const edge of res.data.peopleQuery.edges) {
      const child = children.find((c) => c.id === edge.node.personId)!;
      expect(child.medicalInformation.toLowerCase()).toContain('allergy');
    }
  });

  it('a staff member granted VIEW_SENSITIVE_INFO may use them on the next request', async () => {
    const { staffId } = await createStaff(t, 'nurse@example.org');
    const nurse = await t.signIn('nurse@example.org');
    expect(errorOf(await run(nurse, medicalAsColumn))?.extensions?.code).toBe('FORBIDDEN');
    await t.prisma.staffPermission.create({ data: { staffId, permission: Permission.VIEW_SENSITIVE_INFO } });
    expect(errorOf(await run(nurse, medicalAsColumn))).toBeUndefined();
  });
});

describe('staff only', () => {
  it('parents, interns and the signed-out are refused through both doors', async () => {
    const def = childQuery(null);
    for (const [who, client, code, status] of [
      ['parent', await t.signIn('parent@example.org'), 'FORBIDDEN', 403],
      ['intern', await t.signIn('intern@example.org'), 'FORBIDDEN', 403],
      ['anonymous', t.anonymous(), 'UNAUTHENTICATED', 401],
    ] as const) {
      expect(errorOf(await run(client, def))?.extensions?.code, who).toBe(code);
      expect((await client.rest('POST', '/api/v1/people-query', { definition: def })).status, who).toBe(status);
      expect((await client.rest('GET', `/api/v1/people-query/export.csv?q=${encodeURIComponent(JSON.stringify(def))}`)).status, who).toBe(status);
      expect((await client.rest('GET', '/api/v1/people-query/saved')).status, who).toBe(status);
      expect(errorOf(await client.gql(`{ savedPeopleQueries { id } }`))?.extensions?.code, who).toBe(code);
    }
  });
});

describe('one statement per page', () => {
  const wide = childQuery(
    { all: [{ field: 'grade', op: 'between', value: [0, 13] }, { not: { field: 'attendance', op: 'checkedInOn', value: '2025-08-15' } }, { any: [{ field: 'club', op: 'isNotEmpty' }, { field: 'hasStaffNotes', op: 'isFalse' }] }] },
    {
      columns: ['name', 'grade', 'age', 'permanentGroup', 'club', 'registrationStatus', 'elective', 'church', 'referralSource', 'keepInTouch', 'lastCheckIn', 'memorized', 'groupPoints', 'medical', 'emergencyContacts', 'parents', 'createdAt', 'updatedAt'],
      sort: [{ field: 'permanentGroup', direction: 'desc' }, { field: 'lastName', direction: 'asc' }],
    },
  );

  async function statementsFor(first: number, after?: string) {
    t.db.statements.length = 0;
    const res = await run(admin, wide, first, after);
    expect(res.errors).toBeUndefined();
    return { res, query: t.db.statements.filter((s) => s.includes('matched')), all: [...t.db.statements] };
  }

  it('whatever the page size, with every column and the total count', async () => {
    const small = await statementsFor(5);
    const large = await statementsFor(100);
    expect(small.query).toHaveLength(1);
    expect(large.query).toHaveLength(1);
    expect(large.all.length).toBe(small.all.length);
    // The medical column's READ rows, one per child on the page, go to the trail in one statement.
    expect(large.all.filter((s) => s.includes('INSERT INTO "AuditEvent"'))).toHaveLength(1);
    expect(small.res.data.peopleQuery.totalCount).toBe(large.res.data.peopleQuery.edges.length);
    // Values are bound, never spliced into the statement text.
    expect(small.query[0]).not.toContain('2025-08-15');
  });

  it('cursors walk the whole result once, in order, one statement a page', async () => {
    const all = (await statementsFor(100)).res.data.peopleQuery.edges.map((e: { node: { personId: number } }) => e.node.personId);
    const walked: number[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await statementsFor(7, after);
      expect(page.query).toHaveLength(1);
      const conn = page.res.data.peopleQuery;
      expect(conn.totalCount).toBe(all.length);
      walked.push(...conn.edges.map((e: { node: { personId: number } }) => e.node.personId));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(walked).toEqual(all);
    expect(errorOf(await run(admin, wide, 5, 'not-a-cursor'))?.extensions?.code).toBe('BAD_INPUT');
    expect(errorOf(await run(admin, wide, 1000))?.extensions?.code).toBe('BAD_INPUT');
  });
});

describe('the audit trail of a page', () => {
  const readsSince = async (since: number) =>
    t.prisma.auditEvent.findMany({ where: { id: { gt: since }, kind: 'READ' }, select: { field: true, personId: true, door: true, entity: true } });
  const lastId = async () => (await t.prisma.auditEvent.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;

  it('records a READ of each sensitive value shown, of each sensitive field filtered on for every person on the page, and none for other fields', async () => {
    let since = await lastId();
    const shown = await run(admin, childQuery({ field: 'hasStaffNotes', op: 'isTrue' }, { columns: ['name', 'staffNotes'] }));
    const shownIds = sorted(shown.data.peopleQuery.edges.map((e: { node: { personId: number } }) => e.node.personId));
    expect(shownIds.length).toBeGreaterThan(0);
    let reads = await readsSince(since);
    expect(sorted(reads.map((r) => r.personId!))).toEqual(shownIds);
    expect(reads.every((r) => r.field === 'staffNotes' && r.entity === 'Child' && r.door === 'graphql')).toBe(true);

    // A filter on medical information tells about it for everyone it returns, shown or not.
    since = await lastId();
    const filtered = await ids(admin, childQuery({ field: 'medical', op: 'contains', value: 'allerg' }));
    expect(filtered.length).toBeGreaterThan(0);
    reads = await readsSince(since);
    expect(sorted(reads.map((r) => r.personId!))).toEqual(sorted(filtered));
    expect(reads.every((r) => r.field === 'medicalInformation')).toBe(true);

    // A column without a value (no staff notes on file) shows nothing to record.
    since = await lastId();
    const blank = await run(admin, childQuery({ field: 'hasStaffNotes', op: 'isFalse' }, { columns: ['name', 'staffNotes'] }));
    expect(blank.data.peopleQuery.edges.length).toBeGreaterThan(0);
    expect(await readsSince(since)).toEqual([]);

    since = await lastId();
    await ids(admin, childQuery({ field: 'grade', op: 'eq', value: 3 }));
    expect(await readsSince(since)).toEqual([]);
  });
});

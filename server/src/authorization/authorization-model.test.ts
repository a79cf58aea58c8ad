// The authorization model (authorization-model.ts) against the product: every GraphQL object type and root
// field and every REST route has a row (and every row names something that exists); docs/authorization.md
// is the model as printed; and on the demo data each node type and each REST GET answers each role as its
// cell says (writes: the refusals of visitors, parents and interns). One app, one database, one sign-in per role.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { schema } from '../graphql/schema.ts';
import { PROJECT_ROOT } from '../project-root.ts';
import { seedDemoData } from '../seed/seed.ts';
import { currentProgramWeek, isProgramDay } from '../domains/attendance/program-days.ts';
import type { Permission } from '../generated/prisma/enums.ts';
import { AUTHORIZATION_MODEL } from './authorization-model.ts';
import { authorizationMarkdown } from './authorization-markdown.ts';
import { PERMISSIONS, ROLES, accessOf, type Access, type Role, type Row } from './authorization-words.ts';

type Column = Role | Permission;
const COLUMNS: Column[] = [...ROLES, ...PERMISSIONS];
const ROOTS = ['Query', 'Mutation', 'Subscription'];

/** A row this test asks about, and for whom its conditional cells hold on that row. */
interface Subject {
  path: string;
  /** Roles for whom `own` holds (default: the parent, the subject being their family's). */
  own?: Column[];
  /** Roles for whom `group` holds. */
  group?: Column[];
}

let t: TestApp;
let clients: Record<Column, TestClient>;
let d: Awaited<ReturnType<typeof demo>>;
/** Whether the demo edition's program days include today (cells that say `days`). */
let programDayNow = false;

async function demo() {
  const parent = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, include: { children: true, emergencyContacts: true } });
  const childId = parent.children[0].childId;
  const intern = await t.prisma.intern.findFirstOrThrow({ where: { email: 'intern@example.org' }, include: { applications: true, groups: { include: { group: { include: { children: true } } } } } });
  const schedule = await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 }, include: { days: { orderBy: { date: 'asc' }, include: { events: { where: { staffOnly: false } } } }, memoryWork: true } });
  const firstAid = await t.prisma.firstAidReport.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const parentChildIds = new Set(parent.children.map((c) => c.childId));
  return {
    parent,
    childId,
    internId: intern.id,
    applicationId: intern.applications[0].id,
    internSeesChild: intern.groups.some((g) => g.group.children.some((c) => c.childId === childId)),
    accountId: parent.accountId!,
    otherAccountId: (await t.prisma.account.findFirstOrThrow({ where: { email: 'parent2@example.org' } })).id,
    staffId: (await t.prisma.staff.findFirstOrThrow({ where: { email: 'staff@example.org' } })).id,
    groupId: (await t.prisma.groupChild.findFirstOrThrow({ where: { childId } })).groupId,
    registrationId: (await t.prisma.registration.findFirstOrThrow({ where: { childId } })).id,
    // The demo scores points without adjustments: one, as a leader's tap would leave it.
    adjustmentId: (await t.prisma.pointsAdjustment.create({ data: { groupId: (await t.prisma.groupChild.findFirstOrThrow({ where: { childId } })).groupId, dayId: schedule.days[0].id, amount: 5 } })).id,
    schedule,
    savedId: (await t.prisma.savedPeopleQuery.findFirstOrThrow({ where: { shared: true } })).id,
    questionId: (await t.prisma.question.findFirstOrThrow()).id,
    firstAid: { id: firstAid.id, own: parentChildIds.has(firstAid.childId) ? (['parent'] as Column[]) : [] },
    // The demo draws a face for the demo parent's children (seed/photos.ts).
    photoId: (await t.prisma.photo.findFirstOrThrow({ where: { childId } })).id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  for (const permission of PERMISSIONS) await createStaff(t, `only.${permission.toLowerCase()}@example.org`, [permission]);
  const signIns = await Promise.all([
    t.anonymous(),
    t.signIn('parent@example.org'),
    t.signIn('parent2@example.org'),
    t.signIn('intern@example.org'),
    t.signIn('staff@example.org'),
    ...PERMISSIONS.map((p) => t.signIn(`only.${p.toLowerCase()}@example.org`)),
  ]);
  clients = Object.fromEntries(COLUMNS.map((c, i) => [c, signIns[i]])) as Record<Column, TestClient>;
  d = await demo();
  programDayNow = isProgramDay(await currentProgramWeek(t.prisma), new Date());
});
afterAll(() => t.close());

const rowOf = new Map(AUTHORIZATION_MODEL.flatMap((row) => row.names.map((name) => [name, row] as const)));

/** Whether the cell lets this role through on this subject; null where the cell is not probed (via). */
function allowed(access: Access, column: Column, subject: Subject): boolean | null {
  switch (access) {
    case 'yes':
    case 'visible': // the demo schedule is released: visible to everyone
      return true;
    case 'no':
      return false;
    case 'own':
      return (subject.own ?? ['parent']).includes(column);
    case 'group':
      return (subject.group ?? []).includes(column);
    case 'days':
      return column === 'intern' ? programDayNow : column !== 'visitor';
    case 'via':
      return null;
  }
}

describe('every part of the product has a row', () => {
  it('names every object type and every root Query, Mutation and Subscription field of the built schema, and nothing else', () => {
    const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && 'isTypeOf' in type && !ROOTS.includes(type.name));
    const fields = ROOTS.flatMap((root) => Object.keys((schema.getType(root) as { getFields(): object }).getFields()).map((f) => `${root}.${f}`));
    const inSchema = [...types.map((type) => type.name), ...fields];
    expect(inSchema.filter((name) => !rowOf.has(name)), 'no row in authorization-model.ts').toEqual([]);
    const named = AUTHORIZATION_MODEL.filter((row) => row.kind === 'type' || /^(Query|Mutation|Subscription)\./.test(row.names[0])).flatMap((row) => row.names);
    expect(named.filter((name) => !inSchema.includes(name)), 'rows naming nothing in the schema').toEqual([]);
  });

  it('names every REST route the app registers, and nothing else', () => {
    const routes = [...new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
    expect(routes.filter((route) => !rowOf.has(route)), 'no row in authorization-model.rest.ts').toEqual([]);
    const named = AUTHORIZATION_MODEL.filter((row) => row.kind !== 'type' && !/^(Query|Mutation|Subscription)\./.test(row.names[0])).flatMap((row) => row.names);
    expect(named.filter((name) => !routes.includes(name)), 'rows naming no registered route').toEqual([]);
  });

  it('docs/authorization.md is the model as printed (npm run generate:authorization)', () => {
    expect(readFileSync(join(PROJECT_ROOT, 'docs/authorization.md'), 'utf8')).toBe(authorizationMarkdown());
  });
});

describe('each role gets what its cell says, on the demo data', () => {
  const nodeSubjects = (): Record<string, Subject & { id: number }> => ({
    Child: { path: 'Child', id: d.childId, group: d.internSeesChild ? ['intern'] : [] },
    Parent: { path: 'Parent', id: d.parent.id },
    EmergencyContact: { path: 'EmergencyContact', id: d.parent.emergencyContacts[0].id },
    Registration: { path: 'Registration', id: d.registrationId },
    Intern: { path: 'Intern', id: d.internId, own: ['intern'] },
    InternApplication: { path: 'InternApplication', id: d.applicationId, own: ['intern'] },
    Account: { path: 'Account', id: d.accountId },
    Staff: { path: 'Staff', id: d.staffId },
    Group: { path: 'Group', id: d.groupId },
    GroupList: { path: 'GroupList', id: 2025 },
    PointsAdjustment: { path: 'PointsAdjustment', id: d.adjustmentId },
    Schedule: { path: 'Schedule', id: d.schedule.id },
    Day: { path: 'Day', id: d.schedule.days[0].id },
    Event: { path: 'Event', id: d.schedule.days[0].events[0].id },
    MemoryWork: { path: 'MemoryWork', id: d.schedule.memoryWork[0].id },
    SavedPeopleQuery: { path: 'SavedPeopleQuery', id: d.savedId, own: ['staff', ...PERMISSIONS] }, // a shared one
    Edition: { path: 'Edition', id: 2025 },
    Question: { path: 'Question', id: d.questionId },
  });

  it('node(id:) answers each node type’s row to whom its cell allows, and NOT_FOUND to everyone else', async () => {
    const nodeTypes = Object.values(schema.getTypeMap())
      .filter((type) => 'getInterfaces' in type && (type as unknown as { getInterfaces(): readonly { name: string }[] }).getInterfaces().some((i) => i.name === 'Node'))
      .map((type) => type.name);
    const subjects = nodeSubjects();
    expect(nodeTypes.filter((name) => !subjects[name]), 'node types this test has no demo row for').toEqual([]);
    const wrong: string[] = [];
    await Promise.all(
      nodeTypes.flatMap((name) =>
        COLUMNS.map(async (column) => {
          const subject = subjects[name];
          const expected = allowed(accessOf(rowOf.get(name)!.who, column), column, subject);
          const id = encodeGlobalID(name, subject.id);
          const res = await clients[column].gql('query($id: ID!) { node(id: $id) { id } }', { id });
          const got = res.data?.node?.id === id ? true : res.data?.node === null && res.errors?.[0]?.extensions?.code === 'NOT_FOUND' ? false : `${JSON.stringify(res)}`;
          if (got !== expected) wrong.push(`${name} as ${column}: expected ${expected ? 'the node' : 'NOT_FOUND'}, got ${got}`);
        }),
      ),
    );
    expect(wrong.join('\n')).toBe('');
  });

  /** Routes not probed here, and why. */
  const NOT_PROBED: Record<string, string> = {
    'GET /unsubscribe': 'a signed link per address, no session: messages.test.ts checks a valid and a forged token',
    'GET /api/v1/messages/:id{[0-9]+}': 'needs a message; messages.test.ts checks its refusals through both doors',
    'GET /oauth2/authorization/dev': 'signs in: changes the session it is asked with',
    'GET /oauth2/authorization/:provider': 'starts a social sign-in (redirect)',
    'GET /login/oauth2/code/:provider': 'ends a social sign-in (redirect)',
    'GET /logout': 'ends the session',
    'GET /graphql': 'the GraphQL door: its fields are probed through their rows',
    'GET /graphql/stream': 'the GraphQL door: its fields are probed through their rows',
    'GET /api/v1/updates': 'a stream that stays open (live/updates tests cover its audience)',
    'GET /sitemap.xml': 'served with a client build only (http/page-caching.test.ts)',
  };

  const getSubjects = (): Record<string, Subject> => {
    const self: Column[] = COLUMNS.filter((c) => c !== 'visitor');
    const s = d.schedule;
    return {
      'GET /healthz': { path: '/healthz' },
      'GET /robots.txt': { path: '/robots.txt' },
      'GET /api/v1/account/csrf': { path: '/api/v1/account/csrf' },
      'GET /api/v1/openapi.json': { path: '/api/v1/openapi.json' },
      'GET /api/v1/registration/form': { path: '/api/v1/registration/form' },
      'GET /api/v1/account/user': { path: '/api/v1/account/user', own: self },
      'GET /api/v1/account/details': { path: '/api/v1/account/details', own: self },
      'GET /api/v1/account/language': { path: '/api/v1/account/language', own: self },
      'GET /api/v2/permission': { path: '/api/v2/permission' },
      'GET /api/v1/group/all': { path: '/api/v1/group/all' },
      'GET /api/v1/group': { path: '/api/v1/group?year=2025' },
      'GET /api/v1/group/:id{[0-9]+}': { path: `/api/v1/group/${d.groupId}` },
      'GET /api/v1/group/:id{[0-9]+}/points/adjustments': { path: `/api/v1/group/${d.groupId}/points/adjustments` },
      'GET /api/v1/intern/all': { path: '/api/v1/intern/all' },
      'GET /api/v1/intern': { path: '/api/v1/intern', own: self },
      'GET /api/v1/intern/': { path: '/api/v1/intern/', own: self },
      'GET /api/v1/intern/:id': { path: `/api/v1/intern/${d.internId}`, own: ['intern'] },
      'GET /api/v1/parent': { path: '/api/v1/parent', own: ['parent', 'otherParent'] },
      'GET /api/v1/parent/': { path: '/api/v1/parent/', own: ['parent', 'otherParent'] },
      'GET /api/v1/parent/emails': { path: '/api/v1/parent/emails', own: ['parent', 'otherParent'] },
      'GET /api/v1/parent/emergencyContact': { path: '/api/v1/parent/emergencyContact', own: ['parent', 'otherParent'] },
      'GET /api/v1/parent/emergencyContact/': { path: '/api/v1/parent/emergencyContact/', own: ['parent', 'otherParent'] },
      'GET /api/v1/child': { path: '/api/v1/child', own: self },
      'GET /api/v1/child/': { path: '/api/v1/child/', own: self },
      'GET /api/v1/parent/pickup-people': { path: '/api/v1/parent/pickup-people', own: ['parent', 'otherParent'] },
      'GET /api/v1/child/:id{[0-9]+}': { path: `/api/v1/child/${d.childId}`, group: d.internSeesChild ? ['intern'] : [] },
      'GET /api/v1/photos/:id{[A-Za-z0-9_-]{22}}': { path: `/api/v1/photos/${d.photoId}`, own: ['parent'], group: d.internSeesChild ? ['intern'] : [] },
      'GET /api/v1/child/:id{[0-9]+}/attendance': { path: `/api/v1/child/${d.childId}/attendance` },
      'GET /api/v1/registration/pending': { path: '/api/v1/registration/pending' },
      'GET /api/v1/registration/all': { path: '/api/v1/registration/all' },
      'GET /api/v1/people-query/export.csv': { path: `/api/v1/people-query/export.csv?q=${encodeURIComponent(JSON.stringify({ personType: 'child', columns: ['name'] }))}` },
      'GET /api/v1/people-query/saved': { path: '/api/v1/people-query/saved' },
      'GET /api/v1/attendance/day': { path: '/api/v1/attendance/day' },
      'GET /api/v1/attendance/day.csv': { path: '/api/v1/attendance/day.csv' },
      'GET /api/v1/first-aid': { path: '/api/v1/first-aid', own: self },
      'GET /api/v1/first-aid/:id{[0-9]+}': { path: `/api/v1/first-aid/${d.firstAid.id}`, own: d.firstAid.own },
      'GET /api/v1/schedule': { path: '/api/v1/schedule?year=2025' },
      'GET /api/v1/schedule/:id{[0-9]+}/memoryWork': { path: `/api/v1/schedule/${s.id}/memoryWork` },
      'GET /api/v1/schedule/:id{[0-9]+}/tally': { path: `/api/v1/schedule/${s.id}/tally` },
      'GET /api/v1/schedule/:id{[0-9]+}/day/all': { path: `/api/v1/schedule/${s.id}/day/all` },
      'GET /api/v1/schedule/day/:id{[0-9]+}': { path: `/api/v1/schedule/day/${s.days[0].id}` },
      'GET /api/v1/schedule/day/:id{[0-9]+}/memoryWork': { path: `/api/v1/schedule/day/${s.days[0].id}/memoryWork` },
      'GET /api/v1/schedule/event/:id{[0-9]+}': { path: `/api/v1/schedule/event/${s.days[0].events[0].id}` },
      'GET /api/v1/memoryWork/:id{[0-9]+}/memorized': { path: `/api/v1/memoryWork/${s.memoryWork[0].id}/memorized?childId=${d.childId}` },
      'GET /api/v1/account/merge-requests': { path: '/api/v1/account/merge-requests', own: self },
      'GET /api/v1/accounts': { path: '/api/v1/accounts' },
      'GET /api/v1/import': { path: '/api/v1/import' },
      'GET /api/v1/accounts/merge': { path: `/api/v1/accounts/merge?keep=${d.accountId}&merge=${d.otherAccountId}` },
      'GET /api/v1/audit': { path: '/api/v1/audit' },
      'GET /api/v1/messages': { path: '/api/v1/messages' },
      'GET /api/v1/station/texts': { path: `/api/v1/station/texts?childIds=${d.childId}` },
      'GET /api/v1/station/broadcast': { path: '/api/v1/station/broadcast' },
      'GET /api/v1/messages/receipts': { path: '/api/v1/messages/receipts' },
      'GET /api/v1/me/receipts': { path: '/api/v1/me/receipts', own: ['parent', 'otherParent'] },
      'GET /api/v1/audit/csv': { path: '/api/v1/audit/csv' },
      'GET /api/v1/screening/me': { path: '/api/v1/screening/me', own: self },
      'GET /api/v1/screening': { path: '/api/v1/screening' },
      'GET /api/v1/screening/expiring': { path: '/api/v1/screening/expiring' },
      'GET /api/v1/screening/staff/:id{[0-9]+}': { path: `/api/v1/screening/staff/${d.staffId}` },
      'GET /api/v1/screening/intern/:id{[0-9]+}': { path: `/api/v1/screening/intern/${d.internId}` },
      'GET /api/v1/printers': { path: '/api/v1/printers' },
      'GET /api/v1/kiosks': { path: '/api/v1/kiosks' },
      // Only a kiosk device's cookie opens it (kiosk.test.ts): every role here is refused.
      'GET /api/v1/kiosk': { path: '/api/v1/kiosk' },
      'GET /api/v1/reports/week': { path: '/api/v1/reports/week' },
    };
  };

  const REFUSED = [401, 403, 404];

  it('each REST GET answers each role as its cell says (2xx allowed; 401, 403 or 404 refused)', async () => {
    const subjects = getSubjects();
    const gets = [...rowOf.keys()].filter((name) => name.startsWith('GET ') && !NOT_PROBED[name]);
    expect(gets.filter((route) => !subjects[route]), 'GET routes this test has no demo request for').toEqual([]);
    const wrong: string[] = [];
    for (const route of gets) {
      await Promise.all(
        COLUMNS.map(async (column) => {
          const subject = subjects[route];
          const expected = allowed(accessOf(rowOf.get(route)!.who, column), column, subject);
          const res = await clients[column].request('GET', subject.path);
          await res.arrayBuffer();
          const ok = res.status >= 200 && res.status < 300;
          if (expected === true ? !ok : !REFUSED.includes(res.status)) wrong.push(`${route} as ${column}: expected ${expected ? 'allowed' : 'refused'}, got ${res.status}`);
        }),
      );
    }
    expect(wrong.join('\n')).toBe('');
  });

  // A write may read its input before asking who calls (400 for a missing parameter): nothing is written
  // either way, so 400 counts as a refusal here; what matters is that no refused caller gets through.
  const WRITE_REFUSED = [400, ...REFUSED];

  it('each REST write refuses visitors, parents and interns where its cell says no', async () => {
    const writes = [...rowOf.entries()].filter(([name, row]) => /^(POST|PUT|DELETE) \/api\//.test(name) && row.kind !== 'type' && name !== 'POST /api/v1/people-query');
    const wrong: string[] = [];
    for (const [route, row] of writes as [string, Row][]) {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:(\w+)(\{[^}]*\})?/g, '1');
      for (const column of ['visitor', 'parent', 'otherParent', 'intern'] as const) {
        if (accessOf(row.who, column) !== 'no') continue;
        const res = await clients[column].request(method, path, { body: {} });
        await res.arrayBuffer();
        if (!WRITE_REFUSED.includes(res.status)) wrong.push(`${route} as ${column}: expected refused, got ${res.status}`);
      }
    }
    expect(wrong.join('\n')).toBe('');
  });
});

// The advanced people query at scale: the demo plus 10,000 children in 4,000 families (registrations
// with answers, groups and clubs, two days of check-ins, memory work, emergency contacts, medical and
// staff notes), then a set of realistic queries, each page timed many times through the query service
// (one SQL statement per page), on PGlite and on PostgreSQL. Prints p50/p95 per query; asserts nothing.
// Usage: npm run bench:apq [-- --runs 30 --only pglite|postgres --explain (EXPLAIN ANALYZE of every query's page)]
import { performance } from 'node:perf_hooks';
import { openTestDatabase, type TestDatabase } from '../server/test/database.ts';
import { seedDemoData } from '../server/src/seed/seed.ts';
import { createQueryService } from '../server/src/domains/query/query.service.ts';
import { compile } from '../server/src/domains/query/query.compile.ts';
import { definitionArgs } from '../server/src/domains/query/query.input.ts';
import { readInput } from '../server/src/input.ts';
import { Prisma } from '../server/src/generated/prisma/client.ts';
import { Viewer } from '../server/src/auth/viewer.ts';
import { Permission } from '../server/src/generated/prisma/enums.ts';
import { CLUB_NAMES } from '../server/src/seed/edition.ts';
import { programInstant } from '../server/src/seed/program-time.ts';
import { createRandom } from '../server/src/seed/random.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(argOf('runs') ?? 30);
const FAMILIES = 4_000;
const CHILDREN = 10_000;
const MEDICAL = ['Peanut allergy; EpiPen in backpack.', 'Mild asthma; inhaler.', 'Type 1 diabetes; checks at snack time.', 'Bee sting allergy.'];
const FIRST = ['Ava', 'Ben', 'Cora', 'Dan', 'Ella', 'Finn', 'Gia', 'Hugo', 'Ivy', 'Jack', 'Kai', 'Lena', 'Milo', 'Nora', 'Owen', 'Pia'];
const LAST = ['Adams', 'Brown', 'Chen', 'Diaz', 'Evans', 'Fox', 'Garcia', 'Hill', 'Ito', 'Jones', 'Khan', 'Lopez', 'Moore', 'Nash', 'Ortiz', 'Patel'];

async function seedScale(db: TestDatabase) {
  const p = db.prisma;
  const random = createRandom(11);
  await seedDemoData(p);
  const parents = await p.parent.createManyAndReturn({
    data: Array.from({ length: FAMILIES }, (_, i) => ({
      firstName: random.pick(FIRST),
      lastName: `${random.pick(LAST)}${i}`,
      email: `family${i}@bench.example`,
      keepInTouch: random.chance(0.5),
      otherEventMessages: random.chance(0.4),
      referralSource: random.chance(0.3) ? 'friend:Ann Lee' : 'website',
      internalNotes: random.chance(0.05) ? '<p>Call before noon.</p>' : '',
    })),
    select: { id: true },
  });
  await p.emergencyContact.createMany({
    data: parents.flatMap((parent, i) => Array.from({ length: i % 3 }, (_, priority) => ({ parentId: parent.id, firstName: 'Grand', lastName: 'Parent', priority, relationship: 'RELATIVE' as const, phone: '6125550100' }))),
  });
  const children = await p.child.createManyAndReturn({
    data: Array.from({ length: CHILDREN }, (_, i) => ({
      firstName: random.pick(FIRST),
      lastName: `${random.pick(LAST)}${i % FAMILIES}`,
      gradeEntering: random.int(0, 12),
      dateOfBirth: new Date(Date.UTC(2012 + random.int(0, 8), random.int(0, 11), random.int(1, 28))),
      medicalInformation: random.chance(0.2) ? random.pick(MEDICAL) : '',
      staffNotes: random.chance(0.1) ? '<p>Needs a buddy at pickup.</p>' : '',
    })),
    select: { id: true },
  });
  await p.childParent.createMany({ data: children.map((c, i) => ({ childId: c.id, parentId: parents[i % FAMILIES].id })) });
  const registrations = await p.registration.createManyAndReturn({
    data: children.filter(() => random.chance(0.9)).map((c, i) => ({ childId: c.id, year: 2025, submittedById: parents[i % FAMILIES].id, status: random.chance(0.92) ? ('APPROVED' as const) : ('PENDING' as const) })),
    select: { id: true, childId: true, status: true },
  });
  const questions = await p.question.findMany({ where: { year: 2025, kind: 'REGISTRATION', key: { in: ['elective', 'church'] } } });
  const q = (key: string) => questions.find((x) => x.key === key)!;
  await p.registrationResponse.createMany({
    data: registrations.flatMap((r) => [
      { registrationId: r.id, questionId: q('elective').id, prompt: q('elective').prompt, response: [...CLUB_NAMES].sort(() => random.int(-1, 1)).slice(0, 3).join(':') },
      { registrationId: r.id, questionId: q('church').id, prompt: q('church').prompt, response: random.pick(['Yes', 'No', 'NoLonger', '', 'something:Grace Church']) },
    ]),
  });
  const groups = await p.group.findMany({ where: { year: 2025 }, select: { id: true, type: true } });
  const permanent = groups.filter((g) => g.type === 'PERMANENT');
  const clubs = groups.filter((g) => g.type === 'ROTATIONAL');
  const approved = registrations.filter((r) => r.status === 'APPROVED');
  await p.groupChild.createMany({
    data: approved.flatMap((r) => [{ groupId: random.pick(permanent).id, childId: r.childId }, ...(random.chance(0.6) ? [{ groupId: random.pick(clubs).id, childId: r.childId }] : [])]),
  });
  const schedule = await p.schedule.findFirstOrThrow({ where: { year: 2025 }, include: { days: { orderBy: { date: 'asc' } }, memoryWork: true } });
  await p.attendanceRecord.createMany({
    // Each child's records are numbered 0, 1, 2… (the unique seq per child and schedule).
    data: ['2025-08-11', '2025-08-12'].flatMap((day, d) =>
      approved.filter(() => random.chance(0.9)).flatMap((r) => [
        { childId: r.childId, scheduleId: schedule.id, kind: 'CHECK_IN' as const, recordedAt: programInstant(day, '08:50'), seq: 2 * d },
        { childId: r.childId, scheduleId: schedule.id, kind: 'CHECK_OUT' as const, recordedAt: programInstant(day, '14:50'), seq: 2 * d + 1 },
      ]),
    ),
  });
  const memoryWorkId = schedule.memoryWork[0]?.id ?? (await p.memoryWork.findFirstOrThrow()).id;
  await p.memoryWorkMemorized.createMany({ data: approved.filter(() => random.chance(0.3)).map((r) => ({ memoryWorkId, childId: r.childId })), skipDuplicates: true });
  return { scienceClub: clubs[1].id };
}

function queries(scienceClub: number) {
  const wide = ['name', 'grade', 'age', 'permanentGroup', 'club', 'registrationStatus', 'elective', 'lastCheckIn', 'groupPoints', 'medical', 'emergencyContacts'];
  return [
    {
      name: 'science club: grades 3–5, medical note, not checked in Aug 12',
      offset: 0,
      def: { personType: 'child', columns: ['name', 'grade', 'club', 'medical'], sort: [{ field: 'lastName', direction: 'asc' }], where: { all: [{ field: 'grade', op: 'between', value: [3, 5] }, { field: 'club', op: 'in', value: [scienceClub] }, { field: 'medical', op: 'isNotEmpty' }, { field: 'attendance', op: 'notCheckedInOn', value: '2025-08-12' }] } },
    },
    { name: 'every child, 11 columns, by name, first page', offset: 0, def: { personType: 'child', columns: wide, sort: [{ field: 'name', direction: 'asc' }], where: null } },
    { name: 'every child, 11 columns, by name, page at 5,000', offset: 5000, def: { personType: 'child', columns: wide, sort: [{ field: 'name', direction: 'asc' }], where: null } },
    { name: 'name contains "an", by grade desc', offset: 0, def: { personType: 'child', columns: ['name', 'grade', 'permanentGroup'], sort: [{ field: 'grade', direction: 'desc' }], where: { field: 'name', op: 'contains', value: 'an' } } },
    {
      name: 'memorized or high group points, no staff notes, by points',
      offset: 0,
      def: { personType: 'child', columns: ['name', 'memorized', 'groupPoints'], sort: [{ field: 'groupPoints', direction: 'desc' }], where: { all: [{ any: [{ field: 'memorized', op: 'gte', value: 1 }, { field: 'groupPoints', op: 'gt', value: 100 }] }, { not: { field: 'hasStaffNotes', op: 'isTrue' } }] } },
    },
    { name: 'church answer Yes, no emergency contacts', offset: 0, def: { personType: 'child', columns: ['name', 'church', 'emergencyContacts', 'parents'], sort: [{ field: 'lastName', direction: 'asc' }], where: { all: [{ field: 'church', op: 'equals', value: 'Yes' }, { field: 'emergencyContacts', op: 'eq', value: 0 }] } } },
    { name: 'parents: other church events, no child registered', offset: 0, def: { personType: 'parent', columns: ['name', 'email', 'children', 'childRegistered'], sort: [{ field: 'name', direction: 'asc' }], where: { all: [{ field: 'otherEventMessages', op: 'isTrue' }, { not: { field: 'childRegistered', op: 'isTrue' } }] } } },
    { name: 'parents: every family by emergency contacts', offset: 0, def: { personType: 'parent', columns: ['name', 'emergencyContacts', 'referralSource'], sort: [{ field: 'emergencyContacts', direction: 'asc' }], where: null } },
  ];
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function benchOn(kind: 'pglite' | 'postgres') {
  const db = await openTestDatabase(kind);
  try {
    const started = performance.now();
    const { scienceClub } = await seedScale(db);
    console.log(`\n${kind}: seeded ${await db.prisma.child.count()} children in ${await db.prisma.parent.count()} parents in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await db.prisma.$executeRawUnsafe('ANALYZE');
    const service = createQueryService(db.prisma);
    const admin = new Viewer({ accountId: 1, email: 'admin@example.org', parentId: null, staffId: 1, internId: null, permissions: Object.values(Permission) });
    console.log('query'.padEnd(64), 'rows'.padStart(6), 'total'.padStart(7), 'stmts'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    const p95s: number[] = [];
    for (const q of queries(scienceClub)) {
      // Read as a door reads it, once.
      const def = readInput(definitionArgs, { definition: q.def }).definition;
      const times: number[] = [];
      let rows = 0;
      let total = 0;
      let statements = 0;
      for (let i = 0; i < RUNS + 2; i++) {
        db.statements.length = 0;
        const t0 = performance.now();
        const page = await service.runPage(admin, def, 50, q.offset);
        const ms = performance.now() - t0;
        if (i >= 2) times.push(ms); // two warm-up runs
        rows = page.rows.length;
        total = page.totalCount;
        statements = db.statements.length;
      }
      times.sort((a, b) => a - b);
      p95s.push(pct(times, 95));
      if (process.argv.includes('--explain')) {
        console.log(`\n-- ${q.name}`);
        const plan = await db.prisma.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN ANALYZE ${compile(def, { parentId: null, has: () => true }).page(50, q.offset)}`);
        console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
      }
      console.log(q.name.padEnd(64), String(rows).padStart(6), String(total).padStart(7), String(statements).padStart(6), pct(times, 50).toFixed(1).padStart(8), pct(times, 95).toFixed(1).padStart(8));
    }
    console.log(`${kind}: worst p95 ${Math.max(...p95s).toFixed(1)} ms per page (aim ≤ 200 ms)`);
  } finally {
    await db.close();
  }
}

const only = argOf('only');
for (const kind of ['pglite', 'postgres'] as const) if (!only || only === kind) await benchOn(kind);

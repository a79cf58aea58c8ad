// The reports page's one request at 10,000 children: the demo data grown to 10,000 children registered for
// 2025 over ten weeks (4,000 families; 6,000 of the children also came in 2024, so last year's figures and
// the returning count are real work), five days of check-ins in each year, memory work and points; then
// the week report (every chart) timed through the service both doors call, for the whole edition and for
// one group, on PGlite and on PostgreSQL. Prints statements per report and p50/p95.
// npm run bench:reports [-- --runs 20] [--only pglite|postgres] [--explain]
// --explain prints each whole-edition statement's time alone and its EXPLAIN (ANALYZE) plan.
// On PGlite the database runs in this process, so the CPU ms column (this process's user + system time per
// report) is the whole cost of a report, and it moves less than wall time when the machine is busy.
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { Prisma } from '../server/src/generated/prisma/client.ts';
import { reportQueries } from '../server/src/domains/reports/reports-queries.ts';
import { openTestDatabase, type TestDatabase } from '../server/test/database.ts';
import { seedDemoData } from '../server/src/seed/seed.ts';
import { createReportsService } from '../server/src/domains/reports/reports.service.ts';
import { Viewer } from '../server/src/auth/viewer.ts';
import { Permission } from '../server/src/generated/prisma/enums.ts';
import { programInstant } from '../server/src/seed/program-time.ts';
import { createRandom } from '../server/src/seed/random.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(argOf('runs') ?? 20);
const FAMILIES = 4_000;
const CHILDREN = 10_000;
const RETURNING = 6_000;
const REFERRALS = ['website', 'friend:Ann Lee', 'flyer', 'banner', 'returning', 'website,banner', null];
const CHURCH = ['Yes', 'No', 'NoLonger', '', 'something:Grace Church'];
const DAYS_2025 = ['2025-08-11', '2025-08-12', '2025-08-13', '2025-08-14', '2025-08-15'];
const DAYS_2024 = ['2024-08-12', '2024-08-13', '2024-08-14', '2024-08-15', '2024-08-16'];

async function seedScale(db: TestDatabase) {
  const p = db.prisma;
  const random = createRandom(29);
  await seedDemoData(p);
  const have = await p.child.count();
  const parents = await p.parent.createManyAndReturn({
    data: Array.from({ length: FAMILIES }, (_, i) => ({ firstName: 'Bench', lastName: `Family${i}`, email: `family${i}@bench.example`, referralSource: random.pick(REFERRALS) })),
    select: { id: true },
  });
  const children = await p.child.createManyAndReturn({
    data: Array.from({ length: CHILDREN - have }, (_, i) => ({ firstName: `Kid${i}`, lastName: `Family${i % FAMILIES}`, gradeEntering: random.int(0, 12) })),
    select: { id: true },
  });
  const parentOf = (i: number) => parents[i % FAMILIES].id;
  await p.childParent.createMany({ data: children.map((c, i) => ({ childId: c.id, parentId: parentOf(i) })) });
  // 2025: registered over the ten weeks before the start.
  const start2025 = programInstant('2025-08-11', '09:00').getTime();
  const registrations = await p.registration.createManyAndReturn({
    data: children.map((c, i) => ({ childId: c.id, year: 2025, submittedById: parentOf(i), status: 'APPROVED' as const, submittedAt: new Date(start2025 - random.int(1, 70) * 86_400_000) })),
    select: { id: true, childId: true },
  });
  const church = await p.question.findFirstOrThrow({ where: { year: 2025, kind: 'REGISTRATION', key: 'church' } });
  await p.registrationResponse.createMany({ data: registrations.map((r) => ({ registrationId: r.id, questionId: church.id, prompt: church.prompt, response: random.pick(CHURCH) })) });
  const permanent = await p.group.findMany({ where: { year: 2025, type: 'PERMANENT' }, select: { id: true } });
  await p.groupChild.createMany({ data: children.map((c, i) => ({ childId: c.id, groupId: permanent[i % permanent.length].id })) });
  const schedule = await p.schedule.findFirstOrThrow({ where: { year: 2025 }, include: { days: { orderBy: { date: 'asc' } }, memoryWork: true } });
  for (const date of DAYS_2025) if (!schedule.days.some((d) => d.date.toISOString().startsWith(date))) await p.day.create({ data: { scheduleId: schedule.id, date: new Date(date) } });
  const days = await p.day.findMany({ where: { scheduleId: schedule.id }, orderBy: { date: 'asc' } });

  // 2024: the edition before, 6,000 of the same children, its own week and groups.
  await p.edition.create({ data: { year: 2024, name: 'Bench 2024', startsAt: programInstant('2024-08-12', '09:00') } });
  const schedule2024 = await p.schedule.create({ data: { year: 2024, days: { create: DAYS_2024.map((d) => ({ date: new Date(d) })) } } });
  const start2024 = programInstant('2024-08-12', '09:00').getTime();
  const returning = children.slice(0, RETURNING);
  await p.registration.createMany({
    data: returning.map((c, i) => ({ childId: c.id, year: 2024, submittedById: parentOf(i), status: 'APPROVED' as const, submittedAt: new Date(start2024 - random.int(1, 70) * 86_400_000) })),
  });

  // Check-ins: each child on most days (seq numbers each child's records per schedule).
  const records = (scheduleId: number, dates: string[], kids: { id: number }[]) =>
    dates.flatMap((date, d) => kids.filter(() => random.chance(0.85)).map((c) => ({ childId: c.id, scheduleId, kind: 'CHECK_IN' as const, recordedAt: programInstant(date, '08:50'), seq: 100 + d })));
  for (const [scheduleId, dates, kids] of [[schedule.id, DAYS_2025, children], [schedule2024.id, DAYS_2024, returning]] as const) {
    const data = records(scheduleId, dates, kids);
    for (let i = 0; i < data.length; i += 10_000) await p.attendanceRecord.createMany({ data: data.slice(i, i + 10_000) });
  }
  const memoryWorkId = schedule.memoryWork[0]?.id ?? (await p.memoryWork.findFirstOrThrow()).id;
  await p.memoryWorkMemorized.createMany({
    data: children.filter(() => random.chance(0.4)).map((c) => ({ memoryWorkId, childId: c.id, recordedAt: programInstant(random.pick(DAYS_2025), '11:00') })),
    skipDuplicates: true,
  });
  await p.groupDayPoints.createMany({ data: permanent.flatMap((g) => days.map((d) => ({ groupId: g.id, dayId: d.id, amount: random.int(0, 400) }))), skipDuplicates: true });
  return permanent[0].id;
}

/** Each statement of the whole-edition report alone: its time (median of 5) and its plan. */
async function explain(db: TestDatabase) {
  const q = reportQueries;
  const year = 2025;
  for (const [name, sql] of [
    ['days', q.days(year)], ['checkIns', q.checkIns(year, null)], ['newAndReturning', q.newAndReturning(year, null)],
    ['registrationWeeks', q.registrationWeeks(year, null)], ['referralSources', q.referralSources(year, null)],
    ['churchAnswers', q.churchAnswers(year, null)], ['leaders', q.leaders(year, null)], ['memoryWork', q.memoryWork(year, null)], ['points', q.points(year, null)],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await db.prisma.$queryRaw(sql);
      times.push(performance.now() - t0);
    }
    const plan = await db.prisma.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN (ANALYZE) ${sql}`);
    console.log(`\n--- ${name}: ${times.sort((a, b) => a - b)[2].toFixed(1)} ms alone\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function benchOn(kind: 'pglite' | 'postgres') {
  const db = await openTestDatabase(kind);
  try {
    const started = performance.now();
    const groupId = await seedScale(db);
    console.log(`\n${kind}: ${await db.prisma.child.count()} children, ${await db.prisma.registration.count()} registrations, ${await db.prisma.attendanceRecord.count()} attendance records, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await db.prisma.$executeRawUnsafe('ANALYZE');
    if (process.argv.includes('--explain')) await explain(db);
    if (process.argv.includes('--seed-only')) {
      // Leaves the seeded database for hand-run EXPLAINs; drop it afterwards.
      console.log('seeded; kept as', await db.prisma.$queryRaw`SELECT current_database()`);
      process.exit(0);
    }
    const reports = createReportsService(db.prisma);
    const director = new Viewer({ accountId: 1, email: 'admin@example.org', parentId: null, staffId: 1, internId: null, permissions: [Permission.MANAGE_VBS] });
    console.log('report'.padEnd(44), 'stmts'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), (kind === 'pglite' ? 'CPU p50' : '').padStart(8));
    const p95s: number[] = [];
    for (const [name, filter] of [
      ['2025, every group, against 2024', { year: null, groupId: null }],
      ['2025, one group', { year: 2025, groupId }],
      ['2024 (nothing before it)', { year: 2024, groupId: null }],
    ] as const) {
      const times: number[] = [];
      const cpu: number[] = [];
      let statements = 0;
      let checkedIn = 0;
      for (let i = 0; i < RUNS + 2; i++) {
        db.statements.length = 0;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const r = await reports.weekReport(director, filter);
        const ms = performance.now() - t0;
        const used = process.cpuUsage(c0);
        if (i >= 2) {
          // two warm-up runs
          times.push(ms);
          cpu.push((used.user + used.system) / 1000);
        }
        statements = db.statements.length;
        checkedIn = r.checkInsPerDay[0]?.children ?? 0;
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      p95s.push(pct(times, 95));
      const cpuColumn = kind === 'pglite' ? pct(cpu, 50).toFixed(1) : '';
      console.log(`${name} (${checkedIn} in on day 1)`.padEnd(44), String(statements).padStart(6), pct(times, 50).toFixed(1).padStart(8), pct(times, 95).toFixed(1).padStart(8), cpuColumn.padStart(8));
    }
    console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`);
    console.log(`${kind}: worst p95 ${Math.max(...p95s).toFixed(1)} ms per report (aim < 300 ms)`);
  } finally {
    await db.close();
  }
}

const only = argOf('only');
for (const kind of ['pglite', 'postgres'] as const) if (!only || only === kind) await benchOn(kind);

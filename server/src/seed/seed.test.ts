// The demo data promised by CONTRACT.md "Demo data", line by line, on a fresh migrated database: the
// edition and schedule, each demo account signing in with exactly its role, the other families, groups,
// points, check-ins, staff notes and memorized memory work; and that seeding twice changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Permission } from '../generated/prisma/enums.ts';
import { CLUB_NAMES } from './edition.ts';
import { generateFamilies } from './families.data.ts';
import { SCIENCE_CLUB } from './people-queries.ts';
import { programInstant } from './program-time.ts';
import { run } from '../../test/kits/query-test-kit.ts';
import { seedIfEmpty } from './seed.ts';

const DEMO_PARENT_EMAILS = ['parent@example.org', 'parent2@example.org'];

let t: TestApp;
let seeded: boolean;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedIfEmpty(t.prisma);
});
afterAll(async () => {
  await t?.close();
});

/** Row counts of every table the seed writes. */
async function tableCounts() {
  const p = t.prisma;
  return {
    account: await p.account.count(),
    signInIdentity: await p.signInIdentity.count(),
    edition: await p.edition.count(),
    programSettings: await p.programSettings.count(),
    question: await p.question.count(),
    staff: await p.staff.count(),
    staffPermission: await p.staffPermission.count(),
    parent: await p.parent.count(),
    emergencyContact: await p.emergencyContact.count(),
    child: await p.child.count(),
    childParent: await p.childParent.count(),
    registration: await p.registration.count(),
    registrationResponse: await p.registrationResponse.count(),
    intern: await p.intern.count(),
    internApplication: await p.internApplication.count(),
    applicationResponse: await p.applicationResponse.count(),
    group: await p.group.count(),
    groupChild: await p.groupChild.count(),
    groupStaff: await p.groupStaff.count(),
    groupIntern: await p.groupIntern.count(),
    groupDayPoints: await p.groupDayPoints.count(),
    schedule: await p.schedule.count(),
    day: await p.day.count(),
    event: await p.event.count(),
    eventGroup: await p.eventGroup.count(),
    memoryWork: await p.memoryWork.count(),
    memoryWorkMemorized: await p.memoryWorkMemorized.count(),
    attendanceRecord: await p.attendanceRecord.count(),
  };
}

async function currentUser(email: string) {
  const client = await t.signIn(email);
  const res = await client.rest('GET', '/api/v1/account/user');
  expect(res.status).toBe(200);
  return res.body;
}

async function familyOf(email: string) {
  const parent = await t.prisma.parent.findFirstOrThrow({
    where: { account: { email } },
    include: {
      emergencyContacts: { orderBy: { priority: 'asc' } },
      children: { include: { child: { include: { registrations: { include: { responses: { include: { question: true } } } } } } } },
    },
  });
  return parent;
}

describe('demo seed', () => {
  // Duration is measured by `npm run db:seed`, which prints it; tests assert behaviour, not time.
  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('creates edition 2025 Egyptian Expedition starting 2025-08-11 09:00 Chicago time, all flags off, as the current edition', async () => {
    const edition = await t.prisma.edition.findUniqueOrThrow({ where: { year: 2025 } });
    expect(edition.name).toBe('Egyptian Expedition');
    expect(edition.startsAt.toISOString()).toBe('2025-08-11T14:00:00.000Z');
    expect(edition.timeZone).toBe('America/Chicago');
    expect([edition.generalRegistrationOpen, edition.internApplicationOpen, edition.electiveSelectionOpen]).toEqual([false, false, false]);
    expect(await t.prisma.programSettings.findUnique({ where: { id: 1 } })).toEqual({ id: 1, currentYear: 2025 });
  });

  it('asks the registration and application questions the product gives meaning to', async () => {
    const questions = await t.prisma.question.findMany({ where: { year: 2025 } });
    const keys = (kind: string) => questions.filter((q) => q.kind === kind).map((q) => q.key);
    expect(keys('REGISTRATION')).toEqual(expect.arrayContaining(['church', 'elective', 'photo']));
    expect(keys('APPLICATION')).toEqual(expect.arrayContaining(['acceptedJesus', 'attendedBefore', 'training', 'why']));
    expect(questions.find((q) => q.key === 'training')!.prompt).toMatch(/Aug 3.*Aug 10/);
  });

  it('asks for the consents a director needs: a photo release (yes or no), a medical release and a liability waiver, signed', async () => {
    const questions = await t.prisma.question.findMany({ where: { year: 2025, kind: 'REGISTRATION' }, orderBy: { position: 'asc' } });
    expect(questions.map((q) => q.key)).toEqual(['church', 'elective', 'photo', 'shirtSize', 'medicalRelease', 'liabilityWaiver']);
    expect(questions.find((q) => q.key === 'photo')).toMatchObject({ type: 'YES_NO', required: true, prompt: expect.stringMatching(/photos/) });
    expect(questions.find((q) => q.key === 'medicalRelease')).toMatchObject({ type: 'CONSENT', required: true, prompt: expect.stringMatching(/^Medical release: .*emergency medical treatment/) });
    expect(questions.find((q) => q.key === 'liabilityWaiver')).toMatchObject({ type: 'CONSENT', required: true, prompt: expect.stringMatching(/^Liability waiver: /) });
    expect(questions.find((q) => q.key === 'church')).toMatchObject({ required: false });
    // Every seeded registration carries both signatures: the submitting parent's name, when they submitted.
    const signatures = await t.prisma.registrationResponse.findMany({
      where: { question: { key: { in: ['medicalRelease', 'liabilityWaiver'] } } },
      include: { registration: { include: { submittedBy: true } } },
    });
    expect(signatures.length).toBe(2 * (await t.prisma.registration.count({ where: { year: 2025 } })));
    for (const s of signatures) {
      const name = `${s.registration.submittedBy.firstName} ${s.registration.submittedBy.lastName}`;
      expect(s.response).toBe(name);
      expect(s.value).toEqual({ signedName: name, signedAt: s.registration.submittedAt.toISOString() });
    }
  });

  it('has a 2025 schedule of five days (Aug 11–15) with events, curriculum and memory work', async () => {
    const schedule = await t.prisma.schedule.findUniqueOrThrow({
      where: { year: 2025 },
      include: {
        memoryWork: true,
        days: { orderBy: { date: 'asc' }, include: { memoryWork: true, curriculumSections: true, events: { include: { groups: true } } } },
      },
    });
    expect(schedule.days.map((d) => d.date.toISOString().slice(0, 10))).toEqual(['2025-08-11', '2025-08-12', '2025-08-13', '2025-08-14', '2025-08-15']);
    expect(schedule.memoryWork.length).toBeGreaterThanOrEqual(1);
    for (const day of schedule.days) {
      const sections = new Map(day.curriculumSections.map((c) => [c.key, c.html]));
      expect(sections.get('headline')).toMatch(/^<h2>.+<\/h2>$/);
      expect([...sections.keys()]).toEqual(expect.arrayContaining(['message', 'message/application', 'activities/rotations/snacks']));
      for (const html of sections.values()) expect(html).not.toMatch(/<(script|style|img|iframe)/i);
      expect(day.memoryWork.length).toBeGreaterThanOrEqual(1);
      expect(day.events.length).toBeGreaterThanOrEqual(5);
      const names = day.events.map((e) => e.name);
      expect(names).toEqual(expect.arrayContaining(['Opening assembly', 'Games', 'Science and crafts', 'Snacks', 'Staff devotions']));
      expect(names.some((n) => n.startsWith('Closing assembly'))).toBe(true);
      expect(day.events.filter((e) => e.staffOnly).map((e) => e.name)).toContain('Staff devotions');
      expect(day.events.filter((e) => !e.staffOnly).every((e) => e.groups.length > 0)).toBe(true);
      for (const e of day.events) {
        expect(e.startTime).toMatch(/^\d\d:\d\d$/);
        expect(e.endTime > e.startTime).toBe(true);
      }
    }
    for (const m of [...schedule.memoryWork, ...schedule.days.flatMap((d) => d.memoryWork)]) {
      expect(m.reference).toMatch(/^[1-3]? ?[A-Z][a-z]+ \d+:\d+/);
      expect(m.content.length).toBeGreaterThan(10);
    }
  });

  it('admin@example.org signs in as staff with all 7 permissions and is not a parent', async () => {
    const before = await t.prisma.account.count();
    const user = await currentUser('admin@example.org');
    expect(user.account.email).toBe('admin@example.org');
    expect(user.account.fullName).toBe('Rebecca Harper');
    expect(user.parentIdentity).toBeNull();
    expect(user.staffIdentity.permissions.map((p: { type: string }) => p.type).sort()).toEqual(Object.values(Permission).sort());
    expect(Object.values(Permission)).toHaveLength(7);
    expect(await t.prisma.account.count()).toBe(before);
  });

  it('staff@example.org signs in as staff with no permissions and is not a parent', async () => {
    const user = await currentUser('staff@example.org');
    expect(user.parentIdentity).toBeNull();
    expect(user.staffIdentity).toMatchObject({ permissions: [] });
  });

  it('parent@example.org signs in as a parent with two approved children and two emergency contacts', async () => {
    const user = await currentUser('parent@example.org');
    expect(user.staffIdentity).toBeNull();
    expect(user.parentIdentity).toMatchObject({ email: 'parent@example.org', primaryPhone: expect.stringMatching(/^\d{10}$/) });
    const parent = await familyOf('parent@example.org');
    expect(parent.referralSource).toBe('website,friend:Ann Lee');
    expect(parent.street && parent.city && parent.state && parent.postalCode).toBeTruthy();
    expect(parent.emergencyContacts.map((c) => [c.priority, c.relationship])).toEqual([
      [0, 'PARENT_GUARDIAN'],
      [1, 'RELATIVE'],
    ]);
    expect(parent.children).toHaveLength(2);
    for (const { child } of parent.children) {
      const registration = child.registrations.find((r) => r.year === 2025)!;
      expect(registration.status).toBe('APPROVED');
      const answers = Object.fromEntries(registration.responses.map((r) => [r.question!.key, r.response]));
      expect(answers.church).toMatch(/^(|No|NoLonger|Yes|something:.+)$/);
      expect(answers.elective.split(':').every((c) => (CLUB_NAMES as readonly string[]).includes(c))).toBe(true);
      expect(answers.photo).toMatch(/^(Yes|No)$/);
    }
  });

  it('parent2@example.org signs in as a parent with one child whose registration is pending', async () => {
    const user = await currentUser('parent2@example.org');
    expect(user.staffIdentity).toBeNull();
    expect(user.parentIdentity).not.toBeNull();
    const parent = await familyOf('parent2@example.org');
    expect(parent.children).toHaveLength(1);
    expect(parent.children[0].child.registrations.map((r) => [r.year, r.status])).toEqual([[2025, 'PENDING']]);
    expect(await t.prisma.groupChild.count({ where: { childId: parent.children[0].child.id } })).toBe(0);
  });

  it('intern@example.org signs in as an intern with a 2025 application, neither staff nor parent', async () => {
    const user = await currentUser('intern@example.org');
    expect(user.staffIdentity).toBeNull();
    expect(user.parentIdentity).toBeNull();
    const intern = await t.prisma.intern.findFirstOrThrow({
      where: { account: { email: 'intern@example.org' } },
      include: { applications: { include: { responses: { include: { question: true } } } }, groups: true },
    });
    expect(intern.gradeEntering).toBe(10);
    expect(intern.phone && intern.email && intern.medicalInfo).toBeTruthy();
    expect(intern.groups).toHaveLength(1);
    expect(intern.applications).toHaveLength(1);
    const application = intern.applications[0];
    expect(application).toMatchObject({ year: 2025, status: 'PENDING', acknowledged: true });
    const answers = Object.fromEntries(application.responses.map((r) => [r.question!.key, r.response]));
    expect(answers).toMatchObject({ acceptedJesus: 'Yes:about 2019', attendedBefore: 'Yes:2023,2024' });
    expect(answers.training).toContain('Aug 3');
    expect(answers.why.length).toBeGreaterThan(0);
  });

  it('has at least 40 more children in at least 20 more families, mostly approved, with emergency contacts', async () => {
    const registrations = await t.prisma.registration.findMany({
      where: { year: 2025, submittedBy: { OR: [{ accountId: null }, { account: { email: { notIn: DEMO_PARENT_EMAILS } } }] } },
      include: { child: true, submittedBy: { include: { emergencyContacts: true } }, responses: true },
    });
    const families = new Map(registrations.map((r) => [r.submittedById, r.submittedBy]));
    expect(registrations.length).toBeGreaterThanOrEqual(40);
    expect(families.size).toBeGreaterThanOrEqual(20);
    const approved = registrations.filter((r) => r.status === 'APPROVED').length;
    expect(approved).toBeGreaterThan(registrations.length * 0.8);
    expect(registrations.some((r) => r.status === 'PENDING')).toBe(true);
    expect([...families.values()].every((p) => p.emergencyContacts.length >= 1)).toBe(true);
    expect(registrations.every((r) => r.responses.length >= 3)).toBe(true);
    for (const { child } of registrations) {
      expect(child.gradeEntering).toBeGreaterThanOrEqual(0);
      expect(child.gradeEntering).toBeLessThanOrEqual(8);
      if (child.dateOfBirth) {
        // Entering grade g in Aug 2025: born Sept 1 (2019 - g) … Aug 31 (2020 - g).
        const born = child.dateOfBirth.toISOString().slice(0, 10);
        expect(born >= `${2019 - child.gradeEntering}-09-01` && born <= `${2020 - child.gradeEntering}-08-31`).toBe(true);
      }
    }
    expect(registrations.filter((r) => r.child.medicalInformation).length).toBeGreaterThan(3);
  });

  it('generates the same families on every run', () => {
    expect(generateFamilies()).toEqual(generateFamilies());
  });

  it('has 6 permanent groups holding every approved child and 4 afternoon clubs filled from the elective answers', async () => {
    const groups = await t.prisma.group.findMany({
      where: { year: 2025 },
      include: { children: { include: { child: { include: { registrations: { include: { responses: { include: { question: true } } } } } } } }, staff: true, interns: true },
    });
    const permanent = groups.filter((g) => g.type === 'PERMANENT');
    const clubs = groups.filter((g) => g.type === 'ROTATIONAL');
    expect(permanent).toHaveLength(6);
    expect(clubs.map((g) => g.name).sort()).toEqual([...CLUB_NAMES].sort());
    expect(new Set(groups.map((g) => g.color.toLowerCase())).size).toBe(groups.length);
    for (const g of groups) expect(g.color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const g of permanent) {
      expect(g.children.length).toBeGreaterThan(0);
      expect(g.staff.length).toBeGreaterThan(0);
    }
    expect(permanent.some((g) => g.interns.length > 0)).toBe(true);
    const inPermanent = permanent.flatMap((g) => g.children.map((c) => c.childId));
    const approvedIds = (await t.prisma.registration.findMany({ where: { year: 2025, status: 'APPROVED' }, select: { childId: true } })).map((r) => r.childId);
    expect(inPermanent.sort()).toEqual(approvedIds.sort());
    for (const club of clubs) {
      expect(club.capacity).toBeGreaterThan(0);
      expect(club.children.length).toBeGreaterThan(0);
      expect(club.children.length).toBeLessThanOrEqual(club.capacity!);
      for (const { child } of club.children) {
        const elective = child.registrations[0].responses.find((r) => r.question?.key === 'elective')!.response;
        expect(elective.split(':')).toContain(club.name);
      }
    }
  });

  it('has points for the permanent groups on several days', async () => {
    const points = await t.prisma.groupDayPoints.findMany({ include: { group: true } });
    expect(new Set(points.map((p) => p.dayId)).size).toBeGreaterThanOrEqual(3);
    expect(points.every((p) => p.group.type === 'PERMANENT' && p.amount > 0)).toBe(true);
  });

  it('has check-ins and later check-outs on Aug 11–12, recorded by staff against the 2025 schedule', async () => {
    const schedule = await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } });
    const records = await t.prisma.attendanceRecord.findMany({ orderBy: { recordedAt: 'asc' } });
    const staffIds = new Set((await t.prisma.staff.findMany({ select: { id: true } })).map((s) => s.id));
    expect(records.filter((r) => r.kind === 'CHECK_IN').length).toBeGreaterThan(20);
    expect(records.filter((r) => r.kind === 'CHECK_OUT').length).toBeGreaterThan(10);
    for (const r of records) {
      expect(r.scheduleId).toBe(schedule.id);
      expect(staffIds.has(r.recordedById!)).toBe(true);
      expect(r.recordedAt >= new Date('2025-08-11T13:00:00Z') && r.recordedAt <= new Date('2025-08-13T05:00:00Z')).toBe(true);
    }
    for (const out of records.filter((r) => r.kind === 'CHECK_OUT')) {
      expect(records.some((r) => r.childId === out.childId && r.kind === 'CHECK_IN' && r.recordedAt < out.recordedAt)).toBe(true);
    }
  });

  it('has staff notes on some children and internal notes on some parents, as HTML', async () => {
    const children = await t.prisma.child.findMany({ where: { staffNotes: { not: '' } } });
    const parents = await t.prisma.parent.findMany({ where: { internalNotes: { not: '' } } });
    expect(children.length).toBeGreaterThanOrEqual(3);
    expect(parents.length).toBeGreaterThanOrEqual(2);
    for (const note of [...children.map((c) => c.staffNotes), ...parents.map((p) => p.internalNotes)]) expect(note).toMatch(/^<p>.*<\/p>$/);
  });

  it('has memory work memorized by a good number of children', async () => {
    const memorized = await t.prisma.memoryWorkMemorized.findMany();
    expect(memorized.length).toBeGreaterThanOrEqual(20);
    expect(new Set(memorized.map((m) => m.memoryWorkId)).size).toBeGreaterThanOrEqual(2);
    expect(memorized.every((m) => m.recordedById !== null)).toBe(true);
  });

  it(`answers the people query's flagship question: grades 3–5 in ${SCIENCE_CLUB} with a medical note, not checked in on Aug 12 (or today)`, async () => {
    const saved = await t.prisma.savedPeopleQuery.findFirstOrThrow({ where: { name: { startsWith: `Grades 3–5 in ${SCIENCE_CLUB}` }, shared: true } });
    const admin = await t.signIn('admin@example.org');
    const definition = JSON.parse(saved.definition);
    const today = { ...definition, where: { all: definition.where.all.map((c: { field: string }) => (c.field === 'attendance' ? { ...c, value: new Date().toISOString().slice(0, 10) } : c)) } };
    for (const def of [definition, today]) {
      const res = await run(admin, def);
      expect(res.errors).toBeUndefined();
      const rows = res.data.peopleQuery.edges.map((e: { node: { personId: number; cells: (string | null)[] } }) => e.node);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const { personId, cells } of rows) {
        const [, grade, club, medical] = cells;
        expect(['3', '4', '5']).toContain(grade);
        expect(club).toContain(SCIENCE_CLUB);
        expect(medical?.trim()).toBeTruthy();
        // Checked by hand: no check-in that day for any of them.
        const checkIns = await t.prisma.attendanceRecord.count({
          where: { childId: personId, kind: 'CHECK_IN', recordedAt: { gte: programInstant('2025-08-12', '00:00'), lt: programInstant('2025-08-13', '00:00') } },
        });
        if (def === definition) expect(checkIns).toBe(0);
      }
    }
  });

  it('seeds nothing the second time', async () => {
    const before = await tableCounts();
    expect(await seedIfEmpty(t.prisma)).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });
});

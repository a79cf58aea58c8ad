// What an intern at the check-in table reads and does, against staff and parents, in and outside the program's
// days, through both doors: the station's list (names only for an intern), one family's details on demand,
// check-in and check-out, and a child's attendance (today's, without pickup codes, for an intern).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';

let t: TestApp;
let staff: TestClient, admin: TestClient, intern: TestClient, parent: TestClient;
let parentId: number;
let ownChildren: number[];
let otherChild: number;
let otherFamily: number;

const LIST = `{ checkInStation { families { parentId familyName parentName phone pickupPeople { name } children { childId name state groups { name } hasMedicalInformation parentNotes pickupCode } } } }`;
const FAMILY = `query($p: Int!) { checkInFamily(parentId: $p) { parentId familyName phone pickupPeople { name mayPickUp note } children { childId hasMedicalInformation medicalInformation parentNotes state pickupCode } } }`;
const CHECK_IN = `mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { created record { kind pickupCode } } }`;
const CHECK_OUT = `mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created record { kind verifiedBy } } }`;
const HISTORY = `query($c: Int!) { childAttendance(childId: $c) { databaseId kind recordedAt pickupCode verifiedBy } }`;

type Family = {
  parentId: number;
  phone: string | null;
  pickupPeople: { name: string; mayPickUp?: boolean }[] | null;
  children: { childId: number; state: string; groups?: unknown[]; hasMedicalInformation: boolean | null; medicalInformation?: string | null; parentNotes: string | null; pickupCode: string | null }[];
};

/** Staff check `childId` in now (after releasing it, should it be in), and return its pickup code. */
async function checkedInNow(childId: number): Promise<string> {
  await staff.rest('PUT', `/api/v1/child/${childId}/checkout`, { overrideReason: 'test setup' });
  const { body } = await staff.rest('PUT', `/api/v1/child/${childId}/checkin`);
  return body.record.pickupCode;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  [staff, admin, intern, parent] = await Promise.all(['staff@example.org', 'admin@example.org', 'intern@example.org', 'parent@example.org'].map((e) => t.signIn(e)));
  const p = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true, children: { select: { childId: true } } } });
  parentId = p.id;
  ownChildren = p.children.map((c) => c.childId).sort((a, b) => a - b);
  const other = await t.prisma.childParent.findFirstOrThrow({ where: { parentId: { not: parentId }, child: { registrations: { some: { year: 2025, status: 'APPROVED' } } } } });
  otherChild = other.childId;
  otherFamily = other.parentId;
});
afterAll(() => t.close());

describe('on a program day', () => {
  beforeEach(() => holdProgramDays(t, { today: true }));

  it('an intern’s station list carries names, groups and today’s state, and no family’s details', async () => {
    await checkedInNow(ownChildren[0]);
    const res = await intern.gql(LIST);
    expect(res.errors).toBeUndefined();
    const families = res.data.checkInStation.families as (Family & { familyName: string; children: { name: string }[] })[];
    expect(families.length).toBeGreaterThan(20);
    for (const f of families) {
      expect(f.familyName).toMatch(/ family$/);
      expect(f.phone).toBeNull();
      expect(f.pickupPeople).toBeNull();
      for (const c of f.children) {
        expect(c.name).not.toBe('');
        expect([c.hasMedicalInformation, c.parentNotes, c.pickupCode]).toEqual([null, null, null]);
      }
    }
    const own = families.find((f) => f.parentId === parentId)!;
    expect(own.children.find((c) => c.childId === ownChildren[0])!.state).toBe('CHECKED_IN');
    expect(own.children.every((c) => c.groups!.length > 0)).toBe(true);
  });

  it('an intern reads one family’s details when it is opened: phones, pickup people, notes, today’s pickup code, no medical details', async () => {
    const code = await checkedInNow(ownChildren[0]);
    const res = await intern.gql(FAMILY, { p: parentId });
    expect(res.errors).toBeUndefined();
    const family = res.data.checkInFamily as Family & { pickupPeople: { name: string; mayPickUp: boolean }[] };
    expect(family.parentId).toBe(parentId);
    expect(family.phone).toMatch(/^\d+$/);
    expect(family.pickupPeople.some((p) => !p.mayPickUp)).toBe(true);
    expect(family.children.map((c) => c.childId).sort((a, b) => a - b)).toEqual(ownChildren);
    expect(family.children.find((c) => c.childId === ownChildren[0])).toMatchObject({ state: 'CHECKED_IN', pickupCode: code });
    expect(family.children.every((c) => typeof c.hasMedicalInformation === 'boolean' && typeof c.parentNotes === 'string' && c.medicalInformation === null)).toBe(true);
  });

  it('one family only: an unknown family, or one with no child approved this year, is 404', async () => {
    expect((await intern.gql(FAMILY, { p: 99999999 })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const unregistered = await t.prisma.parent.findFirstOrThrow({ where: { children: { none: { child: { registrations: { some: { year: 2025, status: 'APPROVED' } } } } } } });
    expect((await staff.gql(FAMILY, { p: unregistered.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('an intern checks a family in and out through both doors', async () => {
    await staff.rest('PUT', `/api/v1/child/${otherChild}/checkout`, { overrideReason: 'test setup' });
    const rest = await intern.rest('PUT', `/api/v1/child/${otherChild}/checkin`);
    expect(rest.status).toBe(200);
    const out = await intern.rest('PUT', `/api/v1/child/${otherChild}/checkout`, { pickupCode: rest.body.record.pickupCode });
    expect(out.status).toBe(200);
    const gql = await intern.gql(CHECK_IN, { input: { childIds: ownChildren.slice(0, 1) } });
    expect(gql.errors).toBeUndefined();
    const gqlOut = await intern.gql(CHECK_OUT, { input: { childId: ownChildren[0], pickupCode: gql.data.checkInChildren[0].record.pickupCode } });
    expect(gqlOut.data.checkOutChild.record).toMatchObject({ kind: 'CHECK_OUT', verifiedBy: 'PICKUP_CODE' });
  });

  it('a child’s attendance: staff read the whole history with pickup codes; an intern only today’s, without codes', async () => {
    const code = await checkedInNow(otherChild);
    const asStaff = await staff.rest('GET', `/api/v1/child/${otherChild}/attendance`);
    expect(asStaff.body.records.some((r: { recordedAt: string }) => Date.now() - Date.parse(r.recordedAt) > 7 * 24 * 3600_000)).toBe(true);
    expect(asStaff.body.records.at(-1).pickupCode).toBe(code);

    const asIntern = await intern.rest('GET', `/api/v1/child/${otherChild}/attendance`);
    expect(asIntern.status).toBe(200);
    const records = asIntern.body.records as { recordedAt: string; pickupCode: string | null; verifiedBy: string | null; overrideReason: string | null }[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.length).toBeLessThan(asStaff.body.records.length);
    for (const r of records) {
      expect(Date.now() - Date.parse(r.recordedAt)).toBeLessThan(26 * 3600_000);
      expect([r.pickupCode, r.verifiedBy, r.overrideReason]).toEqual([null, null, null]);
    }
    const gql = await intern.gql(HISTORY, { c: otherChild });
    expect(gql.data.childAttendance.map((r: { databaseId: number }) => r.databaseId)).toEqual(asIntern.body.records.map((r: { id: number }) => r.id));
    expect(gql.data.childAttendance.every((r: { pickupCode: string | null }) => r.pickupCode === null)).toBe(true);
  });

  it('an intern reads only the current edition’s table', async () => {
    await t.prisma.edition.upsert({ where: { year: 2024 }, update: {}, create: { year: 2024, name: 'Last year', startsAt: new Date('2024-08-12T14:00:00Z') } });
    await t.prisma.schedule.upsert({ where: { year: 2024 }, update: {}, create: { year: 2024 } });
    expect((await intern.gql(`{ checkInStation(year: 2024) { year } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await staff.gql(`{ checkInStation(year: 2024) { year } }`)).errors).toBeUndefined();
  });
});

describe('outside the program’s days', () => {
  beforeEach(() => holdProgramDays(t, { today: false }));

  it('an intern is told the table opens on the program’s days: no list, no family, no check-in or check-out, no attendance', async () => {
    const code = await checkedInNow(otherChild);
    const before = await t.prisma.attendanceRecord.count();
    const list = await intern.gql(LIST);
    expect(list.data).toBeNull();
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(list.errors?.[0].message).toMatch(/opens for interns on the program’s days \(\w{3} \d+–\d+, \d{4}\)/);
    expect((await intern.gql(FAMILY, { p: parentId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await intern.gql(CHECK_IN, { input: { childIds: ownChildren } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await intern.gql(CHECK_OUT, { input: { childId: otherChild, pickupCode: code } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await intern.rest('PUT', `/api/v1/child/${ownChildren[0]}/checkin`)).status).toBe(403);
    const out = await intern.rest('PUT', `/api/v1/child/${otherChild}/checkout`, { pickupCode: code });
    expect(out.status).toBe(403);
    expect(out.body.error.message).toMatch(/program’s days/);
    expect((await intern.rest('GET', `/api/v1/child/${otherChild}/attendance`)).status).toBe(403);
    expect((await intern.gql(HISTORY, { c: otherChild })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.prisma.attendanceRecord.count()).toBe(before);
  });

  it('staff keep the whole table with every family’s details, and check in and out as before', async () => {
    const code = await checkedInNow(ownChildren[1]);
    const res = await staff.gql(LIST);
    expect(res.errors).toBeUndefined();
    const families = res.data.checkInStation.families as Family[];
    expect(families.every((f) => Array.isArray(f.pickupPeople) && f.children.every((c) => typeof c.parentNotes === 'string' && typeof c.hasMedicalInformation === 'boolean'))).toBe(true);
    expect(families.find((f) => f.parentId === parentId)!.children.find((c) => c.childId === ownChildren[1])!.pickupCode).toBe(code);
    expect((await admin.gql(FAMILY, { p: otherFamily })).data.checkInFamily.parentId).toBe(otherFamily);
    expect((await staff.rest('PUT', `/api/v1/child/${ownChildren[1]}/checkout`, { pickupCode: code })).status).toBe(200);
  });

  it('parents never read the table, not even their own family, and read their children’s times without codes', async () => {
    expect((await parent.gql(LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await parent.gql(FAMILY, { p: parentId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const own = await parent.rest('GET', `/api/v1/child/${ownChildren[0]}/attendance`);
    expect(own.status).toBe(200);
    for (const r of own.body.records) expect(r).not.toHaveProperty('pickupCode');
    expect((await parent.rest('GET', `/api/v1/child/${otherChild}/attendance`)).status).toBe(404);
    expect((await t.anonymous().gql(FAMILY, { p: parentId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

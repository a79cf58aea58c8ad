// The parent's alert line at the check-in table: the short line the parent writes for everyone with the child
// (people.policy.ts) reaches every staff member at the table and the intern who opens the family, with or
// without VIEW_SENSITIVE_INFO, and reading it is not a read of the medical information; the medical information
// itself still needs VIEW_SENSITIVE_INFO, and each read of it is audited. An intern's list (names only) and the
// device's copy of it carry no alert line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';

const ALERT = 'Tree nut allergy — no nuts at snack';
let t: TestApp;
let staff: TestClient, admin: TestClient, intern: TestClient;
let parentId: number;
let childId: number;

type Child = { childId: number; medicalAlert: string | null; medicalInformation: string | null; hasMedicalInformation: boolean | null };
const CHILD = 'childId medicalAlert medicalInformation hasMedicalInformation';
const LIST = `{ checkInStation { families { parentId children { ${CHILD} } } } }`;
const FAMILY = `query($p: Int!) { checkInFamily(parentId: $p) { children { ${CHILD} } } }`;
const CHECK_IN = `mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { change { child { ${CHILD} } } } }`;

/** The READ rows of the child's medical information, as the audit trail holds them now. */
const medicalReads = () => t.prisma.auditEvent.count({ where: { kind: 'READ', personType: 'child', personId: childId, field: 'medicalInformation' } });
const inList = (data: { checkInStation: { families: { parentId: number; children: Child[] }[] } }) =>
  data.checkInStation.families.find((f) => f.parentId === parentId)!.children.find((c) => c.childId === childId)!;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  [staff, admin, intern] = await Promise.all(['staff@example.org', 'admin@example.org', 'intern@example.org'].map((e) => t.signIn(e)));
  await holdProgramDays(t, { today: true });
  const parent = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true } });
  parentId = parent.id;
  const child = await t.prisma.child.findFirstOrThrow({ where: { parents: { some: { parentId } }, medicalInformation: { not: '' } } });
  childId = child.id;
  await t.prisma.child.update({ where: { id: childId }, data: { medicalAlert: ALERT } });
});
afterAll(() => t.close());

describe('staff at the table', () => {
  it('without VIEW_SENSITIVE_INFO: the alert line of every family in the list, not the medical information, and no read of it recorded', async () => {
    const before = await medicalReads();
    const res = await staff.gql(LIST);
    expect(res.errors).toBeUndefined();
    expect(inList(res.data)).toEqual({ childId, medicalAlert: ALERT, medicalInformation: null, hasMedicalInformation: true });
    const family = await staff.gql(FAMILY, { p: parentId });
    expect(family.data.checkInFamily.children.find((c: Child) => c.childId === childId)).toMatchObject({ medicalAlert: ALERT, medicalInformation: null });
    expect(await medicalReads()).toBe(before);
  });

  it('with VIEW_SENSITIVE_INFO: the alert line and the medical information, whose read is audited', async () => {
    const before = await medicalReads();
    const res = await admin.gql(LIST);
    expect(inList(res.data)).toMatchObject({ medicalAlert: ALERT, medicalInformation: expect.stringMatching(/\S/) });
    expect(await medicalReads()).toBe(before + 1);
  });

  it('the answer to a check-in carries the alert line, as the station shows the child afterwards', async () => {
    await staff.rest('PUT', `/api/v1/child/${childId}/checkout`, { overrideReason: 'test setup' });
    const res = await staff.gql(CHECK_IN, { input: { childIds: [childId] } });
    expect(res.errors).toBeUndefined();
    expect(res.data.checkInChildren[0].change.child).toMatchObject({ medicalAlert: ALERT, medicalInformation: null });
  });
});

describe('an intern at the table, on a program day', () => {
  it('reads no alert line in the list (names only), and the alert line of the family they open, without the medical information', async () => {
    const list = await intern.gql(LIST);
    expect(list.errors).toBeUndefined();
    expect(inList(list.data)).toEqual({ childId, medicalAlert: null, medicalInformation: null, hasMedicalInformation: null });
    const before = await medicalReads();
    const family = await intern.gql(FAMILY, { p: parentId });
    expect(family.errors).toBeUndefined();
    expect(family.data.checkInFamily.children.find((c: Child) => c.childId === childId)).toEqual({ childId, medicalAlert: ALERT, medicalInformation: null, hasMedicalInformation: true });
    expect(await medicalReads()).toBe(before);
  });
});

// Returning families through both doors: the demo parent's children, approved for 2025, come back for a new
// current edition a grade higher; one past the last grade is not eligible unless the family gives a grade;
// the registration is the ordinary submission carrying the confirmed grade; no one sees another family's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let sarah: TestClient;
let other: TestClient;
let staff: TestClient;
let kids: { id: number; firstName: string; gradeEntering: number }[];

const FORM = `{ registrationForm { year returningChildren { childId lastYear lastGrade grade agedOut } } }`;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  await t.prisma.edition.create({ data: { year: 2026, name: 'Next', startsAt: new Date('2026-08-10T14:00:00Z'), generalRegistrationOpen: true } });
  await t.prisma.programSettings.update({ where: { id: 1 }, data: { currentYear: 2026 } });
  [sarah, other, staff] = await Promise.all([t.signIn('parent@example.org'), t.signIn('parent2@example.org'), t.signIn('admin@example.org')]);
  const parent = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { children: { select: { child: { select: { id: true, firstName: true, gradeEntering: true } } } } } });
  kids = parent.children.map((c) => c.child).sort((a, b) => a.id - b.id);
}, 120_000);
afterAll(() => t.close());

describe('returning children', () => {
  it('lists the family’s children approved last edition a grade higher, the same through both doors', async () => {
    const expected = kids.map((k) => ({ childId: k.id, lastYear: 2025, lastGrade: k.gradeEntering, grade: k.gradeEntering + 1, agedOut: false }));
    const rest = await sarah.rest('GET', '/api/v1/registration/form');
    expect(rest.status).toBe(200);
    expect(rest.body.form.returningChildren).toEqual(expected);
    const gql = await sarah.gql(FORM);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.registrationForm.returningChildren).toEqual(expected.map((e) => ({ ...e, childId: encodeGlobalID('Child', e.childId) })));
  });

  it('shows no one another family’s children, and staff without a family none', async () => {
    const theirs = (await other.rest('GET', '/api/v1/registration/form')).body.form.returningChildren as { childId: number }[];
    expect(theirs.some((r) => kids.some((k) => k.id === r.childId))).toBe(false);
    expect((await staff.gql(FORM)).data.registrationForm.returningChildren).toEqual([]);
    const refused = await other.rest('POST', '/api/v1/registration', { children: [{ childId: kids[0].id, responses: [], gradeEntering: 5 }] });
    expect(refused.status).toBe(404);
    expect((await t.prisma.child.findUniqueOrThrow({ where: { id: kids[0].id } })).gradeEntering).toBe(kids[0].gradeEntering);
  });

  it('names a child past the last grade as not eligible, and refuses it unless a grade is given', async () => {
    const [older] = kids;
    await t.prisma.registration.update({ where: { childId_year: { childId: older.id, year: 2025 } }, data: { gradeEntering: 13 } });
    const listed = (await sarah.rest('GET', '/api/v1/registration/form')).body.form.returningChildren;
    expect(listed[0]).toEqual({ childId: older.id, lastYear: 2025, lastGrade: 13, grade: 13, agedOut: true });
    const refused = await sarah.rest('POST', '/api/v1/registration', { children: [{ childId: older.id, responses: [] }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'children[0].gradeEntering': `${older.firstName} is past the last grade VBS takes.` });
    const badGrade = await sarah.rest('POST', '/api/v1/registration', { children: [{ childId: older.id, responses: [], gradeEntering: 14 }] });
    expect(badGrade.status).toBe(400);
    expect(Object.keys(badGrade.body.error.fields)).toEqual(['children[0].gradeEntering']);
    expect(await t.prisma.registration.count({ where: { year: 2026 } })).toBe(0);
    await t.prisma.registration.update({ where: { childId_year: { childId: older.id, year: 2025 } }, data: { gradeEntering: older.gradeEntering } });
  });

  it('registers in one submission with the confirmed grade: the child’s grade moves up and is kept with the registration', async () => {
    const younger = kids[1];
    const res = await sarah.gql(`mutation($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { year status child { firstName gradeEntering } } }`, {
      input: { children: [{ childId: encodeGlobalID('Child', younger.id), responses: [], gradeEntering: younger.gradeEntering + 1 }] },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.submitRegistration).toEqual([{ year: 2026, status: 'PENDING', child: { firstName: younger.firstName, gradeEntering: younger.gradeEntering + 1 } }]);
    expect(await t.prisma.registration.findUniqueOrThrow({ where: { childId_year: { childId: younger.id, year: 2026 } }, select: { gradeEntering: true } })).toEqual({ gradeEntering: younger.gradeEntering + 1 });
    // Registered now, so no longer offered as returning; the brother or sister still is.
    const listed = (await sarah.rest('GET', '/api/v1/registration/form')).body.form.returningChildren as { childId: number }[];
    expect(listed.map((r) => r.childId)).toEqual([kids[0].id]);
  });
});

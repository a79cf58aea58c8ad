// The fixtures of the audit-completeness walk (audit-completeness.test.ts): one app on the demo data, the
// people who make the calls, and small helpers that prepare what each call needs (a fresh group, a pending
// registration, a checked-in child...) directly in the database or through the OTHER door, so that the
// rows a call is judged by are its own.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../harness.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { newPhotoId, storedImageOf } from '../../src/domains/photos/photo-image.ts';
import { plainPng } from './photo-test-kit.ts';

export interface World {
  admin: TestClient;
  sarah: TestClient;
  ids: Record<string, number>;
  form: { questions: { id: number; key: string }[]; clubs: { name: string }[] };
}

export type Result = { status: number; errors?: unknown[] };
export type Call = (w: World) => Promise<Result>;

export const gql = async (client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<Result> => {
  const res = await client.gql(query, variables);
  return { status: res.status, errors: res.errors };
};
export const rest = async (client: TestClient, method: string, path: string, body?: unknown): Promise<Result> => {
  const res = await client.rest(method, path, body);
  return { status: res.status, errors: res.status >= 300 ? [res.body] : undefined };
};
export const gid = (type: string, id: number) => encodeGlobalID(type, id);

export let t: TestApp;
export const world = {} as World;

export async function freshGroup(name: string) {
  return (await t.prisma.group.create({ data: { year: 2025, name, type: 'PERMANENT' } })).id;
}
/** A fresh group with one adjustment made by the admin through REST; its log id. */
export async function freshAdjustment(w: World, name: string) {
  const groupId = await freshGroup(name);
  await w.admin.rest('POST', `/api/v1/group/${groupId}/points/adjust?dayId=${w.ids.day}&amount=4`);
  const { id } = await t.prisma.pointsAdjustment.findFirstOrThrow({ where: { groupId }, select: { id: true } });
  return { groupId, id };
}
export async function freshAccount(email: string) {
  await t.signIn(email);
  return (await t.prisma.account.findUniqueOrThrow({ where: { email } })).id;
}
/** Two fresh accounts of one person: the kept one also signs in with the merged one's verified e-mail. */
export async function sameVerifiedEmail(keepEmail: string, mergeEmail: string) {
  const keep = await freshAccount(keepEmail);
  const merge = await freshAccount(mergeEmail);
  await t.prisma.signInIdentity.create({ data: { accountId: keep, provider: 'google', subject: `walk-${keepEmail}`, email: mergeEmail, emailVerified: true } });
  return { keep, merge };
}
/** A pending merge request between two fresh accounts, and the merged account's owner signed in to it. */
export async function mergeRequest(keepEmail: string, mergeEmail: string) {
  const keepAccountId = await freshAccount(keepEmail);
  const mergeAccountId = await freshAccount(mergeEmail);
  const { id } = await t.prisma.accountMergeRequest.create({ data: { keepAccountId, mergeAccountId, expiresAt: new Date(Date.now() + 86_400_000) } });
  return { id, keepAccountId, mergeAccountId, owner: await t.signIn(mergeEmail) };
}
export async function freshStaff(email: string) {
  const accountId = await freshAccount(email);
  return (await t.prisma.staff.create({ data: { accountId, firstName: 'Walk', lastName: email, email } })).id;
}
export async function contactOfSarah() {
  const sarah = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' } });
  return (await t.prisma.emergencyContact.create({ data: { parentId: sarah.id, firstName: 'Walk', lastName: 'Contact', priority: 9, relationship: 'RELATIVE', phone: '6125550199' } })).id;
}
export const answers = (w: World) => {
  const values: Record<string, string> = { church: 'something:Hope Lutheran', elective: `${w.form.clubs[1].name}:${w.form.clubs[0].name}`, photo: 'Yes', shirtSize: 'Youth S', medicalRelease: 'Sarah Mitchell', liabilityWaiver: 'Sarah Mitchell' };
  return w.form.questions.map((q) => ({ questionId: q.id, response: values[q.key] ?? '' }));
};
export async function pendingRegistration(firstName: string) {
  const sarah = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' } });
  const child = await t.prisma.child.create({ data: { firstName, lastName: 'Mitchell', gradeEntering: 2, parents: { create: { parentId: sarah.id } } } });
  return (await t.prisma.registration.create({ data: { childId: child.id, year: 2025, submittedById: sarah.id } })).id;
}
export async function internApplication(w: World) {
  const questions = await t.prisma.question.findMany({ where: { year: 2025, kind: 'APPLICATION' } });
  const value: Record<string, string> = { acceptedJesus: 'Yes:summer camp 2021', attendedBefore: 'No', training: 'Aug 10' };
  void w;
  return questions.map((q) => ({ key: q.key, questionId: gid('Question', q.id), response: value[q.key] ?? 'Yes' }));
}
export const INTERN = { firstName: 'Noah', lastName: 'Walker', gradeEntering: 11, dateOfBirth: '2009-03-14', phone: '6125550190', email: 'noah.w@example.com', medicalInfo: '' };

/** An edition with no schedule yet (creating one does not make it current). */
export async function editionWithoutSchedule(year: number) {
  await t.prisma.edition.create({ data: { year, name: `Walk ${year}`, startsAt: new Date(`${year}-08-11T14:00:00Z`) } });
  return year;
}
export async function scheduleId() {
  return (await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } })).id;
}
export let dayCount = 0;
/** An empty day of the 2025 schedule (a week after the demo days, one per call). */
export async function freshDay() {
  dayCount += 1;
  return (await t.prisma.day.create({ data: { scheduleId: await scheduleId(), date: new Date(Date.UTC(2025, 8, dayCount)) } })).id;
}
export async function freshEvent() {
  return (await t.prisma.event.create({ data: { dayId: await freshDay(), name: 'Walk event', startTime: '09:00', endTime: '09:30' } })).id;
}
export async function freshMemoryWork() {
  return (await t.prisma.memoryWork.create({ data: { scheduleId: await scheduleId(), reference: 'Walk 1:1', content: 'Walk.' } })).id;
}
export const usedChildren = new Set<number>();
/** An approved 2025 child not yet used by another attendance call (a second check-in records nothing). */
export async function approvedChild() {
  const child = await t.prisma.child.findFirstOrThrow({ where: { id: { notIn: [...usedChildren] }, registrations: { some: { year: 2025, status: 'APPROVED' } } }, orderBy: { id: 'asc' } });
  usedChildren.add(child.id);
  return child.id;
}
/** A checked-in child, checked in through the OTHER door so the setup's own rows never count for the call. */
export async function checkedIn(w: World, door: 'graphql' | 'rest') {
  const childId = await approvedChild();
  if (door === 'graphql') {
    const res = await w.admin.rest('PUT', `/api/v1/child/${childId}/checkin`);
    return { childId, pickupCode: res.body.record.pickupCode as string, recordId: res.body.record.id as number };
  }
  const res = await w.admin.gql(`mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { record { databaseId pickupCode } } }`, { input: { childIds: [childId] } });
  const { record } = res.data.checkInChildren[0];
  return { childId, pickupCode: record.pickupCode as string, recordId: record.databaseId as number };
}
export async function pickupPerson() {
  return (await t.prisma.authorizedPickup.create({ data: { parentId: (await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' } })).id, name: 'Walk Pickup', relationship: 'Aunt' } })).id;
}
/** A pickup person of Sarah's with a photo, made directly (no door) so only the removal's own rows count. */
export async function pickupPersonWithPhoto() {
  const id = await pickupPerson();
  const image = await storedImageOf(await plainPng(200, 40, 40));
  await t.prisma.photo.create({ data: { id: newPhotoId(), pickupPersonId: id, ...image } });
  return id;
}
/** A first-aid report, written through the OTHER door than the call that corrects it. */
export async function firstAidReport(w: World, door: 'graphql' | 'rest') {
  if (door === 'graphql') return (await w.admin.rest('POST', '/api/v1/first-aid', firstAid(w))).body.report.id as number;
  const res = await w.admin.gql(`mutation($input: CreateFirstAidReportInput!) { createFirstAidReport(input: $input) { databaseId } }`, { input: firstAid(w) });
  return res.data.createFirstAidReport.databaseId as number;
}
export const firstAid = (w: World) => ({ childId: w.ids.lily, occurredAt: new Date(Date.now() - 10 * 60_000).toISOString(), location: 'Craft room', whatHappened: 'Scraped a knee.', treatment: 'Bandage.' });
/** A saved query owned by the admin, made directly (no door) so only the delete's own rows count. */
export async function savedQuery() {
  const owner = await t.prisma.staff.findFirstOrThrow({ where: { account: { email: 'admin@example.org' } } });
  return (await t.prisma.savedPeopleQuery.create({ data: { name: 'Walk saved', definition: QUERY, ownerId: owner.id } })).id;
}
export const QUERY = JSON.stringify({ personType: 'child', where: { field: 'grade', op: 'eq', value: 3 }, columns: ['name'] });
export const STATIONS = [
  { activity: 'Bible story', locationName: 'Chapel' },
  { activity: 'Games', locationName: 'Gym' },
];
export async function rotation() {
  const groupIds = [await freshGroup(`Walk rotation ${dayCount}a`), await freshGroup(`Walk rotation ${dayCount}b`)];
  return { groupIds, stations: STATIONS, startTime: '09:30', slotMinutes: 30, gapMinutes: 5, seed: 7 };
}
/** An approval batch, approved through the OTHER door than the call that undoes it. */
export async function approvalBatch(w: World, name: string, door: 'graphql' | 'rest') {
  const registrationId = await pendingRegistration(name);
  if (door === 'graphql') return (await w.admin.rest('POST', '/api/v1/registration/approve', { registrationIds: [registrationId] })).body.batch as string;
  const res = await w.admin.gql(`mutation($ids: [ID!]!) { approveRegistrations(registrationIds: $ids) { batch } }`, { ids: [gid('Registration', registrationId)] });
  return res.data.approveRegistrations.batch as string;
}

/** Opens the walk's app on the demo data (registration and applications open) and fills `world`. */
export async function openWalk() {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  world.admin = await t.signIn('admin@example.org');
  world.sarah = await t.signIn('parent@example.org');
  const [sarah, lily, staff, intern, day] = await Promise.all([
    t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' } }),
    t.prisma.child.findFirstOrThrow({ where: { firstName: 'Lily', lastName: 'Mitchell' } }),
    t.prisma.staff.findFirstOrThrow({ where: { email: 'staff@example.org' } }),
    t.prisma.intern.findFirstOrThrow({ where: { account: { email: 'intern@example.org' } } }),
    t.prisma.day.findFirstOrThrow({ where: { schedule: { year: 2025 } }, orderBy: { date: 'asc' } }),
  ]);
  world.ids = { sarah: sarah.id, lily: lily.id, staff: staff.id, intern: intern.id, day: day.id };
  await t.prisma.edition.update({ where: { year: 2025 }, data: { generalRegistrationOpen: true, internApplicationOpen: true } });
  world.form = (await world.sarah.rest('GET', '/api/v1/registration/form')).body.form;
  return t;
}

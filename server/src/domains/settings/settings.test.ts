// Program settings through GraphQL: the edition and its flags, form questions, club capacities.
// Everyone reads them; only MANAGE_VBS changes them, and a bad value changes nothing and names the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let admin: TestClient;

const EDITION = `{ currentEdition { id year name startsAt startsAtLocal timeZone generalRegistrationOpen internApplicationOpen electiveSelectionOpen
  registrationQuestions { id key prompt position required removable } applicationQuestions { id key removable } clubs { id databaseId name capacity } } }`;
const UPDATE = `mutation($input: UpdateEditionSettingsInput!) { updateEditionSettings(input: $input) { year name startsAt startsAtLocal timeZone generalRegistrationOpen internApplicationOpen electiveSelectionOpen } }`;

async function edition(client: TestClient = t.anonymous()) {
  const res = await client.gql(EDITION);
  expect(res.errors).toBeUndefined();
  return res.data.currentEdition;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
});
afterAll(() => t.close());

describe('reading the settings', () => {
  it('is public: the edition, its start on the program’s clocks, questions in order and clubs', async () => {
    const e = await edition();
    expect(e).toMatchObject({ year: 2025, name: 'Egyptian Expedition', startsAt: '2025-08-11T14:00:00.000Z', startsAtLocal: '2025-08-11T09:00', timeZone: 'America/Chicago' });
    expect(e.registrationQuestions.map((q: { key: string }) => q.key)).toEqual(['church', 'elective', 'photo', 'shirtSize', 'medicalRelease', 'liabilityWaiver']);
    expect(e.registrationQuestions.filter((q: { removable: boolean }) => !q.removable).map((q: { key: string }) => q.key)).toEqual(['church', 'elective']);
    expect(e.applicationQuestions.filter((q: { removable: boolean }) => !q.removable).map((q: { key: string }) => q.key)).toEqual(['acceptedJesus', 'attendedBefore', 'training']);
    expect(e.clubs).toHaveLength(4);
    expect(e.clubs.every((c: { capacity: number }) => c.capacity === 12)).toBe(true);
  });
});

describe('changing the edition', () => {
  it('is refused without MANAGE_VBS: 401 signed out, 403 for a parent, an intern and staff without it', async () => {
    const anon = await t.anonymous().gql(UPDATE, { input: { internApplicationOpen: true } });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const email of ['parent@example.org', 'intern@example.org', 'staff@example.org']) {
      const res = await (await t.signIn(email)).gql(UPDATE, { input: { internApplicationOpen: true } });
      expect(res.errors?.[0].extensions?.code, email).toBe('FORBIDDEN');
    }
    expect((await edition()).internApplicationOpen).toBe(false);
  });

  it('changes only the flag that is sent, at once for everyone', async () => {
    const res = await admin.gql(UPDATE, { input: { internApplicationOpen: true } });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateEditionSettings).toMatchObject({ internApplicationOpen: true, generalRegistrationOpen: false, electiveSelectionOpen: false, name: 'Egyptian Expedition' });
    expect((await edition()).internApplicationOpen).toBe(true);
    await admin.gql(UPDATE, { input: { internApplicationOpen: false } });
  });

  it('keeps the messages review limit for those who send messages: read and changed with MANAGE_VBS, null to others, a bad number named', async () => {
    const LIMIT = '{ currentEdition { messageReviewFamilies } }';
    expect((await admin.gql(LIMIT)).data.currentEdition.messageReviewFamilies).toBe(50);
    for (const client of [t.anonymous(), await t.signIn('parent@example.org'), await t.signIn('staff@example.org')]) expect((await client.gql(LIMIT)).data.currentEdition.messageReviewFamilies).toBeNull();
    const refused = await (await t.signIn('staff@example.org')).gql(UPDATE, { input: { messageReviewFamilies: 1 } });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = await admin.gql(UPDATE, { input: { messageReviewFamilies: -1 } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_INPUT');
    expect(Object.keys(bad.errors?.[0].extensions?.fields ?? {})).toEqual(['messageReviewFamilies']);
    expect((await admin.gql(UPDATE, { input: { messageReviewFamilies: 120 } })).errors).toBeUndefined();
    expect((await admin.gql(LIMIT)).data.currentEdition.messageReviewFamilies).toBe(120);
    await admin.gql(UPDATE, { input: { messageReviewFamilies: 50 } });
  });

  it('rejects a bad time zone, date-time, name or year naming the field, and changes nothing', async () => {
    const before = await edition();
    const cases: [Record<string, unknown>, string][] = [
      [{ timeZone: 'Mars/Olympus_Mons', name: 'Changed' }, 'timeZone'],
      [{ startsAtLocal: '2025-02-30T09:00' }, 'startsAtLocal'],
      [{ startsAtLocal: '11 Aug 2025' }, 'startsAtLocal'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ year: 1999 }, 'year'],
    ];
    for (const [input, field] of cases) {
      const res = await admin.gql(UPDATE, { input });
      expect(res.errors?.[0].extensions?.code, JSON.stringify(input)).toBe('BAD_INPUT');
      expect(Object.keys(res.errors?.[0].extensions?.fields ?? {})).toContain(field);
    }
    expect(await edition()).toEqual(before);
  });

  it('keeps the wall-clock start when only the time zone changes, and takes a new start in the given zone', async () => {
    const moved = await admin.gql(UPDATE, { input: { timeZone: 'America/New_York' } });
    expect(moved.data.updateEditionSettings).toMatchObject({ startsAtLocal: '2025-08-11T09:00', startsAt: '2025-08-11T13:00:00.000Z' });
    const back = await admin.gql(UPDATE, { input: { timeZone: 'America/Chicago', startsAtLocal: '2025-08-11T09:00' } });
    expect(back.data.updateEditionSettings).toMatchObject({ startsAt: '2025-08-11T14:00:00.000Z', timeZone: 'America/Chicago' });
  });

  it('a new year makes a new current edition with the same questions; the old year is kept', async () => {
    const res = await admin.gql(UPDATE, { input: { year: 2026, name: 'Purposed and Placed' } });
    expect(res.errors).toBeUndefined();
    const next = await edition();
    expect(next).toMatchObject({ year: 2026, name: 'Purposed and Placed', startsAtLocal: '2026-08-11T09:00', internApplicationOpen: false });
    expect(next.registrationQuestions.map((q: { key: string }) => q.key)).toEqual(['church', 'elective', 'photo', 'shirtSize', 'medicalRelease', 'liabilityWaiver']);
    expect(await t.prisma.registration.count({ where: { year: 2025 } })).toBeGreaterThan(40);
    await admin.gql(UPDATE, { input: { year: 2025 } });
    expect(await edition()).toMatchObject({ year: 2025, name: 'Egyptian Expedition' });
  });
});

describe('form questions', () => {
  const ADD = `mutation($kind: QuestionKind!, $prompt: String!, $required: Boolean) { addQuestion(kind: $kind, prompt: $prompt, required: $required) { registrationQuestions { id key prompt required } } }`;
  const REMOVE = `mutation($id: ID!) { removeQuestion(id: $id) { registrationQuestions { key } } }`;
  const REORDER = `mutation($kind: QuestionKind!, $ids: [ID!]!) { reorderQuestions(kind: $kind, questionIds: $ids) { registrationQuestions { key position } } }`;
  const EDIT = `mutation($id: ID!, $prompt: String, $required: Boolean) { updateQuestion(id: $id, prompt: $prompt, required: $required) { key prompt required } }`;

  it('adds, rewords, reorders and removes a question', async () => {
    const added = await admin.gql(ADD, { kind: 'REGISTRATION', prompt: 'Any dietary needs for snacks?', required: false });
    expect(added.errors).toBeUndefined();
    const questions = added.data.addQuestion.registrationQuestions;
    const snack = questions[questions.length - 1];
    expect(snack).toMatchObject({ key: 'anyDietaryNeedsFor', prompt: 'Any dietary needs for snacks?', required: false });

    const edited = await admin.gql(EDIT, { id: snack.id, prompt: 'Food allergies or dietary needs?', required: true });
    expect(edited.data.updateQuestion).toEqual({ key: 'anyDietaryNeedsFor', prompt: 'Food allergies or dietary needs?', required: true });

    const ids = questions.map((q: { id: string }) => q.id);
    const reordered = await admin.gql(REORDER, { kind: 'REGISTRATION', ids: [ids[ids.length - 1], ...ids.slice(0, -1)] });
    expect(reordered.errors).toBeUndefined();
    expect(reordered.data.reorderQuestions.registrationQuestions.map((q: { key: string }) => q.key)).toEqual(['anyDietaryNeedsFor', 'church', 'elective', 'photo', 'shirtSize', 'medicalRelease', 'liabilityWaiver']);

    const partial = await admin.gql(REORDER, { kind: 'REGISTRATION', ids: ids.slice(1) });
    expect(partial.errors?.[0].extensions?.code).toBe('CONFLICT');

    const removed = await admin.gql(REMOVE, { id: snack.id });
    expect(removed.data.removeQuestion.registrationQuestions.map((q: { key: string }) => q.key)).toEqual(['church', 'elective', 'photo', 'shirtSize', 'medicalRelease', 'liabilityWaiver']);
  });

  it('never removes a question the product reads, and names a bad prompt', async () => {
    const e = await edition();
    const elective = e.registrationQuestions.find((q: { key: string }) => q.key === 'elective');
    const res = await admin.gql(REMOVE, { id: elective.id });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0].message).toMatch(/elective/);
    const bad = await admin.gql(EDIT, { id: elective.id, prompt: ' ' });
    expect(bad.errors?.[0].extensions?.fields).toHaveProperty('prompt');
    const wrongId = await admin.gql(EDIT, { id: encodeGlobalID('Child', 1), prompt: 'Hello there' });
    expect(wrongId.errors?.[0].extensions?.fields).toHaveProperty('id');
    expect((await edition()).registrationQuestions).toEqual(e.registrationQuestions);
  });

  it('is refused without MANAGE_VBS', async () => {
    const staff = await t.signIn('staff@example.org');
    const e = await edition();
    expect((await staff.gql(ADD, { kind: 'APPLICATION', prompt: 'Shirt size?' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await staff.gql(REMOVE, { id: e.registrationQuestions[2].id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await (await t.signIn('parent@example.org')).gql(EDIT, { id: e.registrationQuestions[2].id, prompt: 'Hacked?' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await edition()).toEqual(e);
  });
});

describe('club capacities', () => {
  const SET = `mutation($clubId: ID!, $capacity: Int) { setClubCapacity(clubId: $clubId, capacity: $capacity) { name capacity } }`;

  it('sets seats or no limit; refuses bad numbers, permanent groups and people without MANAGE_VBS', async () => {
    const club = (await edition()).clubs[0];
    expect((await admin.gql(SET, { clubId: club.id, capacity: 15 })).data.setClubCapacity.capacity).toBe(15);
    expect((await admin.gql(SET, { clubId: club.id, capacity: null })).data.setClubCapacity.capacity).toBeNull();
    const zero = await admin.gql(SET, { clubId: club.id, capacity: 0 });
    expect(zero.errors?.[0].extensions?.fields).toHaveProperty('capacity');
    const permanent = await t.prisma.group.findFirstOrThrow({ where: { type: 'PERMANENT' } });
    const notClub = await admin.gql(SET, { clubId: encodeGlobalID('Club', permanent.id), capacity: 5 });
    expect(notClub.errors?.[0].extensions?.fields).toHaveProperty('groupId');
    const staff = await t.signIn('staff@example.org');
    expect((await staff.gql(SET, { clubId: club.id, capacity: 3 })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await admin.gql(SET, { clubId: club.id, capacity: 12 });
  });
});

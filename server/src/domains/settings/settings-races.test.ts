// Two settings changes started together by two administrators, many times over: both apply. With
// VBS_TEST_DB=postgres the two requests run on separate pooled connections, where a change deriving its
// values from a row read before the other change committed would undo that change or fail on a key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

const TRIALS = 20;

let t: TestApp;
let first: TestClient;
let second: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  await createStaff(t, 'settings.second@example.org', ['MANAGE_VBS']);
  first = await t.signIn('admin@example.org');
  second = await t.signIn('settings.second@example.org');
});
afterAll(() => t.close());

const UPDATE = `mutation($input: UpdateEditionSettingsInput!) { updateEditionSettings(input: $input) { startsAtLocal timeZone } }`;
const ADD = `mutation($prompt: String!) { addQuestion(kind: REGISTRATION, prompt: $prompt) { year } }`;

describe('two settings changes at once', () => {
  it('a new time zone (keeping the wall-clock start) racing a new start: both apply, every time', async () => {
    const wrong: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      await t.prisma.edition.update({ where: { year: 2025 }, data: { timeZone: 'America/Chicago', startsAt: new Date('2025-08-11T14:00:00Z') } });
      const [zone, start] = await Promise.all([
        first.gql(UPDATE, { input: { timeZone: 'America/New_York' } }),
        second.gql(UPDATE, { input: { startsAtLocal: '2025-08-12T10:00' } }),
      ]);
      expect(zone.errors).toBeUndefined();
      expect(start.errors).toBeUndefined();
      const edition = await t.prisma.edition.findUniqueOrThrow({ where: { year: 2025 } });
      // 10:00 on the 12th in New York, whichever change came first.
      if (edition.timeZone !== 'America/New_York' || edition.startsAt.toISOString() !== '2025-08-12T14:00:00.000Z') {
        wrong.push(`trial ${trial}: ${edition.timeZone} ${edition.startsAt.toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('two questions added with the same words at once: both are added, each with its own key and place', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const prompt = `Favourite snack ${trial}?`;
      const [a, b] = await Promise.all([first.gql(ADD, { prompt }), second.gql(ADD, { prompt })]);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      const questions = await t.prisma.question.findMany({ where: { year: 2025, kind: 'REGISTRATION' }, select: { key: true, position: true, prompt: true } });
      expect(questions.filter((q) => q.prompt === prompt)).toHaveLength(2);
      expect(new Set(questions.map((q) => q.key)).size).toBe(questions.length);
      expect(new Set(questions.map((q) => q.position)).size).toBe(questions.length);
    }
  }, 120_000);
});

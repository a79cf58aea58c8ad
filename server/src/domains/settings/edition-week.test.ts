// Edition.endsAt: the home page's "happening now" / "see you next year" turn on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { editionEndsAt } from './edition-week.ts';

const QUERY = 'query { currentEdition { startsAt endsAt timeZone } }';

describe('Edition.endsAt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.prisma);
  });
  afterAll(() => t.close());

  it("is the end of the schedule's last day on the program's clocks, for anyone (public)", async () => {
    const res = await t.anonymous().gql(QUERY);
    expect(res.errors).toBeUndefined();
    // Demo schedule: Mon Aug 11 – Fri Aug 15 2025 in America/Chicago (UTC-5 in summer).
    expect(res.data.currentEdition).toMatchObject({ startsAt: '2025-08-11T14:00:00.000Z', endsAt: '2025-08-16T04:59:59.999Z' });
  });

  it('follows the schedule when a day is added', async () => {
    const schedule = await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 }, select: { id: true } });
    await t.prisma.day.create({ data: { scheduleId: schedule.id, date: new Date('2025-08-16T00:00:00Z') } });
    expect((await t.anonymous().gql(QUERY)).data.currentEdition.endsAt).toBe('2025-08-17T04:59:59.999Z');
  });
});

describe('editionEndsAt without a schedule', () => {
  it('is the end of the fifth day from the start, in the edition’s time zone', () => {
    const start = new Date('2025-08-11T14:00:00Z');
    expect(editionEndsAt({ startsAt: start, timeZone: 'America/Chicago' }, null).toISOString()).toBe('2025-08-16T04:59:59.999Z');
    // A start late in the evening UTC is still Aug 11 in Los Angeles.
    expect(editionEndsAt({ startsAt: new Date('2025-08-12T02:00:00Z'), timeZone: 'America/Los_Angeles' }, null).toISOString()).toBe('2025-08-16T06:59:59.999Z');
  });
});

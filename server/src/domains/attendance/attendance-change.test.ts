// A check-in as one change: a family's check-in is one transaction (all children or none), a replay with its
// key answers the same records, and the change the mutation answers is the change `attendanceChanged`
// delivers, re-read with each subscriber's selection and rights (medical information only with
// VIEW_SENSITIVE_INFO, pickup codes not to an intern's stream, rosters only of the intern's groups, nothing to
// parents).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
let scheduleId: number;

const CHANGE = `change { recordId childId kind
  child { id childId state pickupCode hasMedicalInformation medicalInformation }
  rosterRows { id checkInState group { databaseId } }
  groups { id databaseId checkedInCount }
  dayChild { id childId present checkedInAt } }`;
const CHECK_IN = `mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { created record { databaseId childId pickupCode } ${CHANGE} } }`;

/** Records made by this file's tests (the demo data has its own, days ago). */
const ours = (childIds: number[]) => t.prisma.attendanceRecord.count({ where: { childId: { in: childIds }, recordedAt: { gte: since } } });
let since: Date;

/** Approved 2025 children in a group who have no record in the last two days (not here today), `n` of them. */
async function freshChildren(n: number, where: object = {}) {
  const children = await t.prisma.child.findMany({
    where: { registrations: { some: { year: 2025, status: 'APPROVED' } }, attendance: { none: { recordedAt: { gte: new Date(Date.now() - 48 * 3600_000) } } }, groups: { some: { group: { year: 2025 } } }, ...where },
    orderBy: { id: 'asc' },
    take: n,
    select: { id: true },
  });
  expect(children).toHaveLength(n);
  return children.map((c) => c.id);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  [admin, staff] = await Promise.all([t.signIn('admin@example.org'), t.signIn('staff@example.org')]);
  await holdProgramDays(t, { today: true });
  scheduleId = (await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } })).id;
  since = new Date(Date.now() - 1000);
});
afterAll(() => t.close());

describe('checkInChildren: one family, one transaction', () => {
  it('an unknown child id among the family’s refuses the whole check-in with 404 naming childIds, and records nobody', async () => {
    const [a, b] = await freshChildren(2);
    const res = await staff.gql(CHECK_IN, { input: { childIds: [a, b, 999_999], scheduleId } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: { childIds: expect.stringContaining('999999') } });
    expect(await ours([a, b])).toBe(0);
    const bad = await staff.gql(CHECK_IN, { input: { childIds: [a, -1], scheduleId } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { childIds: expect.any(String) } });
    expect(await ours([a])).toBe(0);
  });

  it('answers each child’s change re-read (the table’s child, roster rows, groups, the day); a replay answers the same records and records nothing', async () => {
    const family = await freshChildren(3);
    const input = { childIds: family, scheduleId, idempotencyKey: 'station-test:family-0001' };
    const first = await staff.gql(CHECK_IN, { input });
    expect(first.errors).toBeUndefined();
    const results = first.data.checkInChildren;
    expect(results).toHaveLength(3);
    for (const r of results) {
      expect(r.created).toBe(true);
      expect(r.change.child).toMatchObject({ childId: r.record.childId, state: 'CHECKED_IN', pickupCode: r.record.pickupCode });
      expect(r.change.rosterRows.length).toBeGreaterThan(0);
      expect(r.change.rosterRows.every((row: { checkInState: string }) => row.checkInState === 'CHECKED_IN')).toBe(true);
      expect(r.change.groups.every((g: { checkedInCount: number }) => g.checkedInCount >= 1)).toBe(true);
      expect(r.change.dayChild).toMatchObject({ childId: r.record.childId, present: true });
    }
    const count = await ours(family);
    expect(count).toBe(3);

    const replay = await staff.gql(CHECK_IN, { input });
    expect(replay.data.checkInChildren.map((r: { created: boolean }) => r.created)).toEqual([false, false, false]);
    expect(replay.data.checkInChildren.map((r: { record: unknown }) => r.record)).toEqual(results.map((r: { record: unknown }) => r.record));
    // The same records by the same ids: a client merging the answer finds the rows it already holds.
    expect(replay.data.checkInChildren.map((r: { change: { child: { id: string } } }) => r.change.child.id)).toEqual(results.map((r: { change: { child: { id: string } } }) => r.change.child.id));
    expect(await ours(family)).toBe(count);
  });
});

describe('attendanceChanged: the change re-read with each subscriber’s selection and rights', () => {
  async function subscribe(client: TestClient, query: string) {
    const res = await client.request('POST', '/graphql', { headers: { accept: 'text/event-stream' }, body: { query } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const next = async (needle: string) => {
      const deadline = Date.now() + 15_000;
      while (!text.includes(needle)) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(deadline - Date.now(), 0)))]);
        if (!chunk || chunk.done) throw new Error(`timed out waiting for ${needle}; got ${text}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    };
    await next(':\n\n');
    return { next, close: () => reader.cancel() };
  }

  const SUB = `subscription { attendanceChanged(year: 2025) { childId kind
    child { id childId pickupCode parentNotes hasMedicalInformation medicalInformation }
    rosterRows { id checkInState group { databaseId } } } }`;

  /** The one data payload of the stream that tells of `childId`. */
  const eventOf = (text: string, childId: number) => {
    const payloads = text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)));
    return payloads.find((p) => p.data?.attendanceChanged?.childId === childId)?.data.attendanceChanged;
  };

  it('medical information only with VIEW_SENSITIVE_INFO; an intern’s stream without pickup codes or notes, rosters of their groups only; parents are refused', async () => {
    const internGroup = await t.prisma.group.findFirstOrThrow({
      where: { year: 2025, interns: { some: { intern: { account: { email: 'intern@example.org' } } } } },
      select: { id: true },
    });
    const [childId] = await freshChildren(1, { medicalInformation: { not: '' }, groups: { some: { groupId: internGroup.id } } });
    const internGroups = new Set(
      (await t.prisma.groupIntern.findMany({ where: { intern: { account: { email: 'intern@example.org' } }, group: { year: 2025 } }, select: { groupId: true } })).map((g) => g.groupId),
    );
    const intern = await t.signIn('intern@example.org');
    const parent = await t.signIn('parent@example.org');
    const refused = await parent.rest('POST', '/graphql', { query: 'subscription { attendanceChanged { childId } }' });
    expect(JSON.stringify(refused.body)).toMatch(/FORBIDDEN/);

    const [sensitive, plain, internStream] = await Promise.all([subscribe(admin, SUB), subscribe(staff, SUB), subscribe(intern, SUB)]);
    const res = await staff.gql(CHECK_IN, { input: { childIds: [childId], scheduleId } });
    expect(res.errors).toBeUndefined();
    const needle = `"childId":${childId}`;

    const forAdmin = eventOf(await sensitive.next(needle), childId);
    expect(forAdmin.child.medicalInformation).toEqual(expect.any(String));
    expect(forAdmin.child.medicalInformation).not.toBe('');
    expect(forAdmin.child.pickupCode).toBe(res.data.checkInChildren[0].record.pickupCode);

    const forStaff = eventOf(await plain.next(needle), childId);
    expect(forStaff.child).toMatchObject({ hasMedicalInformation: true, medicalInformation: null, pickupCode: res.data.checkInChildren[0].record.pickupCode });
    expect(forStaff.rosterRows.length).toBeGreaterThan(0);

    const forIntern = eventOf(await internStream.next(needle), childId);
    expect(forIntern.child).toMatchObject({ childId, pickupCode: null, parentNotes: null, hasMedicalInformation: null, medicalInformation: null });
    expect(forIntern.rosterRows.length).toBeGreaterThan(0);
    expect(forIntern.rosterRows.every((r: { group: { databaseId: number } }) => internGroups.has(r.group.databaseId))).toBe(true);
    expect(forIntern.rosterRows.every((r: { checkInState: string }) => r.checkInState === 'CHECKED_IN')).toBe(true);

    // A second event on the same streams reads today's state afresh (nothing of the first event's reads is kept).
    const out = await staff.gql(`mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created } }`, {
      input: { childId, scheduleId, pickupCode: res.data.checkInChildren[0].record.pickupCode },
    });
    expect(out.errors).toBeUndefined();
    const text = await plain.next('"kind":"CHECK_OUT"');
    const payloads = text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)).data.attendanceChanged);
    expect(payloads.find((p) => p.kind === 'CHECK_OUT').rosterRows.every((r: { checkInState: string }) => r.checkInState === 'CHECKED_OUT')).toBe(true);
    // Every stream has answered the check-out too (its reads audited) before they close.
    await Promise.all([sensitive.next('"kind":"CHECK_OUT"'), internStream.next('"kind":"CHECK_OUT"')]);
    await Promise.all([sensitive.close(), plain.close(), internStream.close()]);
  });
});

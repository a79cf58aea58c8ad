// Shared by the groups tests: demo ids, GraphQL documents, and a reader for event streams.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestApp, TestClient } from '../harness.ts';
import { localDate, localToInstant } from '../../src/domains/settings/edition-time.ts';

export const gid = (type: string, id: number) => encodeGlobalID(type, id);

export async function demoIds(t: TestApp) {
  const groups = await t.prisma.group.findMany({ where: { year: 2025 }, orderBy: { id: 'asc' }, include: { _count: { select: { children: true } } } });
  const permanent = groups.filter((g) => g.type === 'PERMANENT');
  const clubs = groups.filter((g) => g.type === 'ROTATIONAL');
  const days = await t.prisma.day.findMany({ where: { schedule: { year: 2025 } }, orderBy: { date: 'asc' } });
  const staff = await t.prisma.staff.findFirstOrThrow({ where: { email: 'staff@example.org' } });
  const admin = await t.prisma.staff.findFirstOrThrow({ where: { email: 'admin@example.org' } });
  const intern = await t.prisma.intern.findFirstOrThrow({ where: { account: { email: 'intern@example.org' } } });
  const parent = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent@example.org' } }, include: { children: true } });
  return { groups, permanent, clubs, days, staff, admin, intern, parent, ownChildIds: parent.children.map((c) => c.childId) };
}

export const GROUP_LIST = `query($year: Int) { groupList(year: $year) { id year standardPointMultiplier currentDayId days { dayId date }
  groups { id databaseId name color groupType childCount totalPoints averagePoints pointsRecords { dayId amount } } } }`;

export const ROSTER = `query { groupList { groups { name childCount roster { checkInState checkInRecordedAt child { databaseId firstName lastName gradeEntering } } staff { firstName } interns { firstName } } } }`;

export const M = {
  create: `mutation($input: CreateGroupInput!) { createGroup(input: $input) { groupId group { databaseId name color groupType year } } }`,
  rename: `mutation($input: RenameGroupInput!) { renameGroup(input: $input) { group { name } } }`,
  recolor: `mutation($input: RecolorGroupInput!) { recolorGroup(input: $input) { group { color } } }`,
  delete: `mutation($input: DeleteGroupInput!) { deleteGroup(input: $input) { groupId group { id } groupList { groups { name } } } }`,
  adjust: `mutation($input: GroupPointsInput!) { adjustGroupPoints(input: $input) { dayId amount group { totalPoints } } }`,
  set: `mutation($input: GroupPointsInput!) { setGroupDayPoints(input: $input) { dayId amount group { totalPoints } } }`,
  child: `mutation($input: SetChildGroupAssignmentInput!) { setChildGroupAssignment(input: $input) { assigned child { databaseId } group { childCount } movedFrom { databaseId childCount } } }`,
  staff: `mutation($input: SetStaffGroupAssignmentInput!) { setStaffGroupAssignment(input: $input) { assigned staff { databaseId } group { staff { databaseId } } } }`,
  intern: `mutation($input: SetInternGroupAssignmentInput!) { setInternGroupAssignment(input: $input) { assigned intern { databaseId } group { interns { databaseId } } } }`,
};

const CHECK_IN = `mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { record { childId pickupCode } } }`;

/** Half an hour before today began on the program's clocks (the current edition's time zone). */
export async function lateYesterday(t: TestApp): Promise<Date> {
  const { currentYear } = await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } });
  const { timeZone } = await t.prisma.edition.findUniqueOrThrow({ where: { year: currentYear } });
  return new Date(localToInstant(`${localDate(new Date(), timeZone)}T00:00`, timeZone).getTime() - 30 * 60_000);
}

/**
 * Attendance as stations record it (the real check-in and check-out calls, in the current schedule):
 * `inToday` checked in today; `inYesterday` checked in late yesterday and never checked out; `outToday`
 * checked in and out again today.
 */
export async function recordAttendance(t: TestApp, station: TestClient, children: { inToday?: number[]; inYesterday?: number[]; outToday?: number[] }) {
  const checkIn = async (childIds: number[], recordedAt?: Date) => {
    const codes = new Map<number, string>();
    for (let i = 0; i < childIds.length; i += 20) {
      const res = await station.gql(CHECK_IN, { input: { childIds: childIds.slice(i, i + 20), recordedAt: recordedAt?.toISOString() } });
      if (res.errors) throw new Error(`check-in failed: ${JSON.stringify(res.errors)}`);
      for (const { record } of res.data.checkInChildren as { record: { childId: number; pickupCode: string } }[]) codes.set(record.childId, record.pickupCode);
    }
    return codes;
  };
  await checkIn(children.inYesterday ?? [], await lateYesterday(t));
  await checkIn(children.inToday ?? []);
  for (const [childId, pickupCode] of await checkIn(children.outToday ?? [])) {
    const out = await station.rest('PUT', `/api/v1/child/${childId}/checkout`, { pickupCode });
    if (out.status !== 200) throw new Error(`check-out failed: ${out.status} ${JSON.stringify(out.body)}`);
  }
  // Each record's receipt is read after it, off the request's path: settled here, so a test counting the next
  // request's statements counts only that request's.
  await t.services.receipts.idle();
}

export const errorCode = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

/**
 * Opens /api/v1/updates for a client and collects what arrives; resolves once the stream has said it is
 * connected (it listens to the bus before it says so, so nothing published after this is missed).
 */
export async function openUpdates(client: TestClient) {
  const res = await client.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
    }
  })();
  /** Polls until `found` returns something, for at most `timeoutMs`. */
  const until = async <T>(found: () => T | undefined, what: string, timeoutMs: number): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`no ${what}; got ${text}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const events = () =>
    text
      .split('\n\n')
      .map((block) => /^event: (.+)\ndata: (.+)$/m.exec(block))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ type: m[1], data: JSON.parse(m[2]) }));
  if (res.status === 200) await until(() => (text.includes(': connected') ? true : undefined), 'connected comment', 10_000);
  return {
    status: res.status,
    /** Events as {type, data}, in arrival order. */
    events,
    async waitFor(type: string, timeoutMs = 10_000) {
      return until(() => (events().some((e) => e.type === type) ? events().filter((e) => e.type === type) : undefined), `${type} event`, timeoutMs);
    },
    /** Once the marker (test/live-marker.ts) has arrived: the events that came before it. */
    async eventsBefore(marker: string, timeoutMs = 10_000) {
      return until(() => {
        const all = events();
        const at = all.findIndex((e) => e.data.marker === marker);
        return at < 0 ? undefined : all.slice(0, at);
      }, `marker ${marker}`, timeoutMs);
    },
    async close() {
      await reader.cancel();
      await pump;
    },
  };
}

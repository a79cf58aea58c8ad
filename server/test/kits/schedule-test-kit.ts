// Shared by the schedule tests: demo ids, role sign-ins and GraphQL documents.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createStaff, type TestApp, type TestClient } from '../harness.ts';

export const gid = (type: string, id: number) => encodeGlobalID(type, id);

export async function scheduleIds(t: TestApp) {
  const schedule = await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 } });
  const days = await t.prisma.day.findMany({ where: { scheduleId: schedule.id }, orderBy: { date: 'asc' }, include: { events: { include: { groups: true } } } });
  const groups = await t.prisma.group.findMany({ where: { year: 2025 }, orderBy: { id: 'asc' } });
  const parent = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent@example.org' } }, include: { children: true } });
  const staffOnly = days[0].events.find((e) => e.staffOnly)!;
  const publicEvent = days[0].events.find((e) => !e.staffOnly && e.groups.length > 0)!;
  const weekMemoryWork = await t.prisma.memoryWork.findMany({ where: { scheduleId: schedule.id }, orderBy: { id: 'asc' } });
  return { schedule, days, groups, parent, ownChildIds: parent.children.map((c) => c.childId), staffOnly, publicEvent, weekMemoryWork };
}

/** A staff member with SCHEDULE_CLASSES only (the scheduler role), created once per app. */
export async function schedulerClient(t: TestApp): Promise<TestClient> {
  if (!(await t.prisma.account.findFirst({ where: { email: 'scheduler@example.org' } }))) await createStaff(t, 'scheduler@example.org', ['SCHEDULE_CLASSES']);
  return t.signIn('scheduler@example.org');
}

/** Sets the 2025 schedule's visibility and release date directly (the arrangement, not the behaviour under test). */
export async function arrange(t: TestApp, visibility: 'PUBLIC' | 'INTERNAL' | 'PRIVATE', released: boolean) {
  const releaseDate = new Date(Date.now() + (released ? -1 : 1) * 24 * 3600 * 1000);
  await t.prisma.schedule.update({ where: { year: 2025 }, data: { visibility, releaseDate } });
}

export const errorCode = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

export const DAY_QUERY = `query($id: ID!) { node(id: $id) { ... on Day { databaseId date
  events { databaseId name startTime endTime locationName staffOnly groupIds groups { name color } }
  memoryWork { reference content }
  curriculum { key label html } } } }`;

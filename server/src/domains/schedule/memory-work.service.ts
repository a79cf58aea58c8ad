// Memory work: verses for the week (on the schedule) or for one day, which children memorized each, and
// the tally per schedule (memorized counts per group and per memory work). Everything here first asks
// whether the viewer may see the schedule now (schedule.policy.ts): reading memory work, whether a child
// memorized it, marking it and the tally; marking and the tally are, besides, for staff.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { notFound } from '../../errors.ts';
import { sortGroups } from '../groups/group-rules.ts';
import { schedulePolicy } from './schedule.policy.ts';
import { loadSchedule, scheduleAudience, visibleSchedule } from './schedule-access.ts';
import { toMemoryWorkJson } from './schedule.service.ts';
import type { MemoryWorkInput } from '../../../../forms/schedule.ts';

export interface Tally {
  scheduleId: number;
  memoryWork: { memoryWorkId: number; reference: string; dayId: number | null; count: number }[];
  groups: { groupId: number; name: string; color: string; childCount: number; total: number; memorized: { memoryWorkId: number; count: number }[] }[];
  total: number;
}

export function createMemoryWorkService(prisma: PrismaClient, bus: LiveBus) {
  async function memoryWorkOrThrow(id: number) {
    const m = await prisma.memoryWork.findUnique({ where: { id }, select: { id: true, scheduleId: true, day: { select: { scheduleId: true } } } });
    if (!m) throw notFound('Memory work');
    return { id: m.id, scheduleId: (m.scheduleId ?? m.day?.scheduleId)! };
  }

  /** The memory work, once the viewer may see its schedule now. */
  async function visibleMemoryWork(viewer: Viewer, id: number) {
    const m = await memoryWorkOrThrow(id);
    await visibleSchedule(prisma, viewer, { id: m.scheduleId });
    return m;
  }

  async function familyChildIds(viewer: Viewer): Promise<Set<number>> {
    if (viewer.parentId === null) return new Set();
    const rows = await prisma.childParent.findMany({ where: { parentId: viewer.parentId }, select: { childId: true } });
    return new Set(rows.map((r) => r.childId));
  }

  async function setMemorized(viewer: Viewer, memoryWorkId: number, childId: number, memorized: boolean) {
    schedulePolicy.markMemorized(viewer);
    await visibleMemoryWork(viewer, memoryWorkId);
    if (!(await prisma.child.findUnique({ where: { id: childId }, select: { id: true } }))) throw notFound('Child');
    if (memorized) {
      await prisma.memoryWorkMemorized.createMany({ data: [{ memoryWorkId, childId, recordedById: viewer.staffId }], skipDuplicates: true });
    } else {
      await prisma.memoryWorkMemorized.deleteMany({ where: { memoryWorkId, childId } });
    }
    return memorized;
  }

  return {
    async forSchedule(viewer: Viewer, scheduleId: number) {
      await visibleSchedule(prisma, viewer, { id: scheduleId });
      const rows = await prisma.memoryWork.findMany({ where: { scheduleId }, orderBy: { id: 'asc' } });
      return rows.map(toMemoryWorkJson);
    },

    async forDay(viewer: Viewer, dayId: number) {
      const day = await prisma.day.findUnique({ where: { id: dayId }, select: { scheduleId: true, memoryWork: { orderBy: { id: 'asc' } } } });
      if (!day) throw notFound('Day');
      await visibleSchedule(prisma, viewer, { id: day.scheduleId });
      return day.memoryWork.map(toMemoryWorkJson);
    },

    /** For the week (scheduleId) or one day (dayId): exactly one of the two. */
    async create(viewer: Viewer, input: MemoryWorkInput): Promise<number> {
      schedulePolicy.write(viewer);
      const { reference, content, dayId } = input;
      let scheduleId: number;
      if (input.scheduleId !== null) scheduleId = (await loadSchedule(prisma, { id: input.scheduleId })).id;
      else {
        const day = await prisma.day.findUnique({ where: { id: input.dayId }, select: { scheduleId: true } });
        if (!day) throw notFound('Day');
        scheduleId = day.scheduleId;
      }
      const created = await prisma.memoryWork.create({
        data: { reference, content, scheduleId: dayId === null ? scheduleId : null, dayId },
        select: { id: true },
      });
      const schedule = await loadSchedule(prisma, { id: scheduleId });
      await bus.publish({ type: 'day-changed', data: { scheduleId, year: schedule.year, dayId }, audience: scheduleAudience(schedule) });
      return created.id;
    },

    async remove(viewer: Viewer, memoryWorkId: number) {
      schedulePolicy.write(viewer);
      const m = await memoryWorkOrThrow(memoryWorkId);
      await prisma.memoryWork.deleteMany({ where: { id: m.id } });
    },

    async isMemorized(viewer: Viewer, memoryWorkId: number, childId: number): Promise<boolean> {
      schedulePolicy.readMemorized(viewer, await familyChildIds(viewer), childId);
      await visibleMemoryWork(viewer, memoryWorkId);
      return (await prisma.memoryWorkMemorized.count({ where: { memoryWorkId, childId } })) > 0;
    },

    memorize: (viewer: Viewer, memoryWorkId: number, childId: number) => setMemorized(viewer, memoryWorkId, childId, true),
    forget: (viewer: Viewer, memoryWorkId: number, childId: number) => setMemorized(viewer, memoryWorkId, childId, false),

    /** Memorized counts per group (permanent groups first, SPEC §3 order) and per memory work. */
    async tally(viewer: Viewer, scheduleId: number): Promise<Tally> {
      schedulePolicy.readTally(viewer);
      const schedule = await visibleSchedule(prisma, viewer, { id: scheduleId });
      const [memoryWork, groups, memorized] = await Promise.all([
        prisma.memoryWork.findMany({ where: { OR: [{ scheduleId }, { day: { scheduleId } }] }, orderBy: [{ dayId: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }], select: { id: true, reference: true, dayId: true } }),
        prisma.group.findMany({ where: { year: schedule.year }, select: { id: true, name: true, color: true, type: true, children: { select: { childId: true } } } }),
        prisma.memoryWorkMemorized.findMany({ where: { memoryWork: { OR: [{ scheduleId }, { day: { scheduleId } }] } }, select: { memoryWorkId: true, childId: true } }),
      ]);
      const byWork = new Map<number, Set<number>>();
      for (const m of memorized) (byWork.get(m.memoryWorkId) ?? byWork.set(m.memoryWorkId, new Set()).get(m.memoryWorkId)!).add(m.childId);
      const groupRows = sortGroups(groups).map((g) => {
        const children = g.children.map((c) => c.childId);
        const perWork = memoryWork.map((w) => ({ memoryWorkId: w.id, count: children.filter((c) => byWork.get(w.id)?.has(c)).length }));
        return { groupId: g.id, name: g.name, color: g.color, childCount: children.length, total: perWork.reduce((s, w) => s + w.count, 0), memorized: perWork };
      });
      return {
        scheduleId,
        memoryWork: memoryWork.map((w) => ({ memoryWorkId: w.id, reference: w.reference, dayId: w.dayId, count: byWork.get(w.id)?.size ?? 0 })),
        groups: groupRows,
        total: memorized.length,
      };
    },
  };
}

// What happened in the first days of the week: check-ins and check-outs on Aug 11 and 12 (the latest
// record per child is the child's state, so a few children are still checked in on the 12th), and memory
// verses the children have said to a leader.
import type { Prisma } from '../generated/prisma/client.ts';
import type { SeededChild } from './families.ts';
import { clockTime, programInstant } from './program-time.ts';
import type { SeedRandom } from './random.ts';
import type { SeededSchedule } from './schedule.ts';

/** A fixed, readable pickup code per demo check-in (real ones are random). */
const pickupCodeFor = (childId: number, date: string) => `${String.fromCharCode(65 + (childId % 20))}${String(childId * 37 + Number(date.slice(-2))).padStart(3, '0').slice(-3)}`;

type Db = Prisma.TransactionClient;

/** `awayOnSecondDay`: children kept home on the second day whatever the draw (the people query's demo). */
export async function seedAttendance(db: Db, children: SeededChild[], schedule: SeededSchedule, recorders: number[], random: SeedRandom, awayOnSecondDay: readonly number[] = []): Promise<number> {
  const present = children.filter((c) => c.status === 'APPROVED');
  // [date, share of children who came, share of those already checked out]
  const plan: [string, number, number][] = [
    [schedule.days[0].date, 0.92, 1],
    [schedule.days[1].date, 0.88, 0.6],
  ];
  // Each child's records are numbered 0, 1, 2… in order (AttendanceRecord.seq).
  const seqOf = new Map<number, number>();
  const next = (childId: number) => {
    const seq = seqOf.get(childId) ?? 0;
    seqOf.set(childId, seq + 1);
    return seq;
  };
  const away = new Set(awayOnSecondDay);
  const data = plan.flatMap(([date, came, left], d) =>
    present
      .filter(() => random.chance(came))
      .flatMap((child) => {
        const checkIn = { childId: child.id, scheduleId: schedule.scheduleId, kind: 'CHECK_IN' as const, recordedAt: programInstant(date, clockTime(random.int(520, 545))), recordedById: random.pick(recorders), seq: next(child.id), pickupCode: pickupCodeFor(child.id, date) };
        const records = random.chance(left) ? [checkIn, { ...checkIn, pickupCode: null, verifiedBy: 'PICKUP_CODE', kind: 'CHECK_OUT' as const, recordedAt: programInstant(date, clockTime(random.int(855, 880))), recordedById: random.pick(recorders), seq: next(child.id) }] : [checkIn];
        // Drawn all the same (the child's last seeded records), so keeping some home changes no one else's day.
        return d === 1 && away.has(child.id) ? [] : records;
      }),
  );
  await db.attendanceRecord.createMany({ data });
  return data.length;
}

export async function seedMemorized(db: Db, children: SeededChild[], schedule: SeededSchedule, recorders: number[], random: SeedRandom): Promise<number> {
  const approved = children.filter((c) => c.status === 'APPROVED');
  // [memory work, date it was said, share of children]; the first approved child (Ethan Mitchell, a demo child) always knows day 1.
  const plan: [number, string, number][] = [
    [schedule.dayMemoryWorkIds[0][0], schedule.days[0].date, 0.7],
    [schedule.dayMemoryWorkIds[1][0], schedule.days[1].date, 0.5],
    [schedule.weekMemoryWorkIds[0], schedule.days[1].date, 0.3],
  ];
  const data = plan.flatMap(([memoryWorkId, date, share], p) =>
    approved
      .filter((_, i) => (p === 0 && i === 0) || random.chance(share))
      .map((child) => ({ memoryWorkId, childId: child.id, recordedAt: programInstant(date, clockTime(random.int(600, 820))), recordedById: random.pick(recorders) })),
  );
  await db.memoryWorkMemorized.createMany({ data });
  return data.length;
}

// Shared by the attendance tests: moves the demo edition's program days (the 2025 schedule's five days) so that
// today, on the program's clocks, is one of them or is not, since interns work the check-in table on those days only.
import type { TestApp } from '../harness.ts';
import { localDate } from '../../src/domains/settings/edition-time.ts';

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Puts the demo schedule's days around today (`today: true`) or two weeks after it (`today: false`). */
export async function holdProgramDays(t: TestApp, { today }: { today: boolean }) {
  const edition = await t.prisma.edition.findUniqueOrThrow({ where: { year: 2025 }, select: { timeZone: true, schedule: { select: { id: true, days: { orderBy: { date: 'asc' }, select: { id: true } } } } } });
  const now = localDate(new Date(), edition.timeZone);
  const first = addDays(now, today ? -2 : 14);
  const days = edition.schedule!.days;
  // Out of the way first, so no two days share a date on the way (scheduleId and date are unique together).
  for (const [i, day] of days.entries()) await t.prisma.day.update({ where: { id: day.id }, data: { date: new Date(`${addDays('1990-01-01', i)}T00:00:00Z`) } });
  for (const [i, day] of days.entries()) await t.prisma.day.update({ where: { id: day.id }, data: { date: new Date(`${addDays(first, i)}T00:00:00Z`) } });
}

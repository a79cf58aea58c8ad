// The program's days at the check-in table: interns check children in and out, and read the families there,
// only on the current edition's program days (settings/edition-week.ts programDates) on the program's clocks.
// Staff are not bound to them (they set the table up before the week and tidy up after it).
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { notFound } from '../../errors.ts';
import { localDate } from '../settings/edition-time.ts';
import { programDates } from '../settings/edition-week.ts';

export interface ProgramWeek {
  year: number;
  /** The current edition's schedule, the only one an intern records in. */
  scheduleId: number | null;
  timeZone: string;
  /** 'yyyy-mm-dd', in order. */
  dates: string[];
}

/** The current edition's program days, in one statement. */
export async function currentProgramWeek(prisma: PrismaClient): Promise<ProgramWeek> {
  const settings = await prisma.programSettings.findUnique({
    where: { id: 1 },
    select: { edition: { select: { year: true, startsAt: true, timeZone: true, schedule: { select: { id: true, days: { select: { date: true } } } } } } },
  });
  if (!settings) throw notFound('The current program edition');
  const { edition } = settings;
  return {
    year: edition.year,
    scheduleId: edition.schedule?.id ?? null,
    timeZone: edition.timeZone,
    dates: programDates(edition, edition.schedule?.days.map((d) => d.date) ?? []),
  };
}

/** Whether `instant` falls on one of the program's days, on the program's clocks. */
export function isProgramDay(week: ProgramWeek, instant: Date): boolean {
  return week.dates.includes(localDate(instant, week.timeZone));
}

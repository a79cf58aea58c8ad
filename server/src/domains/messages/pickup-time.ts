// {pickupTime}: when the program's day ends — the latest end of a families' (not staff-only) event on today's
// program day, else on the next one, else on the first; "" when the schedule has no events.
import type { PrismaClient } from '../../generated/prisma/client.ts';

function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export async function pickupTimeOf(prisma: PrismaClient, edition: { year: number; timeZone: string }): Promise<string> {
  const days = await prisma.day.findMany({
    where: { schedule: { year: edition.year } },
    orderBy: { date: 'asc' },
    select: { date: true, events: { where: { staffOnly: false }, select: { endTime: true } } },
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: edition.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const withEvents = days.filter((d) => d.events.length);
  const day = withEvents.find((d) => d.date.toISOString().slice(0, 10) >= today) ?? withEvents[0];
  if (!day) return '';
  return twelveHour(day.events.map((e) => e.endTime).sort().at(-1)!);
}

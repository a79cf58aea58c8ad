// When the program week ends, so the home page can say "happening now" during the week and "see you next
// year" after it: the end of the schedule's last day on the program's clocks, or, before any day is
// scheduled, the end of the fifth day from the start (VBS runs Monday to Friday).
import { programInstant } from '../../seed/program-time.ts';
import { instantToLocal } from './edition-time.ts';

const DEFAULT_DAYS = 5;
const LAST_MINUTE_MS = 59_999;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function editionEndsAt(edition: { startsAt: Date; timeZone: string }, lastDay: Date | null): Date {
  const lastDate = lastDay ? lastDay.toISOString().slice(0, 10) : addDays(instantToLocal(edition.startsAt, edition.timeZone).slice(0, 10), DEFAULT_DAYS - 1);
  return new Date(programInstant(lastDate, '23:59', edition.timeZone).getTime() + LAST_MINUTE_MS);
}

// When the program week ends, so the home page can say "happening now" during the week and "see you next
// year" after it: the end of the edition's last day on the program's clocks (the one set at its launch), else
// of the schedule's last day, or, before any day is scheduled, of the fifth day from the start (VBS runs
// Monday to Friday).
import { addDays, instantToLocal, zonedInstant } from './edition-time.ts';

const DEFAULT_DAYS = 5;
const LAST_MINUTE_MS = 59_999;

export function editionEndsAt(edition: { startsAt: Date; timeZone: string; endsOn?: Date | null }, lastDay: Date | null): Date {
  const last = edition.endsOn ?? lastDay;
  const lastDate = last ? last.toISOString().slice(0, 10) : addDays(instantToLocal(edition.startsAt, edition.timeZone).slice(0, 10), DEFAULT_DAYS - 1);
  return new Date(zonedInstant(lastDate, '23:59', edition.timeZone).getTime() + LAST_MINUTE_MS);
}

/**
 * The program's days as 'yyyy-mm-dd' on the program's clocks: the days the edition's schedule lists, or, before
 * any day is scheduled, the five days from the start. Interns run the check-in table on these days only.
 */
export function programDates(edition: { startsAt: Date; timeZone: string }, scheduledDays: readonly Date[]): string[] {
  if (scheduledDays.length) return scheduledDays.map((d) => d.toISOString().slice(0, 10)).sort();
  const first = instantToLocal(edition.startsAt, edition.timeZone).slice(0, 10);
  return Array.from({ length: DEFAULT_DAYS }, (_, i) => addDays(first, i));
}

/** The program's days as a person reads them: "Aug 11–15, 2025", or "Aug 11, 2025 – Sep 2, 2025" across months. */
export function programDatesText(dates: readonly string[]): string {
  if (!dates.length) return 'the program’s days';
  const format = (date: string, withYear: boolean) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === last) return format(first, true);
  if (first.slice(0, 7) === last.slice(0, 7)) return `${format(first, false)}–${Number(last.slice(8))}, ${last.slice(0, 4)}`;
  return `${format(first, true)} – ${format(last, true)}`;
}

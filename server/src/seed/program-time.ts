// Program-local wall-clock times ("Aug 11, 09:00 in America/Chicago") as instants, so the seeded edition
// start, check-ins and memory-work records land on the right instant whatever the server's zone. The
// conversion itself is the product's (settings/edition-time.ts).
import { zonedInstant } from '../domains/settings/edition-time.ts';

export const PROGRAM_TIME_ZONE = 'America/Chicago';

/** `date` 'YYYY-MM-DD' at `time` 'HH:MM' program-local → the UTC instant. */
export const programInstant = (date: string, time: string, timeZone = PROGRAM_TIME_ZONE): Date => zonedInstant(date, time, timeZone);

/** Minutes after midnight → 'HH:MM'. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

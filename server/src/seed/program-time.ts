// Program-local wall-clock times ("Aug 11, 09:00 in America/Chicago") as UTC instants, so the seeded
// edition start, check-ins and memory-work records land on the right instant whatever the server's zone.

export const PROGRAM_TIME_ZONE = 'America/Chicago';

// Building a DateTimeFormat costs far more than formatting with one, and every page's shell asks for the
// edition's dates (offsets here, wall-clock times in edition-time.ts instantToLocal): each zone's is kept
// (there are only a handful).
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of `timeZone` to the second (24-hour, en-US parts), one formatter per zone. */
export function wallClockFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (e.g. -5 h for CDT). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = wallClockFormatOf(timeZone).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - instant;
}

/** `date` 'YYYY-MM-DD' at `time` 'HH:MM' program-local → the UTC instant. */
export function programInstant(date: string, time: string, timeZone = PROGRAM_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset even right next to a daylight-saving change.
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/** Minutes after midnight → 'HH:MM'. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// The edition's start is stored as an instant but edited as a wall-clock time in the program's own time
// zone ("Aug 11, 09:00 in America/Chicago"), so an admin in another zone still types what the flyer says.
// A wall-clock time becomes an instant with dayjs's time-zone support (a time that a clock change skips or
// repeats resolves as dayjs resolves it); instants are read on a zone's wall clocks with Intl.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { isCalendarDate } from '../../../../forms/dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** 'yyyy-mm-ddTHH:MM' that names a real calendar day and time, else null. */
export function parseLocalDateTime(value: string): { date: string; time: string } | null {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return null;
  const [, , , , hh, mm] = m.map(Number);
  const date = value.slice(0, 10);
  if (!isCalendarDate(date) || hh > 23 || mm > 59) return null;
  return { date, time: value.slice(11, 16) };
}

/** `date` 'yyyy-mm-dd' at `time` 'HH:MM' on the wall clocks of `timeZone` → the instant. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, timeZone).toDate();
}

export function localToInstant(local: string, timeZone: string): Date {
  const parsed = parseLocalDateTime(local);
  if (!parsed) throw new Error(`not a local date-time: ${local}`);
  return zonedInstant(parsed.date, parsed.time, timeZone);
}

/** 'yyyy-mm-dd' `days` calendar days after `date` (no time zone involved). */
export const addDays = (date: string, days: number) => dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');

/**
 * 'yyyy-mm-dd' of `instant` on the wall clocks of `timeZone`: the program's day. Everything that says
 * "today" (check-in state on rosters and the station, the attendance page, undoing points) compares these.
 */
export function localDate(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  if (!(ms >= MEMO_FROM_MS)) return dayFormatOf(timeZone).format(instant);
  // Every zone's offset since long before 2000 is a whole number of minutes, so a program day begins and ends
  // on a whole UTC minute: one minute's instants all fall on the same day. Formatting costs a few
  // microseconds, and "is it today" is asked for every row of a roster and every tap on the leaderboard
  // (its own time and now's), mostly about the same few minutes.
  const minute = Math.floor(ms / 60_000);
  let days = dayByMinute.get(timeZone);
  if (!days) dayByMinute.set(timeZone, (days = new Map()));
  let day = days.get(minute);
  if (day === undefined) {
    if (days.size >= DAY_MEMO_SIZE) days.clear();
    days.set(minute, (day = dayFormatOf(timeZone).format(instant)));
  }
  return day;
}

/** 2000-01-01T00:00Z: instants before it are formatted every time (historical offsets had seconds). */
const MEMO_FROM_MS = 946_684_800_000;
const DAY_MEMO_SIZE = 4096;
const dayByMinute = new Map<string, Map<number, string>>();

// Building a DateTimeFormat costs far more than formatting with one (a roster asks for hundreds of days per
// request); there are only a handful of zones, so each zone's is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format;
}

/** Whether `instant` falls on today's program day (today as of `now`). */
export function isProgramToday(instant: Date, timeZone: string, now = new Date()): boolean {
  return localDate(instant, timeZone) === localDate(now, timeZone);
}

/** The instant as 'yyyy-mm-ddTHH:MM' on the wall clocks of `timeZone`. */
export function instantToLocal(instant: Date, timeZone: string): string {
  const parts = wallClockFormatOf(timeZone).formatToParts(instant);
  const p = (type: string) => parts.find((x) => x.type === type)!.value;
  return `${p('year')}-${p('month')}-${p('day')}T${p('hour')}:${p('minute')}`;
}

// dayjs's .tz() builds a new formatter for every instant (~1 ms each); a CSV of a day's attendance writes
// hundreds of times, so the wall clock is read with one kept formatter per zone.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

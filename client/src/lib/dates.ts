// The one place the client writes dates and times for people to read, in the reader's language and time
// zone (app/reader.ts: the browser's own, and on the server the ones the browser told it), on the reader's
// clock (12- or 24-hour as their locale has it). Components call these and never format a date themselves
// (eslint.config.js refuses toLocaleDateString, Intl.DateTimeFormat and formatInstant outside this file).
//
// Three kinds of value arrive from the server:
// - instants (ISO strings with a zone): a moment, shown on the reader's clocks;
// - calendar dates 'yyyy-mm-dd' (a birthday, a program day): a day, never shifted by a zone;
// - program wall-clock times 'HH:MM' and 'yyyy-mm-ddTHH:MM': as the program's clocks read, never shifted.
import { formatInstant } from '../app/reader.ts';

type Instant = Date | string | number;

/** Noon UTC of a calendar date: a day that no zone moves to another day when read in UTC. */
const dayInstant = (date: string) => `${date.slice(0, 10)}T12:00:00Z`;

/** A calendar date 'yyyy-mm-dd': "Feb 14, 2017" (en-US), "14 Feb 2017" (en-GB). */
export function formatDate(date: string): string {
  return formatInstant(dayInstant(date), { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A calendar date with its weekday, short: "Sat, Aug 16". */
export function formatDay(date: string): string {
  return formatInstant(dayInstant(date), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A calendar date in full: "Saturday, August 16, 2025". */
export function formatLongDate(date: string): string {
  return formatInstant(dayInstant(date), { dateStyle: 'full', timeZone: 'UTC' });
}

/** The day of an instant, on the reader's calendar: "Aug 4, 2025". */
export function formatInstantDate(instant: Instant): string {
  return formatInstant(instant, { dateStyle: 'medium' });
}

/** A moment: "Aug 4, 2025, 3:07 PM" (no seconds). */
export function formatDateTime(instant: Instant): string {
  return formatInstant(instant, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A moment in full: "Monday, August 4, 2025 at 3:07 PM". */
export function formatLongDateTime(instant: Instant): string {
  return formatInstant(instant, { dateStyle: 'full', timeStyle: 'short' });
}

/** The time of a moment: "3:07 PM" (or "15:07" where the reader's clock is 24-hour); on `timeZone`'s clocks when given. */
export function formatTime(instant: Instant, timeZone?: string): string {
  return formatInstant(instant, { timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
}

/** A day and month of a moment: "Aug 4". */
export function formatShortDate(instant: Instant): string {
  return formatInstant(instant, { month: 'short', day: 'numeric' });
}

/** A program wall-clock time 'HH:MM' on the reader's clock: "9:30 AM" or "09:30". */
export function formatClockTime(hhmm: string): string {
  return formatInstant(`1970-01-01T${hhmm.slice(0, 5)}:00Z`, { timeStyle: 'short', timeZone: 'UTC' });
}

/** A span of program wall-clock times: "9:00 AM–9:30 AM" (or "09:00–09:30"). */
export function clockRange(start: string, end: string): string {
  return `${formatClockTime(start)}–${formatClockTime(end)}`;
}

/** An hour mark of a timeline, short: "8 AM" (or "08"). */
export function formatHour(hhmm: string): string {
  return formatInstant(`1970-01-01T${hhmm.slice(0, 5)}:00Z`, { hour: 'numeric', timeZone: 'UTC' });
}

/** A program wall-clock date and time 'yyyy-mm-ddTHH:MM': "Aug 9, 2027, 9:00 AM". */
export function formatLocalDateTime(local: string): string {
  return formatInstant(`${local.slice(0, 16)}:00Z`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

/** Whether the reader's clock is 24-hour (the schedule's time fields follow it). */
export function readerUses24Hours(): boolean {
  return !/[AaPp]\.?\s?[Mm]/.test(formatClockTime('13:00'));
}

/** Today on the reader's calendar, 'yyyy-mm-dd'. */
export function todayIso(now: Instant = Date.now()): string {
  const d = now instanceof Date ? now : new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const key = 'auto';
  let format = relativeFormats.get(key);
  if (!format) relativeFormats.set(key, (format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })));
  return format;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** A moment relative to now: "5 minutes ago", "yesterday", "in 3 days"; "just now" within a minute. */
export function formatRelative(instant: Instant, now: number = Date.now()): string {
  const ms = (instant instanceof Date ? instant.getTime() : new Date(instant).getTime()) - now;
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(ms) >= size) return relativeFormat().format(Math.round(ms / size), unit);
  }
  return 'just now';
}

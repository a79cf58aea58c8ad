// Time on the schedule: events are HH:MM on a program-local day, shown against the viewer's clock. Pure,
// so the live page, the card and the tests agree: the instant of an event, what is happening now and next
// for a group, and SPEC §9's relative labels (just now, minutes, hours, days, weeks, months, years).
import type { FormatMessage } from '../../i18n/intl.tsx';
import { formatMessageNow } from '../../i18n/format-now.ts';
import { defineMessages } from '../../i18n/intl.tsx';
import { formatDateTime } from '../../lib/dates.ts';

const m = defineMessages({
  justNow: { id: 'schedule.relative.justNow', defaultMessage: 'just now' },
  amount: {
    id: 'schedule.relative.amount',
    defaultMessage:
      '{unit, select, minute {{count, plural, one {# minute} other {# minutes}}} hour {{count, plural, one {# hour} other {# hours}}} day {{count, plural, one {# day} other {# days}}} week {{count, plural, one {# week} other {# weeks}}} month {{count, plural, one {# month} other {# months}}} other {{count, plural, one {# year} other {# years}}}}',
  },
  future: { id: 'schedule.relative.future', defaultMessage: 'in {amount}' },
  past: { id: 'schedule.relative.past', defaultMessage: '{amount} ago' },
  now: {
    id: 'schedule.nowLine',
    defaultMessage: 'Now: {name}{hasPlace, select, yes { in {place}} other {}}{detailed, select, yes { (until {end})} other {}}',
  },
  nothingNow: { id: 'schedule.nothingNow', defaultMessage: 'Nothing right now.' },
  next: { id: 'schedule.nextLine', defaultMessage: 'Next: {name}{hasPlace, select, yes { in {place}} other {}} at {start}, {relative}' },
  nothingMore: { id: 'schedule.nothingMore', defaultMessage: '{day, select, today {Nothing more today.} other {Nothing more this day.}}' },
  audiencePublic: { id: 'staff.schedule.audience.public', defaultMessage: 'Everyone can see this schedule now, parents included.' },
  audienceReleased: { id: 'staff.schedule.audience.released', defaultMessage: 'Everyone can see this schedule now: it was released on {when}.' },
  audienceBefore: {
    id: 'staff.schedule.audience.beforeRelease',
    defaultMessage:
      '{who, select, internal {Staff} other {Only staff with the Schedule classes permission (and VBS managers)}} can see it now. Parents, interns and everyone else will see it from {when}.',
  },
});

export interface TimedEvent {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  locationName: string;
  groupIds: readonly number[];
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - instant;
}

/** 'yyyy-mm-dd' at 'HH:MM' in `timeZone` → epoch milliseconds. */
export function programInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return instant;
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minutes: number) => {
  const m = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const UNITS: [limitMs: number, unitMs: number, unit: string][] = [
  [60 * 60_000, 60_000, 'minute'],
  [24 * 3_600_000, 3_600_000, 'hour'],
  [7 * 86_400_000, 86_400_000, 'day'],
  [30 * 86_400_000, 7 * 86_400_000, 'week'],
  [365 * 86_400_000, 30 * 86_400_000, 'month'],
  [Number.POSITIVE_INFINITY, 365 * 86_400_000, 'year'],
];

/** SPEC §9: "just now" within a minute, else "in 5 minutes" / "2 hours ago" in the largest fitting unit. */
export function relativeLabel(targetMs: number, nowMs: number, t: FormatMessage = formatMessageNow): string {
  const diff = targetMs - nowMs;
  const size = Math.abs(diff);
  if (size < 60_000) return t(m.justNow);
  const [, unitMs, unit] = UNITS.find(([limit]) => size < limit)!;
  const amount = t(m.amount, { unit, count: Math.floor(size / unitMs) });
  return t(diff > 0 ? m.future : m.past, { amount });
}

export interface NowAndNext<E extends TimedEvent> {
  now: E | null;
  next: E | null;
}

/** What a group is doing at `nowMs` on `date`, and what comes next that day. */
export function nowAndNext<E extends TimedEvent>(events: readonly E[], groupId: number, date: string, nowMs: number, timeZone: string): NowAndNext<E> {
  const mine = events.filter((e) => e.groupIds.includes(groupId)).sort((a, b) => a.startTime.localeCompare(b.startTime));
  const at = (t: string) => programInstant(date, t, timeZone);
  return {
    now: mine.find((e) => at(e.startTime) <= nowMs && nowMs < at(e.endTime)) ?? null,
    next: mine.find((e) => at(e.startTime) > nowMs) ?? null,
  };
}

export interface NowAndNextLines<E extends TimedEvent> extends NowAndNext<E> {
  /** "Now: Games in Gym" (with `detailed`: " (until 10:10)"), or "Nothing right now." */
  nowLine: string;
  /** "Next: Crafts at 09:35, in 25 minutes" (with `detailed`: the place too), or "Nothing more today." */
  nextLine: string;
}

/**
 * A group's now and next on a day, in the words the live schedule and the dashboard card show. `detailed`
 * (the live schedule) adds until when the current event runs and where the next one is; `dayWord` says
 * which day the "Nothing more …" line speaks of ('today' on the dashboard, 'this day' when any day can be
 * on screen).
 */
export function nowAndNextLines<E extends TimedEvent>(
  events: readonly E[],
  groupId: number,
  date: string,
  nowMs: number,
  timeZone: string,
  { detailed = false, dayWord = 'today', t = formatMessageNow }: { detailed?: boolean; dayWord?: 'today' | 'this day'; t?: FormatMessage } = {},
): NowAndNextLines<E> {
  const { now, next } = nowAndNext(events, groupId, date, nowMs, timeZone);
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  const nowLine = now
    ? t(m.now, { name: now.name, hasPlace: yes(!!now.locationName), place: now.locationName, detailed: yes(detailed), end: now.endTime })
    : t(m.nothingNow);
  const nextLine = next
    ? t(m.next, {
        name: next.name,
        hasPlace: yes(detailed && !!next.locationName),
        place: next.locationName,
        start: next.startTime,
        relative: relativeLabel(programInstant(date, next.startTime, timeZone), nowMs, t),
      })
    : t(m.nothingMore, { day: dayWord === 'today' ? 'today' : 'thisDay' });
  return { now, next, nowLine, nextLine };
}

export interface Conflict {
  a: string;
  b: string;
  kind: 'group' | 'location';
}

/** Overlapping events that share a group or a location — shown while an event is dragged. */
export function findConflicts(events: readonly TimedEvent[]): Conflict[] {
  const out: Conflict[] = [];
  for (let i = 0; i < events.length; i++) {
    for (let j = i + 1; j < events.length; j++) {
      const [a, b] = [events[i], events[j]];
      if (!(a.startTime < b.endTime && b.startTime < a.endTime)) continue;
      if (a.groupIds.some((g) => b.groupIds.includes(g))) out.push({ a: a.id, b: b.id, kind: 'group' });
      const place = a.locationName.trim().toLowerCase();
      if (place && place === b.locationName.trim().toLowerCase()) out.push({ a: a.id, b: b.id, kind: 'location' });
    }
  }
  return out;
}

/** Plain words for who can see a schedule now (SPEC §4). */
export function audienceSummary(visibility: string, releasesAtMs: number, nowMs: number, t: FormatMessage = formatMessageNow): string {
  const when = formatDateTime(releasesAtMs);
  if (visibility === 'PUBLIC') return t(m.audiencePublic);
  if (nowMs >= releasesAtMs) return t(m.audienceReleased, { when });
  return t(m.audienceBefore, { who: visibility === 'INTERNAL' ? 'internal' : 'private', when });
}

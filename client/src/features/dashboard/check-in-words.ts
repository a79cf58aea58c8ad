// How a child's latest check-in reads on the parent's dashboard: only today's counts as "today".
import { defineMessages, type MessageDescriptor } from '../../i18n/intl.tsx';
import { formatTime } from '../../lib/dates.ts';

export interface LatestCheckIn {
  checkedIn: boolean;
  recordedAt: string;
}

const WORDS = defineMessages({
  notToday: { id: 'dashboard.checkIn.notToday', defaultMessage: 'Not checked in today' },
  in: { id: 'dashboard.checkIn.in', defaultMessage: 'Checked in at {time}' },
  out: { id: 'dashboard.checkIn.out', defaultMessage: 'Checked out at {time}' },
});

function dayOf(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(instant);
}

/** "Checked in at 8:55 AM", "Checked out at 12:05 PM" or "Not checked in today": the message, its time and the badge's color. */
export function checkInWords(latest: LatestCheckIn | null | undefined, now: number, timeZone: string): { message: MessageDescriptor; values: { time: string }; color: string } {
  const at = latest ? Date.parse(latest.recordedAt) : NaN;
  if (!latest || Number.isNaN(at) || dayOf(at, timeZone) !== dayOf(now, timeZone)) return { message: WORDS.notToday, values: { time: '' }, color: 'gray' };
  const time = formatTime(at, timeZone);
  return latest.checkedIn ? { message: WORDS.in, values: { time }, color: 'green' } : { message: WORDS.out, values: { time }, color: 'blue' };
}

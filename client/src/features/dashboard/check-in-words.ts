// How a child's latest check-in reads on the parent's dashboard: only today's counts as "today".
import { formatTime } from '../../lib/dates.ts';

export interface LatestCheckIn {
  checkedIn: boolean;
  recordedAt: string;
}

function dayOf(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(instant);
}

/** "Checked in at 8:55 AM", "Checked out at 12:05 PM" or "Not checked in today". */
export function checkInWords(latest: LatestCheckIn | null | undefined, now: number, timeZone: string): { label: string; color: string } {
  const at = latest ? Date.parse(latest.recordedAt) : NaN;
  if (!latest || Number.isNaN(at) || dayOf(at, timeZone) !== dayOf(now, timeZone)) return { label: 'Not checked in today', color: 'gray' };
  const time = formatTime(at, timeZone);
  return latest.checkedIn ? { label: `Checked in at ${time}`, color: 'green' } : { label: `Checked out at ${time}`, color: 'blue' };
}

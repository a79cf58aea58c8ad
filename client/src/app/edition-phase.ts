// Where the current edition is in its year (home page and footer): counting down to the start, happening
// now during the week, or over ("see you next year").
export type EditionPhase = 'upcoming' | 'now' | 'over';

export interface EditionDates {
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export function editionPhase(edition: EditionDates, now: number): EditionPhase {
  if (now < Date.parse(edition.startsAt)) return 'upcoming';
  return now <= Date.parse(edition.endsAt) ? 'now' : 'over';
}

export interface EditionOffer {
  generalRegistrationOpen: boolean;
  electiveSelectionOpen: boolean;
  internApplicationOpen: boolean;
}

/**
 * What families may do on the home page in this phase. Once the week is over, its
 * registration, club choice and intern application are over too, whatever a flag still says: the page
 * says one thing ("thank you, see you next year") until an administrator starts next year's edition.
 */
export function openOffers(edition: EditionDates & EditionOffer, now: number): EditionOffer {
  if (editionPhase(edition, now) === 'over') return { generalRegistrationOpen: false, electiveSelectionOpen: false, internApplicationOpen: false };
  return { generalRegistrationOpen: edition.generalRegistrationOpen, electiveSelectionOpen: edition.electiveSelectionOpen, internApplicationOpen: edition.internApplicationOpen };
}

const UNITS = [
  { label: 'days', ms: 86_400_000 },
  { label: 'hours', ms: 3_600_000 },
  { label: 'minutes', ms: 60_000 },
  { label: 'seconds', ms: 1000 },
] as const;

export function splitDuration(ms: number): { label: string; value: number }[] {
  let rest = Math.max(0, ms);
  return UNITS.map(({ label, ms: unit }) => {
    const value = Math.floor(rest / unit);
    rest -= value * unit;
    return { label, value };
  });
}

/**
 * Plain spaces where a version of ICU puts thin or narrow no-break ones ("11 – 15", "9:00 AM"): the server's
 * (Node's) and the browser's ICU differ there, and a page rendered on the server must read the same in both.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/** "Monday, August 11 – Friday, August 15, 2025" on the program's own calendar, in `locale`'s words. */
export function formatWeek({ startsAt, endsAt, timeZone }: EditionDates, locale = 'en-US'): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone });
  return plainSpaces(format.formatRange(new Date(startsAt), new Date(endsAt)));
}

/**
 * "9:00 AM", with the zone's short name when the reader is elsewhere. `readerTimeZone` null: the reader's
 * zone is not known (the server's render, and the browser's first render that must match it), so the name
 * is shown.
 */
export function formatStartTime(
  { startsAt, timeZone }: EditionDates,
  readerTimeZone: string | null = Intl.DateTimeFormat().resolvedOptions().timeZone,
  locale = 'en-US',
): string {
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone, ...(readerTimeZone === timeZone ? {} : { timeZoneName: 'short' }) });
  return plainSpaces(format.format(new Date(startsAt)));
}

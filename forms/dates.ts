// Calendar dates and instants as every door and form reads them. JavaScript's Date rolls an impossible
// day over (2025-02-30 becomes March 2) and takes years PostgreSQL refuses (0000), so input text is never
// handed to Date before it passes here: a calendar date must name a real day (zod's ISO date), an instant
// must be RFC 3339 with seconds and its time zone (zod's ISO date-time), and both must fall in the years
// the program can mean.
import { z } from 'zod';
import { defineMessages, english } from '../shared/messages.ts';

const m = defineMessages({
  date: { id: 'forms.date', defaultMessage: 'Enter a date like 2018-05-31 (year, month, day).' },
  instant: { id: 'forms.instant', defaultMessage: 'Enter a date and time with its time zone, like 2025-08-11T09:30:00Z.' },
  years: { id: 'forms.dateYears', defaultMessage: 'Enter a date from {min} to {max}.' },
});

/** The years any date or instant the program is given may fall in (birth dates to far-off editions). */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

export const DATE_WORDS = english(m.date);
export const INSTANT_WORDS = english(m.instant);
const YEARS_WORDS = english(m.years, { min: DATE_YEARS.min, max: DATE_YEARS.max });

const isoDate = z.iso.date();
const isoInstant = z.iso.datetime({ offset: true });

const yearFits = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};

/**
 * What is wrong with `value` as a calendar date (yyyy-mm-dd), or null when it names a real day in range;
 * `words` ask for a date the way the form around it does.
 */
export function calendarDateProblem(value: unknown, words = DATE_WORDS): string | null {
  if (typeof value !== 'string' || !isoDate.safeParse(value).success) return words;
  return yearFits(value) ? null : YEARS_WORDS;
}

/** What is wrong with `value` as an instant, or null when it is a real moment in range. */
export function instantProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !isoInstant.safeParse(value).success) return INSTANT_WORDS;
  return yearFits(value) ? null : YEARS_WORDS;
}

export const isCalendarDate = (value: unknown): value is string => calendarDateProblem(value) === null;

/** A calendar date as the database keeps it: UTC midnight of that day. Only for text isCalendarDate passed. */
export const dateAtUtcMidnight = (value: string) => new Date(`${value}T00:00:00Z`);

/** The instant `value` names, or null when instantProblem finds it wrong. */
export function parseInstant(value: unknown): Date | null {
  return instantProblem(value) === null ? new Date(value as string) : null;
}

/** Zod: a required calendar date, kept as its yyyy-mm-dd text. */
export const calendarDate = (missing = DATE_WORDS) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .superRefine((v, ctx) => {
      const problem = calendarDateProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Zod: a required instant, as a Date. */
export const instant = (missing = INSTANT_WORDS) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .superRefine((v, ctx) => {
      const problem = instantProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => new Date(v));

/** An IANA zone name this runtime knows (aliases such as US/Central included). */
export function isTimeZoneName(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

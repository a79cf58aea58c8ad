// Launching next year's edition: its year, theme, first day and opening time, last day, and the days
// registration and club selection open. Both server doors read a launch with nextEditionSchema, and the
// settings page's launch dialog checks the same schema before sending. What depends on the day it is
// (nothing of the program in the past) is launchDateProblems, asked by the dialog with the reader's today
// and by the server with today on the program's clocks.
import { z } from 'zod';
import { calendarDateProblem, isTimeZoneName } from './dates.ts';

export const EDITION_YEAR_MIN = 2000;
export const EDITION_YEAR_MAX = 2100;
export const EDITION_NAME_MAX = 100;
/** A program with no last day given runs five days (Monday to Friday). */
export const DEFAULT_PROGRAM_DAYS = 5;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01][0-9]|2[0-3]):[0-5][0-9]$/;
const YEAR_WORDS = `Enter a year from ${EDITION_YEAR_MIN} to ${EDITION_YEAR_MAX}.`;
const NAME_WORDS = 'Enter the theme’s name.';
const START_WORDS = 'Enter the first day and opening time.';
const TIME_ZONE_WORDS = 'Choose a time zone such as America/Chicago.';

/** 'yyyy-mm-ddTHH:MM' naming a real day and time. */
export const isLocalDateTime = (value: string) => LOCAL_DATE_TIME.test(value) && calendarDateProblem(value.slice(0, 10)) === null;

/** 'yyyy-mm-dd' `days` calendar days after `date`. */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An optional calendar day: empty or left out means none. */
const optionalDay = (words: string) =>
  z
    .string({ error: words })
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .superRefine((v, ctx) => {
      if (v !== null && calendarDateProblem(v)) ctx.addIssue({ code: 'custom', message: words });
    });

export const nextEditionSchema = z
  .object({
    year: z.number({ error: YEAR_WORDS }).int({ error: YEAR_WORDS }).min(EDITION_YEAR_MIN, { error: YEAR_WORDS }).max(EDITION_YEAR_MAX, { error: YEAR_WORDS }),
    name: z
      .string({ error: NAME_WORDS })
      .trim()
      .min(1, { error: NAME_WORDS })
      .max(EDITION_NAME_MAX, { error: `The name can be at most ${EDITION_NAME_MAX} characters.` }),
    startsAt: z.string({ error: START_WORDS }).refine(isLocalDateTime, { error: START_WORDS }),
    lastDay: optionalDay('Enter the last day as a date, like 2027-08-13.'),
    registrationOpensOn: optionalDay('Enter the day registration opens, or leave it empty to keep registration closed.'),
    electiveSelectionOpensOn: optionalDay('Enter the day club selection opens, or leave it empty to keep it closed.'),
    timeZone: z
      .string({ error: TIME_ZONE_WORDS })
      .refine(isTimeZoneName, { error: TIME_ZONE_WORDS })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((e, ctx) => {
    // Also when another field is refused (a refinement still runs then), so every problem is named at once.
    if (!isLocalDateTime(e.startsAt)) return;
    const first = e.startsAt.slice(0, 10);
    if (Number(first.slice(0, 4)) !== e.year) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'The first day must be in the edition’s year.' });
    const last = e.lastDay && !calendarDateProblem(e.lastDay) ? e.lastDay : null;
    if (last && last < first) ctx.addIssue({ code: 'custom', path: ['lastDay'], message: 'The last day cannot be before the first day.' });
    const end = last ?? addCalendarDays(first, DEFAULT_PROGRAM_DAYS - 1);
    for (const field of ['registrationOpensOn', 'electiveSelectionOpensOn'] as const) {
      const opens = e[field];
      if (opens && !calendarDateProblem(opens) && opens > end) ctx.addIssue({ code: 'custom', path: [field], message: 'This must be on or before the program’s last day.' });
    }
  });
export type NextEditionInput = z.output<typeof nextEditionSchema>;

/**
 * What is wrong with a launch's dates on `today` ('yyyy-mm-dd'): a first or last day already past. The
 * opening days may be today or earlier (open at once).
 */
export function launchDateProblems(input: { startsAt: string; lastDay?: string | null }, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isLocalDateTime(input.startsAt) && input.startsAt.slice(0, 10) < today) problems.startsAt = 'The first day cannot be in the past.';
  if (input.lastDay && input.lastDay < today) problems.lastDay = 'The last day cannot be in the past.';
  return problems;
}

/**
 * A launch's first guess from the current edition's start ('yyyy-mm-ddTHH:MM') and today: the same weekday
 * and opening time a whole number of years of weeks later (364 days each), the first such day after today;
 * the program runs five days; registration and club selection open today, or March 1 of that year if later.
 */
export function suggestedLaunch(currentStart: string, today: string) {
  const time = currentStart.slice(11, 16) || '09:00';
  let first = currentStart.slice(0, 10);
  do first = addCalendarDays(first, 364);
  while (first <= today);
  const year = Number(first.slice(0, 4));
  const spring = `${year}-03-01`;
  const opens = spring > today ? spring : today;
  return { year, startsAt: `${first}T${time}`, lastDay: addCalendarDays(first, DEFAULT_PROGRAM_DAYS - 1), registrationOpensOn: opens, electiveSelectionOpensOn: opens };
}

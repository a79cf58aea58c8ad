// What a VBS manager sends to change the current edition or to start the next one, as the GraphQL door reads
// it, once. Time zones and program-local times are read with edition-time.ts (the server's time zone data), so
// these schemas live beside it rather than in forms/.
import { z } from 'zod';
import { parseLocalDateTime } from './edition-time.ts';
import { isTimeZoneName } from '../../../../forms/dates.ts';

export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;
export const NAME_MAX = 100;
export const CAPACITY_MAX = 1000;
export const REVIEW_FAMILIES_MAX = 100_000;

/** Left out or null: left as it is. */
const leftAlone = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? undefined);

const year = (words: string) => z.number({ error: words }).int({ error: words }).min(YEAR_MIN, { error: words }).max(YEAR_MAX, { error: words });
const localDateTime = (words: string) => z.string({ error: words }).refine((v) => parseLocalDateTime(v) !== null, { error: words });
const timeZone = (words: string) => z.string({ error: words }).refine(isTimeZoneName, { error: words });

/** A change to the current edition: only the fields given change. */
export const editionSettingsSchema = z.object({
  year: leftAlone(year(`must be a year from ${YEAR_MIN} to ${YEAR_MAX}`)),
  name: leftAlone(z.string().trim().min(1, { error: `must be 1 to ${NAME_MAX} characters` }).max(NAME_MAX, { error: `must be 1 to ${NAME_MAX} characters` })),
  startsAtLocal: leftAlone(localDateTime('must be a date and time, yyyy-mm-ddTHH:MM')),
  timeZone: leftAlone(timeZone('must be an IANA time zone such as America/Chicago')),
  generalRegistrationOpen: leftAlone(z.boolean()),
  internApplicationOpen: leftAlone(z.boolean()),
  electiveSelectionOpen: leftAlone(z.boolean()),
  messageReviewFamilies: leftAlone(
    z
      .number({ error: `must be a whole number of families from 0 to ${REVIEW_FAMILIES_MAX}` })
      .int({ error: `must be a whole number of families from 0 to ${REVIEW_FAMILIES_MAX}` })
      .min(0, { error: `must be a whole number of families from 0 to ${REVIEW_FAMILIES_MAX}` })
      .max(REVIEW_FAMILIES_MAX, { error: `must be a whole number of families from 0 to ${REVIEW_FAMILIES_MAX}` }),
  ),
});
export type EditionSettingsInput = z.output<typeof editionSettingsSchema>;

/** An afternoon club's seats; null for no limit. */
export const clubCapacitySchema = z.object({
  capacity: z
    .number({ error: `Give a capacity from 1 to ${CAPACITY_MAX}, or leave it empty for no limit.` })
    .int({ error: `Give a capacity from 1 to ${CAPACITY_MAX}, or leave it empty for no limit.` })
    .min(1, { error: `Give a capacity from 1 to ${CAPACITY_MAX}, or leave it empty for no limit.` })
    .max(CAPACITY_MAX, { error: `Give a capacity from 1 to ${CAPACITY_MAX}, or leave it empty for no limit.` })
    .nullish()
    .transform((v) => v ?? null),
});

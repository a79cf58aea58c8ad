// What staff write about groups: a new group (its name, type, colour and, for an afternoon club, its seats),
// a new name or colour, and points for a day. Both server doors read these with the schemas here.
import { z } from 'zod';
import { INT4_MAX, programYear } from './fields.ts';

export const GROUP_NAME_MAX = 60;
export const GROUP_CAPACITY_MAX = 1000;
export const GROUP_TYPES = ['PERMANENT', 'ROTATIONAL', 'SCHEDULED'] as const;
/** One adjustment moves a group's points for a day by at most this much either way. */
export const ADJUST_MAX = 1000;
/** A group's points for one day stay within ±POINTS_MAX (a typo cannot put a group out of reach). */
export const POINTS_MAX = 100_000;

const NAME_WORDS = `Name the group in 1 to ${GROUP_NAME_MAX} characters.`;
const COLOR_WORDS = 'Choose a color like #1c7ed6.';
const TYPE_WORDS = 'Choose PERMANENT, ROTATIONAL or SCHEDULED.';
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** A whole number in a range, named in its problem ("Give capacity as a whole number from 1 to 1000."). */
const whole = (field: string, min: number, max: number) => {
  const words = `Give ${field} as a whole number from ${min} to ${max}.`;
  return z.number({ error: words }).int({ error: words }).min(min, { error: words }).max(max, { error: words });
};

/** A group's database id (the leader's view takes it as a number). */
export const groupIdSchema = z.object({ groupId: whole('groupId', 1, INT4_MAX) });

/** A group's name, its runs of spaces made one. */
const groupName = z
  .string({ error: NAME_WORDS })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v !== '' && v.length <= GROUP_NAME_MAX, { error: NAME_WORDS });

/** A colour as #rrggbb, kept in lower case. */
const groupColor = z
  .string({ error: COLOR_WORDS })
  .trim()
  .regex(COLOR, { error: COLOR_WORDS })
  .transform((v) => v.toLowerCase());

/** A new group of a year (the current edition's when left out); a colour the year does not use yet when none is given. */
export const newGroupSchema = z.object({
  year: programYear()
    .nullish()
    .transform((v) => v ?? null),
  name: groupName,
  type: z
    .string({ error: TYPE_WORDS })
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.enum(GROUP_TYPES, { error: TYPE_WORDS })),
  color: z.preprocess((v) => (v === '' ? null : v), groupColor.nullish()).transform((v) => v ?? null),
  capacity: whole('capacity', 1, GROUP_CAPACITY_MAX)
    .nullish()
    .transform((v) => v ?? null),
});
export type NewGroupInput = z.output<typeof newGroupSchema>;

export const groupRenameSchema = z.object({ name: groupName });
export const groupRecolorSchema = z.object({ color: groupColor });

/** Points added to (or, negative, taken from) a group's day. */
export const pointsAdjustmentSchema = z.object({
  amount: z
    .number({ error: `Give a whole number of points from -${ADJUST_MAX} to ${ADJUST_MAX}, not 0.` })
    .refine((a) => Number.isSafeInteger(a) && a !== 0 && Math.abs(a) <= ADJUST_MAX, { error: `Give a whole number of points from -${ADJUST_MAX} to ${ADJUST_MAX}, not 0.` }),
});

/** A group's points for a day, set outright (a correction). */
export const dayPointsSchema = z.object({ amount: whole('amount', -POINTS_MAX, POINTS_MAX) });

// What staff write on the schedule: an event (its name, times, location, staff-only flag and groups), a change
// to one, memory work, and a request to the rotation generator. Both server doors read these with the schemas
// here; what needs the database (that the groups are of the schedule's year, that a changed time still ends
// after the event's other time) is checked where the schedule is.
import { z } from 'zod';

export const EVENT_NAME_MAX = 80;
export const LOCATION_MAX = 80;
export const REFERENCE_MAX = 80;
export const MEMORY_WORK_MAX = 2000;
export const ROTATION_GROUPS_MAX = 24;
export const ROTATION_STATIONS_MAX = 12;

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const TIME_WORDS = 'Enter a time like 09:30 (24-hour HH:MM).';

/** Minutes since midnight of an HH:MM time. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A time of day, HH:MM on a 24-hour clock. */
export const timeOfDay = () => z.string({ error: TIME_WORDS }).trim().regex(HHMM, { error: TIME_WORDS });

/** A line of text with its runs of spaces made one; `optional` text may be empty. */
export function scheduleText(max: number, { optional = false } = {}) {
  const words = optional ? `Keep this to ${max} characters or fewer.` : `Enter 1 to ${max} characters.`;
  return z
    .string({ error: words })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => (optional || v !== '') && v.length <= max, { error: words });
}

/** An end after the start, both HH:MM (as text they sort as times). */
export const endsAfter = (startTime: string, endTime: string) => endTime > startTime;
export const endProblem = (startTime: string) => `End after the start time (${startTime}).`;

/** SPEC §2 content sections, in the order the curriculum page shows them. */
export const CURRICULUM_SECTIONS = [
  { key: 'headline', label: 'Headline' },
  { key: 'message', label: 'Message' },
  { key: 'message/application', label: 'Application' },
  { key: 'activities/opening', label: 'Opening assembly' },
  { key: 'activities/closing', label: 'Closing assembly' },
  { key: 'activities/rotations/games', label: 'Games' },
  { key: 'activities/rotations/science-and-crafts', label: 'Science and crafts' },
  { key: 'activities/rotations/snacks', label: 'Snacks' },
  { key: 'staff-menu', label: 'Staff menu' },
  { key: 'spirit-day', label: 'Spirit day' },
] as const;
export type CurriculumKey = (typeof CURRICULUM_SECTIONS)[number]['key'];
const SECTION_KEYS = new Set<string>(CURRICULUM_SECTIONS.map((s) => s.key));
export const isCurriculumKey = (key: string): key is CurriculumKey => SECTION_KEYS.has(key);
export const SECTION_MAX_HTML = 200_000;

/**
 * Curriculum sections as section key → HTML; '' or null clears a section, and sections left out stay as they
 * are. The server cleans the HTML and counts its text (forms read the length as sent).
 */
export const curriculumSectionsSchema = z
  .record(
    z.string(),
    z
      .string({ error: 'Send the section as a string of HTML.' })
      .max(SECTION_MAX_HTML, { error: `Keep the section to ${SECTION_MAX_HTML} characters of HTML or fewer.` })
      .nullable(),
    { error: 'Send the curriculum as an object of section key → HTML.' },
  )
  .superRefine((sections, ctx) => {
    const keys = Object.keys(sections);
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'Name at least one curriculum section.' });
    for (const key of keys) {
      if (!isCurriculumKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: `Choose a curriculum section: ${CURRICULUM_SECTIONS.map((s) => s.key).join(', ')}.` });
    }
  })
  .transform((sections) => Object.entries(sections).map(([key, html]) => ({ key: key as CurriculumKey, html: html ?? '' })));
export type CurriculumSections = z.output<typeof curriculumSectionsSchema>;

const staffOnly = z.boolean({ error: 'Give staffOnly as true or false.' });
const GROUPS_WORDS = 'Give the groups as a list of group ids.';
const isGroupIdList = (raw: unknown): raw is number[] => Array.isArray(raw) && raw.every((g) => Number.isSafeInteger(g) && g > 0);
/** Group ids, each once; none when left out. */
const groupIds = z
  .unknown()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === null) return [];
    if (isGroupIdList(raw)) return [...new Set(raw)];
    ctx.addIssue({ code: 'custom', message: GROUPS_WORDS });
    return z.NEVER;
  });

/** A new event; its groups are ids (whether they are the schedule's year's is checked against the schedule). */
export const eventSchema = z
  .object(
    {
      name: scheduleText(EVENT_NAME_MAX),
      startTime: timeOfDay(),
      endTime: timeOfDay(),
      locationName: scheduleText(LOCATION_MAX, { optional: true }).nullish().transform((v) => v ?? ''),
      staffOnly: staffOnly.optional().transform((v) => v === true),
      groups: groupIds,
    },
    { error: 'Send the event as an object.' },
  )
  .transform((e, ctx) => {
    if (endsAfter(e.startTime, e.endTime)) return e;
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: endProblem(e.startTime) });
    return z.NEVER;
  });
export type EventInput = z.output<typeof eventSchema>;

/**
 * A change to an event: any of its fields at once, and the version it was made from (a change to an event
 * someone else changed since is refused). Whether a new time still ends after the other is checked against the
 * event as it is when the change lands.
 */
export const eventChangeSchema = z
  .object({
    name: scheduleText(EVENT_NAME_MAX).optional(),
    startTime: timeOfDay().optional(),
    endTime: timeOfDay().optional(),
    locationName: scheduleText(LOCATION_MAX, { optional: true }).optional(),
    staffOnly: staffOnly.optional(),
    version: z.number({ error: 'Give the version as a whole number of at least 1.' }).int({ error: 'Give the version as a whole number of at least 1.' }).min(1, { error: 'Give the version as a whole number of at least 1.' }).optional(),
  })
  .refine(({ version: _version, ...change }) => Object.values(change).some((v) => v !== undefined), { path: ['event'], error: 'Name something to change.' });
export type EventChange = z.output<typeof eventChangeSchema>;

const idOf = (words: string) => z.number({ error: words }).int({ error: words }).positive({ error: words });

/** Memory work for the week (scheduleId) or for one day (dayId): exactly one of the two. */
export const memoryWorkSchema = z
  .object({
    reference: scheduleText(REFERENCE_MAX),
    content: z
      .string({ error: `Enter the memory work in 1 to ${MEMORY_WORK_MAX} characters.` })
      .trim()
      .min(1, { error: `Enter the memory work in 1 to ${MEMORY_WORK_MAX} characters.` })
      .max(MEMORY_WORK_MAX, { error: `Enter the memory work in 1 to ${MEMORY_WORK_MAX} characters.` }),
    scheduleId: idOf('Give the schedule as its id.').nullish(),
    dayId: idOf('Give the day as its id.').nullish(),
  })
  .transform((m, ctx) => {
    if ((m.scheduleId == null) === (m.dayId == null)) {
      ctx.addIssue({ code: 'custom', path: ['scheduleId'], message: 'Give exactly one of scheduleId (the week) or dayId (one day).' });
      return z.NEVER;
    }
    return m.scheduleId != null ? { reference: m.reference, content: m.content, scheduleId: m.scheduleId, dayId: null } : { reference: m.reference, content: m.content, scheduleId: null, dayId: m.dayId! };
  });
export type MemoryWorkInput = z.output<typeof memoryWorkSchema>;

const STATION_TEXT_MAX = 80;

/** The rotation's stations, each an activity and a location; a problem is named stations.<i>.activity or stations.<i>.locationName. */
const stationList = z
  .array(z.unknown(), { error: `Give 1 to ${ROTATION_STATIONS_MAX} stations.` })
  .min(1, { error: `Give 1 to ${ROTATION_STATIONS_MAX} stations.` })
  .max(ROTATION_STATIONS_MAX, { error: `Give 1 to ${ROTATION_STATIONS_MAX} stations.` })
  .transform((list, ctx) =>
    list.map((raw, i) => {
      const station = (raw ?? {}) as { activity?: unknown; locationName?: unknown };
      const activity = typeof station.activity === 'string' ? station.activity.trim() : '';
      const locationName = typeof station.locationName === 'string' ? station.locationName.trim() : '';
      if (activity === '' || activity.length > STATION_TEXT_MAX) ctx.addIssue({ code: 'custom', path: [`${i}.activity`], message: `Name the activity in 1 to ${STATION_TEXT_MAX} characters.` });
      if (locationName.length > STATION_TEXT_MAX) ctx.addIssue({ code: 'custom', path: [`${i}.locationName`], message: `Keep the location to ${STATION_TEXT_MAX} characters or fewer.` });
      return { activity, locationName };
    }),
  )
  .refine((stations) => {
    const places = stations.map((s) => s.locationName.toLowerCase()).filter((l) => l !== '');
    return new Set(places).size === places.length;
  }, { error: 'Give each station its own location; two share one.' });

const whole = (min: number, max: number, words: string) => z.number({ error: words }).int({ error: words }).min(min, { error: words }).max(max, { error: words });

/**
 * A request to the rotation generator: the groups that rotate (each once), the stations, the first slot's
 * start, each slot's length and the time to walk between them, and a seed. The slots must end by midnight.
 */
export const rotationRequestSchema = z
  .object({
    groupIds: z
      .array(z.unknown(), { error: `Pick 1 to ${ROTATION_GROUPS_MAX} groups.` })
      .min(1, { error: `Pick 1 to ${ROTATION_GROUPS_MAX} groups.` })
      .max(ROTATION_GROUPS_MAX, { error: `Pick 1 to ${ROTATION_GROUPS_MAX} groups.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Pick each group once.' }),
    stations: stationList,
    startTime: timeOfDay(),
    slotMinutes: whole(5, 180, 'Make each slot 5 to 180 minutes.'),
    gapMinutes: whole(0, 60, 'Leave 0 to 60 minutes between slots.'),
    seed: z.number({ error: 'Give the seed as a whole number.' }).int({ error: 'Give the seed as a whole number.' }).refine(Number.isSafeInteger, { error: 'Give the seed as a whole number.' }),
  })
  .transform(({ groupIds: ids, ...r }, ctx) => {
    // Named `groups`, as the check that they are groups of the schedule's year names them.
    if (!isGroupIdList(ids)) {
      ctx.addIssue({ code: 'custom', path: ['groups'], message: GROUPS_WORDS });
      return z.NEVER;
    }
    const slots = Math.max(ids.length, r.stations.length);
    const end = minutesOf(r.startTime) + slots * r.slotMinutes + (slots - 1) * r.gapMinutes;
    if (end > 24 * 60 - 1) ctx.addIssue({ code: 'custom', path: ['slotMinutes'], message: `${slots} slots from ${r.startTime} would run past midnight.` });
    return { ...r, groupIds: ids };
  });
export type RotationRequest = z.output<typeof rotationRequestSchema>;

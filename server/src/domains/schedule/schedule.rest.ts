// SPEC §7 Schedule and Memory-work calls, on the schedule and memory-work services (CONTRACT.md shapes:
// {"schedule"}, {"days"}, {"day"}, {"id"}, {"event"}, {"eventId"}, {"memoryWork"}, {"tally"}, {"memorized"}).
// Where SPEC §7 says "with body event" or "with body curriculum", the body may be the object itself or the
// object under that name. Events, changes to them, memory work and rotations are read here with
// forms/schedule.ts, as the GraphQL door reads them; the service sanitizes curriculum HTML.
import { z } from 'zod';
import { RestRoutes, answer, type Method } from '../../http/operation.ts';
import { idParams, pathId, queryBoolean, queryCalendarDate, queryInt, queryText, queryYear } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { readInput } from '../../input.ts';
import { parseInstant } from '../../../../forms/dates.ts';
import { curriculumSectionsSchema, eventChangeSchema, eventSchema, memoryWorkSchema, rotationRequestSchema, type EventChange } from '../../../../forms/schedule.ts';
import { schedulePolicy } from './schedule.policy.ts';

const TAG = 'schedule';
const schedule = (c: AppContext) => c.var.ctx.services.schedule;
const memoryWork = (c: AppContext) => c.var.ctx.services.memoryWork;

const memoryWorkOut = z.object({ id: z.number(), reference: z.string(), content: z.string(), scheduleId: z.number().nullable(), dayId: z.number().nullable() }).meta({ id: 'MemoryWork' });
const scheduleOut = z
  .object({
    id: z.number(),
    year: z.number(),
    visibility: z.string(),
    releaseDate: z.string(),
    releaseDateIsDefault: z.boolean(),
    memoryWork: z.array(memoryWorkOut),
    currentDayId: z.number().nullable(),
    beforeVbs: z.boolean(),
  })
  .meta({ id: 'Schedule' });
const eventOut = z
  .object({ id: z.number(), dayId: z.number(), name: z.string(), startTime: z.string(), endTime: z.string(), locationName: z.string(), staffOnly: z.boolean(), version: z.number(), groups: z.array(z.number()) })
  .meta({ id: 'Event' });
const dayOut = z
  .object({ id: z.number(), scheduleId: z.number(), date: z.string(), events: z.array(eventOut), memoryWork: z.array(memoryWorkOut), curriculum: z.record(z.string(), z.string()) })
  .meta({ id: 'Day' });
const scheduleAnswer = z.object({ schedule: scheduleOut });
const dayAnswer = z.object({ day: dayOut });
const eventAnswer = z.object({ event: eventOut });
const memorizedAnswer = z.object({ memorized: z.boolean() });
const created = z.object({ id: z.number() });

const described = (description: string) => z.unknown().optional().meta({ description });
/**
 * An event as SPEC §7 documents it, read field by field with forms/schedule.ts (a problem is named after the
 * event's field, as the GraphQL door names it).
 */
const eventBody = z.looseObject(
  {
    name: described('Text, required.'),
    startTime: described('HH:MM, required.'),
    endTime: described('HH:MM after startTime, required.'),
    locationName: described('Text, optional.'),
    staffOnly: described('true or false, optional.'),
    groups: described('Group ids attending, optional.'),
  },
  { error: 'is required: {name, startTime, endTime, locationName?, staffOnly?, groups?}' },
);
const childQuery = z.object({ childId: queryInt() });
/** Writes to the schedule are refused before their input is read, whatever it holds. */
const writer = (c: AppContext) => schedulePolicy.write(c.var.ctx.viewer);
const VISIBILITY_WORDS = 'Choose PUBLIC, INTERNAL or PRIVATE.';
const RELEASE_WORDS = 'Enter a real date and time like 2025-08-09T00:00:00Z, or leave it empty for the default.';

export function scheduleRoutes() {
  const routes = new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/schedule',
      tag: TAG,
      summary: 'The schedule of a year (default: the current edition), as the caller may see it.',
      query: z.object({ year: queryYear().optional() }),
      responses: { 200: scheduleAnswer },
      handler: async (c, { query }) => ({ schedule: await schedule(c).getSchedule(c.var.ctx.viewer, query.year) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/schedule',
      tag: TAG,
      summary: 'Creates the schedule of a year (default: the current edition).',
      query: z.object({ year: queryYear().optional() }),
      responses: { 201: created },
      handler: async (c, { query }) => answer(201, { id: await schedule(c).createSchedule(c.var.ctx.viewer, query.year) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/schedule/:id{[0-9]+}/visibility',
      tag: TAG,
      summary: 'Sets who sees the schedule: PUBLIC, INTERNAL or PRIVATE.',
      params: idParams,
      guard: writer,
      query: z.object({
        visibility: queryText()
          .transform((v) => v.trim().toUpperCase())
          .pipe(z.enum(['PUBLIC', 'INTERNAL', 'PRIVATE'], { error: VISIBILITY_WORDS }))
          .meta({ override: { type: 'string', enum: ['PUBLIC', 'INTERNAL', 'PRIVATE'] } }),
      }),
      responses: { 200: scheduleAnswer },
      handler: async (c, { params, query }) => {
        const s = await schedule(c).setVisibility(c.var.ctx.viewer, params.id, query.visibility);
        return { schedule: await schedule(c).getSchedule(c.var.ctx.viewer, s.year) };
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/schedule/:id{[0-9]+}/releaseDate',
      tag: TAG,
      summary: 'Sets when the schedule is released (left out: the default).',
      params: idParams,
      guard: writer,
      query: z.object({
        releaseDate: z
          .string()
          .transform((v, ctx) => {
            if (v.trim() === '') return null;
            const at = parseInstant(v.trim());
            if (at) return at;
            ctx.addIssue({ code: 'custom', message: RELEASE_WORDS });
            return z.NEVER;
          })
          .optional()
          .meta({ override: { type: 'string', description: 'An instant, or a date.' } }),
      }),
      responses: { 200: scheduleAnswer },
      handler: async (c, { params, query }) => {
        const s = await schedule(c).setReleaseDate(c.var.ctx.viewer, params.id, query.releaseDate ?? null);
        return { schedule: await schedule(c).getSchedule(c.var.ctx.viewer, s.year) };
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/schedule/:id{[0-9]+}/memoryWork',
      tag: TAG,
      summary: 'The schedule’s memory work.',
      params: idParams,
      responses: { 200: z.object({ memoryWork: z.array(memoryWorkOut) }) },
      handler: async (c, { params }) => ({ memoryWork: await memoryWork(c).forSchedule(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/memoryWork',
      tag: TAG,
      summary: 'Adds memory work to a schedule or a day.',
      guard: writer,
      body: memoryWorkSchema,
      responses: { 201: created },
      handler: async (c, { body }) => answer(201, { id: await memoryWork(c).create(c.var.ctx.viewer, body) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/schedule/:id{[0-9]+}/tally',
      tag: TAG,
      summary: 'How much memory work each group has memorized.',
      params: idParams,
      responses: {
        200: z.object({
          tally: z.object({
            scheduleId: z.number(),
            memoryWork: z.array(z.object({ memoryWorkId: z.number(), reference: z.string(), dayId: z.number().nullable(), count: z.number() })),
            groups: z.array(z.object({ groupId: z.number(), name: z.string(), color: z.string(), childCount: z.number(), total: z.number(), memorized: z.array(z.object({ memoryWorkId: z.number(), count: z.number() })) })),
            total: z.number(),
          }),
        }),
      },
      handler: async (c, { params }) => ({ tally: await memoryWork(c).tally(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/schedule/:id{[0-9]+}/day/all',
      tag: TAG,
      summary: 'The schedule’s days with their events, memory work and curriculum.',
      params: idParams,
      responses: { 200: z.object({ days: z.array(dayOut) }) },
      handler: async (c, { params }) => ({ days: await schedule(c).listDays(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/schedule/day/:id{[0-9]+}',
      tag: TAG,
      summary: 'One day.',
      params: idParams,
      responses: { 200: dayAnswer },
      handler: async (c, { params }) => ({ day: await schedule(c).getDay(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/schedule/day/:id{[0-9]+}/memoryWork',
      tag: TAG,
      summary: 'A day’s memory work.',
      params: idParams,
      responses: { 200: z.object({ memoryWork: z.array(memoryWorkOut) }) },
      handler: async (c, { params }) => ({ memoryWork: await memoryWork(c).forDay(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/schedule/:id{[0-9]+}/day',
      tag: TAG,
      summary: 'Adds a day; with copyFrom, another day’s events come along.',
      params: idParams,
      query: z.object({ date: queryCalendarDate(), copyFrom: queryInt().optional() }),
      responses: { 201: created },
      handler: async (c, { params, query }) => answer(201, { id: await schedule(c).addDay(c.var.ctx.viewer, params.id, query.date, query.copyFrom) }),
    })
    .operation({
      method: 'delete',
      path: '/api/v1/schedule/day/:id{[0-9]+}',
      tag: TAG,
      summary: 'Deletes a day and its events.',
      params: idParams,
      responses: { 204: { description: 'Deleted.' } },
      handler: async (c, { params }) => {
        await schedule(c).deleteDay(c.var.ctx.viewer, params.id);
        return answer(204, null);
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/schedule/day/:id{[0-9]+}/curriculum',
      tag: TAG,
      summary: 'Sets curriculum sections of a day (section key → HTML; "" clears one). The body is the sections, or {curriculum: sections}.',
      params: idParams,
      body: curriculumSectionsSchema,
      bodyWrappedAs: 'curriculum',
      responses: { 200: dayAnswer },
      handler: async (c, { params, body }) => {
        await schedule(c).setCurriculum(c.var.ctx.viewer, params.id, body);
        return { day: await schedule(c).getDay(c.var.ctx.viewer, params.id) };
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/schedule/event/:id{[0-9]+}',
      tag: TAG,
      summary: 'One event.',
      params: idParams,
      responses: { 200: eventAnswer },
      handler: async (c, { params }) => ({ event: await schedule(c).getEvent(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/schedule/day/:id{[0-9]+}/event',
      tag: TAG,
      summary: 'Adds an event to a day. The body is the event, or {event: event}.',
      params: idParams,
      guard: writer,
      body: eventBody,
      bodyWrappedAs: 'event',
      responses: { 201: z.object({ eventId: z.number() }) },
      handler: async (c, { params, body }) => answer(201, { eventId: await schedule(c).createEvent(c.var.ctx.viewer, params.id, readInput(eventSchema, body)) }),
    })
    .operation({
      method: 'delete',
      path: '/api/v1/schedule/event/:id{[0-9]+}',
      tag: TAG,
      summary: 'Deletes an event.',
      params: idParams,
      responses: { 204: { description: 'Deleted.' } },
      handler: async (c, { params }) => {
        await schedule(c).deleteEvent(c.var.ctx.viewer, params.id);
        return answer(204, null);
      },
    })
    // Beyond SPEC §7: the rotation generator.
    .operation({
      method: 'post',
      path: '/api/v1/schedule/day/:id{[0-9]+}/rotation',
      tag: TAG,
      summary: 'Proposes a rotation of groups through stations for a day (nothing is saved).',
      params: idParams,
      guard: writer,
      body: rotationRequestSchema,
      responses: { 200: z.looseObject({}).meta({ description: 'The proposed slots and any conflicts with the day’s events.' }) },
      handler: async (c, { params, body }) => c.var.ctx.services.rotation.propose(c.var.ctx.viewer, params.id, body),
    })
    .operation({
      method: 'post',
      path: '/api/v1/schedule/day/:id{[0-9]+}/rotation/apply',
      tag: TAG,
      summary: 'Saves a proposed rotation as the day’s events.',
      params: idParams,
      guard: writer,
      body: rotationRequestSchema,
      responses: { 201: z.object({ eventIds: z.array(z.number()) }) },
      handler: async (c, { params, body }) => answer(201, { eventIds: await c.var.ctx.services.rotation.apply(c.var.ctx.viewer, params.id, body) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/memoryWork/:id{[0-9]+}/memorized',
      tag: TAG,
      summary: 'Whether a child has memorized this memory work.',
      params: idParams,
      query: childQuery,
      responses: { 200: memorizedAnswer },
      handler: async (c, { params, query }) => ({ memorized: await memoryWork(c).isMemorized(c.var.ctx.viewer, params.id, query.childId) }),
    })
    .operation({
      method: 'put',
      path: '/api/v1/memoryWork/:id{[0-9]+}/memorize',
      tag: TAG,
      summary: 'Marks the memory work memorized by a child.',
      params: idParams,
      query: childQuery,
      responses: { 200: memorizedAnswer },
      handler: async (c, { params, query }) => ({ memorized: await memoryWork(c).memorize(c.var.ctx.viewer, params.id, query.childId) }),
    })
    .operation({
      method: 'put',
      path: '/api/v1/memoryWork/:id{[0-9]+}/forget',
      tag: TAG,
      summary: 'Marks the memory work not memorized by a child.',
      params: idParams,
      query: childQuery,
      responses: { 200: memorizedAnswer },
      handler: async (c, { params, query }) => ({ memorized: await memoryWork(c).forget(c.var.ctx.viewer, params.id, query.childId) }),
    });

  // One field per call, as SPEC §7 lists them; each answers with the event as it now is (with its version).
  // Optional ?version=N: refused with 409 if someone else changed the event since version N.
  const fields: [path: string, value: z.ZodType, patch: (value: never) => EventChange][] = [
    ['name', z.object({ value: queryText() }), (q: { value: string }) => ({ name: q.value })],
    ['location', z.object({ name: z.string().optional() }), (q: { name?: string }) => ({ locationName: q.name ?? '' })],
    ['staffOnly', z.object({ value: queryBoolean() }), (q: { value: boolean }) => ({ staffOnly: q.value })],
    ['startTime', z.object({ value: queryText() }), (q: { value: string }) => ({ startTime: q.value })],
    ['endTime', z.object({ value: queryText() }), (q: { value: string }) => ({ endTime: q.value })],
  ];
  for (const [path, value, patch] of fields) {
    routes.operation({
      method: 'post',
      path: `/api/v1/schedule/event/:id{[0-9]+}/${path}`,
      tag: TAG,
      summary: `Changes an event’s ${path}; with ?version=N, refused (409) if someone else changed it since.`,
      params: idParams,
      guard: writer,
      query: (value as z.ZodObject).extend({ version: queryInt().optional() }),
      responses: { 200: eventAnswer },
      handler: async (c, { params, query }) => {
        // The one field's value is read as the event's field, under its name (as the GraphQL door names it).
        const change = readInput(eventChangeSchema, { ...patch(query as never), version: (query as { version?: number }).version });
        await schedule(c).updateEvent(c.var.ctx.viewer, params.id, change);
        return { event: await schedule(c).getEvent(c.var.ctx.viewer, params.id) };
      },
    });
  }
  for (const [method, attending] of [['post', true], ['delete', false]] satisfies [Method, boolean][]) {
    routes.operation({
      method,
      path: '/api/v1/schedule/event/:eventId{[0-9]+}/groups/:groupId{[0-9]+}',
      tag: TAG,
      summary: attending ? 'Adds a group to an event.' : 'Takes a group off an event.',
      params: z.object({ eventId: pathId(), groupId: pathId() }),
      responses: { 200: eventAnswer },
      handler: async (c, { params }) => {
        await schedule(c).setEventGroup(c.var.ctx.viewer, params.eventId, params.groupId, attending);
        return { event: await schedule(c).getEvent(c.var.ctx.viewer, params.eventId) };
      },
    });
  }
  return routes;
}

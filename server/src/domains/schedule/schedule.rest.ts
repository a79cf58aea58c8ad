// SPEC §7 Schedule and Memory-work calls, on the schedule and memory-work services (CONTRACT.md shapes:
// {"schedule"}, {"days"}, {"day"}, {"id"}, {"event"}, {"eventId"}, {"memoryWork"}, {"tally"}, {"memorized"}).
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { jsonBody, pathId, queryCalendarDate, queryInt } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';
import type { EventInput, EventPatch } from './schedule.service.ts';
import type { RotationRequest } from './rotation.ts';

const schedule = (c: AppContext) => c.var.ctx.services.schedule;
const memoryWork = (c: AppContext) => c.var.ctx.services.memoryWork;

function requiredQuery(c: AppContext, name: string): string {
  const value = c.req.query(name);
  if (value === undefined || value.trim() === '') throw badInput({ [name]: `Send ${name}; it is required.` });
  return value;
}

function queryBoolean(c: AppContext, name: string): boolean {
  const value = requiredQuery(c, name).trim().toLowerCase();
  if (value !== 'true' && value !== 'false') throw badInput({ [name]: `Give ${name} as true or false.` });
  return value === 'true';
}

const ID = '{[0-9]+}';

export function scheduleRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/api/v1/schedule', async (c) => c.json({ schedule: await schedule(c).getSchedule(c.var.ctx.viewer, queryInt(c, 'year', { required: false })) }));
  r.post('/api/v1/schedule', async (c) => c.json({ id: await schedule(c).createSchedule(c.var.ctx.viewer, queryInt(c, 'year', { required: false })) }, 201));

  r.post(`/api/v1/schedule/:id${ID}/visibility`, async (c) => {
    const s = await schedule(c).setVisibility(c.var.ctx.viewer, pathId(c), requiredQuery(c, 'visibility'));
    return c.json({ schedule: await schedule(c).getSchedule(c.var.ctx.viewer, s.year) });
  });
  r.post(`/api/v1/schedule/:id${ID}/releaseDate`, async (c) => {
    const s = await schedule(c).setReleaseDate(c.var.ctx.viewer, pathId(c), c.req.query('releaseDate') ?? null);
    return c.json({ schedule: await schedule(c).getSchedule(c.var.ctx.viewer, s.year) });
  });

  r.get(`/api/v1/schedule/:id${ID}/memoryWork`, async (c) => c.json({ memoryWork: await memoryWork(c).forSchedule(c.var.ctx.viewer, pathId(c)) }));
  r.post('/api/v1/memoryWork', async (c) => c.json({ id: await memoryWork(c).create(c.var.ctx.viewer, await jsonBody(c)) }, 201));
  r.get(`/api/v1/schedule/:id${ID}/tally`, async (c) => c.json({ tally: await memoryWork(c).tally(c.var.ctx.viewer, pathId(c)) }));

  r.get(`/api/v1/schedule/:id${ID}/day/all`, async (c) => c.json({ days: await schedule(c).listDays(c.var.ctx.viewer, pathId(c)) }));
  r.get(`/api/v1/schedule/day/:id${ID}`, async (c) => c.json({ day: await schedule(c).getDay(c.var.ctx.viewer, pathId(c)) }));
  r.get(`/api/v1/schedule/day/:id${ID}/memoryWork`, async (c) => c.json({ memoryWork: await memoryWork(c).forDay(c.var.ctx.viewer, pathId(c)) }));
  r.post(`/api/v1/schedule/:id${ID}/day`, async (c) => {
    const id = await schedule(c).addDay(c.var.ctx.viewer, pathId(c), queryCalendarDate(c, 'date'), queryInt(c, 'copyFrom', { required: false }));
    return c.json({ id }, 201);
  });
  r.delete(`/api/v1/schedule/day/:id${ID}`, async (c) => {
    await schedule(c).deleteDay(c.var.ctx.viewer, pathId(c));
    return c.body(null, 204);
  });
  r.post(`/api/v1/schedule/day/:id${ID}/curriculum`, async (c) => {
    const body = await jsonBody<{ curriculum?: unknown }>(c);
    const id = pathId(c);
    await schedule(c).setCurriculum(c.var.ctx.viewer, id, body.curriculum);
    return c.json({ day: await schedule(c).getDay(c.var.ctx.viewer, id) });
  });

  r.get(`/api/v1/schedule/event/:id${ID}`, async (c) => c.json({ event: await schedule(c).getEvent(c.var.ctx.viewer, pathId(c)) }));
  r.post(`/api/v1/schedule/day/:id${ID}/event`, async (c) => {
    const body = await jsonBody<{ event?: EventInput }>(c);
    if (body.event === undefined || body.event === null || typeof body.event !== 'object') throw badInput({ event: 'Send the event: {name, startTime, endTime, locationName?, staffOnly?, groups?}.' });
    return c.json({ eventId: await schedule(c).createEvent(c.var.ctx.viewer, pathId(c), body.event) }, 201);
  });

  // One field per call, as SPEC §7 lists them; each answers with the event as it now is (with its version).
  const fields: [path: string, param: string, patch: (c: AppContext) => EventPatch][] = [
    ['name', 'value', (c) => ({ name: requiredQuery(c, 'value') })],
    ['location', 'name', (c) => ({ locationName: c.req.query('name') ?? '' })],
    ['staffOnly', 'value', (c) => ({ staffOnly: queryBoolean(c, 'value') })],
    ['startTime', 'value', (c) => ({ startTime: requiredQuery(c, 'value') })],
    ['endTime', 'value', (c) => ({ endTime: requiredQuery(c, 'value') })],
  ];
  for (const [path, , patch] of fields) {
    r.post(`/api/v1/schedule/event/:id${ID}/${path}`, async (c) => {
      const id = pathId(c);
      // Optional ?version=N: refused with 409 if someone else changed the event since version N.
      const version = c.req.query('version');
      await schedule(c).updateEvent(c.var.ctx.viewer, id, patch(c), version === undefined ? undefined : Number(version));
      return c.json({ event: await schedule(c).getEvent(c.var.ctx.viewer, id) });
    });
  }
  r.delete(`/api/v1/schedule/event/:id${ID}`, async (c) => {
    await schedule(c).deleteEvent(c.var.ctx.viewer, pathId(c));
    return c.body(null, 204);
  });
  for (const [method, attending] of [['post', true], ['delete', false]] as const) {
    r[method](`/api/v1/schedule/event/:eventId${ID}/groups/:groupId${ID}`, async (c) => {
      const eventId = pathId(c, 'eventId');
      await schedule(c).setEventGroup(c.var.ctx.viewer, eventId, pathId(c, 'groupId'), attending);
      return c.json({ event: await schedule(c).getEvent(c.var.ctx.viewer, eventId) });
    });
  }

  // Beyond SPEC §7: the rotation generator (body: groupIds, stations, startTime, slotMinutes, gapMinutes, seed).
  r.post(`/api/v1/schedule/day/:id${ID}/rotation`, async (c) => c.json(await c.var.ctx.services.rotation.propose(c.var.ctx.viewer, pathId(c), await jsonBody<RotationRequest>(c))));
  r.post(`/api/v1/schedule/day/:id${ID}/rotation/apply`, async (c) =>
    c.json({ eventIds: await c.var.ctx.services.rotation.apply(c.var.ctx.viewer, pathId(c), await jsonBody<RotationRequest>(c)) }, 201));

  r.get(`/api/v1/memoryWork/:id${ID}/memorized`, async (c) =>
    c.json({ memorized: await memoryWork(c).isMemorized(c.var.ctx.viewer, pathId(c), queryInt(c, 'childId')!) }));
  r.put(`/api/v1/memoryWork/:id${ID}/memorize`, async (c) => c.json({ memorized: await memoryWork(c).memorize(c.var.ctx.viewer, pathId(c), queryInt(c, 'childId')!) }));
  r.put(`/api/v1/memoryWork/:id${ID}/forget`, async (c) => c.json({ memorized: await memoryWork(c).forget(c.var.ctx.viewer, pathId(c), queryInt(c, 'childId')!) }));

  return r;
}

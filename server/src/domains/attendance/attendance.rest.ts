// SPEC §7 attendance calls (CONTRACT.md: {"record": …}) on the attendance service, plus reading a child's
// records and a day per group (JSON and CSV). A write may carry an Idempotency-Key header; check-out
// takes its pickup code, family code or override reason from the JSON body or the query.
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { pathId, queryCalendarDate, queryInt } from '../../http/rest.ts';
import { parseInstant } from '../../../../forms/dates.ts';
import { badInput } from '../../errors.ts';
import { recordJson } from './attendance.service.ts';
import { dayCsv } from './attendance-views.service.ts';

const attendance = (c: AppContext) => c.var.ctx.services.attendance;

/** An optional JSON object body: empty is {}; anything else must be an object. */
async function optionalBody(c: AppContext): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const body = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch {
    /* reported below */
  }
  throw badInput({ body: 'The request body must be a JSON object.' });
}

function text(body: Record<string, unknown>, c: AppContext, name: string): string | null {
  const value = body[name] ?? c.req.query(name);
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badInput({ [name]: `Give ${name} as text.` });
  return value;
}

function instant(body: Record<string, unknown>, c: AppContext): Date | null {
  const raw = text(body, c, 'recordedAt');
  if (raw === null) return null;
  const at = parseInstant(raw);
  if (!at) throw badInput({ recordedAt: 'Give recordedAt as an instant like 2025-08-11T09:30:00Z.' });
  return at;
}

const idempotencyKey = (c: AppContext) => c.req.header('Idempotency-Key') ?? null;

export function attendanceRoutes() {
  const r = new Hono<AppEnv>();

  r.put('/api/v1/child/:id{[0-9]+}/checkin', async (c) => {
    const body = await optionalBody(c);
    const { record } = await attendance(c).checkIn(c.var.ctx.viewer, {
      childId: pathId(c),
      scheduleId: queryInt(c, 'scheduleId', { required: false }),
      pickupCode: text(body, c, 'pickupCode'),
      recordedAt: instant(body, c),
      idempotencyKey: idempotencyKey(c),
    });
    return c.json({ record: recordJson(record, c.var.ctx.viewer) });
  });

  r.put('/api/v1/child/:id{[0-9]+}/checkout', async (c) => {
    const body = await optionalBody(c);
    const { record } = await attendance(c).checkOut(c.var.ctx.viewer, {
      childId: pathId(c),
      scheduleId: queryInt(c, 'scheduleId', { required: false }),
      pickupCode: text(body, c, 'pickupCode'),
      familyCode: text(body, c, 'familyCode'),
      overrideReason: text(body, c, 'overrideReason'),
      recordedAt: instant(body, c),
      idempotencyKey: idempotencyKey(c),
    });
    return c.json({ record: recordJson(record, c.var.ctx.viewer) });
  });

  r.delete('/api/v1/child/:id{[0-9]+}/attendance/:x{[0-9]+}', async (c) => {
    const record = await attendance(c).deleteRecord(c.var.ctx.viewer, pathId(c), pathId(c, 'x'));
    return c.json({ record: recordJson(record, c.var.ctx.viewer) });
  });

  r.get('/api/v1/child/:id{[0-9]+}/attendance', async (c) => {
    const records = await attendance(c).childRecords(c.var.ctx.viewer, pathId(c), queryInt(c, 'scheduleId', { required: false }));
    return c.json({ records: records.map((x) => recordJson(x, c.var.ctx.viewer)) });
  });

  r.get('/api/v1/attendance/day', async (c) => {
    const day = await c.var.ctx.services.attendanceViews.day(c.var.ctx.viewer, { year: queryInt(c, 'year', { required: false }), date: queryCalendarDate(c, 'date', { required: false }) });
    const { timeZone: _zone, ...json } = day;
    return c.json(json);
  });

  r.get('/api/v1/attendance/day.csv', async (c) => {
    const day = await c.var.ctx.services.attendanceViews.day(c.var.ctx.viewer, { year: queryInt(c, 'year', { required: false }), date: queryCalendarDate(c, 'date', { required: false }) });
    return c.body(dayCsv(day), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="attendance-${day.date}.csv"`,
    });
  });

  return r;
}

/** The signed-in parent's pickup people: GET the list, POST one, PUT /{id} a change, DELETE /{id}. */
export function pickupPeopleRoutes() {
  const r = new Hono<AppEnv>();
  const service = (c: AppContext) => c.var.ctx.services.pickupPeople;
  const input = async (c: AppContext) => {
    const body = await optionalBody(c);
    return { name: body.name as string, relationship: body.relationship as string, phone: (body.phone as string) ?? null, mayPickUp: body.mayPickUp as boolean, note: (body.note as string) ?? null };
  };
  r.get('/api/v1/parent/pickup-people', async (c) => c.json({ pickupPeople: await service(c).list(c.var.ctx.viewer) }));
  r.post('/api/v1/parent/pickup-people', async (c) => c.json({ pickupPerson: await service(c).save(c.var.ctx.viewer, null, await input(c)) }, 201));
  r.put('/api/v1/parent/pickup-people/:id{[0-9]+}', async (c) => c.json({ pickupPerson: await service(c).save(c.var.ctx.viewer, pathId(c), await input(c)) }));
  r.delete('/api/v1/parent/pickup-people/:id{[0-9]+}', async (c) => {
    await service(c).remove(c.var.ctx.viewer, pathId(c));
    return c.body(null, 204);
  });
  return r;
}

// SPEC §7 attendance calls (CONTRACT.md: {"record": …}) on the attendance service, plus a family's check-out
// (several children on one code), reading a child's records and a day per group (JSON and CSV). A write may
// carry an Idempotency-Key header; check-out takes its pickup code, family code or override reason from the
// JSON body or the query.
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import { idParams, pathId, queryCalendarDate, queryInt } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { checkOutChildrenSchema, recordFields } from '../../../../forms/attendance.ts';
import { headerIdempotencyKey } from './attendance-input.ts';
import { attendancePolicy } from './attendance.policy.ts';
import { recordJson } from './attendance.service.ts';
import { dayCsv } from './attendance-views.service.ts';
import { pickupPersonSchema } from '../../../../forms/family.ts';
import { peoplePolicy } from '../people/people.policy.ts';

const TAG = 'attendance';
const attendance = (c: AppContext) => c.var.ctx.services.attendance;

/** What a check-in or check-out says beside the path, in the JSON body or the query (the body wins). */
const recordBody = z.object(recordFields);
const recordQuery = z.object({ scheduleId: queryInt(1).optional(), ...recordFields });
type RecordValues = z.output<typeof recordBody>;
const either = <K extends keyof RecordValues>(body: RecordValues, query: RecordValues, key: K) => body[key] ?? query[key] ?? null;
const idempotency = z.object({ 'Idempotency-Key': z.string().optional().meta({ description: 'Retries with the same key record nothing more (8 to 100 letters, digits, . : - _).' }) });
const idempotencyKey = (c: AppContext) => headerIdempotencyKey(c.req.header('Idempotency-Key'));
/** Who may not record learns nothing about a check-in's input. */
const recorder = (c: AppContext) => attendancePolicy.record(c.var.ctx.viewer);

const recordOut = z
  .object({
    id: z.number(),
    childId: z.number(),
    scheduleId: z.number().nullable(),
    kind: z.string(),
    recordedAt: z.string(),
    pickupCode: z.string().nullable().optional().meta({ description: 'Staff only.' }),
    verifiedBy: z.string().nullable().optional(),
    overrideReason: z.string().nullable().optional(),
  })
  .meta({ id: 'AttendanceRecord' });
const recordAnswer = z.object({ record: recordOut });
/** The REST family check-out: the form's fields but the key, which comes in the Idempotency-Key header. */
const familyCheckOutBody = checkOutChildrenSchema.omit({ idempotencyKey: true });
const dayQuery = z.object({ year: queryInt().optional(), date: queryCalendarDate().optional() });
const dayOut = z.object({
  year: z.number(),
  date: z.string(),
  groups: z.array(
    z.object({
      groupId: z.number(),
      name: z.string(),
      color: z.string(),
      groupType: z.string(),
      children: z.array(z.object({ childId: z.number(), name: z.string(), checkedInAt: z.date().nullable(), checkedOutAt: z.date().nullable(), present: z.boolean() })),
    }),
  ),
});

export function attendanceRoutes() {
  return new RestRoutes()
    .operation({
      method: 'put',
      path: '/api/v1/child/:id{[0-9]+}/checkin',
      tag: TAG,
      summary: 'Checks a child in (with the family’s pickup code when the station asks for one).',
      guard: recorder,
      headers: idempotency,
      params: idParams,
      query: recordQuery,
      body: recordBody,
      bodyOptional: true,
      responses: { 200: recordAnswer },
      handler: async (c, { params, query, body }) => {
        const { record } = await attendance(c).checkIn(c.var.ctx.viewer, {
          childId: params.id,
          scheduleId: query.scheduleId,
          pickupCode: either(body, query, 'pickupCode'),
          recordedAt: either(body, query, 'recordedAt'),
          idempotencyKey: idempotencyKey(c),
        });
        return { record: recordJson(record, c.var.ctx.viewer) };
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/child/:id{[0-9]+}/checkout',
      tag: TAG,
      summary: 'Checks a child out with the pickup code, the family code, or (staff) an override reason.',
      guard: recorder,
      headers: idempotency,
      params: idParams,
      query: recordQuery,
      body: recordBody,
      bodyOptional: true,
      responses: { 200: recordAnswer },
      handler: async (c, { params, query, body }) => {
        const { record } = await attendance(c).checkOut(c.var.ctx.viewer, {
          childId: params.id,
          scheduleId: query.scheduleId,
          pickupCode: either(body, query, 'pickupCode'),
          familyCode: either(body, query, 'familyCode'),
          overrideReason: either(body, query, 'overrideReason'),
          recordedAt: either(body, query, 'recordedAt'),
          idempotencyKey: idempotencyKey(c),
        });
        return { record: recordJson(record, c.var.ctx.viewer) };
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/attendance/checkout',
      tag: TAG,
      summary: 'Checks several children of a family out on one pickup code, family code or (staff) override reason: all of them, or none.',
      guard: recorder,
      headers: idempotency,
      body: familyCheckOutBody,
      responses: { 200: z.object({ records: z.array(recordOut) }) },
      handler: async (c, { body }) => {
        const results = await attendance(c).checkOutFamily(c.var.ctx.viewer, { ...body, idempotencyKey: idempotencyKey(c) });
        return { records: results.map((r) => recordJson(r.record, c.var.ctx.viewer)) };
      },
    })
    .operation({
      method: 'delete',
      path: '/api/v1/child/:id{[0-9]+}/attendance/:x{[0-9]+}',
      tag: TAG,
      summary: 'Deletes one of a child’s attendance records (staff).',
      params: z.object({ id: pathId(), x: pathId() }),
      responses: { 200: recordAnswer },
      handler: async (c, { params }) => ({ record: recordJson(await attendance(c).deleteRecord(c.var.ctx.viewer, params.id, params.x), c.var.ctx.viewer) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/child/:id{[0-9]+}/attendance',
      tag: TAG,
      summary: 'A child’s attendance records.',
      params: idParams,
      query: z.object({ scheduleId: queryInt().optional() }),
      responses: { 200: z.object({ records: z.array(recordOut) }) },
      handler: async (c, { params, query }) => ({ records: (await attendance(c).childRecords(c.var.ctx.viewer, params.id, query.scheduleId)).map((x) => recordJson(x, c.var.ctx.viewer)) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/attendance/day',
      tag: TAG,
      summary: 'A day’s attendance per group (default: today in the program’s time zone).',
      query: dayQuery,
      responses: { 200: dayOut },
      handler: async (c, { query }) => {
        const { timeZone: _zone, ...json } = await c.var.ctx.services.attendanceViews.day(c.var.ctx.viewer, query);
        return json;
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/attendance/day.csv',
      tag: TAG,
      summary: 'A day’s attendance per group as CSV.',
      query: dayQuery,
      responses: { 200: { description: 'The day as CSV.', contentType: 'text/csv' } },
      handler: async (c, { query }) => {
        const day = await c.var.ctx.services.attendanceViews.day(c.var.ctx.viewer, query);
        return c.body(dayCsv(day), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="attendance-${day.date}.csv"` });
      },
    });
}

/** Pickup people are the parent's own: anyone else is refused before the body is read. */
const ownParent = (c: AppContext) => peoplePolicy.requireOwnParent(c.var.ctx.viewer);
const pickupPersonOut = z.object({
  id: z.number(), name: z.string(), relationship: z.string(), phone: z.string().nullable(), mayPickUp: z.boolean(), note: z.string().nullable(),
  photoUrl: z.string().nullable().meta({ description: 'Where the person’s photo is served (GET /api/v1/photos/{id}); null without one.' }),
});

/** The signed-in parent's pickup people: GET the list, POST one, PUT /{id} a change, DELETE /{id}. */
export function pickupPeopleRoutes() {
  const service = (c: AppContext) => c.var.ctx.services.pickupPeople;
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/parent/pickup-people',
      tag: TAG,
      summary: 'The signed-in parent’s pickup people.',
      responses: { 200: z.object({ pickupPeople: z.array(pickupPersonOut) }) },
      handler: async (c) => ({ pickupPeople: await service(c).list(c.var.ctx.viewer) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/parent/pickup-people',
      tag: TAG,
      summary: 'Adds a pickup person.',
      guard: ownParent,
      body: pickupPersonSchema,
      bodyOptional: true,
      responses: { 201: z.object({ pickupPerson: pickupPersonOut }) },
      handler: async (c, { body }) => answer(201, { pickupPerson: await service(c).save(c.var.ctx.viewer, null, body) }),
    })
    .operation({
      method: 'put',
      path: '/api/v1/parent/pickup-people/:id{[0-9]+}',
      tag: TAG,
      summary: 'Changes a pickup person.',
      params: idParams,
      guard: ownParent,
      body: pickupPersonSchema,
      bodyOptional: true,
      responses: { 200: z.object({ pickupPerson: pickupPersonOut }) },
      handler: async (c, { params, body }) => ({ pickupPerson: await service(c).save(c.var.ctx.viewer, params.id, body) }),
    })
    .operation({
      method: 'delete',
      path: '/api/v1/parent/pickup-people/:id{[0-9]+}',
      tag: TAG,
      summary: 'Removes a pickup person.',
      params: idParams,
      responses: { 204: { description: 'Removed.' } },
      handler: async (c, { params }) => {
        await service(c).remove(c.var.ctx.viewer, params.id);
        return answer(204, null);
      },
    });
}

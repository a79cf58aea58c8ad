// REST door to screening (beyond SPEC §7, the same calls as GraphQL): GET /api/v1/screening/me → {screening},
// POST /api/v1/screening/me/code-of-conduct → {screening}; ASSIGN_STAFF: GET /api/v1/screening → {people},
// GET /api/v1/screening/expiring → {people}, GET /api/v1/screening/staff/{id} and /intern/{id} → {person} (with
// its history), POST /api/v1/screening/records → {person} (201), PUT /api/v1/screening/records/{id} → {person}
// (a correction), PUT /api/v1/screening/requirements → {requirements}, POST /api/v1/screening/reminders → {sent}.
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import { idParams } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { readInput } from '../../input.ts';
import {
  codeOfConductSignatureSchema,
  screeningCorrectionFields,
  screeningCorrectionSchema,
  screeningRecordSchema,
  screeningRequirementsSchema,
} from '../../../../forms/screening.ts';
import { screeningPolicy } from './screening.policy.ts';
import type { ScreenedPersonView, ScreeningRecordRow } from './screening.service.ts';

const TAG = 'screening';
const screening = (c: AppContext) => c.var.ctx.services.screening;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function recordJson(r: ScreeningRecordRow) {
  return {
    id: r.id, staffId: r.staffId, internId: r.internId, kind: r.kind, completedOn: day(r.completedOn)!, expiresOn: day(r.expiresOn),
    provider: r.provider, result: r.result, title: r.title, createdAt: r.createdAt.toISOString(), replacedAt: r.replacedAt?.toISOString() ?? null,
    replacedById: r.replacedById,
  };
}
const personJson = (p: ScreenedPersonView & { history?: ScreeningRecordRow[] }) => ({
  kind: p.kind, staffId: p.staffId, internId: p.internId, name: p.name, clearance: p.clearance, records: p.records.map(recordJson),
  ...(p.history ? { history: p.history.map(recordJson) } : {}),
});

const recordOut = z
  .object({
    id: z.number(), staffId: z.number().nullable(), internId: z.number().nullable(), kind: z.string(), completedOn: z.string(), expiresOn: z.string().nullable(),
    provider: z.string().nullable(), result: z.string().nullable(), title: z.string().nullable(), createdAt: z.string(), replacedAt: z.string().nullable(),
    replacedById: z.number().nullable(),
  })
  .meta({ id: 'ScreeningRecord' });
const clearanceOut = z.object({ cleared: z.boolean(), missing: z.array(z.string()), clearedUntil: z.string().nullable() }).meta({ id: 'ScreeningClearance' });
const personOut = z
  .object({
    kind: z.string(), staffId: z.number().nullable(), internId: z.number().nullable(), name: z.string(), clearance: clearanceOut,
    records: z.array(recordOut), history: z.array(recordOut).optional(),
  })
  .meta({ id: 'ScreenedPerson' });
const requirementsOut = z.object({ requiresTraining: z.boolean(), requiresCodeOfConduct: z.boolean() });
const mineOut = z.object({ screening: z.object({ clearance: clearanceOut, records: z.array(recordOut), requirements: requirementsOut }) });

async function mine(c: AppContext) {
  const m = await screening(c).mine(c.var.ctx.viewer);
  return { screening: { clearance: m.clearance, records: m.records.map(recordJson), requirements: m.requirements } };
}

async function personAnswer(c: AppContext, r: ScreeningRecordRow) {
  return { person: personJson(await screening(c).history(c.var.ctx.viewer, { staffId: r.staffId, internId: r.internId })) };
}

export function screeningRoutes() {
  const manage = (c: AppContext) => screeningPolicy.manage(c.var.ctx.viewer);
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/screening/me',
      tag: TAG,
      summary: 'The caller’s own clearance, what is missing, and their current records (staff and interns).',
      responses: { 200: mineOut },
      handler: (c) => mine(c),
    })
    .operation({
      method: 'post',
      path: '/api/v1/screening/me/code-of-conduct',
      tag: TAG,
      summary: 'The caller (staff or intern) signs the code of conduct, typing their name.',
      guard: (c) => screeningPolicy.readOwn(c.var.ctx.viewer),
      body: codeOfConductSignatureSchema,
      responses: { 201: mineOut },
      handler: async (c, { body }) => {
        await screening(c).signCodeOfConduct(c.var.ctx.viewer, body.signedName);
        return answer(201, await mine(c));
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/screening',
      tag: TAG,
      summary: 'Every staff member and intern with their clearance and current records (ASSIGN_STAFF).',
      guard: manage,
      responses: { 200: z.object({ people: z.array(personOut) }) },
      handler: async (c) => ({ people: (await screening(c).list(c.var.ctx.viewer)).map(personJson) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/screening/expiring',
      tag: TAG,
      summary: 'Cleared people whose clearance ends within 30 days, soonest first (ASSIGN_STAFF).',
      guard: manage,
      responses: { 200: z.object({ people: z.array(personOut) }) },
      handler: async (c) => ({ people: (await screening(c).expiring(c.var.ctx.viewer)).map(personJson) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/screening/staff/:id{[0-9]+}',
      tag: TAG,
      summary: 'One staff member’s clearance and whole history (ASSIGN_STAFF).',
      params: idParams,
      guard: manage,
      responses: { 200: z.object({ person: personOut }) },
      handler: async (c, { params }) => ({ person: personJson(await screening(c).history(c.var.ctx.viewer, { staffId: params.id, internId: null })) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/screening/intern/:id{[0-9]+}',
      tag: TAG,
      summary: 'One intern’s clearance and whole history (ASSIGN_STAFF).',
      params: idParams,
      guard: manage,
      responses: { 200: z.object({ person: personOut }) },
      handler: async (c, { params }) => ({ person: personJson(await screening(c).history(c.var.ctx.viewer, { staffId: null, internId: params.id })) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/screening/records',
      tag: TAG,
      summary: 'Records a background check, a training or a signed code of conduct for a staff member or an intern (ASSIGN_STAFF).',
      guard: manage,
      body: screeningRecordSchema,
      responses: { 201: z.object({ person: personOut }) },
      handler: async (c, { body }) => answer(201, await personAnswer(c, await screening(c).record(c.var.ctx.viewer, body))),
    })
    .operation({
      method: 'put',
      path: '/api/v1/screening/records/:id{[0-9]+}',
      tag: TAG,
      summary: 'Replaces a record by a corrected one; the replaced one stays in the history (ASSIGN_STAFF). 409 when it was corrected meanwhile.',
      params: idParams,
      guard: manage,
      body: screeningCorrectionFields,
      responses: { 200: z.object({ person: personOut }) },
      handler: async (c, { params, body }) => {
        const kind = await screening(c).kindOf(c.var.ctx.viewer, params.id);
        return personAnswer(c, await screening(c).correct(c.var.ctx.viewer, params.id, readInput(screeningCorrectionSchema(kind), body)));
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/screening/requirements',
      tag: TAG,
      summary: 'Which parts the current edition requires besides a clear background check (ASSIGN_STAFF).',
      guard: manage,
      body: screeningRequirementsSchema,
      responses: { 200: z.object({ requirements: requirementsOut }) },
      handler: async (c, { body }) => ({ requirements: await screening(c).setRequirements(c.var.ctx.viewer, body) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/screening/reminders',
      tag: TAG,
      summary: 'Runs the expiry-reminder sweep now: each person hears once per threshold, 30 and 7 days ahead (ASSIGN_STAFF).',
      guard: manage,
      responses: { 200: z.object({ sent: z.number() }) },
      handler: async (c) => ({ sent: (await c.var.ctx.services.screeningReminders.sweepNow(c.var.ctx.viewer)).sent }),
    });
}

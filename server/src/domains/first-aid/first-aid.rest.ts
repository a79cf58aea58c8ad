// REST door to first aid: GET /api/v1/first-aid[?childId] → {reports}, GET /{id} → {report},
// POST → {report} (201), PUT /{id} (a correction) → {report}. No DELETE: reports are never deleted.
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import { idParams, queryInt } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { firstAidCorrectionSchema, firstAidReportSchema } from '../../../../forms/first-aid.ts';
import { firstAidPolicy } from './first-aid.policy.ts';
import type { FirstAidReportRow } from './first-aid.service.ts';
import { disclosedReport } from './first-aid-text.ts';
import { displayName } from '../../../../shared/person-name.ts';

const TAG = 'first aid';
const firstAid = (c: AppContext) => c.var.ctx.services.firstAid;

function reportJson(r: FirstAidReportRow) {
  const { child, staff, ...rest } = disclosedReport(r);
  return { ...rest, childName: displayName(child), staffName: displayName(staff) };
}

const when = z.date().meta({ format: 'date-time' });
const reportText = { occurredAt: when, location: z.string(), whatHappened: z.string(), treatment: z.string(), followUp: z.string().nullable() };
const reportOut = z
  .object({
    id: z.number(),
    childId: z.number(),
    staffId: z.number(),
    createdAt: when,
    updatedAt: when,
    ...reportText,
    revisions: z.array(z.object({ id: z.number(), ...reportText, correctedById: z.number(), correctedAt: when })),
    childName: z.string(),
    staffName: z.string(),
  })
  .meta({ id: 'FirstAidReport' });

export function firstAidRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/first-aid',
      tag: TAG,
      summary: 'The first-aid reports the caller may read (VIEW_SENSITIVE_INFO all, staff their own, a parent their children’s).',
      query: z.object({ childId: queryInt().optional() }),
      responses: { 200: z.object({ reports: z.array(reportOut) }) },
      handler: async (c, { query }) => ({ reports: (await firstAid(c).list(c.var.ctx.viewer, query.childId)).map(reportJson) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/first-aid/:id{[0-9]+}',
      tag: TAG,
      summary: 'One first-aid report, with its earlier revisions.',
      params: idParams,
      responses: { 200: z.object({ report: reportOut }) },
      handler: async (c, { params }) => ({ report: reportJson(await firstAid(c).get(c.var.ctx.viewer, params.id)) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/first-aid',
      tag: TAG,
      summary: 'Writes a first-aid report; the child’s parents are told.',
      // Refused before the body is read, whatever it holds.
      guard: (c) => firstAidPolicy.write(c.var.ctx.viewer),
      body: firstAidReportSchema,
      responses: { 201: z.object({ report: reportOut }) },
      handler: async (c, { body }) => {
        const id = await firstAid(c).create(c.var.ctx.viewer, body);
        return answer(201, { report: reportJson(await firstAid(c).get(c.var.ctx.viewer, id)) });
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/first-aid/:id{[0-9]+}',
      tag: TAG,
      summary: 'Corrects a report (who wrote it, or VIEW_SENSITIVE_INFO); the earlier text is kept as a revision.',
      params: idParams,
      body: firstAidCorrectionSchema,
      responses: { 200: z.object({ report: reportOut }) },
      handler: async (c, { params, body }) => {
        await firstAid(c).correct(c.var.ctx.viewer, params.id, body);
        return { report: reportJson(await firstAid(c).get(c.var.ctx.viewer, params.id)) };
      },
    });
}

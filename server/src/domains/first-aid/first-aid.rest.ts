// REST door to first aid: GET /api/v1/first-aid[?childId] → {reports}, GET /{id} → {report},
// POST → {report} (201), PUT /{id} (a correction) → {report}. No DELETE: reports are never deleted.
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { jsonBody, pathId, queryInt } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';
import { instantProblem, parseInstant } from '../../../../forms/dates.ts';
import type { FirstAidReportRow } from './first-aid.service.ts';
import { disclosedReport } from './first-aid-text.ts';
import { displayName } from '../../../../shared/person-name.ts';

const firstAid = (c: AppContext) => c.var.ctx.services.firstAid;

function reportJson(r: FirstAidReportRow) {
  const { child, staff, ...rest } = disclosedReport(r);
  return { ...rest, childName: displayName(child), staffName: displayName(staff) };
}

async function input(c: AppContext) {
  const body = await jsonBody(c);
  const occurredAt = parseInstant(body.occurredAt);
  if (!occurredAt) throw badInput({ occurredAt: `Enter when it happened: ${instantProblem(body.occurredAt)}` });
  const childId = typeof body.childId === 'number' ? body.childId : Number.NaN;
  return { childId, occurredAt, location: body.location as string, whatHappened: body.whatHappened as string, treatment: body.treatment as string, followUp: (body.followUp as string) ?? null };
}

export function firstAidRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/api/v1/first-aid', async (c) => c.json({ reports: (await firstAid(c).list(c.var.ctx.viewer, queryInt(c, 'childId', { required: false }))).map(reportJson) }));
  r.get('/api/v1/first-aid/:id{[0-9]+}', async (c) => c.json({ report: reportJson(await firstAid(c).get(c.var.ctx.viewer, pathId(c))) }));
  r.post('/api/v1/first-aid', async (c) => {
    const id = await firstAid(c).create(c.var.ctx.viewer, await input(c));
    return c.json({ report: reportJson(await firstAid(c).get(c.var.ctx.viewer, id)) }, 201);
  });
  r.put('/api/v1/first-aid/:id{[0-9]+}', async (c) => {
    const id = pathId(c);
    const { childId: _ignored, ...rest } = await input(c);
    await firstAid(c).correct(c.var.ctx.viewer, id, rest);
    return c.json({ report: reportJson(await firstAid(c).get(c.var.ctx.viewer, id)) });
  });
  return r;
}

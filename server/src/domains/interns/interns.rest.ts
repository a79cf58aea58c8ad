// SPEC §7 Interns, on the interns service. Bodies use the SPEC §3 Intern shape: the intern's fields and
// currentApplication {responses [{key | questionId | prompt, response}], acknowledged}.
import { Hono } from 'hono';
import { jsonBody, pathId, type AppEnv } from '../../http/rest.ts';
import type { RawApplication } from './interns.service.ts';
import { internJson } from './interns.json.ts';

function rawApplication(body: Record<string, unknown>): RawApplication {
  const application = (body.currentApplication && typeof body.currentApplication === 'object' ? body.currentApplication : {}) as Record<string, unknown>;
  return {
    firstName: body.firstName,
    preferredName: body.preferredName,
    lastName: body.lastName,
    gradeEntering: body.gradeEntering,
    dateOfBirth: body.dateOfBirth,
    phone: body.phone,
    email: body.email,
    medicalInfo: body.medicalInfo,
    acknowledged: application.acknowledged,
    responses: application.responses,
  };
}

export function internsRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/api/v1/intern/all', async (c) => {
    const { viewer, services } = c.var.ctx;
    const interns = await services.interns.list(viewer, 'all');
    return c.json({ interns: interns.map((i) => internJson(viewer, i)) });
  });

  r.on('GET', ['/api/v1/intern', '/api/v1/intern/'], async (c) => {
    const { viewer, services } = c.var.ctx;
    const interns = await services.interns.list(viewer, 'current');
    return c.json({ interns: interns.map((i) => internJson(viewer, i)) });
  });

  r.get('/api/v1/intern/:id', async (c) => {
    const { viewer, services } = c.var.ctx;
    return c.json({ intern: internJson(viewer, await services.interns.get(viewer, pathId(c))) });
  });

  r.on('POST', ['/api/v1/intern', '/api/v1/intern/'], async (c) => {
    const { viewer, services } = c.var.ctx;
    const body = await jsonBody(c);
    const { internId } = await services.interns.apply(viewer, rawApplication(body));
    return c.json({ id: internId }, 201);
  });

  r.put('/api/v1/intern/:id', async (c) => {
    const { viewer, services } = c.var.ctx;
    const id = pathId(c);
    const body = await jsonBody(c);
    await services.interns.update(viewer, id, rawApplication(body));
    return c.json({ intern: internJson(viewer, await services.interns.get(viewer, id)) });
  });

  return r;
}

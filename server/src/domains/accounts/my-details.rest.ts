// REST door for a person's own name and phone: GET/PUT /api/v1/account/details (my-details.ts).
import { Hono } from 'hono';
import { jsonBody, type AppEnv } from '../../http/rest.ts';

export function myDetailsRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/api/v1/account/details', async (c) => c.json(await c.var.ctx.services.myDetails.read(c.var.ctx.viewer)));
  r.put('/api/v1/account/details', async (c) => c.json(await c.var.ctx.services.myDetails.update(c.var.ctx.viewer, await jsonBody(c))));
  return r;
}

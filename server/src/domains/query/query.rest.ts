// The people query's REST door: run one page (POST, the definition in the body), export the whole result
// as CSV (GET, streamed, the definition in `q` as the builder's URL holds it), and list saved queries.
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { jsonBody, pathId } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';

const query = (c: AppContext) => c.var.ctx.services.query;

export function queryRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/api/v1/people-query', async (c) => {
    const body = await jsonBody<{ definition?: unknown; first?: unknown; offset?: unknown }>(c);
    const first = body.first === undefined ? 50 : Number(body.first);
    const offset = body.offset === undefined ? 0 : Number(body.offset);
    const page = await query(c).runPage(c.var.ctx.viewer, body.definition, first, offset);
    return c.json({ totalCount: page.totalCount, columns: page.columns, rows: page.rows, offset: page.offset });
  });

  r.get('/api/v1/people-query/export.csv', async (c) => {
    const q = c.req.query('q');
    if (!q) throw badInput({ q: 'is required (the query definition as JSON)' });
    const lines = await query(c).exportCsv(c.var.ctx.viewer, q);
    const name = (c.req.query('name') ?? 'people').replace(/[^A-Za-z0-9 _-]+/g, '').trim().slice(0, 60) || 'people';
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${name}.csv"`);
    return stream(c, async (out) => {
      await out.write('\uFEFF');
      for await (const line of lines) await out.write(line);
    });
  });

  r.get('/api/v1/people-query/saved', async (c) => {
    const saved = await query(c).listSaved(c.var.ctx.viewer);
    return c.json({ queries: saved.map((s) => ({ id: s.id, name: s.name, definition: JSON.parse(s.definition), shared: s.shared, ownerId: s.ownerId })) });
  });

  r.delete('/api/v1/people-query/saved/:id{[0-9]+}', async (c) => {
    await query(c).remove(c.var.ctx.viewer, pathId(c));
    return c.body(null, 204);
  });

  return r;
}

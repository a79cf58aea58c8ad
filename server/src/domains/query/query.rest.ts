// The people query's REST door: run one page (POST, the definition in the body), export the whole result
// as CSV (GET, streamed, the definition in `q` as the builder's URL holds it), and list, save (POST new →
// 201, PUT over one) and delete saved queries. Same service and policy as the GraphQL door.
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { jsonBody, pathId } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { queryPolicy } from './query.policy.ts';

type Saved = { id: number; name: string; definition: string; shared: boolean; ownerId: number | null; updatedAt: Date };
const savedJson = (viewer: Viewer, s: Saved) => ({
  id: s.id,
  name: s.name,
  definition: JSON.parse(s.definition) as unknown,
  shared: s.shared,
  ownerId: s.ownerId,
  ownedByViewer: s.ownerId !== null && s.ownerId === viewer.staffId,
  updatedAt: s.updatedAt.toISOString(),
});

/** The body of a save: `name` (text), `definition` (the query as an object or JSON text), `shared` (default true). */
async function saveInput(c: AppContext) {
  const body = await jsonBody<{ name?: unknown; definition?: unknown; shared?: unknown }>(c);
  if (typeof body.name !== 'string') throw badInput({ name: 'Give the query a name.' });
  if (body.definition === undefined || body.definition === null) throw badInput({ definition: 'Send the query definition.' });
  if (body.shared !== undefined && typeof body.shared !== 'boolean') throw badInput({ shared: 'Give shared as true or false.' });
  return { name: body.name, definition: body.definition, shared: body.shared ?? true };
}

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
    if (!q) throw badInput({ q: 'Send q: the query definition as JSON.' });
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
    return c.json({ queries: saved.map((s) => savedJson(c.var.ctx.viewer, s)) });
  });

  r.post('/api/v1/people-query/saved', async (c) => {
    queryPolicy.runQueries(c.var.ctx.viewer); // refused before the body is read, whatever it holds
    const input = await saveInput(c);
    const saved = await query(c).save(c.var.ctx.viewer, input);
    return c.json({ query: savedJson(c.var.ctx.viewer, saved) }, 201);
  });

  r.put('/api/v1/people-query/saved/:id{[0-9]+}', async (c) => {
    const id = pathId(c);
    queryPolicy.runQueries(c.var.ctx.viewer);
    const saved = await query(c).save(c.var.ctx.viewer, { id, ...(await saveInput(c)) });
    return c.json({ query: savedJson(c.var.ctx.viewer, saved) });
  });

  r.delete('/api/v1/people-query/saved/:id{[0-9]+}', async (c) => {
    await query(c).remove(c.var.ctx.viewer, pathId(c));
    return c.body(null, 204);
  });

  return r;
}

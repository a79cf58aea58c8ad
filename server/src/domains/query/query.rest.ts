// The people query's REST door: run one page (POST, the definition in the body), export the whole result
// as CSV (GET, streamed, the definition in `q` as the builder's URL holds it), and list, save (POST new →
// 201, PUT over one) and delete saved queries. Same service and policy as the GraphQL door; the door reads
// the definition, once, with query.input.ts (it also arrives as JSON text, from GraphQL and the URL).
import { z } from 'zod';
import { stream } from 'hono/streaming';
import { RestRoutes, answer } from '../../http/operation.ts';
import { idParams } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { queryPolicy } from './query.policy.ts';
import { readInput } from '../../input.ts';
import { definitionArgs, definitionInput, savedQueryInput } from './query.input.ts';
import { pageOffset, pageSize } from '../../paging-input.ts';
import { PAGE_MAX } from './query.service.ts';

const TAG = 'people query';

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
const savedOut = z.object({
  id: z.number(),
  name: z.string(),
  definition: z.unknown(),
  shared: z.boolean(),
  ownerId: z.number().nullable(),
  ownedByViewer: z.boolean(),
  updatedAt: z.string(),
});


const query = (c: AppContext) => c.var.ctx.services.query;

export function queryRoutes() {
  return new RestRoutes()
    .operation({
      method: 'post',
      path: '/api/v1/people-query',
      tag: TAG,
      summary: 'Runs a people query: one page of rows.',
      // Refused before the body is read, whatever it holds.
      guard: (c) => queryPolicy.runQueries(c.var.ctx.viewer),
      body: z.object({ definition: definitionInput, first: pageSize(PAGE_MAX, 'rows'), offset: pageOffset() }),
      responses: {
        200: z.object({
          totalCount: z.number(),
          columns: z.array(z.object({ id: z.string(), label: z.string() })),
          rows: z.array(z.object({ personId: z.number(), cells: z.array(z.string().nullable()) })),
          offset: z.number(),
        }),
      },
      handler: async (c, { body }) => {
        const page = await query(c).runPage(c.var.ctx.viewer, body.definition, body.first, body.offset);
        return { totalCount: page.totalCount, columns: page.columns, rows: page.rows, offset: page.offset };
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/people-query/export.csv',
      tag: TAG,
      summary: 'The whole result of a people query as CSV, streamed.',
      guard: (c) => queryPolicy.runQueries(c.var.ctx.viewer),
      query: z.object({
        q: z.string({ error: 'is required (the query definition as JSON)' }).meta({ description: 'The definition as JSON text.' }),
        name: z.string().optional().meta({ description: 'The file name, without .csv.' }),
      }),
      responses: { 200: { description: 'The rows as CSV.', contentType: 'text/csv' } },
      handler: async (c, { query: q }) => {
        // The definition in `q` is refused under its own name, as in every other call that carries one.
        const lines = await query(c).exportCsv(c.var.ctx.viewer, readInput(definitionArgs, { definition: q.q }).definition);
        const name = (q.name ?? 'people').replace(/[^A-Za-z0-9 _-]+/g, '').trim().slice(0, 60) || 'people';
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="${name}.csv"`);
        return stream(c, async (out) => {
          await out.write('\uFEFF');
          for await (const line of lines) await out.write(line);
        });
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/people-query/saved',
      tag: TAG,
      summary: 'The saved queries the caller may see.',
      responses: { 200: z.object({ queries: z.array(savedOut) }) },
      handler: async (c) => ({ queries: (await query(c).listSaved(c.var.ctx.viewer)).map((s) => savedJson(c.var.ctx.viewer, s)) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/people-query/saved',
      tag: TAG,
      summary: 'Saves a query (shared with all staff unless `shared` is false).',
      // Refused before the body is read, whatever it holds.
      guard: (c) => queryPolicy.runQueries(c.var.ctx.viewer),
      body: savedQueryInput,
      responses: { 201: z.object({ query: savedOut }) },
      handler: async (c, { body }) => {
        return answer(201, { query: savedJson(c.var.ctx.viewer, await query(c).save(c.var.ctx.viewer, body)) });
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/people-query/saved/:id{[0-9]+}',
      tag: TAG,
      summary: 'Changes a saved query (its owner, or MANAGE_VBS for a shared one).',
      params: idParams,
      guard: (c) => queryPolicy.runQueries(c.var.ctx.viewer),
      body: savedQueryInput,
      responses: { 200: z.object({ query: savedOut }) },
      handler: async (c, { params, body }) => {
        return { query: savedJson(c.var.ctx.viewer, await query(c).save(c.var.ctx.viewer, { id: params.id, ...body })) };
      },
    })
    .operation({
      method: 'delete',
      path: '/api/v1/people-query/saved/:id{[0-9]+}',
      tag: TAG,
      summary: 'Deletes a saved query.',
      params: idParams,
      responses: { 204: { description: 'Deleted.' } },
      handler: async (c, { params }) => {
        await query(c).remove(c.var.ctx.viewer, params.id);
        return answer(204, null);
      },
    });
}

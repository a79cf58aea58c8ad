// Merging two accounts through REST (beyond SPEC §7; the same service and rules as GraphQL):
//   GET  /api/v1/accounts/merge?keep&merge (preview)                  → {"merge": {...}}
//   POST /api/v1/accounts/merge?keep&merge  (same verified e-mail)    → {"merge": {...}}; else 409
//   POST /api/v1/accounts/merge/request?keep&merge                    → {"mergeRequest": {...}}
//   GET  /api/v1/account/merge-requests  (the signed-in owner's)      → {"mergeRequests": [...]}
//   POST /api/v1/account/merge-requests/{id}/confirm                  → {"mergeRequest": {...}, "merged": bool}
//   DELETE /api/v1/account/merge-requests/{id}  (decline)             → {"id"}
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { pathId, queryInt } from '../../http/rest.ts';

const merging = (c: AppContext) => c.var.ctx.services.accountsMerge;
const mergeIds = (c: AppContext) => [queryInt(c, 'keep')!, queryInt(c, 'merge')!] as const;

export function accountsMergeRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/api/v1/accounts/merge', async (c) => c.json({ merge: await merging(c).preview(c.var.ctx.viewer, ...mergeIds(c)) }));
  r.post('/api/v1/accounts/merge', async (c) => c.json({ merge: await merging(c).merge(c.var.ctx.viewer, ...mergeIds(c)) }));
  r.post('/api/v1/accounts/merge/request', async (c) => c.json({ mergeRequest: await merging(c).request(c.var.ctx.viewer, ...mergeIds(c)) }));

  r.get('/api/v1/account/merge-requests', async (c) => c.json({ mergeRequests: await merging(c).forViewer(c.var.ctx.viewer) }));
  r.post('/api/v1/account/merge-requests/:id{[0-9]+}/confirm', async (c) => {
    const { request, merged } = await merging(c).confirm(c.var.ctx.viewer, pathId(c));
    return c.json({ mergeRequest: request, merged });
  });
  r.delete('/api/v1/account/merge-requests/:id{[0-9]+}', async (c) => c.json(await merging(c).decline(c.var.ctx.viewer, pathId(c))));

  return r;
}

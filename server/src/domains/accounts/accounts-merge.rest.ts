// Merging two accounts through REST (beyond SPEC §7; the same service and rules as GraphQL):
//   GET  /api/v1/accounts/merge?keep&merge (preview)                  → {"merge": {...}}
//   POST /api/v1/accounts/merge?keep&merge  (same verified e-mail)    → {"merge": {...}}; else 409
//   POST /api/v1/accounts/merge/request?keep&merge                    → {"mergeRequest": {...}}
//   GET  /api/v1/account/merge-requests  (the signed-in owner's)      → {"mergeRequests": [...]}
//   POST /api/v1/account/merge-requests/{id}/confirm                  → {"mergeRequest": {...}, "merged": bool}
//   DELETE /api/v1/account/merge-requests/{id}  (decline)             → {"id"}
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import { idParams, queryInt } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';

const TAG = 'accounts';
const merging = (c: AppContext) => c.var.ctx.services.accountsMerge;
const mergeIds = z.object({ keep: queryInt(1), merge: queryInt(1) });

const side = z.object({ accountId: z.number(), label: z.string() });
const preview = z.object({
  keep: side,
  merge: side,
  signInProviders: z.array(z.string()),
  sharedVerifiedEmail: z.string().nullable(),
  identities: z.array(z.object({ identity: z.string(), action: z.enum(['MOVE', 'MERGE']) })),
  moves: z.array(z.object({ model: z.string(), moved: z.number(), duplicatesDropped: z.number() })),
});
const request = z.object({
  id: z.number(),
  keepAccountId: z.number(),
  mergeAccountId: z.number(),
  keepLabel: z.string(),
  mergeLabel: z.string(),
  keepProviders: z.array(z.string()),
  mergeProviders: z.array(z.string()),
  keepConfirmed: z.boolean(),
  mergeConfirmed: z.boolean(),
  expiresAt: z.date().meta({ format: 'date-time' }),
});

export function accountsMergeRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/accounts/merge',
      tag: TAG,
      summary: 'What merging account `merge` into account `keep` would move.',
      query: mergeIds,
      responses: { 200: z.object({ merge: preview }) },
      handler: async (c, { query }) => ({ merge: await merging(c).preview(c.var.ctx.viewer, query.keep, query.merge) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/accounts/merge',
      tag: TAG,
      summary: 'Merges account `merge` into account `keep` at once: both sign in with the same verified e-mail (else 409).',
      query: mergeIds,
      responses: { 200: z.object({ merge: preview }) },
      handler: async (c, { query }) => ({ merge: await merging(c).merge(c.var.ctx.viewer, query.keep, query.merge) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/accounts/merge/request',
      tag: TAG,
      summary: 'Asks both owners to confirm merging account `merge` into account `keep`.',
      query: mergeIds,
      responses: { 200: z.object({ mergeRequest: request }) },
      handler: async (c, { query }) => ({ mergeRequest: await merging(c).request(c.var.ctx.viewer, query.keep, query.merge) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/account/merge-requests',
      tag: TAG,
      summary: 'The merge requests naming the signed-in account.',
      responses: { 200: z.object({ mergeRequests: z.array(request) }) },
      handler: async (c) => ({ mergeRequests: await merging(c).forViewer(c.var.ctx.viewer) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/account/merge-requests/:id{[0-9]+}/confirm',
      tag: TAG,
      summary: 'Confirms a merge request as the owner of one of its accounts; the second confirmation merges.',
      params: idParams,
      responses: { 200: z.object({ mergeRequest: request, merged: z.boolean() }) },
      handler: async (c, { params }) => {
        const { request: mergeRequest, merged } = await merging(c).confirm(c.var.ctx.viewer, params.id);
        return { mergeRequest, merged };
      },
    })
    .operation({
      method: 'delete',
      path: '/api/v1/account/merge-requests/:id{[0-9]+}',
      tag: TAG,
      summary: 'Declines a merge request.',
      params: idParams,
      responses: { 200: z.object({ id: z.number() }) },
      handler: (c, { params }) => merging(c).decline(c.var.ctx.viewer, params.id),
    });
}

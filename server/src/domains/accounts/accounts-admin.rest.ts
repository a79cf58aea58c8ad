// Administering accounts through REST (beyond SPEC §7; the same service and rules as GraphQL):
//   GET /api/v1/accounts?search&role&first&offset                    → {"total", "accounts": [...]}
//   PUT /api/v1/accounts/{id}/staff  (make the account staff)        → {"accountId"}
//   PUT /api/v1/staff/{id}/permission/{permission}  (grant)          → {"id", "permissions"}
//   DELETE /api/v1/staff/{id}/permission/{permission} (revoke)       → {"id", "permissions"}
//   POST /api/v1/accounts/{id}/deactivate, /reactivate               → {"accountId"}
// (merging two accounts: accounts-merge.rest.ts)
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import { idParams, pathId } from '../../http/rest-input.ts';
import { inQuery, pageOffset, pageSize } from '../../paging-input.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';
import { ACCOUNT_ROLES, ACCOUNTS_PAGE_MAX } from './accounts-admin.service.ts';

const TAG = 'accounts';

/** A name from `values`, in any letter case. */
const anyCase = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.enum(values, { error: message }))
    .meta({ override: { type: 'string', enum: [...values] } });

const permissionParams = z.object({
  id: pathId(),
  permission: anyCase(ALL_PERMISSIONS as [string, ...string[]], 'is not one of the SPEC §6 permissions'),
});

const accountId = z.object({ accountId: z.number() });
const staffPermissions = z.object({ id: z.number(), permissions: z.array(z.string()) });

const accountJson = z.object({
  id: z.number(),
  email: z.string().nullable(),
  fullName: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  signInProviders: z.array(z.object({ provider: z.string(), email: z.string().nullable() })),
  parentIdentity: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }).nullable(),
  staffIdentity: z.object({ id: z.number(), permissions: z.array(z.object({ type: z.string() })) }).nullable(),
  internIdentity: z.object({ id: z.number() }).nullable(),
});

export function accountsAdminRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/accounts',
      tag: TAG,
      summary: 'A page of accounts, found by name or e-mail and role.',
      query: z.object({
        search: z.string().optional(),
        role: anyCase(ACCOUNT_ROLES as [string, ...string[]], `must be one of ${ACCOUNT_ROLES.join(', ')}`).optional(),
        first: inQuery(pageSize(ACCOUNTS_PAGE_MAX, 'accounts')),
        offset: inQuery(pageOffset()),
      }),
      responses: { 200: z.object({ total: z.number(), accounts: z.array(accountJson) }) },
      handler: async (c, { query }) => {
        const page = await c.var.ctx.services.accountsAdmin.list(c.var.ctx.viewer, { search: query.search, role: (query.role as never) ?? null }, query.first ?? 50, query.offset ?? 0);
        return {
          total: page.total,
          accounts: page.accounts.map((a) => ({
            id: a.id,
            email: a.email,
            fullName: a.fullName,
            createdAt: a.createdAt.toISOString(),
            lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
            deactivatedAt: a.deactivatedAt?.toISOString() ?? null,
            signInProviders: a.identities.map((i) => ({ provider: i.provider, email: i.email })),
            parentIdentity: a.parent ? { id: a.parent.id, firstName: a.parent.firstName, lastName: a.parent.lastName } : null,
            staffIdentity: a.staff ? { id: a.staff.id, permissions: a.staff.permissions.map((p) => ({ type: p.permission })) } : null,
            internIdentity: a.intern ? { id: a.intern.id } : null,
          })),
        };
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/accounts/:id{[0-9]+}/staff',
      tag: TAG,
      summary: 'Makes the account a staff member.',
      params: idParams,
      responses: { 200: accountId },
      handler: (c, { params }) => c.var.ctx.services.accountsAdmin.makeStaff(c.var.ctx.viewer, params.id),
    })
    .operation({
      method: 'put',
      path: '/api/v1/staff/:id{[0-9]+}/permission/:permission',
      tag: TAG,
      summary: 'Grants a staff member one permission.',
      params: permissionParams,
      responses: { 200: staffPermissions },
      handler: (c, { params }) => c.var.ctx.services.accountsAdmin.grantPermission(c.var.ctx.viewer, params.id, params.permission as never),
    })
    .operation({
      method: 'delete',
      path: '/api/v1/staff/:id{[0-9]+}/permission/:permission',
      tag: TAG,
      summary: 'Takes one permission from a staff member.',
      params: permissionParams,
      responses: { 200: staffPermissions },
      handler: (c, { params }) => c.var.ctx.services.accountsAdmin.revokePermission(c.var.ctx.viewer, params.id, params.permission as never),
    })
    .operation({
      method: 'post',
      path: '/api/v1/accounts/:id{[0-9]+}/deactivate',
      tag: TAG,
      summary: 'Ends the account’s sessions; it cannot sign in until reactivated.',
      params: idParams,
      responses: { 200: accountId },
      handler: (c, { params }) => c.var.ctx.services.accountsAdmin.deactivate(c.var.ctx.viewer, params.id),
    })
    .operation({
      method: 'post',
      path: '/api/v1/accounts/:id{[0-9]+}/reactivate',
      tag: TAG,
      summary: 'Lets a deactivated account sign in again.',
      params: idParams,
      responses: { 200: accountId },
      handler: (c, { params }) => c.var.ctx.services.accountsAdmin.reactivate(c.var.ctx.viewer, params.id),
    });
}

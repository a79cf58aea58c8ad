// Account administration through REST (beyond SPEC §7; the same service and rules as GraphQL):
//   GET  /api/v1/accounts?search&role&first&offset                  → {"accounts": [...], "total": n}
//   PUT  /api/v1/accounts/{id}/staff                                 → {"accountId"}
//   PUT  /api/v1/staff/{id}/permission/{permission}  (grant)         → {"id", "permissions"}
//   DELETE /api/v1/staff/{id}/permission/{permission} (revoke)       → {"id", "permissions"}
//   POST /api/v1/accounts/{id}/deactivate, /reactivate               → {"accountId"}
// (merging two accounts: accounts-merge.rest.ts)
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { pathId, queryInt } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';
import { parsePermission } from '../../auth/viewer.ts';
import type { AccountRole } from './accounts-admin.service.ts';

const admin = (c: AppContext) => c.var.ctx.services.accountsAdmin;

function permissionParam(c: AppContext) {
  const permission = parsePermission(c.req.param('permission') ?? '');
  if (!permission) throw badInput({ permission: 'Choose one of the SPEC §6 permissions.' });
  return permission;
}

export function accountsAdminRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/api/v1/accounts', async (c) => {
    const role = c.req.query('role')?.toUpperCase() as AccountRole | undefined;
    const page = await admin(c).list(c.var.ctx.viewer, { search: c.req.query('search'), role: role || null }, queryInt(c, 'first', { required: false }) ?? 50, queryInt(c, 'offset', { required: false }) ?? 0);
    return c.json({
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
    });
  });

  r.put('/api/v1/accounts/:id{[0-9]+}/staff', async (c) => c.json(await admin(c).makeStaff(c.var.ctx.viewer, pathId(c))));
  r.put('/api/v1/staff/:id{[0-9]+}/permission/:permission', async (c) => c.json(await admin(c).grantPermission(c.var.ctx.viewer, pathId(c), permissionParam(c))));
  r.delete('/api/v1/staff/:id{[0-9]+}/permission/:permission', async (c) => c.json(await admin(c).revokePermission(c.var.ctx.viewer, pathId(c), permissionParam(c))));
  r.post('/api/v1/accounts/:id{[0-9]+}/deactivate', async (c) => c.json(await admin(c).deactivate(c.var.ctx.viewer, pathId(c))));
  r.post('/api/v1/accounts/:id{[0-9]+}/reactivate', async (c) => c.json(await admin(c).reactivate(c.var.ctx.viewer, pathId(c))));

  return r;
}

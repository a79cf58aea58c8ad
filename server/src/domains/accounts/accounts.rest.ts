// SPEC §7 Account calls, on the accounts service.
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import { ensureXsrfToken, XSRF_HEADER } from '../../http/cookies.ts';

const permissionList = z.array(z.object({ type: z.string() }));

const currentUser = z.object({
  account: z.object({ id: z.number(), email: z.string().nullable(), fullName: z.string(), preferredName: z.string().nullable(), profileImageUrl: z.string().nullable() }),
  parentIdentity: z
    .object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      secondaryEmail: z.string().nullable(),
      primaryPhone: z.string().nullable(),
      homeAddress: z.object({ street: z.string().nullable(), city: z.string().nullable(), state: z.string().nullable(), postalCode: z.string().nullable() }),
    })
    .nullable(),
  staffIdentity: z.object({ id: z.number(), permissions: permissionList }).nullable(),
  internIdentity: z.object({ id: z.number() }).nullable(),
});

export function accountsRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/account/user',
      tag: 'accounts',
      summary: 'The signed-in account and the identities it has (parent, staff, intern).',
      responses: { 200: currentUser },
      handler: (c) => c.var.ctx.services.accounts.currentUser(c.var.ctx.viewer),
    })
    .operation({
      method: 'get',
      path: '/api/v2/permission',
      tag: 'accounts',
      summary: 'The signed-in caller’s permissions.',
      responses: { 200: z.object({ permissions: permissionList }) },
      handler: (c) => {
        const { viewer } = c.var.ctx;
        viewer.requireSignedIn();
        return { permissions: viewer.permissions.sort().map((type) => ({ type })) };
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/account/csrf',
      tag: 'accounts',
      access: 'public',
      summary: 'An anti-forgery token for this session: send it in the X-XSRF-TOKEN header of every write.',
      responses: { 200: z.object({ token: z.string(), headerName: z.string() }) },
      handler: (c) => ({ token: ensureXsrfToken(c, c.var.ctx.config.production), headerName: XSRF_HEADER }),
    });
}

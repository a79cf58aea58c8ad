// SPEC §7 Account calls, on the accounts service.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/rest.ts';
import { ensureXsrfToken, XSRF_HEADER } from '../../http/cookies.ts';

export function accountsRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/api/v1/account/user', async (c) => c.json(await c.var.ctx.services.accounts.currentUser(c.var.ctx.viewer)));

  r.get('/api/v2/permission', (c) => {
    const { viewer } = c.var.ctx;
    viewer.requireSignedIn();
    return c.json({ permissions: viewer.permissions.sort().map((type) => ({ type })) });
  });

  r.get('/api/v1/account/csrf', (c) => {
    const token = ensureXsrfToken(c, c.var.ctx.config.production);
    return c.json({ token, headerName: XSRF_HEADER });
  });

  return r;
}

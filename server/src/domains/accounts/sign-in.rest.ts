// Sign-in and sign-out routes: the demo sign-in (never in production) and /logout. Social providers
// (Google, Facebook, a test OpenID issuer) live in social-sign-in.ts and finish through completeSignIn().
import { z } from 'zod';
import type { AppContext } from '../../http/rest.ts';
import { RestRoutes, type Method } from '../../http/operation.ts';
import { readSessionCookie, writeSessionCookie, clearSessionCookie, rotateXsrfToken } from '../../http/cookies.ts';
import { safeReturnPath } from '../../http/return-path.ts';

/** Starts a fresh session for the account (new id, new anti-forgery token) and redirects to the return path. */
export async function completeSignIn(c: AppContext, accountId: number, returnTo: string) {
  const { services, config } = c.var.ctx;
  const { token, expiresAt } = await services.sessions.start(accountId, readSessionCookie(c));
  writeSessionCookie(c, token, expiresAt, config.production);
  rotateXsrfToken(c, config.production, token);
  return c.redirect(safeReturnPath(returnTo), 302);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MESSAGE = 'must be an e-mail address';

const TAG = 'sign-in';

export function signInRoutes() {
  const routes = new RestRoutes().operation({
    method: 'get',
    path: '/oauth2/authorization/dev',
    tag: TAG,
    access: 'public',
    rateLimited: true,
    summary: 'Demo sign-in as the account with this e-mail (created if new), then a redirect to `redirect`. Not in production (404).',
    query: z.object({
      email: z
        .string({ error: (issue) => (issue.input === undefined ? 'is required' : EMAIL_MESSAGE) })
        .transform((v) => v.trim().toLowerCase())
        .pipe(z.string().max(254, { error: EMAIL_MESSAGE }).regex(EMAIL, { error: EMAIL_MESSAGE }))
        .meta({ override: { type: 'string', format: 'email', maxLength: 254 } }),
      redirect: z.string().optional().meta({ description: 'A path on this site to go to after signing in (default /dashboard).' }),
    }),
    responses: { 302: { description: 'Signed in: the session cookie is set; on to the return path.' } },
    handler: async (c, { query }) => {
      const { config, services } = c.var.ctx;
      if (config.production) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
      const accountId = await services.accounts.accountForSignIn({ provider: 'dev', subject: query.email, email: query.email, emailVerified: true }, c.var.ctx.language);
      return completeSignIn(c, accountId, query.redirect ?? '/dashboard');
    },
  });

  for (const method of ['get', 'post'] satisfies Method[]) {
    routes.operation({
      method,
      path: '/logout',
      tag: TAG,
      access: 'public',
      summary: 'Ends the caller’s session, if any: {"ok": true} when the request accepts JSON, else a redirect home.',
      responses: { 200: z.object({ ok: z.literal(true) }), 302: { description: 'Signed out: on to the home page.' } },
      handler: async (c) => {
        const { services, config } = c.var.ctx;
        await services.sessions.end(readSessionCookie(c));
        clearSessionCookie(c, config.production);
        rotateXsrfToken(c, config.production, undefined);
        return c.req.header('accept')?.includes('application/json') ? { ok: true as const } : c.redirect('/', 302);
      },
    });
  }
  return routes;
}

// Sign-in and sign-out routes: the demo sign-in (never in production) and GET /logout. Social providers
// (Google, Facebook, a test OpenID issuer) live in social-sign-in.ts and finish through completeSignIn().
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { readSessionCookie, writeSessionCookie, clearSessionCookie, rotateXsrfToken } from '../../http/cookies.ts';
import { badInput } from '../../errors.ts';
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

export function signInRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/oauth2/authorization/dev', async (c) => {
    const { config, services } = c.var.ctx;
    if (config.production) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    const email = (c.req.query('email') ?? '').trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) throw badInput({ email: 'Enter an e-mail address.' });
    const accountId = await services.accounts.accountForSignIn({ provider: 'dev', subject: email, email, emailVerified: true });
    return completeSignIn(c, accountId, c.req.query('redirect') ?? '/dashboard');
  });

  const logout = async (c: AppContext) => {
    const { services, config } = c.var.ctx;
    await services.sessions.end(readSessionCookie(c));
    clearSessionCookie(c, config.production);
    rotateXsrfToken(c, config.production, undefined);
    return c.req.header('accept')?.includes('application/json') ? c.json({ ok: true }) : c.redirect('/', 302);
  };
  r.get('/logout', logout);
  r.post('/logout', logout);

  return r;
}

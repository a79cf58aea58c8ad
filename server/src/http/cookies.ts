// Cookie names and attributes in one place: the session cookie (HttpOnly) and the anti-forgery cookie
// (readable by the page, so it can echo it in the X-XSRF-TOKEN header).
import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '../domains/accounts/sessions.service.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function writeSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean) {
  setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, expires: expiresAt });
}

export function clearSessionCookie(c: Context, secure: boolean) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
}

/** The anti-forgery token for this browser, issuing one when it has none. */
export function ensureXsrfToken(c: Context, secure: boolean): string {
  const existing = getCookie(c, XSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{32,}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  setCookie(c, XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'Lax', secure });
  return token;
}

/** Rotated at sign-in, with the session. */
export function rotateXsrfToken(c: Context, secure: boolean): string {
  const token = randomBytes(32).toString('base64url');
  setCookie(c, XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'Lax', secure });
  return token;
}

export function xsrfMatches(c: Context): boolean {
  const cookie = getCookie(c, XSRF_COOKIE);
  const header = c.req.header(XSRF_HEADER);
  return !!cookie && !!header && cookie.length === header.length && timingSafeEqualStr(cookie, header);
}

function timingSafeEqualStr(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

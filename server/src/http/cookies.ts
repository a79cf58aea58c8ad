// Cookie names and attributes in one place: the session cookie (HttpOnly), the anti-forgery cookie
// (readable by the page, so it can echo it in the X-XSRF-TOKEN header) and the language cookie.
import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '../domains/accounts/sessions.service.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from '../../../shared/language.ts';

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

// The anti-forgery token is bound to the session it was issued for: nonce and mac in hex, where the mac is
// keyed by the session cookie (secret, HttpOnly). A token copied from another session — or planted as a
// cookie by a sibling site — does not verify for this browser's session, so it is refused.
const TOKEN = /^([0-9a-f]{64})([0-9a-f]{64})$/;

function macFor(nonce: string, sessionToken: string | undefined): string {
  return createHmac('sha256', sessionToken ?? 'no-session').update(nonce).digest('hex');
}

function issueToken(sessionToken: string | undefined): string {
  const nonce = randomBytes(32).toString('hex');
  return nonce + macFor(nonce, sessionToken);
}

/** Whether `token` was issued for the session `sessionToken` (undefined: for a browser without one). */
export function tokenBelongsToSession(token: string | undefined, sessionToken: string | undefined): boolean {
  const match = token ? TOKEN.exec(token) : null;
  return !!match && timingSafeEqualStr(match[2], macFor(match[1], sessionToken));
}

/** This request's anti-forgery cookie and session cookie, and whether the one was issued for the other. */
export interface XsrfState {
  token: string | undefined;
  session: string | undefined;
  bound: boolean;
}

/** Reads both cookies and checks the token's mac once, for the request's middleware to reuse. */
export function readXsrfState(c: Context): XsrfState {
  const token = getCookie(c, XSRF_COOKIE);
  const session = readSessionCookie(c);
  return { token, session, bound: tokenBelongsToSession(token, session) };
}

/** The anti-forgery token for this browser's session, issuing a new one when it has none or another session's. */
export function ensureXsrfToken(c: Context, secure: boolean, state: XsrfState = readXsrfState(c)): string {
  if (state.token && state.bound) return state.token;
  const token = issueToken(state.session);
  setCookie(c, XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'Lax', secure });
  return token;
}

/**
 * Rotated at sign-in and sign-out, bound to the new session (or to none). It replaces the token the
 * request's middleware may already have set for the old session: one response, one XSRF-TOKEN cookie, so
 * no client can keep the stale one.
 */
export function rotateXsrfToken(c: Context, secure: boolean, sessionToken: string | undefined): string {
  const token = issueToken(sessionToken);
  const headers = c.res.headers;
  const kept = headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${XSRF_COOKIE}=`));
  headers.delete('Set-Cookie');
  for (const cookie of kept) headers.append('Set-Cookie', cookie);
  setCookie(c, XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'Lax', secure });
  return token;
}

/** The header repeats the cookie, and the token belongs to the session the request carries. */
export function xsrfMatches(c: Context, state: XsrfState = readXsrfState(c)): boolean {
  const cookie = state.token;
  const header = c.req.header(XSRF_HEADER);
  return !!cookie && !!header && cookie.length === header.length && timingSafeEqualStr(cookie, header) && state.bound;
}

function timingSafeEqualStr(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The visitor's language cookie (shared/language.ts), readable by the page: a signed-in person's page follows
 * their account's choice, and the cookie is brought in line with it so the browser starts in the same.
 */
export function writeLanguageCookie(c: Context, language: Language, secure: boolean) {
  setCookie(c, LANGUAGE_COOKIE, language, { path: '/', sameSite: 'Lax', secure, maxAge: LANGUAGE_COOKIE_MAX_AGE });
}

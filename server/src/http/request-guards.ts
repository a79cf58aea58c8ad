// Requests refused before any work is done, with the CONTRACT error body: a body larger than the limit
// (413; 60 MB of JSON used to be read whole), and a NUL character in the path or query (400: PostgreSQL
// cannot store it, so it would otherwise end as a database error) or in a REST call's JSON body, even one
// the route does not read, so every route refuses it alike.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { findNul, NUL_MESSAGE } from './nul-bytes.ts';

export function requestBodyLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ error: { code: 'BODY_TOO_LARGE', message: `The request body is larger than ${maxBytes} bytes.` } }, 413),
  });
}

export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.json({ error: { code: 'BAD_INPUT', message: 'The address is not validly encoded.' } }, 400);
  }
  if (decodedPath.includes('\u0000')) return c.json({ error: { code: 'BAD_INPUT', message: `The path ${NUL_MESSAGE}.`, fields: { path: NUL_MESSAGE } } }, 400);
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (name.includes('\u0000') || values.some((v) => v.includes('\u0000'))) {
      return c.json({ error: { code: 'BAD_INPUT', message: `${name}: ${NUL_MESSAGE}`, fields: { [name]: NUL_MESSAGE } } }, 400);
    }
  }
  return next();
};

/** REST writes only: the GraphQL door reads its own body (refuseNulCharacters) from the untouched request. */
export const refuseNulInJsonBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !(c.req.header('content-type') ?? '').includes('json')) return next();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return next(); // not JSON: the route's own parsing answers it
  }
  const nulAt = findNul(body);
  if (nulAt === null) return next();
  const field = nulAt || 'body';
  return c.json({ error: { code: 'BAD_INPUT', message: `${field}: ${NUL_MESSAGE}`, fields: { [field]: NUL_MESSAGE } } }, 400);
};

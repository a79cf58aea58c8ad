// Requests refused before any work is done, with the CONTRACT error body: a body larger than the limit
// (413; 60 MB of JSON used to be read whole), a NUL character in the path or query (400: PostgreSQL
// cannot store it, so it would otherwise end as a database error), and a REST call's JSON body that holds
// a NUL or is nested too deep (json-input.ts), even one the route does not read, so every route refuses
// it alike.
import type { Context, MiddlewareHandler } from 'hono';
import { IncomingMessage } from 'node:http';
import { bodyLimit } from 'hono/body-limit';
import { NUL_MESSAGE } from './nul-bytes.ts';
import { jsonInputProblem } from './json-input.ts';

/**
 * 413 for a body over `maxBytes`. Most requests say their size up front (Content-Length), or have no body
 * (GET, HEAD, and an HTTP/1.1 request with neither Content-Length nor Transfer-Encoding): those are judged
 * from the headers alone, without touching the body, so the request stays Node's own and is read once,
 * by the route. Hono's bodyLimit asked every request for a web-standard body stream, which turned each one
 * into a full fetch Request (abort signal, stream adapters) whether it had a body or not. Only a body of
 * unknown length (chunked, or a Request handed in-process) is counted as it streams in.
 */
export function requestBodyLimit(maxBytes: number, answer?: (c: Context) => Response): MiddlewareHandler {
  const tooLarge = answer ?? ((c: Context) => c.json({ error: { code: 'BODY_TOO_LARGE', message: `The request body is larger than ${maxBytes} bytes.` } }, 413));
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next(); // a fetch Request never carries a body for these
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (incoming instanceof IncomingMessage) {
      // HTTP/1.x framing: Node's parser reads exactly Content-Length bytes as the body, and a request with
      // neither header has none (RFC 9112 §6.3).
      const { headers } = incoming;
      if (headers['transfer-encoding'] === undefined) {
        const length = headers['content-length'];
        if (length === undefined) return next();
        return Number(length) > maxBytes ? tooLarge(c) : next();
      }
    }
    return streamed(c, next);
  };
}

export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  // A NUL reaches the path or a query value only %-encoded (Node refuses a raw one), and only a % can be
  // badly encoded: most addresses have none, and are let through without being parsed.
  const url = c.req.url;
  if (!url.includes('%') && !url.includes('\u0000')) return next();
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

/** REST writes only: the GraphQL door reads its own body (refuseBadVariables) from the untouched request. */
export const refuseBadJsonBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !(c.req.header('content-type') ?? '').includes('json')) return next();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return next(); // not JSON: the route's own parsing answers it
  }
  const problem = jsonInputProblem(body, 'body');
  if (problem === null) return next();
  return c.json({ error: { code: 'BAD_INPUT', message: `${problem.field}: ${problem.message}`, fields: { [problem.field]: problem.message } } }, 400);
};

// The REST reference: an OpenAPI 3.1 document built from the operations the doors declare (operation.ts),
// so what a church's other tools generate a client from is what the server parses with. Every operation
// documents, besides its own answers, the CONTRACT errors the doors may give it: 400 (input, or a NUL in
// the address), 401/403 (who may call; a write's anti-forgery header), 404, and for writes 409 (the
// record's state or version), 413 and 429 (body size, write rate), 503 (database out of reach). Served
// at GET /api/v1/openapi.json, built once, compressed once, cached by clients.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_COOKIE } from '../domains/accounts/sessions.service.ts';
import { XSRF_HEADER } from './cookies.ts';
import { acceptedEncodings } from './static-files.ts';
import { RestRoutes, type AnswerSpec, type DeclaredOperation } from './operation.ts';

export const OPENAPI_PATH = '/api/v1/openapi.json';

/** The CONTRACT error body: a code, a sentence, and for bad input the problem of each field. */
export const errorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ examples: ['BAD_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_CLEARED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'] }),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error', description: 'CONTRACT.md error body' });

const ERRORS: Record<number, string> = {
  400: 'The input does not fit: `fields` names each problem.',
  401: 'Not signed in.',
  403: 'Not allowed (code NOT_CLEARED: a volunteer without a current screening clearance, the message says what is missing), or (for a write) a missing or wrong X-XSRF-TOKEN header.',
  404: 'No such record, or not one the caller may see.',
  409: 'The record changed meanwhile, or its state does not allow this.',
  413: 'The body is larger than the server takes.',
  429: 'Too many writes in a minute: try again after Retry-After seconds.',
  503: 'The database is out of reach: try again after Retry-After seconds.',
};

function errorStatuses(op: DeclaredOperation): number[] {
  const write = op.method !== 'get';
  return [400, ...(op.access === 'public' ? (write ? [403] : []) : [401, 403]), 404, ...(write ? [409, 413] : []), ...(op.rateLimited ? [429] : []), 503];
}

function documentedAnswer(status: number, spec: AnswerSpec) {
  if (spec instanceof z.ZodType) return { description: spec.description ?? (status === 201 ? 'Created.' : 'OK.'), content: { 'application/json': { schema: spec } } };
  return { description: spec.description, ...(spec.contentType ? { content: { [spec.contentType]: { schema: { type: 'string' as const } } } } : {}) };
}

export function openApiDocument(operations: DeclaredOperation[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {};
    for (const [status, spec] of Object.entries(op.openapi.responses)) responses[status] = documentedAnswer(Number(status), spec);
    for (const status of errorStatuses(op)) responses[status] ??= { description: ERRORS[status], content: { 'application/json': { schema: errorBody } } };
    const write = op.method !== 'get';
    const security: Record<string, string[]>[] = op.access === 'public' ? (write ? [{ xsrf: [] }] : []) : [write ? { session: [], xsrf: [] } : { session: [] }];
    paths[op.path] ??= {};
    paths[op.path][op.method] = { ...op.openapi, operationId: operationId(op), security, responses: responses as never };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'VBS REST API',
      version: '1',
      description:
        'The REST door of the VBS server (SPEC §7). Sign in through the site; the session cookie identifies the caller. A write also sends the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header (GET /api/v1/account/csrf issues one). Errors answer {"error": {code, message, fields?}}.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by signing in.' },
        xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER, description: 'Every write: the value of the XSRF-TOKEN cookie.' },
      },
    },
  });
}

/** "get /api/v1/child/{id}/attendance" → "getChildIdAttendance": stable, unique, readable in a generated client. */
function operationId(op: DeclaredOperation): string {
  const words = op.path
    .replace(/^\/api\/v\d+\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return op.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** GET /api/v1/openapi.json: the document of `sources` (read when first asked), public and compressed once. */
export function openApiRoutes(sources: () => DeclaredOperation[]): RestRoutes {
  let built: { json: Buffer; br: Buffer; gzip: Buffer; etag: string } | undefined;
  const build = () => {
    const json = Buffer.from(JSON.stringify(openApiDocument(sources())));
    const etag = `"${json.length.toString(36)}-${hash(json)}"`;
    return { json, br: brotliCompressSync(json), gzip: gzipSync(json, { level: 9 }), etag };
  };
  return new RestRoutes().operation({
    method: 'get',
    path: OPENAPI_PATH,
    tag: 'reference',
    access: 'public',
    summary: 'This document: the OpenAPI 3.1 reference of every REST operation.',
    responses: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }).meta({ description: 'The OpenAPI document.' }) },
    handler: (c) => {
      built ??= build();
      c.header('Cache-Control', 'public, max-age=300');
      c.header('ETag', built.etag);
      c.header('Vary', 'Accept-Encoding');
      if (c.req.header('if-none-match') === built.etag) return c.body(null, 304);
      const accepted = acceptedEncodings(c.req.header('accept-encoding'));
      const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(encoding ? built[encoding] : built.json), 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    },
  });
}

function hash(bytes: Buffer): string {
  let h = 0x811c9dc5;
  for (const byte of bytes) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h.toString(36);
}

// The REST reference holds: GET /api/v1/openapi.json is an OpenAPI 3.1 document of every declared
// operation, and every operation in it, driven with inputs generated from the document's own schemas
// (valid and invalid; as an administrator with a valid anti-forgery token, and as a parent), never answers
// 5xx, and answers only documented statuses with bodies that match the documented schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { gunzipSync } from 'node:zlib';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { asText, invalid, valid, wrongText, type Doc, type JsonSchema } from '../../test/openapi-arbitraries.ts';
import { ALL_PERMISSIONS } from '../auth/viewer.ts';

/** Fixed, so a failure replays; fast-check prints it with the failing request. */
const SEED = 20_250_811;
/** Requests per operation: about half valid, half invalid (requests() picks one or the other). */
const RUNS = 8;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}
interface Request {
  url: string;
  body?: unknown;
  valid: boolean;
}

let t: TestApp;
let admin: TestClient;
let parent: TestClient;
let doc: Doc & { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  // Accounts and staff members with the small ids the generated requests prefer, so a deactivation, a
  // permission change or a merge they ask for lands on one of these, never on the callers below.
  await t.prisma.account.createMany({ data: Array.from({ length: 45 }, (_, i) => ({ email: `filler${i}@example.org`, fullName: `Filler ${i}` })) });
  const fillers = await t.prisma.account.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  await t.prisma.staff.createMany({ data: fillers.map(({ id }) => ({ accountId: id, firstName: 'Filler', lastName: String(id) })) });
  await createStaff(t, 'fuzz-admin@example.org', [...ALL_PERMISSIONS]);
  admin = await t.signIn('fuzz-admin@example.org');
  parent = await t.signIn('fuzz-parent@example.org');
  const profile = { firstName: 'Pat', lastName: 'Fuzz', email: 'fuzz-parent@example.org', phone: '6125550100', address: { street: '1 Main St', city: 'Town', state: 'MN', postalCode: '55401' } };
  expect((await parent.rest('PUT', '/api/v1/parent', profile)).status).toBe(200);
  expect((await parent.rest('PUT', '/api/v1/child', { firstName: 'Kit', lastName: 'Fuzz', gradeEntering: 2 })).status).toBe(201);
  const res = await t.anonymous().request('GET', '/api/v1/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(res.headers.get('cache-control')).toContain('public');
  doc = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(key: string, schema: JsonSchema) {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: doc.components });
    validators.set(key, validate);
  }
  return validate;
}

function requests(path: string, op: Operation): fc.Arbitrary<Request> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const build = (pathValues: Record<string, string>, query: Record<string, string | undefined>, body: unknown, isValid: boolean): Request => {
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name]));
    const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined)).toString();
    return { url: search ? `${url}?${search}` : url, body, valid: isValid };
  };
  const validPath = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, valid(p.schema, doc).map(asText)])));
  const validQuery = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, valid(p.schema, doc).map(asText)])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, string | undefined>>;
  const validBody = bodySchema ? valid(bodySchema, doc) : fc.constant(undefined);
  const good = fc.tuple(validPath, validQuery, validBody).map(([p, q, b]) => build(p, q, b, true));

  const wrongPath = pathParams.length
    ? fc.tuple(validPath, fc.constantFrom(...pathParams.map((p) => p.name)), wrongText()).map(([p, name, text]) => ({ ...p, [name]: text }))
    : validPath;
  const wrongQuery = queryParams.length
    ? fc.tuple(validQuery, fc.constantFrom(...queryParams.map((p) => p.name)), fc.option(wrongText(), { nil: undefined })).map(([q, name, text]) => ({ ...q, [name]: text }))
    : validQuery;
  const wrongBody = bodySchema ? invalid(bodySchema, doc) : fc.constant(undefined);
  const bad = fc.oneof(
    fc.tuple(wrongPath, validQuery, validBody).map(([p, q, b]) => build(p, q, b, false)),
    fc.tuple(validPath, wrongQuery, validBody).map(([p, q, b]) => build(p, q, b, false)),
    fc.tuple(validPath, validQuery, wrongBody).map(([p, q, b]) => build(p, q, b, false)),
  );
  return fc.oneof(good, bad);
}

/** Checks one answer against the operation's documented answers; returns what is wrong, or null. */
async function problemWith(method: string, path: string, op: Operation, res: Response): Promise<string | null> {
  // An event stream never ends: its status and type are what can be checked.
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await res.body?.cancel();
    return op.responses[String(res.status)] ? null : `undocumented status ${res.status}`;
  }
  const text = await res.text();
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 300)}`;
  const documented = op.responses[String(res.status)];
  if (!documented) return `undocumented status ${res.status}: ${text.slice(0, 300)}`;
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || !(res.headers.get('content-type') ?? '').includes('json')) return null;
  const validate = validatorFor(`${method} ${path} ${res.status}`, schema);
  const body = text ? JSON.parse(text) : null;
  if (validate(body)) return null;
  return `${res.status} body does not match its schema: ${ajv.errorsText(validate.errors)}; body ${text.slice(0, 300)}`;
}

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document with security schemes and the CONTRACT error body', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys((doc.components as { securitySchemes: object }).securitySchemes).sort()).toEqual(['session', 'xsrf']);
    expect(doc.components?.schemas?.Error).toBeDefined();
    const write = doc.paths['/api/v1/account/details'].put;
    expect(write.security).toEqual([{ session: [], xsrf: [] }]);
    expect(Object.keys(write.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '503']));
  });

  it('documents every /api/v1 route the app registers that is declared through http/operation.ts', () => {
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    expect(documented.has('GET /api/v1/child/{id}')).toBe(true);
    expect(documented.has('PUT /api/v1/account/details')).toBe(true);
  });

  it('answers a repeated request with 304 when it has not changed', async () => {
    const first = await t.anonymous().request('GET', '/api/v1/openapi.json');
    const again = await t.anonymous().request('GET', '/api/v1/openapi.json', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('every documented operation, driven with generated input', () => {
  it('never answers 5xx, and answers only documented statuses with documented bodies', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
    expect(operations.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const { path, method, op } of operations) {
      const isPublic = (op.security ?? []).every((s) => !('session' in s));
      const run = async (client: TestClient, request: Request) => {
        const res = await client.request(method, request.url, request.body === undefined ? {} : { body: request.body });
        const problem = await problemWith(method, path, op, res);
        if (problem) throw new Error(`${method} ${request.url} (${request.valid ? 'valid' : 'invalid'} input) body ${JSON.stringify(request.body)?.slice(0, 300)} → ${problem}`);
      };
      // Public operations (sign-in, sign-out) run on a client of their own: they change its session.
      const callers = fc.constantFrom<TestClient | 'anonymous'>(...(isPublic ? (['anonymous'] as const) : [admin, admin, parent]));
      const result = await fc.check(
        fc.asyncProperty(callers, requests(path, op), async (caller, request) => run(caller === 'anonymous' ? t.anonymous() : caller, request)),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (result.failed) failures.push(`${(result.errorInstance as Error)?.message ?? result.errorInstance} (seed ${result.seed}, path "${result.counterexamplePath}")`);
    }
    expect(failures.join('\n\n')).toBe('');
  }, 120_000);
});

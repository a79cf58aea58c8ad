// One way to declare a REST operation: its method and path, zod schemas for its path parameters, query,
// body and each answer, a summary, and its handler. Declaring it registers the Hono route AND the OpenAPI
// operation (http/openapi.ts) from the same schemas, and the input is parsed here, once: the handler gets
// typed values, and a request that does not fit answers the CONTRACT 400 naming each field (input.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { ZodOpenApiOperationObject } from 'zod-openapi';
import { readInput } from '../input.ts';
import { badInput } from '../errors.ts';
import type { AppContext, AppEnv } from './rest.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';
/** Who may call an operation, as its document says: anyone, or a signed-in caller (each route's policy decides the rest). */
export type Access = 'public' | 'signed-in';

/** A documented answer that is not JSON: another content type (CSV, an event stream) or no body at all. */
export interface OtherAnswer {
  description: string;
  contentType?: string;
}
export type AnswerSpec = z.ZodType | OtherAnswer;
type Answers = { [status: number]: AnswerSpec };
type JsonOf<R extends Answers> = { [S in keyof R]: R[S] extends z.ZodType ? z.input<R[S]> : never }[keyof R];

/** What a handler returns: a JSON body for the first documented 2xx answer, answer(status, body), or a Response. */
export interface Answer<B = unknown> {
  readonly status: number;
  readonly body: B;
  readonly answer: true;
}
export const answer = <B>(status: number, body: B): Answer<B> => ({ status, body, answer: true });

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface OperationSpec<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends Answers> {
  /** Request headers the call reads, by name ("Idempotency-Key"); the handler reads them from c.req. */
  headers?: z.ZodObject;
  method: Method;
  /** As Hono writes it, parameter patterns included ("/api/v1/child/:id{[0-9]+}"): the authorization model names it so. */
  path: string;
  /** Also answer at the path with a trailing slash (documented once, without it). */
  trailingSlash?: boolean;
  summary: string;
  description?: string;
  tag: string;
  /** Who may call it; 'public' operations need no session (default: signed in). */
  access?: Access;
  /** A refusal that comes before the input is read (a caller who may never call this learns nothing about its input). */
  guard?: (c: AppContext) => void;
  params?: P;
  query?: Q;
  body?: B;
  /** Where SPEC §7 says "with body X": the body may be X itself or {X: …}; both are read as X. */
  bodyWrappedAs?: string;
  /** An empty body is read as {} (calls whose every body field is optional). */
  bodyOptional?: boolean;
  /** Answers beyond the CONTRACT errors every operation documents (openapi.ts adds those). */
  responses: R;
  /** 429 is a documented answer though the call is a read (sign-in attempts are counted per address). */
  rateLimited?: boolean;
  handler: (c: AppContext, input: { params: Out<P>; query: Out<Q>; body: Out<B> }) => Promise<Response | Answer | JsonOf<R>> | Response | Answer | JsonOf<R>;
}

/** A declared operation as the document builder reads it. */
export interface DeclaredOperation {
  method: Method;
  path: string;
  tag: string;
  access: Access;
  rateLimited: boolean;
  hasBody: boolean;
  openapi: Omit<ZodOpenApiOperationObject, 'responses'> & { responses: Answers };
}

/** The OpenAPI path of a Hono path: ":id{[0-9]+}" and ":id" become "{id}". */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const NOT_AN_OBJECT = () => badInput({ body: 'must be a JSON object' }, 'The request body must be a JSON object.');

/** The body as JSON: empty is {} when the call allows it; anything but an object (or, for a wrapped call, a bare value) is a 400. */
async function readBody(c: AppContext, optional: boolean, wrappedAs: string | undefined): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (optional) return {};
    throw NOT_AN_OBJECT();
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw NOT_AN_OBJECT();
  }
  // Read as {X: …} either way, so a problem is named after the field, as in the wrapped shape.
  if (wrappedAs !== undefined) return { [wrappedAs]: isObject(body) && Object.hasOwn(body, wrappedAs) ? body[wrappedAs] : body };
  if (!isObject(body)) throw NOT_AN_OBJECT();
  return body;
}

/** The query as an object of its first values, a parameter sent empty ("?year=") counting as left out. */
function queryObject(c: AppContext): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(c.req.query())) if (value !== '') query[name] = value;
  return query;
}

/** A set of REST operations: their Hono routes (mounted with app.route) and their OpenAPI declarations. */
export class RestRoutes {
  readonly routes = new Hono<AppEnv>();
  readonly operations: DeclaredOperation[] = [];

  operation<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, R extends Answers = Answers>(
    spec: OperationSpec<P, Q, B, R>,
  ): this {
    const firstSuccess = Number(Object.keys(spec.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200);
    const wrapped = spec.bodyWrappedAs;
    const bodySchema = spec.body && wrapped ? z.object({ [wrapped]: spec.body }).transform((b) => b[wrapped]) : spec.body;
    const handle = async (c: AppContext) => {
      spec.guard?.(c);
      if (spec.headers) readInput(spec.headers, Object.fromEntries(Object.keys(spec.headers.shape).map((name) => [name, c.req.header(name)])));
      const params = spec.params ? readInput(spec.params, c.req.param()) : undefined;
      const query = spec.query ? readInput(spec.query, queryObject(c)) : undefined;
      const body = spec.body ? readInput(bodySchema!, await readBody(c, spec.bodyOptional ?? false, wrapped)) : undefined;
      const result = await spec.handler(c, { params, query, body } as { params: Out<P>; query: Out<Q>; body: Out<B> });
      if (result instanceof Response) return result;
      if (isObject(result) && (result as Partial<Answer>).answer === true) {
        const { status, body: json } = result as unknown as Answer;
        return json === null ? c.body(null, status as 204) : c.json(json as object, status as 200);
      }
      return c.json(result as object, firstSuccess as 200);
    };
    const paths = spec.trailingSlash ? [spec.path, `${spec.path}/`] : [spec.path];
    this.routes.on(spec.method.toUpperCase(), paths, handle);

    const body = spec.body && wrapped ? bothShapes(spec.body, wrapped) : spec.body;
    this.operations.push({
      method: spec.method,
      path: openApiPath(spec.path),
      tag: spec.tag,
      access: spec.access ?? 'signed-in',
      rateLimited: spec.rateLimited ?? spec.method !== 'get',
      hasBody: spec.body !== undefined,
      openapi: {
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        tags: [spec.tag],
        requestParams: {
          ...(spec.params ? { path: spec.params as never } : {}),
          ...(spec.query ? { query: spec.query as never } : {}),
          ...(spec.headers ? { header: spec.headers as never } : {}),
        },
        ...(body ? { requestBody: { required: !spec.bodyOptional, content: { 'application/json': { schema: body } } } } : {}),
        responses: spec.responses,
      },
    });
    return this;
  }
}

/** The documented body of a "with body X" call: X itself, or X under its name (the door unwraps the latter). */
const bothShapes = (schema: z.ZodType, name: string): z.ZodType => z.union([schema, z.object({ [name]: schema })]);

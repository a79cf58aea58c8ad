// Shared pieces of the REST door: the per-request environment, error bodies, and input readers that
// name the field on bad input (CONTRACT.md: 400 with {"error": {code, message, fields}}).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, badInput } from '../errors.ts';
import type { RequestContext } from '../context.ts';

export type AppEnv = { Variables: { ctx: RequestContext } };
export type AppContext = Context<AppEnv>;

export function errorResponse(c: Context, error: DomainError) {
  return c.json(
    { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
    error.status as ContentfulStatusCode,
  );
}

export function queryInt(c: Context, name: string, { required = true } = {}): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') {
    if (required) throw badInput({ [name]: 'is required' });
    return undefined;
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw badInput({ [name]: 'must be a whole number' });
  return value;
}

export function pathId(c: Context, name = 'id'): number {
  const value = Number(c.req.param(name));
  if (!Number.isSafeInteger(value) || value <= 0) throw badInput({ [name]: 'must be a positive whole number' });
  return value;
}

export async function jsonBody<T = Record<string, unknown>>(c: Context): Promise<T> {
  try {
    const body = await c.req.json();
    if (body === null || typeof body !== 'object') throw new Error('not an object');
    return body as T;
  } catch {
    throw badInput({ body: 'must be a JSON object' }, 'The request body must be a JSON object.');
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

// Shared pieces of the REST door: the per-request environment, error bodies, and input readers that
// name the field on bad input (CONTRACT.md: 400 with {"error": {code, message, fields}}).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, badInput } from '../errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';
import type { RequestContext } from '../context.ts';
import { jsonInputProblem } from './json-input.ts';
import { calendarDateProblem, dateAtUtcMidnight, isCalendarDate, parseInstant } from '../../../forms/dates.ts';

export type AppEnv = { Variables: { ctx: RequestContext } };
export type AppContext = Context<AppEnv>;

export function errorResponse(c: Context, error: DomainError) {
  if (error.code === 'SERVICE_UNAVAILABLE') c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return c.json(
    { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
    error.status as ContentfulStatusCode,
  );
}

/** Every whole number the API stores or looks up is a PostgreSQL integer. */
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

export function queryInt(c: Context, name: string, { required = true } = {}): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') {
    if (required) throw badInput({ [name]: `Send ${name}; it is required.` });
    return undefined;
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < INT4_MIN || value > INT4_MAX) throw badInput({ [name]: `Give ${name} as a whole number.` });
  return value;
}

/** A yyyy-mm-dd query parameter that names a real day (forms/dates.ts); undefined when left out. */
export function queryCalendarDate(c: Context, name: string, { required = true } = {}): string | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') {
    if (required) throw badInput({ [name]: `Send ${name}; it is required.` });
    return undefined;
  }
  const problem = calendarDateProblem(raw);
  if (problem) throw badInput({ [name]: problem });
  return raw;
}

/** A query parameter bounding a time range: a calendar date (its UTC midnight) or an instant; null when left out. */
export function queryDateOrInstant(c: Context, name: string): Date | null {
  const raw = c.req.query(name);
  if (!raw) return null;
  if (isCalendarDate(raw)) return dateAtUtcMidnight(raw);
  const instant = parseInstant(raw);
  if (!instant) throw badInput({ [name]: `Give ${name} as a real date like 2025-08-11 or an instant like 2025-08-11T09:30:00Z.` });
  return instant;
}

export function pathId(c: Context, name = 'id'): number {
  const value = Number(c.req.param(name));
  if (!Number.isSafeInteger(value) || value <= 0 || value > INT4_MAX) throw badInput({ [name]: `Give ${name} as a positive whole number.` });
  return value;
}

export async function jsonBody<T = Record<string, unknown>>(c: Context): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
    if (body === null || typeof body !== 'object') throw new Error('not an object');
  } catch {
    throw badInput({ body: 'The request body must be a JSON object.' });
  }
  const problem = jsonInputProblem(body, 'body');
  if (problem !== null) throw badInput({ [problem.field]: problem.message });
  return body as T;
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

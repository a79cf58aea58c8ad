// Shared pieces of the REST door: the per-request environment and the CONTRACT error body. Operations
// are declared, and their input read, through operation.ts (schemas of path and query values: rest-input.ts).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, errorInLanguage } from '../errors.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';
import type { RequestContext } from '../context.ts';

export type AppEnv = { Variables: { ctx: RequestContext } };
export type AppContext = Context<AppEnv>;

export function errorResponse(c: Context, error: DomainError) {
  if (error.code === 'SERVICE_UNAVAILABLE') c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  const { message, fields } = errorInLanguage(error, (c.get('ctx') as RequestContext | undefined)?.language ?? requestLanguage());
  return c.json(
    { error: { code: error.code, message, ...(fields ? { fields } : {}) } },
    error.status as ContentfulStatusCode,
  );
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

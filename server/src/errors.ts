// Errors are values with a code and a message a person can act on. Both doors map them the same way:
// REST to a 4xx JSON body (503 for a database out of reach: db/database-unavailable.ts), GraphQL to an
// error with extensions { code, fields }.
import { problemSentence } from '../../forms/problems.ts';

/** NOT_CLEARED: a 403 for a volunteer without a current screening clearance (screening.policy.ts), saying what is missing. */
export type ErrorCode = 'BAD_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_CLEARED' | 'NOT_FOUND' | 'CONFLICT' | 'SERVICE_UNAVAILABLE';

const statusByCode: Record<ErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_CLEARED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
};

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
  }
  get status(): number {
    return statusByCode[this.code];
  }
}

export const badInput = (fields: Record<string, string>, message?: string) => {
  const sentences = Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, problemSentence(field, problem)]));
  return new DomainError('BAD_INPUT', message ?? Object.values(sentences).join(' '), sentences);
};
export const unauthenticated = (message = 'Sign in to continue.') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new DomainError('FORBIDDEN', message);
export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string, fields?: Record<string, string>) => new DomainError('CONFLICT', message, fields);

// GraphQL errors as values: the server tags each with extensions.code (UNAUTHENTICATED, FORBIDDEN,
// BAD_INPUT with extensions.fields, NOT_FOUND, CONFLICT, INTERNAL).
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'INTERNAL' | (string & {});

export interface GraphQLErrorPayload {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: ErrorCode; fields?: Record<string, string> };
}

/** A request that came back without data: the message is one a person can act on. */
export class RequestError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly errors: GraphQLErrorPayload[];

  constructor(errors: GraphQLErrorPayload[], fallbackCode: ErrorCode = 'INTERNAL') {
    const first = errors[0];
    super(first?.message ?? 'Something went wrong. Please try again.');
    this.name = 'RequestError';
    this.errors = errors;
    this.code = first?.extensions?.code ?? fallbackCode;
    this.fields = first?.extensions?.fields;
  }
}

export function hasErrorCode(errors: readonly GraphQLErrorPayload[] | undefined, code: ErrorCode): boolean {
  return !!errors?.some((e) => e.extensions?.code === code);
}

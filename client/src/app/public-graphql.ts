// GraphQL for the public pages without Relay's runtime (the bundle budget: public pages ship no Relay).
// Operations are still written with a `graphql` tag, so relay-compiler checks them against the schema,
// generates their types and persists them (production runs persisted ids only); babel-plugin-relay
// replaces each tag with its generated artifact at build time, so this tag function never runs.
import { RequestError, type GraphQLErrorPayload } from '../relay/errors.ts';
import { takeBootAnswer } from './boot-data.ts';
import { xsrfHeaders } from '../relay/xsrf.ts';

/** A compiled operation as babel-plugin-relay hands it over: only its persisted id and text are used here. */
export interface PublicOperation {
  readonly params: { readonly id?: string | null; readonly text?: string | null; readonly name: string };
}

export function graphql(strings: TemplateStringsArray): PublicOperation {
  throw new Error(`graphql\`${strings.join('')}\` was not compiled: babel-plugin-relay must transform it.`);
}

/** Runs a query; throws RequestError (with the server's code) when the answer has no data. */
export async function fetchPublicQuery<TData>(operation: PublicOperation, variables: Record<string, unknown> = {}): Promise<TData> {
  const { id, text } = operation.params;
  const inPage = takeBootAnswer<TData>(id, variables);
  if (inPage) return inPage.data;
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(await xsrfHeaders()) },
    body: JSON.stringify(id ? { documentId: id, variables } : { query: text, variables }),
  });
  let body: { data?: TData | null; errors?: GraphQLErrorPayload[]; error?: { code?: string; message?: string } };
  try {
    body = await response.json();
  } catch {
    throw new RequestError([{ message: `The server sent an unreadable answer (HTTP ${response.status}). Please try again.` }]);
  }
  if (body.error) throw new RequestError([{ message: body.error.message ?? `HTTP ${response.status}`, extensions: { code: body.error.code } }]);
  if (body.data == null) throw new RequestError(body.errors?.length ? body.errors : [{ message: `The server answered HTTP ${response.status} without data.` }]);
  return body.data;
}

// Shared by the people-query tests: run a definition through either door and read the ids back.
import type { TestClient } from '../harness.ts';

export const PEOPLE_QUERY = `query($d: String!, $first: Int, $after: String) {
  peopleQuery(definition: $d, first: $first, after: $after) {
    totalCount columns { key label }
    edges { cursor node { personType personId cells } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export type Definition = { personType: string; where?: unknown; columns: string[]; sort?: { field: string; direction: string }[] };

export const childQuery = (where: unknown, extra: Partial<Definition> = {}): Definition => ({ personType: 'child', where, columns: ['name'], ...extra });

export async function run(client: TestClient, def: Definition | string, first = 100, after?: string) {
  return client.gql(PEOPLE_QUERY, { d: typeof def === 'string' ? def : JSON.stringify(def), first, after });
}

/** Every matching person id, in result order; fails loudly on an error. */
export async function ids(client: TestClient, def: Definition): Promise<number[]> {
  const res = await run(client, def);
  if (res.errors) throw new Error(`query failed: ${JSON.stringify(res.errors)}`);
  const conn = res.data.peopleQuery;
  if (conn.pageInfo.hasNextPage) throw new Error('more than one page');
  return conn.edges.map((e: { node: { personId: number } }) => e.node.personId);
}

export const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
export const errorOf = (res: { errors?: { extensions?: { code?: string }; message: string }[] }) => res.errors?.[0];

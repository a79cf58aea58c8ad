// PGlite runs PostgreSQL inside this process, so every statement's parse and plan is this process's CPU.
// Its own query() parses and plans the text every time and crosses into WebAssembly five times (Parse,
// Describe statement, Bind, Describe portal, Execute, then Sync); who-am-I's four-table join cost ~640 µs of
// CPU that way, and ~130 µs as a prepared statement bound and executed in one crossing (bench/pglite-
// statements.ts). This wraps a PGlite so that query() — Prisma's adapter's and the direct statements' —
// prepares each text once by name and from then on sends Bind/Describe/Execute/Sync in one message.
// Same locks as query() (a statement outside a transaction waits for any open one), same parsers and
// serializers, same errors; the first MAX_PGLITE_NAMED_STATEMENTS texts are named, later ones run as before.
import { messages, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Prepared statements are kept in the database's memory for the life of the process: this bounds them. */
export const MAX_PGLITE_NAMED_STATEMENTS = 200;

interface Prepared {
  name: string;
  /** The parameters' type OIDs as PostgreSQL inferred them, to pick each value's serializer. */
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Options the fast path does not handle (COPY's blobs, explicit parameter types): those go to query() as they are. */
const plain = (options?: QueryOptions) => !options || (options.blob === undefined && options.paramTypes === undefined && options.onNotice === undefined);

/** One set of names per database: a second wrapper of the same PGlite (migrations, then the app) shares them. */
const preparedOf = new WeakMap<PGlite, Map<string, Prepared>>();

export function withPreparedStatements(pglite: PGlite): PGlite {
  const prepared = preparedOf.get(pglite) ?? new Map<string, Prepared>();
  preparedOf.set(pglite, prepared);

  /** Runs under the caller's locks; null when the text is past the bound (the caller uses query()). */
  async function run<T>(text: string, values: readonly unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T> | null> {
    let statement = prepared.get(text);
    if (!statement) {
      if (prepared.size >= MAX_PGLITE_NAMED_STATEMENTS) return null;
      const name = `vbs_pglite_${prepared.size + 1}`;
      const { messages } = await pglite.execProtocol(concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
        syncToFs: false,
      });
      statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
      prepared.set(text, statement);
    }
    const { paramTypes } = statement;
    const serialized = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[paramTypes[i]] ?? pglite.serializers[paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      concat([serialize.bind({ statement: statement.name, values: serialized }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    // As query() does: outside a transaction, what the statement wrote reaches the data directory now.
    if (!inTransaction) await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  /** A database error names its statement and parameters, as query()'s own errors do. */
  async function located<T>(text: string, values: readonly unknown[], options: QueryOptions | undefined, running: () => Promise<T>): Promise<T> {
    try {
      return await running();
    } catch (error) {
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params: values, queryOptions: options });
      throw error;
    }
  }

  async function query<T>(text: string, values: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!plain(options)) return pglite.query<T>(text, values, options);
    const result = await located(text, values, options, () =>
      pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run<T>(text, values, options, false))),
    );
    return result ?? pglite.query<T>(text, values, options);
  }

  function inTransaction(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, property) {
        if (property === 'query') {
          return async <T>(text: string, values: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
            // A closed transaction's own query() says so; options the fast path leaves alone go there too.
            if (target.closed || !plain(options)) return target.query<T>(text, values, options);
            const result = await located(text, values, options, () => pglite._runExclusiveQuery(() => run<T>(text, values, options, true)));
            return result ?? target.query<T>(text, values, options);
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return <T>(callback: (tx: Transaction) => Promise<T>) => target.transaction((tx) => callback(inTransaction(tx)));
      // PGlite keeps its state in private fields, which only the instance itself may read.
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

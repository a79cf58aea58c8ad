// The few statements on nearly every request's path (who-am-I, a points adjustment, the audit trail's rows)
// go straight to the database driver the Prisma client runs on, past Prisma's query engine. The profile of
// who-am-I showed Prisma's runtime (and, for a raw statement or a createMany, its query compiler in
// WebAssembly) costing two to four times what the driver itself does for the same statement; everything
// else stays on Prisma. Same connections, same statement timeout, same statement count in tests (onQuery),
// never inside a Prisma transaction: use Prisma for work that must be part of one.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

export interface DirectSql {
  /** Runs one statement with $1, $2, … parameters and returns its rows as objects (int4 as number, json parsed). */
  query<Row extends object>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  /** One trivial statement, to learn whether the database answers (/healthz); not counted by onQuery. */
  ping(): Promise<void>;
}

/** A driver error's SQLSTATE (23503 foreign key violation, 57014 statement cancelled, …), or null. */
export function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** More distinct texts than this are sent unnamed: each name is a statement kept on every pooled connection. */
export const MAX_NAMED_STATEMENTS = 32;

/**
 * PostgreSQL: each direct statement is prepared by name, once per pooled connection, and from then on sent as
 * Bind/Execute only: the server neither parses nor plans its text again (who-am-I's four-table join was
 * parsed and planned on every request) and the text no longer crosses the socket. The texts are the few
 * constants of the hot paths; past MAX_NAMED_STATEMENTS any further text goes unnamed, so the number of
 * statements a connection keeps stays bounded.
 */
export function poolDirectSql(pool: Pool, onQuery?: (sql: string) => void): DirectSql {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `vbs_direct_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async query<Row extends object>(text: string, values: readonly unknown[] = []) {
      onQuery?.(text);
      return (await pool.query<Row>({ name: nameOf(text), text, values: values as unknown[] })).rows;
    },
    async ping() {
      await pool.query('SELECT 1');
    },
  };
}

export function pgliteDirectSql(pglite: PGlite, onQuery?: (sql: string) => void): DirectSql {
  return {
    async query<Row extends object>(text: string, values: readonly unknown[] = []) {
      onQuery?.(text);
      return (await pglite.query<Row>(text, values as unknown[])).rows;
    },
    async ping() {
      await pglite.query('SELECT 1');
    },
  };
}

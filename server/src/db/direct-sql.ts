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
}

/** A driver error's SQLSTATE (23503 foreign key violation, 57014 statement cancelled, …), or null. */
export function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export function poolDirectSql(pool: Pool, onQuery?: (sql: string) => void): DirectSql {
  return {
    async query<Row extends object>(text: string, values: readonly unknown[] = []) {
      onQuery?.(text);
      return (await pool.query<Row>(text, values as unknown[])).rows;
    },
  };
}

export function pgliteDirectSql(pglite: PGlite, onQuery?: (sql: string) => void): DirectSql {
  return {
    async query<Row extends object>(text: string, values: readonly unknown[] = []) {
      onQuery?.(text);
      return (await pglite.query<Row>(text, values as unknown[])).rows;
    },
  };
}

// On PostgreSQL no statement may hold a pooled connection for minutes; the pool sets
// statement_timeout on every connection it opens. (PGlite runs statements on the server's own thread and
// cannot interrupt one: there the GraphQL query limits refuse costly operations before any SQL runs.)
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from './database.ts';
import { MAX_NAMED_STATEMENTS } from './direct-sql.ts';
import { POSTGRES_ADMIN_URL } from '../../test/database.ts';

describe('PostgreSQL statement timeout', () => {
  it('cancels a statement running past the timeout and keeps serving the next one', async () => {
    const db = await openDatabase({ url: POSTGRES_ADMIN_URL, statementTimeoutMs: 300 });
    try {
      await expect(db.prisma.$queryRawUnsafe('SELECT pg_sleep(5)')).rejects.toThrow(/statement timeout|57014/i);
      expect(await db.prisma.$queryRawUnsafe<{ one: number }[]>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      const [{ statement_timeout }] = await db.prisma.$queryRawUnsafe<{ statement_timeout: string }[]>('SHOW statement_timeout');
      expect(statement_timeout).toBe('300ms');
    } finally {
      await db.close();
    }
  });

  it('defaults to 15 s', async () => {
    const db = await openDatabase({ url: POSTGRES_ADMIN_URL });
    try {
      const [{ statement_timeout }] = await db.prisma.$queryRawUnsafe<{ statement_timeout: string }[]>('SHOW statement_timeout');
      expect(statement_timeout).toBe('15s');
    } finally {
      await db.close();
    }
  });
});

describe('PostgreSQL ending an idle pooled connection', () => {
  // A restart, a failover or an administrator's terminate ends connections the pool holds idle. The pool
  // then emits 'error'; with no listener that event ends the process. The direct statements
  // (db/direct-sql.ts) share Prisma's pool and may use it before Prisma connects, when Prisma's own
  // listener is not there yet.
  it('keeps the process up and serves the next statement on a new connection', async () => {
    const db = await openDatabase({ url: POSTGRES_ADMIN_URL });
    try {
      const [{ pid }] = await db.sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The pool learns of the end when the socket closes; until then a statement may still pick the old
      // connection and fail, so the check is repeated until a statement runs.
      await expect
        .poll(async () => (await db.sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid').catch(() => [{ pid }]))[0].pid)
        .not.toBe(pid);
    } finally {
      await db.close();
    }
  });
});

describe('PostgreSQL direct statements (db/direct-sql.ts)', () => {
  it('are prepared by name on a connection once, then run again without being parsed; past the bound, further texts run unnamed', async () => {
    const db = await openDatabase({ url: POSTGRES_ADMIN_URL });
    try {
      const text = 'SELECT $1::int + 1 AS n';
      expect(await db.sql.query(text, [1])).toEqual([{ n: 2 }]);
      expect(await db.sql.query(text, [41])).toEqual([{ n: 42 }]);
      // One after another, the statements share the pool's one idle connection: its prepared statements.
      const prepared = await db.sql.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements ORDER BY name');
      expect(prepared.filter((p) => p.statement === text)).toEqual([{ name: expect.stringMatching(/^vbs_direct_\d+$/), statement: text }]);

      for (let i = 0; i < MAX_NAMED_STATEMENTS + 5; i++) expect(await db.sql.query(`SELECT ${i}::int AS n`)).toEqual([{ n: i }]);
      const [{ count }] = await db.sql.query<{ count: string }>('SELECT count(*) AS count FROM pg_prepared_statements');
      expect(Number(count)).toBe(MAX_NAMED_STATEMENTS);
    } finally {
      await db.close();
    }
  });
});

// Issue 12 item 1: on PostgreSQL no statement may hold a pooled connection for minutes; the pool sets
// statement_timeout on every connection it opens. (PGlite runs statements on the server's own thread and
// cannot interrupt one: there the GraphQL query limits refuse costly operations before any SQL runs.)
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
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

// The embedded database's statements prepared once by name (pglite-prepared.ts): same answers, same errors,
// same isolation from an open transaction as PGlite's own query(), and a bounded number of statements kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { MAX_PGLITE_NAMED_STATEMENTS, withPreparedStatements } from './pglite-prepared.ts';

let raw: PGlite;
let db: PGlite;

beforeAll(async () => {
  raw = await PGlite.create('memory://');
  db = withPreparedStatements(raw);
  await raw.exec(`
    CREATE TABLE item (id serial PRIMARY KEY, name text NOT NULL UNIQUE, tags text[] NOT NULL DEFAULT '{}', data jsonb, at timestamptz, amount numeric);
    INSERT INTO item (name, tags, data, at, amount) VALUES ('apple', '{red,fruit}', '{"a":1}', '2026-07-06T09:00:00Z', 1.5), ('pear', '{}', NULL, NULL, NULL);
  `);
});
afterAll(async () => {
  await raw.close();
});

const preparedTexts = async () => (await raw.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements`)).rows.map((r) => r.statement);

describe('PGlite statements prepared by name', () => {
  it("answer exactly as PGlite's own query() does, in both row modes, and prepare each text once", async () => {
    const text = 'SELECT id, name, tags, data, at, amount FROM item WHERE id = $1 OR name = $2 ORDER BY id';
    for (const rowMode of [undefined, 'array'] as const) {
      const expected = await raw.query(text, [1, 'pear'], { rowMode });
      const first = await db.query(text, [1, 'pear'], { rowMode });
      const second = await db.query(text, [1, 'pear'], { rowMode });
      expect(first.rows).toEqual(expected.rows);
      expect(second.rows).toEqual(expected.rows);
      expect(first.fields).toEqual(expected.fields);
    }
    expect((await preparedTexts()).filter((t) => t === text)).toHaveLength(1);
    const [row] = (await db.query<{ tags: string[]; data: unknown; at: Date }>(text, [1, 'none'])).rows;
    expect(row.tags).toEqual(['red', 'fruit']);
    expect(row.data).toEqual({ a: 1 });
    expect(row.at).toEqual(new Date('2026-07-06T09:00:00Z'));
  });

  it('serialize parameters by the types PostgreSQL gave them (arrays, JSON, dates, null), and report affected rows', async () => {
    const inserted = await db.query<{ id: number }>('INSERT INTO item (name, tags, data, at) VALUES ($1, $2, $3, $4) RETURNING id', [
      'plum',
      ['purple', "it's"],
      { nested: [1, 2] },
      new Date('2026-07-07T10:30:00Z'),
    ]);
    const id = inserted.rows[0].id;
    const stored = await raw.query<{ tags: string[]; data: unknown; at: Date }>('SELECT tags, data, at FROM item WHERE id = $1', [id]);
    expect(stored.rows[0]).toEqual({ tags: ['purple', "it's"], data: { nested: [1, 2] }, at: new Date('2026-07-07T10:30:00Z') });
    const updated = await db.query('UPDATE item SET data = $1 WHERE id = $2', [null, id]);
    expect(updated.affectedRows).toBe(1);
    expect((await raw.query('SELECT data FROM item WHERE id = $1', [id])).rows[0]).toEqual({ data: null });
  });

  it('fail as query() fails: the database error with its code, the statement named, and the next statement served', async () => {
    const error = await db.query('INSERT INTO item (name) VALUES ($1)', ['apple']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', query: 'INSERT INTO item (name) VALUES ($1)', params: ['apple'] });
    const syntax = await db.query('SELEC nothing').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await db.query('SELECT count(*)::int AS n FROM item WHERE name = $1', ['apple'])).rows).toEqual([{ n: 1 }]);
  });

  it('outside a transaction, wait for the open one instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO item (name) VALUES ($1)', ['never']);
      inserted();
      await held;
      await tx.rollback();
    });
    // The query below is asked while the transaction is open and holds its uncommitted row.
    await insideTransaction;
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM item WHERE name = $1', ['never']);
    release();
    await transaction;
    // Had it run inside the transaction, it would have counted the row that was rolled back.
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('inside a transaction, see its own writes and lose them with it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO item (name) VALUES ($1)', ['inside']);
      expect((await tx.query('SELECT count(*)::int AS n FROM item WHERE name = $1', ['inside'])).rows).toEqual([{ n: 1 }]);
      await tx.rollback();
    });
    expect((await db.query('SELECT count(*)::int AS n FROM item WHERE name = $1', ['inside'])).rows).toEqual([{ n: 0 }]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO item (name) VALUES ($1)', ['kept']);
    });
    expect((await raw.query('SELECT count(*)::int AS n FROM item WHERE name = $1', ['kept'])).rows).toEqual([{ n: 1 }]);
  });

  it('share their names between two wrappers of one database (migrations, then the app), so neither prepares a name twice', async () => {
    const again = withPreparedStatements(raw);
    expect((await again.query<{ n: number }>('SELECT $1::int * 2 AS n', [21])).rows).toEqual([{ n: 42 }]);
    expect((await db.query<{ n: number }>('SELECT $1::int * 3 AS n', [2])).rows).toEqual([{ n: 6 }]);
    expect((await again.query<{ n: number }>('SELECT $1::int * 3 AS n', [3])).rows).toEqual([{ n: 9 }]);
  });

  it('keep at most the bound of named statements; further texts still answer, unnamed', async () => {
    for (let i = 0; i < MAX_PGLITE_NAMED_STATEMENTS + 5; i++) {
      const { rows } = await db.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1]);
      expect(rows).toEqual([{ n: 1 + i }]);
    }
    expect(await preparedTexts()).toHaveLength(MAX_PGLITE_NAMED_STATEMENTS);
  });
});

// The people query writes a person's display name in SQL; it must read exactly as the product writes it
// everywhere else (shared/person-name.ts), for every shape of name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../generated/prisma/client.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { NAME_CASES } from '../../../../shared/person-name.cases.ts';
import { displayNameSql } from './query.fields.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('the display name in SQL', () => {
  it('is the display name the rest of the product writes, for every case', async () => {
    const people = [
      ...NAME_CASES.map((c) => c.person),
      { firstName: 'Ann\u00a0', preferredName: '\u2003Annie', lastName: 'Lee' },
      { firstName: 'Ann', preferredName: 'ann', lastName: 'Lee' },
    ];
    const rows = Prisma.join(people.map((p, n) => Prisma.sql`(${n}::int, ${p.firstName}::text, ${p.preferredName}::text, ${p.lastName}::text)`));
    const names = await db.prisma.$queryRaw<{ name: string }[]>(
      Prisma.sql`SELECT ${displayNameSql('p')} AS name FROM (VALUES ${rows}) AS p(n, "firstName", "preferredName", "lastName") ORDER BY n`,
    );
    expect(names.map((r) => r.name)).toEqual(people.map(displayName));
    expect(names.map((r) => r.name).slice(0, NAME_CASES.length)).toEqual(NAME_CASES.map((c) => c.display));
  });
});

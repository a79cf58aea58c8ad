// The family check-in code behind /qrcode: a parent gets their own family's signed code for the current
// edition; nobody else gets one; a code cannot be forged, changed to another family or reused next year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { checkInCodeSecret, signCheckInCode, verifyCheckInCode } from './check-in-code.ts';

const QUERY = 'query { familyCheckInCode { code year familyName children } }';
const SECRET = checkInCodeSecret(false, {});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
});
afterAll(() => t.close());

describe('familyCheckInCode', () => {
  it("gives a parent their own family's code for the current edition, with the children's names", async () => {
    const sarah = await t.signIn('parent@example.org');
    const parent = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true } });
    const res = await sarah.gql(QUERY);
    expect(res.errors).toBeUndefined();
    expect(res.data.familyCheckInCode).toMatchObject({ year: 2025, familyName: 'Mitchell family', children: ['Ethan Mitchell', 'Lily Mitchell'] });
    expect(verifyCheckInCode(SECRET, res.data.familyCheckInCode.code)).toEqual({ parentId: parent.id, year: 2025 });
    // Stable: the same family gets the same code all week (a screenshot keeps working).
    expect((await sarah.gql(QUERY)).data.familyCheckInCode.code).toBe(res.data.familyCheckInCode.code);
  });

  it('gives two families different codes', async () => {
    const sarah = await (await t.signIn('parent@example.org')).gql(QUERY);
    const david = await (await t.signIn('parent2@example.org')).gql(QUERY);
    expect(david.data.familyCheckInCode.familyName).toBe('Nguyen family');
    expect(david.data.familyCheckInCode.code).not.toBe(sarah.data.familyCheckInCode.code);
  });

  it('asks a visitor to sign in and refuses accounts without a family', async () => {
    const anonymous = await t.anonymous().gql(QUERY);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const email of ['staff@example.org', 'intern@example.org']) {
      const res = await (await t.signIn(email)).gql(QUERY);
      expect(res.data).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('reads the family in the same number of statements however many children it has', async () => {
    const count = async (email: string) => {
      const client = await t.signIn(email);
      t.db.statements.length = 0;
      const res = await client.gql(QUERY);
      return { statements: t.db.statements.length, children: res.data.familyCheckInCode.children.length };
    };
    const big = await t.signIn('big.family@example.org');
    const parent = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'big.family@example.org' } }, select: { id: true } });
    for (let i = 0; i < 8; i++) {
      await t.prisma.child.create({ data: { firstName: `Child${i}`, lastName: 'Big', gradeEntering: i, parents: { create: { parentId: parent.id } } } });
    }
    expect(big).toBeTruthy();
    const sarah = await count('parent@example.org');
    const bigFamily = await count('big.family@example.org');
    expect([sarah.children, bigFamily.children]).toEqual([2, 8]);
    expect(bigFamily.statements).toBe(sarah.statements);
  });
});

describe('signing and verifying', () => {
  const code = signCheckInCode(SECRET, { parentId: 42, year: 2025 });

  it('verifies its own codes', () => {
    expect(code).toMatch(/^VBS1\.42\.2025\.[A-Za-z0-9_-]{22}$/);
    expect(verifyCheckInCode(SECRET, code)).toEqual({ parentId: 42, year: 2025 });
    expect(verifyCheckInCode(SECRET, ` ${code}\n`)).toEqual({ parentId: 42, year: 2025 });
  });

  it('rejects a code moved to another family or another year, a changed signature, another secret, and junk', () => {
    const signature = code.split('.')[3];
    expect(verifyCheckInCode(SECRET, `VBS1.43.2025.${signature}`)).toBeNull();
    expect(verifyCheckInCode(SECRET, `VBS1.42.2026.${signature}`)).toBeNull();
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyCheckInCode(SECRET, `VBS1.42.2025.${flipped}`)).toBeNull();
    expect(verifyCheckInCode('another secret', code)).toBeNull();
    for (const junk of ['', 'VBS1', 'VBS1.0.2025.x', `VBS2.42.2025.${signature}`, `VBS1.42.2025.${signature}=`, 'https://example.org/']) {
      expect(verifyCheckInCode(SECRET, junk)).toBeNull();
    }
  });

  it('needs CHECK_IN_CODE_SECRET in production', () => {
    expect(() => checkInCodeSecret(true, {})).toThrow(/CHECK_IN_CODE_SECRET/);
    expect(checkInCodeSecret(true, { CHECK_IN_CODE_SECRET: 's3cret' })).toBe('s3cret');
  });
});

// Two permission changes started together, many times over, through both doors: each trial's final set
// holds both changes, or one of them was refused (409/403) and is absent. With VBS_TEST_DB=postgres the
// requests run on separate pooled connections, where a set read before another change committed would
// write that change away; on PGlite (one connection) the same rules hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';
import type { Permission } from '../../generated/prisma/enums.ts';

const TRIALS = 20;

let t: TestApp;
let first: { accountId: number; staffId: number };
let second: { accountId: number; staffId: number };
let firstAdmin: TestClient;
let secondAdmin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  first = await createStaff(t, 'first.admin@example.org', [...ALL_PERMISSIONS]);
  second = await createStaff(t, 'second.admin@example.org', [...ALL_PERMISSIONS]);
  firstAdmin = await t.signIn('first.admin@example.org');
  secondAdmin = await t.signIn('second.admin@example.org');
});
afterAll(() => t.close());

const staffGid = (staffId: number) => encodeGlobalID('Staff', String(staffId));
const grantGql = `mutation($s: ID!, $p: Permission!) { grantPermission(staffId: $s, permission: $p) { permissions } }`;
const revokeGql = `mutation($s: ID!, $p: Permission!) { revokePermission(staffId: $s, permission: $p) { permissions } }`;
const setGql = `mutation($i: SetStaffPermissionsInput!) { setStaffPermissions(input: $i) { permissions } }`;

async function held(staffId: number): Promise<Permission[]> {
  const rows = await t.prisma.staffPermission.findMany({ where: { staffId }, select: { permission: true } });
  return rows.map((r) => r.permission).sort();
}

/** Puts the staff member's permissions back to `permissions` between trials. */
async function reset(staffId: number, permissions: Permission[]) {
  await t.prisma.staffPermission.deleteMany({ where: { staffId } });
  await t.prisma.staffPermission.createMany({ data: permissions.map((permission) => ({ staffId, permission })) });
  const { accountId } = await t.prisma.staff.findUniqueOrThrow({ where: { id: staffId }, select: { accountId: true } });
  await t.services.sessions.accountChanged(accountId);
}

const without = (list: readonly Permission[], ...gone: Permission[]) => list.filter((p) => !gone.includes(p)).sort();

describe('two permission changes at once', () => {
  it('a revoke (REST) racing a grant (GraphQL) on the same staff member: both apply, every time', async () => {
    const target = await createStaff(t, 'race.target@example.org');
    const start: Permission[] = ['APPROVE_REGISTRATIONS', 'VIEW_SENSITIVE_INFO'];
    const wrong: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      await reset(target.staffId, start);
      const [revoke, grant] = await Promise.all([
        firstAdmin.rest('DELETE', `/api/v1/staff/${target.staffId}/permission/VIEW_SENSITIVE_INFO`),
        secondAdmin.gql(grantGql, { s: staffGid(target.staffId), p: 'SCHEDULE_CLASSES' }),
      ]);
      expect(revoke.status).toBe(200);
      expect(grant.errors).toBeUndefined();
      const final = await held(target.staffId);
      if (final.join() !== 'APPROVE_REGISTRATIONS,SCHEDULE_CLASSES') wrong.push(`trial ${trial}: ${final.join()}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('an administrator dropping their own MANAGE_VBS while another revokes their VIEW_SENSITIVE_INFO: both apply', async () => {
    const wrong: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      await reset(first.staffId, [...ALL_PERMISSIONS]);
      const [own, other] = await Promise.all([
        firstAdmin.gql(revokeGql, { s: staffGid(first.staffId), p: 'MANAGE_VBS' }),
        secondAdmin.rest('DELETE', `/api/v1/staff/${first.staffId}/permission/VIEW_SENSITIVE_INFO`),
      ]);
      expect(own.errors).toBeUndefined();
      expect(other.status).toBe(200);
      const final = await held(first.staffId);
      if (final.join() !== without(ALL_PERMISSIONS, 'MANAGE_VBS', 'VIEW_SENSITIVE_INFO').join()) wrong.push(`trial ${trial}: ${final.join()}`);
    }
    expect(wrong).toEqual([]);
    await reset(first.staffId, [...ALL_PERMISSIONS]);
  }, 120_000);

  it('two whole-set replacements from the same starting set: one applies, the other is refused with 409 naming permissions', async () => {
    const target = await createStaff(t, 'race.sets@example.org');
    const start: Permission[] = ['APPROVE_REGISTRATIONS', 'VIEW_SENSITIVE_INFO'];
    for (let trial = 0; trial < TRIALS; trial++) {
      await reset(target.staffId, start);
      const [a, b] = await Promise.all([
        firstAdmin.gql(setGql, { i: { staffId: staffGid(target.staffId), permissions: ['APPROVE_REGISTRATIONS'], expectedPermissions: start } }),
        secondAdmin.gql(setGql, { i: { staffId: staffGid(target.staffId), permissions: [...start, 'SCHEDULE_CLASSES'], expectedPermissions: start } }),
      ]);
      const refused = [a, b].filter((r) => r.errors);
      expect(refused).toHaveLength(1);
      expect(refused[0].errors![0].extensions).toMatchObject({ code: 'CONFLICT', fields: { permissions: expect.any(String) } });
      const applied = a.errors ? ['APPROVE_REGISTRATIONS', 'SCHEDULE_CLASSES', 'VIEW_SENSITIVE_INFO'] : ['APPROVE_REGISTRATIONS'];
      expect(await held(target.staffId)).toEqual(applied);
    }
  }, 120_000);

  it('two administrators revoking each other’s ADMINISTER_ACCOUNTS at once never leave zero administrators', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const [a, b] = await Promise.all([
        firstAdmin.rest('DELETE', `/api/v1/staff/${second.staffId}/permission/ADMINISTER_ACCOUNTS`),
        secondAdmin.gql(revokeGql, { s: staffGid(first.staffId), p: 'ADMINISTER_ACCOUNTS' }),
      ]);
      const outcomes = [a.status === 200, !b.errors];
      // Exactly one applies; the other is refused: its actor no longer administers (403) or it would
      // remove the last administrator (409).
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      if (a.status !== 200) expect([403, 409]).toContain(a.status);
      if (b.errors) expect(['FORBIDDEN', 'CONFLICT']).toContain(b.errors[0].extensions?.code);
      expect(await t.prisma.staffPermission.count({ where: { permission: 'ADMINISTER_ACCOUNTS' } })).toBe(1);
      await reset(first.staffId, [...ALL_PERMISSIONS]);
      await reset(second.staffId, [...ALL_PERMISSIONS]);
    }
  }, 120_000);
});

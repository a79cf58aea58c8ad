// Account administration through both doors: the accounts list, making staff, grants and revokes, the
// rules (no raising one's own permissions, never removing the last administrator), deactivation (sessions
// end, no sign-in until reactivated). Merging: accounts-merge.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';

let t: TestApp;
let admin: TestClient;
let adminIds: { accountId: number; staffId: number };

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  adminIds = await createStaff(t, 'admin@example.org', ALL_PERMISSIONS);
  await createStaff(t, 'helper@example.org', []);
  await createStaff(t, 'grantor@example.org', ['ADMINISTER_ACCOUNTS']);
  admin = await t.signIn('admin@example.org');
});
afterAll(() => t.close());

const staffOf = async (email: string) => t.prisma.staff.findFirstOrThrow({ where: { email }, include: { permissions: true } });
const GRANT = `mutation($s: ID!, $p: Permission!) { grantPermission(staffId: $s, permission: $p) { permissions } }`;
const REVOKE = `mutation($s: ID!, $p: Permission!) { revokePermission(staffId: $s, permission: $p) { permissions } }`;
const ACCOUNTS = `query($search: String, $role: AccountRole) { accounts(first: 20, search: $search, role: $role) { totalCount edges { node {
  id databaseId email lastSignInAt deactivatedAt signInProviders { provider email } parentIdentity { id } staffIdentity { id permissions } internIdentity { id } } } } }`;

describe('the accounts list', () => {
  it('lists accounts with identities, providers and last sign-in; searches and filters by role', async () => {
    await t.signIn('searchable.parent@example.org');
    const all = await admin.gql(ACCOUNTS, {});
    expect(all.errors).toBeUndefined();
    expect(all.data.accounts.totalCount).toBeGreaterThanOrEqual(4);
    const found = await admin.gql(ACCOUNTS, { search: 'searchable' });
    expect(found.data.accounts.edges).toHaveLength(1);
    expect(found.data.accounts.edges[0].node).toMatchObject({
      email: 'searchable.parent@example.org',
      lastSignInAt: expect.any(String),
      signInProviders: [{ provider: 'dev', email: 'searchable.parent@example.org' }],
      parentIdentity: { id: expect.any(String) },
      staffIdentity: null,
    });
    const staff = await admin.gql(ACCOUNTS, { role: 'STAFF' });
    expect(staff.data.accounts.edges.every((e: { node: { staffIdentity: unknown } }) => e.node.staffIdentity)).toBe(true);
    const admins = await admin.gql(ACCOUNTS, { role: 'ADMINISTRATOR' });
    expect(admins.data.accounts.edges.map((e: { node: { email: string } }) => e.node.email).sort()).toEqual(['admin@example.org', 'grantor@example.org']);

    const rest = await admin.rest('GET', '/api/v1/accounts?search=searchable');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ total: 1, accounts: [{ email: 'searchable.parent@example.org', signInProviders: [{ provider: 'dev' }] }] });
    expect((await admin.rest('GET', '/api/v1/accounts?role=wizard')).body.error.fields).toEqual({ role: expect.any(String) });
  });

  it('is refused to everyone without ADMINISTER_ACCOUNTS, through both doors', async () => {
    const helper = await t.signIn('helper@example.org');
    expect((await helper.gql(ACCOUNTS, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await helper.rest('GET', '/api/v1/accounts')).status).toBe(403);
    expect((await t.anonymous().rest('GET', '/api/v1/accounts')).status).toBe(401);
    const parent = await t.signIn('searchable.parent@example.org');
    expect((await parent.gql(ACCOUNTS, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('making staff, granting and revoking', () => {
  it('makes a parent account staff, then grants and revokes a permission through both doors', async () => {
    const parent = await t.signIn('future.staff@example.org');
    const account = await t.prisma.account.findUniqueOrThrow({ where: { email: 'future.staff@example.org' } });
    const made = await admin.gql(`mutation($a: ID!) { makeAccountStaff(accountId: $a) { staffIdentity { id permissions } parentIdentity { id } } }`, { a: encodeGlobalID('Account', account.id) });
    expect(made.errors).toBeUndefined();
    expect(made.data.makeAccountStaff.staffIdentity.permissions).toEqual([]);
    expect(made.data.makeAccountStaff.parentIdentity).not.toBeNull();
    expect((await parent.gql('{ viewer { isStaff } }')).data.viewer.isStaff).toBe(true);
    expect((await admin.rest('PUT', `/api/v1/accounts/${account.id}/staff`)).status).toBe(409);

    const staff = await t.prisma.staff.findUniqueOrThrow({ where: { accountId: account.id } });
    const granted = await admin.gql(GRANT, { s: encodeGlobalID('Staff', staff.id), p: 'VIEW_SENSITIVE_INFO' });
    expect(granted.data.grantPermission.permissions).toEqual(['VIEW_SENSITIVE_INFO']);
    const rest = await admin.rest('PUT', `/api/v1/staff/${staff.id}/permission/approve_registrations`);
    expect(rest.status).toBe(200);
    expect(rest.body.permissions.sort()).toEqual(['APPROVE_REGISTRATIONS', 'VIEW_SENSITIVE_INFO']);
    expect((await parent.rest('GET', '/api/v2/permission')).body.permissions).toEqual([{ type: 'APPROVE_REGISTRATIONS' }, { type: 'VIEW_SENSITIVE_INFO' }]);
    const revoked = await admin.rest('DELETE', `/api/v1/staff/${staff.id}/permission/VIEW_SENSITIVE_INFO`);
    expect(revoked.body.permissions).toEqual(['APPROVE_REGISTRATIONS']);
    expect((await admin.gql(REVOKE, { s: encodeGlobalID('Staff', staff.id), p: 'APPROVE_REGISTRATIONS' })).data.revokePermission.permissions).toEqual([]);
    expect((await admin.rest('PUT', `/api/v1/staff/${staff.id}/permission/FLY`)).body.error.fields).toEqual({ permission: expect.any(String) });
  });

  it('refuses granting to anyone without ADMINISTER_ACCOUNTS, through both doors', async () => {
    const helperStaff = await staffOf('helper@example.org');
    const helper = await t.signIn('helper@example.org');
    expect((await helper.gql(GRANT, { s: encodeGlobalID('Staff', helperStaff.id), p: 'MANAGE_VBS' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await helper.rest('PUT', `/api/v1/staff/${helperStaff.id}/permission/MANAGE_VBS`)).status).toBe(403);
    expect((await staffOf('helper@example.org')).permissions).toEqual([]);
  });

  it('no one raises their own permissions (an administrator may only lower their own)', async () => {
    const grantorStaff = await staffOf('grantor@example.org');
    const grantor = await t.signIn('grantor@example.org');
    const gql = await grantor.gql(GRANT, { s: encodeGlobalID('Staff', grantorStaff.id), p: 'VIEW_SENSITIVE_INFO' });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await grantor.rest('PUT', `/api/v1/staff/${grantorStaff.id}/permission/MANAGE_VBS`)).status).toBe(403);
    const set = await grantor.gql(`mutation($i: SetStaffPermissionsInput!) { setStaffPermissions(input: $i) { id } }`, {
      i: { staffId: encodeGlobalID('Staff', grantorStaff.id), permissions: ['ADMINISTER_ACCOUNTS', 'MANAGE_VBS'] },
    });
    expect(set.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await staffOf('grantor@example.org')).permissions.map((p) => p.permission)).toEqual(['ADMINISTER_ACCOUNTS']);
    // Granting to someone else is fine.
    const helperStaff = await staffOf('helper@example.org');
    expect((await grantor.gql(GRANT, { s: encodeGlobalID('Staff', helperStaff.id), p: 'SCHEDULE_CLASSES' })).errors).toBeUndefined();
  });

  it('never removes the last administrator: of two admins revoking each other at once, one is refused', async () => {
    const a = await createStaff(t, 'duel.a@example.org', ['ADMINISTER_ACCOUNTS']);
    const b = await createStaff(t, 'duel.b@example.org', ['ADMINISTER_ACCOUNTS']);
    // Only these two remain administrators (the others are deactivated for this test).
    const others = await t.prisma.account.findMany({ where: { email: { in: ['admin@example.org', 'grantor@example.org'] } } });
    await t.prisma.account.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { deactivatedAt: new Date() } });
    try {
      const clientA = await t.signIn('duel.a@example.org');
      const clientB = await t.signIn('duel.b@example.org');
      const [ra, rb] = await Promise.all([
        clientA.rest('DELETE', `/api/v1/staff/${b.staffId}/permission/ADMINISTER_ACCOUNTS`),
        clientB.gql(REVOKE, { s: encodeGlobalID('Staff', a.staffId), p: 'ADMINISTER_ACCOUNTS' }),
      ]);
      // The second to take the lock is refused: its actor is no longer an administrator (403), or it would
      // remove the last one (409).
      const refused = [[403, 409].includes(ra.status), ['FORBIDDEN', 'CONFLICT'].includes(rb.errors?.[0]?.extensions?.code ?? '')].filter(Boolean);
      expect(refused).toHaveLength(1);
      const remaining = await t.prisma.staffPermission.count({ where: { permission: 'ADMINISTER_ACCOUNTS', staffId: { in: [a.staffId, b.staffId] } } });
      expect(remaining).toBe(1);
      // The refused revocation was rolled back, and the audit trail says so: one removal, not two.
      const removals = await t.prisma.auditEvent.count({ where: { entity: 'StaffPermission', kind: 'DELETE', personId: { in: [a.staffId, b.staffId] } } });
      expect(removals).toBe(1);
    } finally {
      await t.prisma.account.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { deactivatedAt: null } });
      admin = await t.signIn('admin@example.org');
    }
  });
});

describe('deactivation', () => {
  it('ends the account’s sessions at once; it cannot sign in until reactivated', async () => {
    const user = await t.signIn('leaving@example.org');
    const account = await t.prisma.account.findUniqueOrThrow({ where: { email: 'leaving@example.org' } });
    expect((await user.rest('GET', '/api/v1/account/user')).status).toBe(200);
    const res = await admin.gql(`mutation($a: ID!) { deactivateAccount(accountId: $a) { deactivatedAt } }`, { a: encodeGlobalID('Account', account.id) });
    expect(res.data.deactivateAccount.deactivatedAt).toEqual(expect.any(String));
    expect(await t.prisma.session.count({ where: { accountId: account.id } })).toBe(0);
    expect((await user.rest('GET', '/api/v1/account/user')).status).toBe(401);
    const again = await t.anonymous().rest('GET', '/oauth2/authorization/dev?email=leaving@example.org');
    expect(again.status).toBe(403);
    expect(again.body.error.message).toMatch(/deactivated/);
    expect((await admin.rest('POST', `/api/v1/accounts/${account.id}/deactivate`)).status).toBe(409);

    expect((await admin.rest('POST', `/api/v1/accounts/${account.id}/reactivate`)).status).toBe(200);
    const back = await t.signIn('leaving@example.org');
    expect((await back.rest('GET', '/api/v1/account/user')).status).toBe(200);
  });

  it('is refused on one’s own account and to non-administrators, through both doors', async () => {
    expect((await admin.rest('POST', `/api/v1/accounts/${adminIds.accountId}/deactivate`)).status).toBe(403);
    const helper = await t.signIn('helper@example.org');
    const target = await t.prisma.account.findUniqueOrThrow({ where: { email: 'searchable.parent@example.org' } });
    expect((await helper.rest('POST', `/api/v1/accounts/${target.id}/deactivate`)).status).toBe(403);
    expect((await helper.gql(`mutation($a: ID!) { deactivateAccount(accountId: $a) { id } }`, { a: encodeGlobalID('Account', target.id) })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.prisma.account.findUniqueOrThrow({ where: { id: target.id } })).deactivatedAt).toBeNull();
  });
});

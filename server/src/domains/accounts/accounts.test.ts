// Accounts through both doors: who am I, permissions, anti-forgery, sessions, permission changes (live).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createStaff, createEdition, type TestApp } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { readUntil } from '../../../test/sse.ts';
import { publishMarker } from '../../../test/live-marker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'admin@example.org', ALL_PERMISSIONS);
  await createStaff(t, 'helper@example.org', []);
});
afterAll(() => t.close());

describe('who am I', () => {
  it('answers 401 with the error body when signed out (REST) and viewer null (GraphQL)', async () => {
    const anon = t.anonymous();
    const res = await anon.rest('GET', '/api/v1/account/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
    expect((await anon.rest('GET', '/api/v2/permission')).status).toBe(401);
    const gql = await anon.gql('{ viewer { isStaff } }');
    expect(gql.data).toEqual({ viewer: null });
  });

  it('a new e-mail becomes a parent account with no children', async () => {
    const client = await t.signIn('New.Parent@Example.org');
    const res = await client.rest('GET', '/api/v1/account/user');
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ email: 'new.parent@example.org' });
    expect(res.body.parentIdentity).toMatchObject({ email: 'new.parent@example.org', homeAddress: expect.any(Object) });
    expect(res.body.staffIdentity).toBeNull();
    const count = await t.prisma.childParent.count({ where: { parentId: res.body.parentIdentity.id } });
    expect(count).toBe(0);
    // Signing in again finds the same account.
    const again = await (await t.signIn('new.parent@example.org')).rest('GET', '/api/v1/account/user');
    expect(again.body.account.id).toBe(res.body.account.id);
  });

  it('staff see their identity and permissions through both doors', async () => {
    const admin = await t.signIn('admin@example.org');
    const user = await admin.rest('GET', '/api/v1/account/user');
    expect(user.body.parentIdentity).toBeNull();
    expect(user.body.staffIdentity.permissions.map((p: { type: string }) => p.type).sort()).toEqual([...ALL_PERMISSIONS].sort());
    const perms = await admin.rest('GET', '/api/v2/permission');
    expect(perms.body.permissions).toHaveLength(7);
    const gql = await admin.gql('{ viewer { isStaff isParent permissions account { email } staffIdentity { firstName permissions } } }');
    expect(gql.errors).toBeUndefined();
    expect(gql.data.viewer).toMatchObject({ isStaff: true, isParent: false, account: { email: 'admin@example.org' } });
    expect(gql.data.viewer.permissions).toHaveLength(7);
  });

  it('parents cannot read staff records through the node field', async () => {
    const staffId = (await t.prisma.staff.findFirstOrThrow({ where: { email: 'admin@example.org' } })).id;
    const parent = await t.signIn('new.parent@example.org');
    const res = await parent.gql('query($id: ID!) { node(id: $id) { id ... on Staff { firstName permissions } } }', { id: encodeGlobalID('Staff', staffId) });
    expect(res.data?.node ?? null).toBeNull();
    // Refused exactly like an id that does not exist, so existence is not revealed.
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('anti-forgery', () => {
  it('GET /api/v1/account/csrf returns the token and sets the cookie', async () => {
    const client = t.anonymous();
    const res = await client.rest('GET', '/api/v1/account/csrf');
    expect(res.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/), headerName: 'X-XSRF-TOKEN' });
    expect(client.cookies.get('XSRF-TOKEN')).toBe(res.body.token);
    expect(res.headers.getSetCookie().join()).not.toMatch(/XSRF-TOKEN=[^;]*;[^,]*HttpOnly/i);
  });

  it('rejects GraphQL and REST writes without the header, or with a different value, with 403', async () => {
    const admin = await t.signIn('admin@example.org');
    const noHeader = await admin.rest('POST', '/graphql', { query: '{ viewer { isStaff } }' }, { xsrf: false });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.error.code).toBe('FORBIDDEN');
    const wrong = await admin.request('POST', '/graphql', { body: { query: '{ viewer { isStaff } }' }, xsrf: false, headers: { 'X-XSRF-TOKEN': 'x'.repeat(43) } });
    expect(wrong.status).toBe(403);
    const restWrite = await admin.rest('POST', '/logout', undefined, { xsrf: false });
    expect(restWrite.status).toBe(403);
    // With the header it goes through.
    expect((await admin.gql('{ viewer { isStaff } }')).data.viewer.isStaff).toBe(true);
  });
});

describe('sessions', () => {
  it('rotates the session id at sign-in and never stores the raw token', async () => {
    const client = await t.signIn('helper@example.org');
    const first = client.cookies.get('vbs_session')!;
    await client.request('GET', '/oauth2/authorization/dev?email=helper@example.org');
    const second = client.cookies.get('vbs_session')!;
    expect(second).not.toBe(first);
    expect(await t.prisma.session.count({ where: { id: { in: [first, second] } } })).toBe(0);
    // The old cookie no longer signs anyone in.
    const stale = t.anonymous();
    stale.cookies.set('vbs_session', first);
    expect((await stale.rest('GET', '/api/v1/account/user')).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await t.anonymous().request('GET', '/oauth2/authorization/dev?email=helper@example.org');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vbs_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('expires after the idle limit and after the absolute limit', async () => {
    const client = await t.signIn('helper@example.org');
    const idleMs = t.config.session.idleMinutes * 60_000;
    await t.prisma.session.updateMany({ where: { account: { email: 'helper@example.org' } }, data: { lastSeenAt: new Date(Date.now() - idleMs - 1000) } });
    expect((await client.rest('GET', '/api/v1/account/user')).status).toBe(401);

    const again = await t.signIn('helper@example.org');
    await t.prisma.session.updateMany({ where: { account: { email: 'helper@example.org' } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await again.rest('GET', '/api/v1/account/user')).status).toBe(401);
  });

  it('logout ends the session', async () => {
    const client = await t.signIn('helper@example.org');
    const res = await client.request('GET', '/logout', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await client.rest('GET', '/api/v1/account/user')).status).toBe(401);
  });

  it('sends sign-in back only to a path on this site', async () => {
    const cases: [string, string][] = [
      ['/dashboard/rosters', '/dashboard/rosters'],
      ['//evil.example/x', '/dashboard'],
      ['https://evil.example/', '/dashboard'],
      ['/\\evil.example', '/dashboard'],
      ['javascript:alert(1)', '/dashboard'],
      // Paths that a browser normalises or decodes into another host (open redirects).
      ['/.//evil.example', '/dashboard'],
      ['/x/../..//evil.example', '/dashboard'],
      ['/%2e%2e//evil.example', '/dashboard'],
      ['/%2F%2Fevil.example', '/dashboard'],
      ['/\t/evil.example', '/dashboard'],
      ['/\t//evil.example', '/dashboard'],
      ['/\n//evil.example', '/dashboard'],
      ['/\r\n/evil.example', '/dashboard'],
    ];
    for (const [redirect, expected] of cases) {
      const res = await t.anonymous().request('GET', `/oauth2/authorization/dev?email=helper@example.org&redirect=${encodeURIComponent(redirect)}`);
      expect(res.headers.get('location'), redirect).toBe(expected);
    }
  });

  it('rejects a malformed demo e-mail with 400 naming the field', async () => {
    const res = await t.anonymous().rest('GET', '/oauth2/authorization/dev?email=not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: expect.any(String) });
  });
});

describe('granting permissions', () => {
  const mutation = `mutation($input: SetStaffPermissionsInput!) { setStaffPermissions(input: $input) { id permissions } }`;

  it('needs ADMINISTER_ACCOUNTS', async () => {
    const helper = await t.prisma.staff.findFirstOrThrow({ where: { email: 'helper@example.org' } });
    const asHelper = await t.signIn('helper@example.org');
    const res = await asHelper.gql(mutation, { input: { staffId: encodeGlobalID('Staff', helper.id), permissions: ['MANAGE_VBS'] } });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.prisma.staffPermission.count({ where: { staffId: helper.id } })).toBe(0);
    const asParent = await t.signIn('new.parent@example.org');
    expect((await asParent.gql(mutation, { input: { staffId: encodeGlobalID('Staff', helper.id), permissions: [] } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('names the field when the staff id is not a staff id', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(mutation, { input: { staffId: encodeGlobalID('Parent', 1), permissions: [] } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { staffId: expect.any(String) } });
  });

  it('an admin grants permissions and the staff member hears it live, on both streams', async () => {
    const helper = await t.prisma.staff.findFirstOrThrow({ where: { email: 'helper@example.org' } });
    const helperClient = await t.signIn('helper@example.org');
    const otherClient = await t.signIn('new.parent@example.org');

    const sse = await helperClient.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
    expect(sse.status).toBe(200);
    expect(sse.headers.get('content-type')).toMatch(/text\/event-stream/);
    const otherSse = await otherClient.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
    const reader = sse.body!.getReader();
    const otherReader = otherSse.body!.getReader();
    await Promise.all([readUntil(reader, ': connected'), readUntil(otherReader, ': connected')]);

    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(mutation, { input: { staffId: encodeGlobalID('Staff', helper.id), permissions: ['ASSIGN_STAFF', 'SCHEDULE_CLASSES'] } });
    expect(res.errors).toBeUndefined();
    expect(res.data.setStaffPermissions.permissions).toEqual(['ASSIGN_STAFF', 'SCHEDULE_CLASSES']);

    const text = await readUntil(reader, 'event: staff-permission');
    expect(text).toMatch(/event: staff-permission\ndata: \{"staffId":\d+,"permissions":\[\{"type":"ASSIGN_STAFF"\},\{"type":"SCHEDULE_CLASSES"\}\]\}/);
    await reader.cancel();
    // The event is addressed to that staff member only.
    expect(await readUntil(otherReader, await publishMarker(t.bus))).not.toContain('staff-permission');
    await otherReader.cancel();

    const after = await helperClient.rest('GET', '/api/v2/permission');
    expect(after.body.permissions).toEqual([{ type: 'ASSIGN_STAFF' }, { type: 'SCHEDULE_CLASSES' }]);
  });

  it('delivers the change to a GraphQL subscription over SSE, re-read through the subscriber’s selection', async () => {
    const helper = await t.prisma.staff.findFirstOrThrow({ where: { email: 'helper@example.org' } });
    const helperClient = await t.signIn('helper@example.org');
    const sub = await helperClient.request('POST', '/graphql', {
      headers: { accept: 'text/event-stream' },
      body: { query: 'subscription { viewerPermissionsChanged { permissions firstName } }' },
    });
    expect(sub.status).toBe(200);
    const reader = sub.body!.getReader();
    // The stream's first message (an SSE comment) is written once the operation listens to the bus.
    await readUntil(reader, ':\n\n');
    const admin = await t.signIn('admin@example.org');
    await admin.gql(mutation, { input: { staffId: encodeGlobalID('Staff', helper.id), permissions: ['VIEW_SENSITIVE_INFO'] } });
    const text = await readUntil(reader, 'VIEW_SENSITIVE_INFO');
    expect(text).toContain('"viewerPermissionsChanged":{"permissions":["VIEW_SENSITIVE_INFO"],"firstName":"helper"}');
    await reader.cancel();
  });

  it('refuses an administrator removing their own ADMINISTER_ACCOUNTS', async () => {
    const adminStaff = await t.prisma.staff.findFirstOrThrow({ where: { email: 'admin@example.org' } });
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(mutation, { input: { staffId: encodeGlobalID('Staff', adminStaff.id), permissions: [] } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { permissions: expect.any(String) } });
    expect(await t.prisma.staffPermission.count({ where: { staffId: adminStaff.id } })).toBe(7);
  });
});

// Open live streams (/api/v1/updates and /graphql/stream) follow the session they were opened with:
// logout ends them, a permission change makes them read their viewer again before the next event, and
// the per-instance viewer cache (on here, as in production) never answers with rights that were revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, createStaff, createEdition, type TestApp, type TestClient } from '../../test/harness.ts';
import { ALL_PERMISSIONS } from '../auth/viewer.ts';
import { readUntil } from '../../test/sse.ts';
import { publishMarker } from '../../test/live-marker.ts';

let t: TestApp;
let childId: number;
let helperStaffId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { VIEWER_CACHE_SECONDS: '30' } });
  await createEdition(t);
  await createStaff(t, 'admin@example.org', ALL_PERMISSIONS);
  ({ staffId: helperStaffId } = await createStaff(t, 'helper@example.org', ['VIEW_SENSITIVE_INFO']));
  childId = (await t.prisma.child.create({ data: { firstName: 'Mia', lastName: 'Stone', gradeEntering: 3, medicalInformation: 'Peanut allergy: EpiPen in backpack' } })).id;
});
afterAll(() => t.close());

const setPermissions = `mutation($input: SetStaffPermissionsInput!) { setStaffPermissions(input: $input) { permissions } }`;

async function openUpdates(client: TestClient) {
  const res = await client.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  await readUntil(reader, ': connected');
  return reader;
}

async function openNotesSubscription(client: TestClient) {
  const res = await client.request('POST', '/graphql/stream', {
    headers: { accept: 'text/event-stream' },
    body: { query: 'subscription { childStaffNotesUpdated { firstName staffNotes medicalInformation } }' },
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  // The stream's first message (an SSE comment) is written once the operation listens to the bus.
  await readUntil(reader, ':\n\n');
  return reader;
}

/** Everything the stream sends until it closes, or what it sent by the deadline (reached only when it stays open). */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, ms = 10_000): Promise<{ text: string; closed: boolean }> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return { text, closed: false };
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), remaining))]);
    if (!chunk) return { text, closed: false };
    if (chunk.done) return { text, closed: true };
    text += decoder.decode(chunk.value, { stream: true });
  }
}

const saveNotes = (client: TestClient, html: string) => client.rest('POST', `/api/v1/child/${childId}/staffNotes`, { staffNotes: html });

describe('logout ends open streams', () => {
  it('an open /api/v1/updates stream delivers nothing more and closes when its session logs out', async () => {
    const helper = await t.signIn('helper@example.org');
    const admin = await t.signIn('admin@example.org');
    const reader = await openUpdates(helper);
    expect((await saveNotes(admin, '<p>before logout</p>')).status).toBe(200);
    expect(await readUntil(reader, 'event: child-updated-staff-notes')).toContain(`"childId":${childId}`);

    expect((await helper.rest('POST', '/logout')).status).toBe(200);
    expect((await saveNotes(admin, '<p>after logout</p>')).status).toBe(200);
    const after = await drain(reader);
    expect(after.closed).toBe(true);
    expect(after.text).not.toContain('child-updated-staff-notes');
  });

  it('an open GraphQL subscription completes and delivers no staff notes after logout', async () => {
    const helper = await t.signIn('helper@example.org');
    const admin = await t.signIn('admin@example.org');
    const reader = await openNotesSubscription(helper);
    await saveNotes(admin, '<p>seen while signed in</p>');
    expect(await readUntil(reader, 'seen while signed in')).toContain('Peanut allergy');

    await helper.rest('POST', '/logout');
    await saveNotes(admin, '<p>secret after logout</p>');
    const after = await drain(reader);
    expect(after.text).not.toContain('secret after logout');
    expect(after.text).toContain('event: complete');
  });

  it('a session cookie kept after logout is refused at once, even though the viewer was cached', async () => {
    const helper = await t.signIn('helper@example.org');
    expect((await helper.rest('GET', '/api/v1/account/user')).status).toBe(200);
    const session = helper.cookies.get('vbs_session')!;
    await helper.rest('POST', '/logout');
    helper.cookies.set('vbs_session', session);
    expect((await helper.rest('GET', '/api/v1/account/user')).status).toBe(401);
  });
});

describe('rights changes reach open streams and cached viewers at once', () => {
  it('after VIEW_SENSITIVE_INFO is revoked, re-saved notes reach the open subscription without medical information', async () => {
    const admin = await t.signIn('admin@example.org');
    await admin.gql(setPermissions, { input: { staffId: encodeGlobalID('Staff', helperStaffId), permissions: ['VIEW_SENSITIVE_INFO'] } });
    const helper = await t.signIn('helper@example.org');
    const reader = await openNotesSubscription(helper);
    await saveNotes(admin, '<p>granted</p>');
    expect(await readUntil(reader, 'granted')).toContain('Peanut allergy');

    const revoked = await admin.gql(setPermissions, { input: { staffId: encodeGlobalID('Staff', helperStaffId), permissions: [] } });
    expect(revoked.errors).toBeUndefined();
    await saveNotes(admin, '<p>after revoke</p>');
    const text = await readUntil(reader, 'after revoke');
    expect(text).toContain('"medicalInformation":null');
    expect(text.slice(text.indexOf('after revoke') - 200)).not.toContain('Peanut allergy');
    await reader.cancel();

    // The REST door answers with the new rights too, though this session's viewer had been cached.
    const child = await helper.rest('GET', `/api/v1/child/${childId}`);
    expect(JSON.stringify(child.body)).not.toContain('Peanut allergy');
  });

  it('after VIEW_SENSITIVE_INFO is granted, the open subscription shows medical information from the next event', async () => {
    const admin = await t.signIn('admin@example.org');
    await admin.gql(setPermissions, { input: { staffId: encodeGlobalID('Staff', helperStaffId), permissions: [] } });
    const helper = await t.signIn('helper@example.org');
    const reader = await openNotesSubscription(helper);
    await saveNotes(admin, '<p>without</p>');
    expect(await readUntil(reader, 'without')).toContain('"medicalInformation":null');

    await admin.gql(setPermissions, { input: { staffId: encodeGlobalID('Staff', helperStaffId), permissions: ['VIEW_SENSITIVE_INFO'] } });
    await saveNotes(admin, '<p>with</p>');
    expect(await readUntil(reader, 'Peanut allergy')).toContain('<p>with</p>');
    await reader.cancel();
  });

  it('ending every session of an account closes its streams and refuses its cookies (deactivation)', async () => {
    const helper = await t.signIn('helper@example.org');
    const reader = await openUpdates(helper);
    expect((await helper.rest('GET', '/api/v1/account/user')).status).toBe(200);
    const account = await t.prisma.staff.findUniqueOrThrow({ where: { id: helperStaffId }, select: { accountId: true } });

    await t.services.sessions.endAllForAccount(account.accountId);
    expect((await drain(reader)).closed).toBe(true);
    expect((await helper.rest('GET', '/api/v1/account/user')).status).toBe(401);
  });

  it('a stream ends by itself when its session expires', async () => {
    const short = await createTestApp({ env: { VIEWER_CACHE_SECONDS: '30' } });
    try {
      await createStaff(short, 'brief@example.org', []);
      const client = await short.signIn('brief@example.org');
      // The session lapses 1.5 s from now.
      await short.prisma.session.updateMany({ data: { expiresAt: new Date(Date.now() + 1500) } });
      const fresh = await short.signIn('brief@example.org'); // a new request reads the shortened session
      await short.prisma.session.updateMany({ data: { expiresAt: new Date(Date.now() + 1500) } });
      const res = await fresh.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
      const reader = res.body!.getReader();
      await readUntil(reader, ': connected');
      expect((await drain(reader)).closed).toBe(true);
      expect((await client.rest('GET', '/api/v1/account/user')).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('a resync reads every open stream\'s viewer again', () => {
  it('in one statement for all of them, ending the streams whose session ended and re-scoping the rest', async () => {
    const { staffId: schedulerStaffId } = await createStaff(t, 'scheduler@example.org', ['SCHEDULE_CLASSES']);
    await createStaff(t, 'leaving@example.org', []);
    const scheduler = await t.signIn('scheduler@example.org');
    const admins = [await t.signIn('admin@example.org'), await t.signIn('admin@example.org')];
    const leaving = await t.signIn('leaving@example.org');
    // Two streams on each admin session: streams of one session share its read.
    const adminStreams = [];
    for (const admin of admins) adminStreams.push(await openUpdates(admin), await openUpdates(admin));
    const schedulerStream = await openUpdates(scheduler);
    const leavingStream = await openUpdates(leaving);

    // What this instance may have missed while it could not hear the others (nothing announced here): the
    // scheduler's permission was revoked and the leaving account's session ended.
    await t.prisma.staffPermission.deleteMany({ where: { staffId: schedulerStaffId } });
    await t.prisma.session.deleteMany({ where: { account: { email: 'leaving@example.org' } } });

    t.db.statements.length = 0;
    await t.bus.publishControl({ kind: 'resync' });
    // Each stream tells its client to refetch once its viewer has been read again.
    for (const reader of [...adminStreams, schedulerStream]) await readUntil(reader, 'event: resync', 10_000);
    const left = await drain(leavingStream);
    expect(left.closed).toBe(true);
    expect(left.text).not.toContain('event: resync');
    console.log(JSON.stringify(t.db.statements, null, 1));
    // One statement, asking for each of the four sessions once (not once per stream).
    const sessionReads = t.db.statements.filter((s) => s.includes('"Session"'));
    expect(sessionReads).toHaveLength(1);
    expect(/"id" IN \(([^)]*)\)/.exec(sessionReads[0])?.[1].split(',')).toHaveLength(4);

    // The rights read again hold from the next event: a private schedule's change reaches the admin and no
    // longer the scheduler.
    await t.bus.publish({ type: 'schedule-changed', data: { scheduleId: 1 }, audience: { permissions: ['SCHEDULE_CLASSES', 'MANAGE_VBS'] } });
    const marker = await publishMarker(t.bus);
    expect(await readUntil(adminStreams[0], marker)).toContain('event: schedule-changed');
    expect(await readUntil(schedulerStream, marker)).not.toContain('event: schedule-changed');
    await Promise.all([...adminStreams, schedulerStream].map((reader) => reader.cancel()));
  });
});

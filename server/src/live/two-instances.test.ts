// Two server PROCESSES on one PostgreSQL database and one Redis, as a deployment with several instances
// runs: a change made through one reaches live streams opened on the other; a logout or a revoked
// permission on one takes effect at once on the other (its cached viewers and its open streams).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createMigratedPostgresDatabase, dropPostgresDatabase } from '../../test/database.ts';
import { closedWithout, healthUntil, signIn, startInstance, stopInstances, type Instance } from '../../test/instances.ts';
import { readUntil } from '../../test/sse.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `vbs_two_${randomBytes(5).toString('hex')}`;
let databaseUrl = '';
const noClient = mkdtempSync(join(tmpdir(), 'vbs-no-client-'));
const instances: Instance[] = [];
let a = '';
let b = '';

async function startOne(channel: string): Promise<string> {
  const instance = await startInstance({
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    VBS_LIVE_CHANNEL: channel,
    CLIENT_DIST_DIR: noClient,
    // Long enough that only the bus can explain a cached viewer being dropped.
    VIEWER_CACHE_SECONDS: '60',
  });
  instances.push(instance);
  return instance.base;
}

beforeAll(async () => {
  databaseUrl = await createMigratedPostgresDatabase(dbName);
  const channel = `vbs:test:${randomBytes(4).toString('hex')}`;
  // One after the other: the first seeds the demo data.
  a = await startOne(channel);
  b = await startOne(channel);
  // Both are subscribed to the channel before anything is published.
  await healthUntil(instances, (answer) => answer.redis === 'up');
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await dropPostgresDatabase(dbName);
  rmSync(noClient, { recursive: true, force: true });
}, 60_000);

describe('two instances, one database and Redis', () => {
  it('a change through one instance reaches streams on the other; a logout on one ends them on the other', async () => {
    const admin = await signIn(a, 'admin@example.org');
    const staff = await signIn(b, 'staff@example.org');
    const child = await pgFirstChildWithMedicalInfo();

    const updates = await fetch(`${b}/api/v1/updates`, { headers: { ...staff.headers, accept: 'text/event-stream' } });
    expect(updates.status).toBe(200);
    const reader = updates.body!.getReader();
    await readUntil(reader, ': connected');
    // B now holds the staff member's viewer in its cache as well.
    expect((await staff.rest(b, 'GET', '/api/v1/account/user')).status).toBe(200);

    expect((await admin.rest(a, 'POST', `/api/v1/child/${child.id}/staffNotes`, { staffNotes: '<p>from instance A</p>' })).status).toBe(200);
    expect(await readUntil(reader, 'event: child-updated-staff-notes', 5000)).toContain(`"childId":${child.id}`);

    // The staff member logs out through instance A.
    expect((await staff.rest(a, 'POST', '/logout')).status).toBe(200);
    await admin.rest(a, 'POST', `/api/v1/child/${child.id}/staffNotes`, { staffNotes: '<p>after logout</p>' });
    expect(await closedWithout(reader, 'child-updated-staff-notes')).toBe(true);
    expect((await staff.rest(b, 'GET', '/api/v1/account/user')).status).toBe(401);
  });

  it('a permission revoked through one instance changes what the other delivers and answers at once', async () => {
    const admin = await signIn(a, 'admin@example.org');
    const staff = await signIn(b, 'staff@example.org');
    const child = await pgFirstChildWithMedicalInfo();
    const me = await staff.gql(b, '{ viewer { staffIdentity { id } } }');
    const staffId = me.data.viewer.staffIdentity.id as string;
    const setPermissions = 'mutation($input: SetStaffPermissionsInput!) { setStaffPermissions(input: $input) { permissions } }';
    expect((await admin.gql(a, setPermissions, { input: { staffId, permissions: ['VIEW_SENSITIVE_INFO'] } })).errors).toBeUndefined();
    // B reads the granted permission (its cached viewer was dropped by the grant).
    const granted = await staff.gql(b, 'query($id: ID!) { node(id: $id) { ... on Child { medicalInformation } } }', { id: encodeGlobalID('Child', child.id) });
    expect(granted.data.node.medicalInformation).toBe(child.medicalInformation);

    const sub = await fetch(`${b}/graphql/stream`, {
      method: 'POST',
      headers: { ...staff.headers, accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { childStaffNotesUpdated { staffNotes medicalInformation } }' }),
    });
    expect(sub.status).toBe(200);
    const reader = sub.body!.getReader();
    // The stream's first message (an SSE comment) is written once the operation has subscribed to the bus
    // (graphql-sse runs the subscription before it opens the stream), so nothing published after it is missed.
    await readUntil(reader, ':\n\n');
    await admin.rest(a, 'POST', `/api/v1/child/${child.id}/staffNotes`, { staffNotes: '<p>while granted</p>' });
    expect(await readUntil(reader, 'while granted', 5000)).toContain(JSON.stringify(child.medicalInformation));

    expect((await admin.gql(a, setPermissions, { input: { staffId, permissions: [] } })).errors).toBeUndefined();
    await admin.rest(a, 'POST', `/api/v1/child/${child.id}/staffNotes`, { staffNotes: '<p>after revoke</p>' });
    const text = await readUntil(reader, 'after revoke', 5000);
    expect(text.slice(text.indexOf('while granted') + 20)).not.toContain(JSON.stringify(child.medicalInformation));
    expect(text).toContain('"medicalInformation":null');
    await reader.cancel();

    const revoked = await staff.gql(b, 'query($id: ID!) { node(id: $id) { ... on Child { medicalInformation } } }', { id: encodeGlobalID('Child', child.id) });
    expect(revoked.data.node.medicalInformation).toBeNull();
  });
});

async function pgFirstChildWithMedicalInfo(): Promise<{ id: number; medicalInformation: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id, "medicalInformation" FROM "Child" WHERE "medicalInformation" <> '' ORDER BY id LIMIT 1`);
    return rows[0];
  } finally {
    await client.end();
  }
}

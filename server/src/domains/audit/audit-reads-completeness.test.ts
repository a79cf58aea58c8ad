// Every disclosure of a sensitive field is audited: this walks every GraphQL type field that can hand one out
// (found in the schema by the names sensitive-fields.ts lists, plus the fields that carry them generically)
// and every REST read route (from the Hono router, the page route with its boot answers included), makes each
// disclose a value on the demo data, and finds the READ row it left — about that record and field, with the
// caller and the door. A new type field or read route fails the first test until it gets a call in
// audit-reads.calls.ts (or, for a route, a reason it discloses none).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLObjectType, GraphQLNamedType } from 'graphql';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { schema } from '../../graphql/schema.ts';
import { SENSITIVE_FIELDS } from './sensitive-fields.ts';
import { CARRIERS, GRAPHQL_READS, openReadsWorld, REST_DISCLOSES_NONE, REST_READS, type ReadCall, type ReadsWorld } from '../../../test/kits/audit-reads.calls.ts';

/** "GET /api/v1/child/" and "GET /api/v1/child" are one route registered twice. */
const routeName = (method: string, path: string) => `${method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`;

/** An object type (not an input): by its class's name, as the schema may come from another copy of graphql-js. */
const isOutputObject = (type: GraphQLNamedType) => type.constructor.name === 'GraphQLObjectType';

let t: TestApp;
let world: ReadsWorld;
let clientDir: string;

beforeAll(async () => {
  // A built page to answer (its boot answers run the page's first queries as its viewer).
  clientDir = mkdtempSync(join(tmpdir(), 'vbs-audit-reads-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>VBS</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ clientDir });
  await seedDemoData(t.prisma);
  world = await openReadsWorld(t);
}, 180_000);

afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('every disclosure of a sensitive field is audited', () => {
  it('knows every GraphQL field and every REST read route that can disclose one (a new one needs a call or a reason)', () => {
    const names = new Set(Object.values(SENSITIVE_FIELDS).flat());
    const fields = Object.values(schema.getTypeMap())
      .filter((type): type is GraphQLObjectType => isOutputObject(type) && !type.name.startsWith('__'))
      .flatMap((type) => Object.keys(type.getFields()).filter((field) => names.has(field)).map((field) => `${type.name}.${field}`));
    expect([...new Set([...fields, ...CARRIERS])].sort()).toEqual(Object.keys(GRAPHQL_READS).sort());

    const reads = [...new Set(t.app.routes.filter((r) => r.method === 'GET').map((r) => routeName(r.method, r.path)))];
    const known = { ...REST_READS, ...REST_DISCLOSES_NONE };
    expect(reads.filter((r) => !known[r])).toEqual([]);
    // Nothing stale: every listed route still exists (the people query's page is a POST).
    expect(Object.keys(known).filter((r) => !reads.includes(r) && !t.app.routes.some((x) => routeName(x.method, x.path) === r))).toEqual([]);
  });

  const walk = (door: 'graphql' | 'rest', calls: Record<string, ReadCall>) =>
    it.each(Object.keys(calls))(`%s leaves a READ row (${door} door)`, async (name) => {
      const call = calls[name];
      const [{ id: before } = { id: 0 }] = await t.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: 1, select: { id: true } });
      const result = await call.run(world);
      expect(result.status, JSON.stringify(result.errors)).toBeLessThan(300);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      expect(result.disclosed, `${name}: the call must hand out the value it is audited for`).toBe(true);
      const expected = call.expect(world);
      // A CSV is streamed: its later pages' rows are queued while it is read, so wait for them.
      await expect
        .poll(() =>
          t.prisma.auditEvent.count({
            where: { id: { gt: before }, kind: 'READ', door: call.door ?? door, actorAccountId: call.actor(world), ...expected },
          }),
        )
        .toBeGreaterThan(0);
    });

  walk('graphql', GRAPHQL_READS);
  walk('rest', REST_READS);

  it('firstAidReportChanged leaves a READ row (subscription door)', async () => {
    const [{ id: since }] = await t.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: 1, select: { id: true } });
    const res = await world.admin.request('POST', '/graphql', {
      headers: { accept: 'text/event-stream' },
      body: { query: 'subscription { firstAidReportChanged { databaseId whatHappened } }' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    // The stream starts listening once it is read: correct the report until its event arrives.
    const decoder = new TextDecoder();
    let text = '';
    let pending = reader.read();
    for (let attempt = 0; !text.includes('Slipped on the wet floor'); attempt++) {
      expect(attempt, `no event; got: ${text}`).toBeLessThan(20);
      const corrected = await world.admin.rest('PUT', `/api/v1/first-aid/${world.reportId}`, {
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        location: 'Hall',
        whatHappened: 'Slipped on the wet floor',
        treatment: 'Ice pack',
      });
      expect(corrected.status).toBe(200);
      const chunk = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), 500))]);
      if (!chunk) continue;
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      pending = reader.read();
    }
    await reader.cancel();
    await expect
      .poll(() =>
        t.prisma.auditEvent.count({
          where: { id: { gt: since }, kind: 'READ', door: 'subscription', actorAccountId: world.adminAccountId, entity: 'FirstAidReport', field: 'whatHappened', personId: world.childId },
        }),
      )
      .toBeGreaterThan(0);
  });
});

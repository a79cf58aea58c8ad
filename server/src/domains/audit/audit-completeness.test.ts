// The audit trail is complete: this walks EVERY GraphQL mutation (from the schema) and EVERY REST write
// route (from the Hono router), makes each succeed on the demo data, and finds the audit row it left —
// with the actor and the door. A mutation or route added later fails the first test until it gets a call
// in audit-walk.calls.ts or audit-walk.routes.ts (or, if it truly changes nothing worth auditing, a reason in NOT_AUDITED).
// Then every entry the walk left must read in words: no model names, field names, raw ids or "nested in".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema.ts';
import { getDatamodel } from '../../generated/pothos-types.ts';
import { openWalk, world, type Call } from '../../../test/kits/audit-walk.fixtures.ts';
import { MUTATIONS, NOT_AUDITED } from '../../../test/kits/audit-walk.calls.ts';
import { ROUTES } from '../../../test/kits/audit-walk.routes.ts';
import type { TestApp } from '../../../test/harness.ts';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS', 'ALL']);
/** "PUT /api/v1/child/" and "PUT /api/v1/child" are one route registered twice. */
const routeName = (method: string, path: string) => `${method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`;

let t: TestApp;
beforeAll(async () => {
  t = await openWalk();
}, 120_000);
afterAll(() => t.close());

describe('audit trail completeness', () => {
  it('knows every GraphQL mutation and every REST write route (a new one needs a call or a reason)', () => {
    const mutations = Object.keys(schema.getMutationType()!.getFields()).sort();
    // A mutation that changes no data (printing labels of a recorded check-in) may give its reason instead, as a route may.
    expect(mutations.filter((m) => !MUTATIONS[m] && !NOT_AUDITED[m])).toEqual([]);
    const routes = [...new Set(t.app.routes.filter((r) => !READ_ONLY.has(r.method)).map((r) => routeName(r.method, r.path)))].sort();
    expect(routes.filter((r) => !ROUTES[r] && !NOT_AUDITED[r])).toEqual([]);
    // Nothing stale: every listed call still exists.
    expect(Object.keys(MUTATIONS).filter((m) => !mutations.includes(m))).toEqual([]);
    expect([...Object.keys(ROUTES), ...Object.keys(NOT_AUDITED)].filter((r) => !routes.includes(r) && !mutations.includes(r))).toEqual([]);
  });

  const walk = (door: 'graphql' | 'rest', calls: Record<string, Call>) =>
    it.each(Object.keys(calls))(`%s leaves an audit row (${door})`, async (name) => {
      const [{ id: before } = { id: 0 }] = await t.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: 1, select: { id: true } });
      const result = await calls[name](world);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      expect(result.status).toBeLessThan(300);
      const rows = await t.prisma.auditEvent.findMany({ where: { id: { gt: before }, door, kind: { not: 'READ' } } });
      // Rows without an actor may come from the call's own setup (a first sign-in creates an account).
      expect(rows.filter((r) => r.actorAccountId !== null).length, `${name}: no audit row with its actor`).toBeGreaterThan(0);
    });

  walk('graphql', MUTATIONS);
  walk('rest', ROUTES);

  it('every entry the walk left reads in words, through the JSON the page and the CSV share', async () => {
    const models = Object.keys(getDatamodel().datamodel.models);
    // Database speak: a model's name ("StaffPermission", "Registration 53"), a field's (camelCase), a cause as
    // recorded, a door's name, or a value the words failed to write.
    const databaseSpeak = new RegExp(
      [`\\b(${models.join('|')}) \\d`, `\\b(${models.filter((m) => /[a-z][A-Z]/.test(m)).join('|')})\\b`, '\\b[a-z]+[A-Z][A-Za-z]*\\b', 'nested in', 'cascade from', '\\b(graphql|null|undefined|NaN)\\b', '\\[object', '_'].join('|'),
    );
    const entries: { entity: string; kind: string; summary: string; doorLabel: string; changes: { label: string; before: string | null; after: string | null }[] }[] = [];
    let after = '';
    for (;;) {
      const res = await world.admin.rest('GET', `/api/v1/audit?first=200${after ? `&after=${after}` : ''}`);
      expect(res.status).toBe(200);
      entries.push(...res.body.entries);
      if (!res.body.nextCursor) break;
      after = res.body.nextCursor;
    }
    expect(new Set(entries.map((e) => e.entity)).size).toBeGreaterThan(30);
    const speaking = entries
      .flatMap((e) => [e.summary, e.doorLabel, ...e.changes.map((c) => c.label)].map((text) => ({ entry: `${e.entity} ${e.kind}`, text })))
      .filter(({ text }) => !text || databaseSpeak.test(text));
    expect(speaking).toEqual([]);
    expect(new Set(entries.map((e) => e.doorLabel))).toEqual(new Set(['app', 'API', 'sign-in']));
  }, 60_000);
});

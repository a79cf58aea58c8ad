// The audit trail is complete: this walks EVERY GraphQL mutation (from the schema) and EVERY REST write
// route (from the Hono router), makes each succeed on the demo data, and finds the audit row it left —
// with the actor and the door. A mutation or route added later fails the first test until it gets a call
// in audit-walk.calls.ts (or, if it truly changes nothing worth auditing, a reason in NOT_AUDITED).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema.ts';
import { openWalk, world, type Call } from '../../../test/kits/audit-walk.fixtures.ts';
import { MUTATIONS, NOT_AUDITED, ROUTES } from '../../../test/kits/audit-walk.calls.ts';
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
    expect(mutations.filter((m) => !MUTATIONS[m])).toEqual([]);
    const routes = [...new Set(t.app.routes.filter((r) => !READ_ONLY.has(r.method)).map((r) => routeName(r.method, r.path)))].sort();
    expect(routes.filter((r) => !ROUTES[r] && !NOT_AUDITED[r])).toEqual([]);
    // Nothing stale: every listed call still exists.
    expect(Object.keys(MUTATIONS).filter((m) => !mutations.includes(m))).toEqual([]);
    expect([...Object.keys(ROUTES), ...Object.keys(NOT_AUDITED)].filter((r) => !routes.includes(r))).toEqual([]);
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
});

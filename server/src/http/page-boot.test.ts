// A page's HTML carries, beside the shell's and the guard's, the answers of the queries its own first screen
// asks (otherwise, on a phone, each is a round trip after the page's code has run, some waiting for the
// one before), with the variables the client derives: the dashboard's role sections with the current year,
// the rosters' chosen group. Every answer is what /graphql answers the same viewer for the same operation
// and variables; a query the viewer may not run is left out, for the client to ask (and be refused) as usual.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { DEFAULT_PERSISTED_QUERIES_FILE } from '../graphql/yoga.ts';
import { PROJECT_ROOT } from '../project-root.ts';
import { seedDemoData } from '../seed/seed.ts';
import { BOOT_DATA_ELEMENT_ID, PAGE_STARTS, bootRounds, persistedIdsByName } from './boot-data.ts';

const ids = persistedIdsByName(DEFAULT_PERSISTED_QUERIES_FILE);
const nameOf = new Map([...ids].map(([name, id]) => [id, name]));

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'vbs-page-boot-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>VBS</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ clientDir });
  await seedDemoData(t.prisma);
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

type Answers = Record<string, { variables: Record<string, unknown>; response: { data: any } }>;

/** The answers inside the page at `path`, by operation name. */
async function bootOf(client: TestClient, path: string): Promise<Answers> {
  const res = await client.request('GET', path, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(await res.text());
  const byId = JSON.parse(match![1]) as Answers;
  return Object.fromEntries(Object.entries(byId).map(([id, answer]) => [nameOf.get(id)!, answer]));
}

/** Every answer is exactly what /graphql answers this viewer for the same operation and variables. */
async function expectSameAsGraphql(client: TestClient, answers: Answers) {
  for (const [name, answer] of Object.entries(answers)) {
    const viaGraphql = await client.rest('POST', '/graphql', { documentId: ids.get(name), variables: answer.variables });
    expect(viaGraphql.body.errors, name).toBeUndefined();
    expect(answer.response.data, name).toEqual(viaGraphql.body.data);
  }
}

const currentYear = async () => (await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } })).currentYear;

describe("the dashboard's first screen, inside its page", () => {
  it("gives a parent their children's section for the current year, and no one else's section", async () => {
    const parent = await t.signIn('parent@example.org');
    const answers = await bootOf(parent, '/dashboard');
    expect(Object.keys(answers)).toEqual(expect.arrayContaining(['SiteShellQuery', 'AppLayoutQuery', 'DashboardPageQuery', 'TodayScheduleCardQuery', 'ParentDashboardQuery']));
    expect(Object.keys(answers)).not.toContain('StaffDashboardQuery');
    expect(Object.keys(answers)).not.toContain('InternDashboardQuery');
    expect(answers.ParentDashboardQuery.variables).toEqual({ year: await currentYear() });
    expect(answers.ParentDashboardQuery.response.data.viewer.parentIdentity.children.length).toBeGreaterThan(0);
    await expectSameAsGraphql(parent, answers);
  });

  it("gives staff the staff section, with the edition's year", async () => {
    const staff = await t.signIn('staff@example.org');
    const answers = await bootOf(staff, '/dashboard/');
    expect(answers.StaffDashboardQuery.variables).toEqual({ year: await currentYear() });
    expect(Object.keys(answers)).not.toContain('ParentDashboardQuery');
    await expectSameAsGraphql(staff, answers);
  });

  it('asks a parent who has not given a name for it first: no role section is answered', async () => {
    const newcomer = await t.signIn('page-boot-newcomer@example.org');
    const answers = await bootOf(newcomer, '/dashboard');
    const viewer = answers.DashboardPageQuery.response.data.viewer;
    expect(viewer.parentIdentity?.firstName ?? '').toBe('');
    for (const section of ['ParentDashboardQuery', 'StaffDashboardQuery', 'InternDashboardQuery']) expect(Object.keys(answers)).not.toContain(section);
  });
});

describe("the rosters' first screen, inside its page", () => {
  it("answers the group the page shows: the one in ?group=, else the viewer's own, else the first", async () => {
    const staff = await t.signIn('staff@example.org');
    const plain = await bootOf(staff, '/dashboard/rosters');
    const list = plain.RostersPageQuery.response.data;
    const own = new Set(list.viewer.staffIdentity.groups.map((g: { id: string }) => g.id));
    const expected = list.groupList.groups.find((g: { id: string }) => own.has(g.id)) ?? list.groupList.groups[0];
    expect(plain.RosterGroupPanelQuery.variables).toEqual({ id: expected.id });
    await expectSameAsGraphql(staff, plain);

    const other = list.groupList.groups.find((g: { id: string }) => g.id !== expected.id);
    const chosen = await bootOf(staff, `/dashboard/rosters?group=${other.databaseId}`);
    expect(chosen.RosterGroupPanelQuery.variables).toEqual({ id: other.id });
    expect(chosen.RosterGroupPanelQuery.response.data.node.name).toBe(other.name);
  });

  it('leaves out what the viewer may not read: a parent opening the rosters gets only the shell and the guard', async () => {
    const parent = await t.signIn('parent@example.org');
    const answers = await bootOf(parent, '/dashboard/rosters');
    expect(Object.keys(answers).sort()).toEqual(['AppLayoutQuery', 'SiteShellQuery']);
  });
});

describe('the page table', () => {
  it("names, for every page, a module client/src/routes.tsx loads lazily and operations the client has persisted", () => {
    const routes = readFileSync(join(PROJECT_ROOT, 'client/src/routes.tsx'), 'utf8');
    for (const [path, start] of Object.entries(PAGE_STARTS)) {
      expect(routes, path).toContain(`import('./${start.module.slice('src/'.length)}')`);
      for (const round of bootRounds(path)) for (const { name } of round) expect(ids.has(name), `${path}: ${name}`).toBe(true);
    }
  });
});

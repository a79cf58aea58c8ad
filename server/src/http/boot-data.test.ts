// A page's HTML carries the answers of the queries it starts with (no round trip on a phone), for the viewer asking: the
// site shell's on every page, the dashboard guard's under /dashboard; exactly what the same persisted
// operations answer over /graphql, inert (type application/json, escaped) so the CSP still holds, and kept
// by no cache. /index.html (which the service worker stores for offline use) carries none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createInProcessBus } from '../live/bus.ts';
import { DEFAULT_PERSISTED_QUERIES_FILE } from '../graphql/yoga.ts';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { TestClient } from '../../test/harness.ts';
import { BOOT_DATA_ELEMENT_ID, bootDataScript, createModulePreloads, persistedIdsByName } from './boot-data.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

const ids = persistedIdsByName(DEFAULT_PERSISTED_QUERIES_FILE);
const SHELL = ids.get('SiteShellQuery')!;
const LAYOUT = ids.get('AppLayoutQuery')!;
const EVIL_NAME = '</script><script>alert(1)</script><!-- \u2028 & "quoted"';

let db: TestDatabase;
let clientDir: string;
let app: ReturnType<typeof createApp>;
const fetcher = async (req: Request) => app.app.fetch(req);

beforeAll(async () => {
  db = await openTestDatabase();
  clientDir = mkdtempSync(join(tmpdir(), 'vbs-boot-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>VBS</title></head><body><div id="root"></div></body></html>');
  app = createApp({ prisma: db.prisma, sql: db.sql, bus: createInProcessBus(), config: loadConfig({ NODE_ENV: 'test' }), databaseKind: db.kind, clientDir });
  await db.prisma.edition.create({ data: { year: 2025, name: 'Egyptian Expedition', startsAt: new Date('2025-08-11T14:00:00Z') } });
  await db.prisma.programSettings.upsert({ where: { id: 1 }, create: { id: 1, currentYear: 2025 }, update: { currentYear: 2025 } });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The page at `path` and the answers in its boot block (null when it has none). */
async function page(client: TestClient, path: string) {
  const res = await client.request('GET', path, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  const answers = match ? (JSON.parse(match[1]) as Record<string, { variables: unknown; response: { data: any } }>) : null;
  return { res, html, answers };
}

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(fetcher);
  const res = await client.request('GET', `/oauth2/authorization/dev?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(302);
  return client;
}

describe('the answers a page starts with, inside its HTML', () => {
  it('finds both operations among the persisted ones', () => {
    expect(SHELL).toMatch(/^[0-9a-f]{64}$/);
    expect(LAYOUT).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives a visitor the edition and no viewer, the anti-forgery cookie, and the CSP unchanged; kept by no cache while no build says the page is public', async () => {
    const visitor = new TestClient(fetcher);
    const { res, answers } = await page(visitor, '/help');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(visitor.cookies.has('XSRF-TOKEN')).toBe(true);
    expect(Object.keys(answers!)).toEqual([SHELL]);
    expect(answers![SHELL].variables).toEqual({});
    expect(answers![SHELL].response.data.viewer).toBeNull();
    expect(answers![SHELL].response.data.currentEdition).toMatchObject({ year: 2025, name: 'Egyptian Expedition' });
  });

  it('answers exactly as /graphql answers the same persisted operations for that viewer', async () => {
    const parent = await signIn('boot-parent@example.org');
    const { answers } = await page(parent, '/dashboard/profile');
    expect(Object.keys(answers!)).toEqual(expect.arrayContaining([SHELL, LAYOUT, ids.get('ProfilePageQuery')]));
    for (const [id, answer] of Object.entries(answers!)) {
      const viaGraphql = await parent.rest('POST', '/graphql', { documentId: id, variables: answer.variables });
      expect(answer.response.data).toEqual(viaGraphql.body.data);
    }
    expect(answers![SHELL].response.data.viewer.account.email).toBe('boot-parent@example.org');
  });

  it("never shows one person's answers to another, and public pages skip the dashboard's", async () => {
    await signIn('boot-someone@example.org');
    const visitor = new TestClient(fetcher);
    const { answers } = await page(visitor, '/dashboard');
    expect(answers![SHELL].response.data.viewer).toBeNull();
    expect(answers![LAYOUT].response.data.viewer).toBeNull();
    const signedIn = await signIn('boot-other@example.org');
    const home = await page(signedIn, '/');
    expect(Object.keys(home.answers!)).toEqual([SHELL]);
    expect(home.answers![SHELL].response.data.viewer.account.email).toBe('boot-other@example.org');
  });

  it('keeps a name that tries to close the script element inert, and gives it back unchanged', async () => {
    const client = await signIn('boot-evil@example.org');
    await db.prisma.account.update({ where: { email: 'boot-evil@example.org' }, data: { fullName: EVIL_NAME } });
    const { html, answers } = await page(client, '/');
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('\u2028');
    expect(answers![SHELL].response.data.viewer.account.fullName).toBe(EVIL_NAME);
  });

  it('leaves /index.html as built (the service worker keeps it for everyone), revalidated', async () => {
    const client = await signIn('boot-sw@example.org');
    const { res, answers } = await page(client, '/index.html');
    expect(answers).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('bootDataScript', () => {
  it('escapes every character that could end the element or the script, and parses back to the same answers', () => {
    const answers = { abc: { variables: {}, response: { data: { text: '</SCRIPT ><!--<script>\u2029&' } } } };
    const script = bootDataScript(answers);
    const inner = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inner)).toEqual(answers);
  });
});

describe('createModulePreloads', () => {
  it("preloads, from the build manifest, the dashboard layout's code and the page's own beyond the entry's, with the page's styles", () => {
    const dir = mkdtempSync(join(tmpdir(), 'vbs-boot-manifest-'));
    try {
      mkdirSync(join(dir, '.vite'));
      const manifest = {
        'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-B.js'] },
        '_shared-B.js': { file: 'assets/shared-B.js' },
        'src/app/AppLayout.tsx': { file: 'assets/AppLayout-C.js', imports: ['_shared-B.js', 'index.html', '_relay-D.js'] },
        '_relay-D.js': { file: 'assets/relay-D.js', imports: ['_shared-B.js'] },
        'src/features/help/HelpPage.tsx': { file: 'assets/HelpPage-E.js', imports: ['_shared-B.js'] },
        'src/features/groups/RostersPage.tsx': { file: 'assets/group-routes-F.js', imports: ['_relay-D.js', '_table-G.js'], css: ['assets/group-routes-F.css'] },
        '_table-G.js': { file: 'assets/table-G.js', css: ['assets/table-G.css'] },
        'src/features/past-years/PastYearPage.tsx': { file: 'assets/PastYearPage-H.js' },
      };
      writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
      const preloads = createModulePreloads(dir);
      const layout = '<link rel="modulepreload" crossorigin href="/assets/AppLayout-C.js"><link rel="modulepreload" crossorigin href="/assets/relay-D.js">';
      // A dashboard page without a table entry (the not-found page) still gets the layout's.
      expect(preloads('/dashboard/nowhere')).toBe(layout);
      expect(preloads('/dashboard/rosters')).toBe(
        '<link rel="preload" as="style" crossorigin href="/assets/group-routes-F.css"><link rel="preload" as="style" crossorigin href="/assets/table-G.css">' +
          layout +
          '<link rel="modulepreload" crossorigin href="/assets/group-routes-F.js"><link rel="modulepreload" crossorigin href="/assets/table-G.js">',
      );
      expect(preloads('/dashboard/rosters/')).toBe(preloads('/dashboard/rosters'));
      expect(preloads('/help')).toBe('<link rel="modulepreload" crossorigin href="/assets/HelpPage-E.js">');
      expect(preloads('/2025-egyptian-expedition')).toBe('<link rel="modulepreload" crossorigin href="/assets/PastYearPage-H.js">');
      expect(preloads('/')).toBe('');
      expect(preloads('/dashboards')).toBe('');
      expect(createModulePreloads(join(dir, 'missing'))('/dashboard')).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Every script and stylesheet reaches the browser compressed (brotli, precompressed at build time) with
// Vary: Accept-Encoding and a year of immutable caching for hashed files; no public page loads Relay or
// the staff-notes editor (TipTap/ProseMirror), which only the dashboard needs.
import type { Response } from '@playwright/test';
import { join } from 'node:path';
import { persistedIdsByName } from '../server/src/http/boot-data.ts';
import { test, expect } from './fixtures.ts';

const PUBLIC_PAGES = ['/', '/2025-egyptian-expedition', '/help', '/help/login-with-google', '/privacy', '/terms', '/qrcode'];
// Strings only Relay's runtime or TipTap/ProseMirror contain (kept by the minifier in messages).
const RELAY_OR_EDITOR = /RelayModernEnvironment|RelayModernStore|ProseMirror|tiptap/;

for (const path of PUBLIC_PAGES) {
  test(`${path} loads its scripts and styles compressed, and neither Relay nor the editor`, async ({ page }) => {
    const assets: Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(assets.length).toBeGreaterThan(0);
    for (const response of assets) {
      const headers = await response.allHeaders();
      const name = new URL(response.url()).pathname;
      // A file of a few bytes that compression cannot shrink is sent as it is.
      const tiny = !headers['content-encoding'] && Number(headers['content-length']) < 256;
      if (!tiny) {
        expect([name, headers['content-encoding']]).toEqual([name, 'br']);
        expect(headers['vary']).toMatch(/accept-encoding/i);
      }
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (response.request().resourceType() === 'script') expect([name, RELAY_OR_EDITOR.test(await response.text())]).toEqual([name, false]);
    }
  });
}

test('a client without brotli gets gzip, and one without compression the plain file', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/')) scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const url = scripts[0];
  const gzip = await page.request.get(url, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await page.request.get(url, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Playwright decodes gzip for us: both are the same script.
  expect((await gzip.body()).equals(await plain.body())).toBe(true);
  const html = await page.request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  // The page carries its viewer's first answers (server/src/http/boot-data.ts): a visitor's, the same for every
  // visitor, is kept by this browser only and revalidated (docs/security.md, "Caching").
  expect(html.headers()['cache-control']).toBe('private, no-cache');
  const built = await page.request.get('/index.html');
  expect(built.headers()['cache-control']).toBe('no-cache');
});

// Operation names by persisted id, read as the server reads them for the page's answers.
const nameOfId = new Map([...persistedIdsByName(join(process.cwd(), 'client/persisted-queries.json'))].map(([name, id]) => [id, name]));
const operationName = (id: string) => nameOfId.get(id) ?? id;

for (const [path, who, expected] of [
  ['/help', null, ['SiteShellQuery']],
  ['/dashboard', 'parent@example.org', ['SiteShellQuery', 'AppLayoutQuery', 'DashboardPageQuery', 'TodayScheduleCardQuery', 'ParentDashboardQuery']],
  ['/dashboard/rosters', 'staff@example.org', ['SiteShellQuery', 'AppLayoutQuery', 'RostersPageQuery', 'RosterMemoryWorkQuery', 'RosterGroupPanelQuery']],
  ['/dashboard/check-in', 'staff@example.org', ['SiteShellQuery', 'AppLayoutQuery', 'stationDataQuery']],
] as const) {
  test(`${path} starts with the answers inside its page: its first screen asks the server for nothing, no anti-forgery round trip`, async ({ page }) => {
    const graphqlBodies: string[] = [];
    const csrf: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/graphql') graphqlBodies.push(request.postData() ?? url.search);
      if (url.pathname === '/api/v1/account/csrf') csrf.push(url.pathname);
    });
    await page.goto(who ? `/oauth2/authorization/dev?email=${who}&redirect=${path}` : path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (path === '/dashboard/rosters') await expect(page.getByRole('table').first()).toBeVisible();
    if (path === '/dashboard/check-in') await expect(page.getByText(/· \d+ families/)).toBeVisible();
    const ids = await page.evaluate(() => Object.keys(JSON.parse(document.getElementById('vbs-boot')?.textContent ?? '{}') as object));
    expect(ids.map(operationName)).toEqual(expect.arrayContaining([...expected]));
    // Everything the first screen shows came inside the page: not one query went to /graphql.
    expect(graphqlBodies.map((body) => operationName(JSON.parse(body).documentId ?? ''))).toEqual([]);
    expect(csrf).toEqual([]);
  });
}

test('the dashboard does load Relay (the check above would notice it)', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/oauth2/authorization/dev?email=staff@example.org&redirect=/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The dashboard keeps a live stream open, so the network never goes idle: look until Relay is among the scripts.
  await expect
    .poll(async () => (await Promise.all(scripts.map((r) => r.text().catch(() => '')))).some((t) => /RelayModernEnvironment|RelayModernStore/.test(t)))
    .toBe(true);
});

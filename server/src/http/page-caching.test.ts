// How the server answers for pages as a browser, a cache and a crawler read it: a public page a visitor gets is
// kept by the browser and revalidated (private, no-cache, an ETag, 304 when unchanged), so the back/forward
// cache works; a page for a signed-in viewer (it names them and carries their answers), a dashboard page,
// /qrcode and every API answer are never stored. An address no page has answers 404 with the not-found page;
// every page gets its own title, rendered or not; /robots.txt and /sitemap.xml are real. The client build is a
// stand-in here (its routes: a few public pages, /dashboard, /qrcode); e2e/server-render.spec.ts checks the real one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { seedDemoData } from '../seed/seed.ts';
import { robotsRoutes } from './robots.ts';
import { SERVER_RENDER_ENTRY } from './server-render.ts';

const STANDIN = `
const PUBLIC = ['/', '/help', '/privacy'];
export function pageInfo(pathname) {
  if (pathname.startsWith('/dashboard')) return { kind: 'signed-in', status: 200, title: 'Dashboard | VBS' };
  if (pathname === '/qrcode') return { kind: null, status: 200, title: 'Family check-in code | VBS' };
  if (PUBLIC.includes(pathname)) return { kind: 'public', status: 200, title: 'Page ' + pathname + ' | VBS' };
  return { kind: 'public', status: 404, title: 'Page not found | VBS' };
}
export function renderKind(pathname) { return pageInfo(pathname).kind; }
export function publicPagePaths() { return PUBLIC; }
export async function render({ url, shell }) {
  const path = new URL(url).pathname;
  if (path.startsWith('/dashboard')) return null;
  const { status, title } = pageInfo(path);
  const heading = status === 404 ? 'Page not found' : path;
  return { title, html: '<h1>' + heading + '</h1><p>' + (shell.viewer?.account.fullName ?? 'visitor') + '</p>' };
}
`;

let dir: string;
let t: TestApp;
let visitor: TestClient;
let parent: TestClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vbs-page-caching-'));
  const clientDir = join(dir, 'client');
  const ssrDir = join(dir, 'ssr');
  mkdirSync(clientDir, { recursive: true });
  mkdirSync(ssrDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>VBS</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(ssrDir, SERVER_RENDER_ENTRY), STANDIN);
  t = await createTestApp({ clientDir, ssrDir });
  await seedDemoData(t.prisma);
  visitor = t.anonymous();
  parent = await t.signIn('parent@example.org');
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (client: TestClient, path: string, headers: Record<string, string> = {}) => client.request('GET', path, { headers: { accept: 'text/html', ...headers } });

describe('caching of pages', () => {
  it("keeps a visitor's public page in the browser only, revalidated with its ETag, and answers 304 when unchanged", async () => {
    const first = await page(visitor, '/help');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await first.text()).toContain('<p>visitor</p>');

    const again = await page(visitor, '/help', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');

    // Another page's tag never matches this one.
    const privacy = await page(visitor, '/privacy', { 'if-none-match': etag! });
    expect(privacy.status).toBe(200);
    expect(privacy.headers.get('etag')).not.toBe(etag);
  });

  it("never stores a public page made for a signed-in viewer: it names them; nor answers it 304 from a visitor's copy", async () => {
    const etag = (await page(visitor, '/help')).headers.get('etag')!;
    const res = await page(parent, '/help', { 'if-none-match': etag });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const html = await res.text();
    expect(html).not.toContain('<p>visitor</p>');
    expect(html).toMatch(/<h1>\/help<\/h1><p>[^<]+<\/p>/);
  });

  it('never stores a dashboard page or /qrcode, even for a visitor, nor any API answer', async () => {
    for (const path of ['/dashboard', '/dashboard/profile', '/qrcode']) {
      const res = await page(visitor, path);
      expect([path, res.status, res.headers.get('cache-control'), res.headers.get('etag')]).toEqual([path, 200, 'no-store', null]);
    }
    expect((await page(parent, '/dashboard')).headers.get('cache-control')).toBe('no-store');
    expect((await visitor.request('GET', '/api/v1/account/csrf')).headers.get('cache-control')).toBe('no-store');
    expect((await parent.request('GET', '/api/v1/child')).headers.get('cache-control')).toBe('no-store');
    const graphql = await parent.request('POST', '/graphql', { body: { query: '{ viewer { account { email } } }' } });
    expect(graphql.headers.get('cache-control')).toBe('no-store');
  });
});

describe('status and title of a page', () => {
  it('answers an address no page has with 404 and the not-found page, rendered', async () => {
    for (const client of [visitor, parent]) {
      const res = await page(client, '/no-such-page');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toMatch(/<div id="root" data-rendered-at="\d+"><h1>Page not found<\/h1>/);
      expect(html).toContain('<title>Page not found | VBS</title>');
    }
    // A conditional request for it is no shortcut to a 304.
    expect((await page(visitor, '/no-such-page', { 'if-none-match': '*' })).status).toBe(404);
  });

  it('gives a page the browser renders (/qrcode, a dashboard page for a visitor) its own title', async () => {
    expect(await (await page(visitor, '/qrcode')).text()).toContain('<title>Family check-in code | VBS</title>');
    expect(await (await page(visitor, '/dashboard')).text()).toContain('<title>Dashboard | VBS</title>');
  });
});

describe('robots.txt and the sitemap', () => {
  it('lets crawlers read the public pages, keeps them out of the rest, and points at the sitemap', async () => {
    const res = await visitor.request('GET', '/robots.txt', { headers: { host: 'vbs.example.org' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /api', 'Disallow: /graphql', 'Disallow: /oauth2', 'Sitemap: http://vbs.example.org/sitemap.xml']));
    // Every line is a directive or a comment a crawler understands.
    for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(#.*|User-agent: \*|Allow: \/\S*|Disallow: \/\S*|Sitemap: https?:\/\/\S+)$/);
  });

  it('lists the public pages with absolute addresses, as the browser reaches the site', async () => {
    const res = await visitor.request('GET', '/sitemap.xml', { headers: { host: 'vbs.example.org', 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://vbs.example.org/', 'https://vbs.example.org/help', 'https://vbs.example.org/privacy']);
  });

  it('names no sitemap when it serves none (no client build)', async () => {
    const routes = robotsRoutes(async () => null);
    const robots = await (await routes.request('http://vbs.test/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).not.toContain('Sitemap');
    expect((await routes.request('http://vbs.test/sitemap.xml')).status).toBe(404);
  });
});

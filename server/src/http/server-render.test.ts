// The server render as the server uses it (server-render.ts): which pages, how long a public page's render is
// reused and for whom, that a signed-in page is rendered only for its own viewer and never reused, and that a
// missing or failing render leaves the page to the browser. The render itself
// is the client build's (client/src/entry-server.tsx); here a stand-in module records what it is asked, and
// e2e/server-render.spec.ts checks the real one in a browser.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../../test/harness.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createServerRenderer, READER_COOKIE, RENDER_REUSED_FOR_MS, SERVER_RENDER_ENTRY } from './server-render.ts';

let dir: string;
const ssrDir = (name: string) => join(dir, name);

/** A stand-in for the built entry: renders the path, the viewer's name and the time; counts its renders. */
function writeEntry(name: string, body: string) {
  const at = ssrDir(name);
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, SERVER_RENDER_ENTRY), body);
  return at;
}

const STANDIN = `
globalThis.renders = (globalThis.renders ?? 0);
export function renderKind(pathname) {
  if (pathname === '/qrcode') return null;
  return pathname.startsWith('/dashboard') ? 'signed-in' : 'public';
}
export async function render({ url, shell, now, productionHost, signedIn }) {
  globalThis.renders++;
  await new Promise((resolve) => setTimeout(resolve, 5));
  const path = new URL(url).pathname;
  if (path === '/broken') throw new Error('the page threw');
  if (path.startsWith('/dashboard')) {
    if (!signedIn || !shell.viewer) return null;
    // A query the page asks beyond those it was given, run as the viewer.
    const asked = await signedIn.run('extra-op', { path });
    return {
      title: 'Page ' + path + ' | VBS',
      html: '<h1>' + path + '</h1><p>' + shell.viewer.account.fullName + ' ' + now + ' given=' + Object.keys(signedIn.answers).length + ' reader=' + signedIn.reader + '</p>',
      answers: { 'extra-op': { variables: { path }, response: { data: asked?.data ?? null } } },
    };
  }
  return { title: 'Page ' + path + ' | VBS', html: '<h1>' + path + '</h1><p>' + (shell.viewer?.account.fullName ?? 'visitor') + ' ' + now + ' ' + productionHost + '</p>' };
}
`;

const visitor = { currentEdition: { year: 2026 }, viewer: null };
const parent = { currentEdition: { year: 2026 }, viewer: { isParent: true, isStaff: false, account: { fullName: 'Pat Parent' } } };
const renders = () => (globalThis as { renders?: number }).renders ?? 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vbs-server-render-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server render of public pages', () => {
  it('renders nothing without a build (the browser renders the page, as before)', async () => {
    const render = createServerRenderer(ssrDir('missing'));
    expect(await render({ url: new URL('http://vbs.test/'), shell: visitor, productionHost: false })).toBeNull();
  });

  it("renders a public page with the viewer's shell, and leaves dashboard pages and /qrcode to the browser", async () => {
    let clock = 1_000_000;
    const render = createServerRenderer(writeEntry('standin', STANDIN), { now: () => clock });
    const home = await render({ url: new URL('http://vbs.test/'), shell: visitor, productionHost: false });
    expect(home).toEqual({ html: '<h1>/</h1><p>visitor 1000000 false</p>', title: 'Page / | VBS', renderedAt: 1_000_000, answers: {} });
    clock += 1;
    expect((await render({ url: new URL('http://vbs.test/help'), shell: parent, productionHost: true }))?.html).toBe('<h1>/help</h1><p>Pat Parent 1000001 true</p>');
    expect(await render({ url: new URL('http://vbs.test/dashboard'), shell: parent, productionHost: false })).toBeNull();
    expect(await render({ url: new URL('http://vbs.test/qrcode'), shell: parent, productionHost: false })).toBeNull();
  });

  it('reuses a render of the same page and shell for a few seconds, never one made for another viewer', async () => {
    let clock = 2_000_000;
    const render = createServerRenderer(writeEntry('reuse', STANDIN), { now: () => clock });
    const before = renders();
    const first = await render({ url: new URL('http://vbs.test/'), shell: visitor, productionHost: false });
    clock += RENDER_REUSED_FOR_MS - 1;
    expect(await render({ url: new URL('http://vbs.test/'), shell: visitor, productionHost: false })).toEqual(first);
    expect(renders() - before).toBe(1);

    const forParent = await render({ url: new URL('http://vbs.test/'), shell: parent, productionHost: false });
    expect(forParent?.html).toContain('Pat Parent');
    expect(renders() - before).toBe(2);

    clock += 1; // the visitor's render is RENDER_REUSED_FOR_MS old now: rendered again, at the new time
    const later = await render({ url: new URL('http://vbs.test/'), shell: visitor, productionHost: false });
    expect(later?.renderedAt).toBe(clock);
    expect(renders() - before).toBe(3);
  });

  it('makes one render for many requests of the same page at once', async () => {
    const render = createServerRenderer(writeEntry('burst', STANDIN), { now: () => 3_000_000 });
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 20 }, () => render({ url: new URL('http://vbs.test/terms'), shell: visitor, productionHost: false })));
    expect(new Set(pages.map((page) => page?.html)).size).toBe(1);
    expect(renders() - before).toBe(1);
  });

  it('renders a signed-in page only for a viewer it is given answers and a reader for, afresh every time', async () => {
    let clock = 4_000_000;
    const render = createServerRenderer(writeEntry('signed-in', STANDIN), { now: () => clock });
    const asked: unknown[] = [];
    const signedIn = {
      answers: { 'shell-op': { variables: {}, response: { data: { ok: true } } } },
      run: async (id: string, variables: Record<string, unknown>) => (asked.push({ id, variables }), { data: { for: 'Pat Parent' } }),
      reader: 'en-US%7CAmerica%2FChicago',
    };
    const url = new URL('http://vbs.test/dashboard/profile');
    expect(await render({ url, shell: parent, productionHost: false })).toBeNull(); // no viewer's answers, no reader: the browser renders
    const before = renders();
    const first = await render({ url, shell: parent, productionHost: false, signedIn });
    expect(first).toEqual({
      html: '<h1>/dashboard/profile</h1><p>Pat Parent 4000000 given=1 reader=en-US%7CAmerica%2FChicago</p>',
      title: 'Page /dashboard/profile | VBS',
      renderedAt: 4_000_000,
      answers: { 'extra-op': { variables: { path: '/dashboard/profile' }, response: { data: { for: 'Pat Parent' } } } },
    });
    expect(asked).toEqual([{ id: 'extra-op', variables: { path: '/dashboard/profile' } }]);
    // Never reused, not even for the same viewer a moment later: the page is their data as of now.
    clock += 1;
    expect((await render({ url, shell: parent, productionHost: false, signedIn }))?.renderedAt).toBe(4_000_001);
    expect(renders() - before).toBe(2);
  });

  it('leaves signed-in pages to the browser while enough of them are rendering', async () => {
    const render = createServerRenderer(writeEntry('busy', STANDIN), { maxSignedIn: 2 });
    const signedIn = { answers: {}, run: async () => ({ data: {} }), reader: 'en-US%7CUTC' };
    const pages = await Promise.all(Array.from({ length: 5 }, () => render({ url: new URL('http://vbs.test/dashboard'), shell: parent, productionHost: false, signedIn })));
    expect(pages.filter((page) => page !== null)).toHaveLength(2);
    // Once they are done, the next is rendered again.
    expect(await render({ url: new URL('http://vbs.test/dashboard'), shell: parent, productionHost: false, signedIn })).not.toBeNull();
  });

  it('leaves a page whose render fails to the browser, and says so in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const render = createServerRenderer(writeEntry('failing', STANDIN));
    expect(await render({ url: new URL('http://vbs.test/broken'), shell: visitor, productionHost: false })).toBeNull();
    expect(log.mock.calls.some(([message]) => String(message).includes('/broken'))).toBe(true);
    log.mockRestore();
  });
});

describe('a page the server rendered', () => {
  it("comes with the render inside #root and its page's stylesheets applied at once; a signed-in page only for its viewer", async () => {
    const clientDir = join(dir, 'client');
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>VBS</title></head><body><div id="root"></div></body></html>');
    writeFileSync(
      join(clientDir, '.vite/manifest.json'),
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
        'src/features/help/HelpPage.tsx': { file: 'assets/HelpPage.js', imports: ['src/main.tsx'], css: ['assets/HelpPage.css'] },
      }),
    );
    const t = await createTestApp({ clientDir, ssrDir: writeEntry('app', STANDIN), env: { PRODUCTION_HOST: 'vbs.example.org' } });
    try {
      await seedDemoData(t.prisma);
      const visitor = t.anonymous();
      const help = await (await visitor.request('GET', '/help', { headers: { accept: 'text/html' } })).text();
      expect(help).toMatch(/<div id="root" data-rendered-at="\d+"><h1>\/help<\/h1><p>visitor \d+ false<\/p><\/div>/);
      expect(help).toContain('<title>Page /help | VBS</title>');
      expect(help).toContain('<link rel="stylesheet" crossorigin href="/assets/HelpPage.css">');
      // Shown by its HTML and stylesheets, it asks for its code at low priority (static-files.ts, scriptsAfterContent).
      expect(help).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HelpPage.js">');

      const onLiveSite = await (await visitor.request('GET', '/', { headers: { accept: 'text/html', host: 'vbs.example.org' } })).text();
      expect(onLiveSite).toMatch(/<p>visitor \d+ true<\/p>/);

      const parent = await t.signIn('parent@example.org');
      const signedIn = await (await parent.request('GET', '/help', { headers: { accept: 'text/html' } })).text();
      expect(signedIn).toMatch(/<h1>\/help<\/h1><p>[^<]+ \d+ false<\/p>/);
      expect(signedIn).not.toContain('<p>visitor');

      // A signed-in page: rendered for its viewer when their browser has said its language and zone.
      const dashboard = await (await parent.request('GET', '/dashboard', { headers: { accept: 'text/html' } })).text();
      expect(dashboard).toContain('<div id="root"></div>');
      expect(dashboard).toContain('<title>VBS</title>');
      parent.cookies.set(READER_COOKIE, 'en-US%7CAmerica%2FChicago');
      const rendered = await (await parent.request('GET', '/dashboard', { headers: { accept: 'text/html' } })).text();
      expect(rendered).toMatch(/<div id="root" data-rendered-at="\d+"><h1>\/dashboard<\/h1><p>[^<]+ \d+ given=\d+ reader=en-US\|America\/Chicago<\/p><\/div>/);
      // The answers it started with (the shell's, the guard's, the page's) and the one its render asked go into the page.
      const boot = JSON.parse(/<script type="application\/json" id="vbs-boot">(.*?)<\/script>/.exec(rendered)![1]) as Record<string, { variables: unknown }>;
      expect(Number(/given=(\d+)/.exec(rendered)![1])).toBe(Object.keys(boot).length - 1);
      expect(boot['extra-op']).toEqual(expect.objectContaining({ variables: { path: '/dashboard' } }));
      // Nobody signed in: the page is the browser's (the guard asks them to sign in).
      visitor.cookies.set(READER_COOKIE, 'en-US%7CUTC');
      const anonymous = await (await visitor.request('GET', '/dashboard', { headers: { accept: 'text/html' } })).text();
      expect(anonymous).toContain('<div id="root"></div>');
    } finally {
      await t.close();
    }
  }, 120_000);
});

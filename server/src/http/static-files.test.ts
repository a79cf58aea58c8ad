// The built client is sent precompressed (brotli, else gzip, as the browser accepts) with Vary and
// long-lived caching for hashed files; the build step writes the compressed copies (shared/precompression.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { htmlPage, htmlPageWith, staticFiles, acceptedEncodings } from './static-files.ts';
import { precompress } from '../../../shared/precompression.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
let root: string;
let app: Hono;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'vbs-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets/index-abc123.js'), script);
  writeFileSync(join(root, 'assets/photo-abc123.webp'), Buffer.alloc(4096, 7));
  writeFileSync(join(root, 'sw.js'), `self.addEventListener('fetch', () => {});\n`.repeat(40));
  writeFileSync(join(root, 'tiny.txt'), 'ok');
  precompress(root);
  app = new Hono();
  app.use('*', staticFiles(root));
  app.get('*', htmlPage(`<!doctype html><title>VBS</title>${'<p>page</p>'.repeat(200)}`));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('serving', () => {
  it('sends brotli to a browser that accepts it, with Vary and a year of immutable caching for hashed files', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted (or refused with q=0), and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const refused = await get('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('lets the browser revalidate files without a hash (the service worker), answering 304 for its ETag', async () => {
    const res = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/sw.js', { 'accept-encoding': 'br', 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends images as they are', async () => {
    const res = await get('/assets/photo-abc123.webp', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('compresses the page itself once, not per request', async () => {
    const res = await get('/dashboard/rosters', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>VBS</title>');
  });

  it("writes a request's own parts into the page (links in <head>, the server's render in #root, answers just before </body>), compressed, and kept by no cache", async () => {
    const page = new Hono();
    page.get(
      '*',
      htmlPageWith('<!doctype html><html><head><title>VBS</title><script type="module" crossorigin src="/index.js"></script></head><body><div id="root"></div></body></html>', async (c) => ({
        head: `<link rel="modulepreload" href="${c.req.path}.js">`,
        root: c.req.path === '/help' ? { attributes: 'data-rendered-at="1"', html: '<h1>Help</h1>' } : null,
        body: `<p>${c.req.path}</p>`,
      })),
    );
    const br = await page.request('/help', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-store');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      // Rendered on the server: its scripts are asked for at low priority, after the stylesheets.
      '<!doctype html><html><head><title>VBS</title><script type="module" fetchpriority="low" crossorigin src="/index.js"></script><link rel="modulepreload" fetchpriority="low" href="/help.js"></head><body><div id="root" data-rendered-at="1"><h1>Help</h1></div><p>/help</p></body></html>',
    );
    const gz = await page.request('/terms', { headers: { 'accept-encoding': 'gzip' } });
    // Rendered by the browser: nothing shows before the scripts have run, so they keep their high priority.
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(
      '<!doctype html><html><head><title>VBS</title><script type="module" crossorigin src="/index.js"></script><link rel="modulepreload" href="/terms.js"></head><body><div id="root"></div><p>/terms</p></body></html>',
    );
    const plain = await page.request('/privacy');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<p>/privacy</p></body>');
  });

  it('lets the browser keep a page the same for every visitor, with one ETag in every encoding, and answers 304 for it; a 404 never', async () => {
    const page = new Hono();
    let text = 'first';
    page.get(
      '*',
      htmlPageWith('<!doctype html><html><head><title>VBS</title></head><body><div id="root"></div></body></html>', async (c) => ({
        head: '',
        body: `<p>${text}</p>`,
        sameForEveryVisitor: true,
        status: c.req.path === '/missing' ? 404 : 200,
      })),
    );
    const br = await page.request('/', { headers: { 'accept-encoding': 'br' } });
    const plain = await page.request('/');
    expect(br.headers.get('cache-control')).toBe('private, no-cache');
    expect(br.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    expect(plain.headers.get('etag')).toBe(etag);
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const res = await page.request('/', { headers: { 'if-none-match': ifNoneMatch } });
      expect([ifNoneMatch, res.status]).toEqual([ifNoneMatch, 304]);
      expect(res.headers.get('etag')).toBe(etag);
    }
    text = 'changed';
    const changed = await page.request('/', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('<p>changed</p>');

    const missing = await page.request('/missing', { headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(await missing.text()).toContain('<p>changed</p>');
  });

  it('reads Accept-Encoding with quality values', () => {
    expect([...acceptedEncodings('gzip;q=0.5, br;q=0, identity')]).toEqual(['gzip', 'identity']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

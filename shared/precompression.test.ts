// The build's compressed copies: beside every compressible file that shrinks, in both encodings, each one
// decompressing to the file itself; never beside images or files compression cannot shrink.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSED_COPY, COMPRESSIBLE, ENCODINGS, precompress, SUFFIX } from './precompression.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
let root: string;
let totals: ReturnType<typeof precompress>;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'vbs-precompress-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets/index-abc123.js'), script);
  writeFileSync(join(root, 'assets/photo-abc123.webp'), Buffer.alloc(4096, 7));
  writeFileSync(join(root, 'sw.js'), `self.addEventListener('fetch', () => {});\n`.repeat(40));
  writeFileSync(join(root, 'tiny.txt'), 'ok');
  totals = precompress(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes both copies beside every compressible file that shrinks, each decompressing to the file', () => {
    for (const file of ['assets/index-abc123.js', 'sw.js']) {
      const path = join(root, file);
      expect(gunzipSync(readFileSync(path + SUFFIX.gzip)).toString()).toBe(readFileSync(path, 'utf8'));
      expect(brotliDecompressSync(readFileSync(path + SUFFIX.br)).toString()).toBe(readFileSync(path, 'utf8'));
    }
    expect(readFileSync(join(root, 'assets/index-abc123.js.br')).length).toBeLessThan(script.length / 10);
  });

  it('writes nothing beside images or files it cannot shrink, and counts only what it compressed', () => {
    expect(readdirSync(join(root, 'assets')).sort()).toEqual(['index-abc123.js', 'index-abc123.js.br', 'index-abc123.js.gz', 'photo-abc123.webp']);
    expect(readdirSync(root).filter((name) => name.startsWith('tiny'))).toEqual(['tiny.txt']);
    expect(totals.files).toBe(2);
    expect(totals.brotli).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.bytes);
  });
});

describe('the names both sides read', () => {
  it('compress text formats and leave images alone', () => {
    for (const name of ['a.js', 'a.mjs', 'a.css', 'index.html', 'icon.svg', 'manifest.webmanifest', 'a.js.map', 'robots.txt', 'favicon.ico']) expect(COMPRESSIBLE.test(name), name).toBe(true);
    for (const name of ['a.png', 'a.webp', 'a.jpg', 'a.woff2', 'a.js.gz', 'a.js.br']) expect(COMPRESSIBLE.test(name), name).toBe(false);
  });

  it('know a copy by its suffix, brotli first', () => {
    expect(ENCODINGS).toEqual(['br', 'gzip']);
    for (const encoding of ENCODINGS) expect(COMPRESSED_COPY.test(`a.js${SUFFIX[encoding]}`)).toBe(true);
    expect(COMPRESSED_COPY.test('a.js')).toBe(false);
  });
});

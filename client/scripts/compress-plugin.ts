// Vite plugin: after everything is written (the service worker included), stores a brotli and a gzip
// copy beside every compressible file of the build, so the server sends them as they are (with
// Content-Encoding) and never compresses on a request. Files that do not shrink are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What compresses well; images such as PNG and WebP are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;
const SMALLEST = 0;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompress(outDir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < SMALLEST) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (gzip.length >= content.length) continue;
    writeFileSync(`${file}.gz`, gzip);
    if (brotli.length < gzip.length) writeFileSync(`${file}.br`, brotli);
    totals.files++;
    totals.bytes += content.length;
    totals.brotli += Math.min(brotli.length, gzip.length);
    totals.gzip += gzip.length;
  }
  return totals;
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'vbs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa has written the service worker (also a closeBundle step).
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const t = precompress(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        this.info?.(`precompressed ${t.files} files: ${kb(t.bytes)} → ${kb(t.brotli)} brotli, ${kb(t.gzip)} gzip`);
      },
    },
  };
}

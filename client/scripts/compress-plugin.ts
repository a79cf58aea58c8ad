// Vite plugin: after everything is written (the service worker included), stores a brotli and a gzip
// copy beside every compressible file of the build (shared/precompression.ts), so the server sends them as
// they are (with Content-Encoding) and never compresses on a request. Files that do not shrink are left alone.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompress } from '../../shared/precompression.ts';

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

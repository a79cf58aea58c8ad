// Compressed copies of the built client: which files get them, in which encodings, under which names, and
// how hard they are compressed. The build writes them (client/scripts/compress-plugin.ts calls
// precompress), the server's static-file serving finds them by the same suffixes and compresses the page
// it holds at start with the same settings (server/src/http/static-files.ts). Node only (file system, zlib).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Best first: brotli is smaller than gzip for the same text. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The name of a file's compressed copy is the file's name with this added. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A compressed copy's name (to leave it out when the files themselves are listed). */
export const COMPRESSED_COPY = /\.(br|gz)$/;

/** What compresses well; images such as PNG and WebP are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;

/** Content compressed once and kept, so at the best quality each encoding has: compression time is spent once. */
export function compressBest(content: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
    : gzipSync(content, { level: 9 });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a gzip copy beside every compressible file under `dir` that gzip shrinks, and a brotli copy where
 * brotli beats gzip. Returns the totals the build prints.
 */
export function precompress(dir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    const brotli = compressBest(content, 'br');
    const gzip = compressBest(content, 'gzip');
    if (gzip.length >= content.length) continue;
    writeFileSync(file + SUFFIX.gzip, gzip);
    if (brotli.length < gzip.length) writeFileSync(file + SUFFIX.br, brotli);
    totals.files++;
    totals.bytes += content.length;
    totals.brotli += Math.min(brotli.length, gzip.length);
    totals.gzip += gzip.length;
  }
  return totals;
}

// The server compiled ahead of time: server/src/main.ts and everything it imports from this checkout in one
// ES module, dist/server/main.mjs (packages in node_modules stay external, a source map beside it), so
// `npm start` runs plain JavaScript instead of compiling TypeScript on the fly with tsx (~130 MB less).
// Rebuilt when missing, unstamped, or older than any server source (like the client build). Plain
// JavaScript so that the launcher itself needs no compiler; `npm run dev` and the tests keep tsx.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_BUNDLE = 'dist/server/main.mjs';
/** Written after a successful build; a bundle without it (half-written, or made by hand) is rebuilt. */
export const SERVER_BUILD_STAMP = 'dist/server/vbs-build.json';
/** What the bundle is made of: the server's sources (with the generated Prisma client), shared, forms, settings. */
const SOURCES = ['server/src', 'shared', 'forms', 'package-lock.json', 'tsconfig.json', 'server/scripts/server-build.mjs'];

/** @param {string} path @returns {number} */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** @param {string} [root] @returns {boolean} */
export function serverBuildIsStale(root = ROOT) {
  const bundle = join(root, SERVER_BUNDLE);
  const stamp = join(root, SERVER_BUILD_STAMP);
  if (!existsSync(bundle) || !existsSync(stamp)) return true;
  try {
    const built = JSON.parse(readFileSync(stamp, 'utf8'));
    if (built.entry !== 'server/src/main.ts') return true;
    // Files the bundle reads beside itself (the query compiler's WebAssembly): a build without one is unusable.
    if ((built.files ?? []).some((/** @type {string} */ file) => !existsSync(join(root, dirname(SERVER_BUNDLE), file)))) return true;
  } catch {
    return true;
  }
  return Math.max(...SOURCES.map((p) => newestMtime(join(root, p)))) > statSync(bundle).mtimeMs;
}

/**
 * Prisma's generated client (server/src/generated/prisma/internal/class.ts) loads its query compiler from a
 * module of @prisma/client that holds the WebAssembly as one base64 string: the module's source and that
 * string stayed in the server's heap for good (2 × 4.6 MB of a 49 MB heap at idle). The bundle reads the
 * same bytes from a .wasm file written beside it at build time instead. A generated client of another shape
 * (a Prisma upgrade) is bundled unchanged, with a warning.
 * @param {string} root @param {string[]} written the files it writes beside the bundle
 * @returns {import('esbuild').Plugin}
 */
function prismaCompilerWasmFromFile(root, written) {
  const loader = /getQueryCompilerWasmModule: async \(\) => \{\s*const \{ wasm \} = await import\("@prisma\/client\/(runtime\/query_compiler_fast_bg\.(\w+)\.wasm-base64\.mjs)"\)\s*return await decodeBase64AsWasm\(wasm\)\s*\}/;
  return {
    name: 'vbs-prisma-compiler-wasm-file',
    setup(build) {
      build.onLoad({ filter: /[\\/]generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const match = source.match(loader);
        if (!match) {
          console.warn("server build: Prisma's generated client no longer loads its query compiler as expected; it stays as base64 in the bundle's heap");
          return { contents: source, loader: 'ts' };
        }
        const prismaClient = dirname(createRequire(join(root, 'package.json')).resolve('@prisma/client/package.json'));
        const base64 = readFileSync(join(prismaClient, match[1]), 'utf8').match(/"([A-Za-z0-9+/=_-]{1000,})"/)?.[1];
        if (!base64) throw new Error(`server build: no WebAssembly found in @prisma/client/${match[1]}`);
        const file = `query_compiler_fast_bg.${match[2]}.wasm`;
        mkdirSync(join(root, dirname(SERVER_BUNDLE)), { recursive: true });
        writeFileSync(join(root, dirname(SERVER_BUNDLE), file), Buffer.from(base64, 'base64'));
        written.push(file);
        const replacement = `getQueryCompilerWasmModule: async () => new WebAssembly.Module(await (await import('node:fs/promises')).readFile(new URL(${JSON.stringify(`./${file}`)}, import.meta.url)))`;
        return { contents: source.replace(loader, replacement), loader: 'ts' };
      });
    },
  };
}

/** Bundles the server with esbuild (installed with vite and tsx). @param {string} [root] */
export async function buildServer(root = ROOT) {
  const esbuild = await import('esbuild');
  /** @type {string[]} */
  const files = [];
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['server/src/main.ts'],
      outfile: SERVER_BUNDLE,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      // server/src/db/prepare.ts: the compiled server creates and migrates databases in a child process.
      define: { VBS_COMPILED: 'true' },
      plugins: [prismaCompilerWasmFromFile(root, files)],
      logLevel: 'warning',
    });
  } finally {
    await esbuild.stop();
  }
  writeFileSync(join(root, SERVER_BUILD_STAMP), JSON.stringify({ entry: 'server/src/main.ts', builtAt: new Date().toISOString(), files }) + '\n');
}

/** @param {string} [root] */
export async function ensureServerBuilt(root = ROOT) {
  if (!serverBuildIsStale(root)) return;
  console.log('Compiling the server (dist/server/main.mjs)…');
  await buildServer(root);
}

// npm start runs the server from dist/server/main.mjs: a missing, unstamped or outdated bundle is rebuilt,
// so a fresh clone (or a pull that changed the server) never runs old code.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_BUILD_STAMP, SERVER_BUNDLE, serverBuildIsStale } from '../scripts/server-build.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout whose server sources are at `sourceTime` and whose bundle was built at `builtTime`. */
function checkout({ stamp, sourceTime = 1_000, builtTime = 2_000 }: { stamp?: object | string; sourceTime?: number; builtTime?: number }) {
  const root = mkdtempSync(join(tmpdir(), 'vbs-server-build-'));
  dirs.push(root);
  mkdirSync(join(root, 'server/src/db'), { recursive: true });
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  writeFileSync(join(root, 'server/src/db/x.ts'), 'export {};');
  writeFileSync(join(root, SERVER_BUNDLE), 'export {};');
  if (stamp !== undefined) writeFileSync(join(root, SERVER_BUILD_STAMP), typeof stamp === 'string' ? stamp : JSON.stringify(stamp));
  for (const path of ['server/src/db/x.ts', 'server/src/db', 'server/src']) utimesSync(join(root, path), sourceTime, sourceTime);
  utimesSync(join(root, SERVER_BUNDLE), builtTime, builtTime);
  return root;
}

describe('the compiled server bundle', () => {
  it('is current when stamped and newer than every server source', () => {
    expect(serverBuildIsStale(checkout({ stamp: { entry: 'server/src/main.ts' } }))).toBe(false);
  });

  it('is stale when a source, however deep, is newer than the bundle', () => {
    expect(serverBuildIsStale(checkout({ stamp: { entry: 'server/src/main.ts' }, sourceTime: 3_000 }))).toBe(true);
  });

  it('is stale when missing or unstamped (a build cut short, or made by hand)', () => {
    const root = checkout({ stamp: { entry: 'server/src/main.ts' } });
    rmSync(join(root, SERVER_BUNDLE));
    expect(serverBuildIsStale(root)).toBe(true);
    expect(serverBuildIsStale(checkout({}))).toBe(true);
    expect(serverBuildIsStale(checkout({ stamp: 'not json' }))).toBe(true);
  });

  it('is stale when a file the bundle reads beside itself is missing (the query compiler\'s WebAssembly)', () => {
    const root = checkout({ stamp: { entry: 'server/src/main.ts', files: ['compiler.wasm'] } });
    expect(serverBuildIsStale(root)).toBe(true);
    writeFileSync(join(root, 'dist/server/compiler.wasm'), '');
    expect(serverBuildIsStale(root)).toBe(false);
  });
});

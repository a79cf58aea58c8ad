// npm start serves a production client whatever NODE_ENV is, and rebuilds a stale one —
// including a build made in development mode or by hand (no stamp), which used to be served as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_STAMP, SERVER_RENDER_BUILD, clientBuildEnv, clientBuildIsStale } from './client-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout with client sources at `sourceTime` and a build at `builtTime` (seconds since epoch). */
function checkout({ stamp, sourceTime = 1_000, builtTime = 2_000 }: { stamp?: object | string; sourceTime?: number; builtTime?: number }) {
  const root = mkdtempSync(join(tmpdir(), 'vbs-client-build-'));
  dirs.push(root);
  mkdirSync(join(root, 'client'));
  mkdirSync(join(root, 'dist/client'), { recursive: true });
  writeFileSync(join(root, 'client/main.tsx'), 'export {};');
  writeFileSync(join(root, 'dist/client/index.html'), '<div id="root"></div>');
  mkdirSync(join(root, 'dist/ssr'));
  writeFileSync(join(root, SERVER_RENDER_BUILD), 'export {};');
  if (stamp !== undefined) writeFileSync(join(root, 'dist/client', BUILD_STAMP), typeof stamp === 'string' ? stamp : JSON.stringify(stamp));
  utimesSync(join(root, 'client/main.tsx'), sourceTime, sourceTime);
  utimesSync(join(root, 'dist/client/index.html'), builtTime, builtTime);
  return root;
}

describe('the served client build', () => {
  it('is current when it is a stamped production build newer than the sources', () => {
    expect(clientBuildIsStale(checkout({ stamp: { mode: 'production' } }))).toBe(false);
  });

  it('is stale without the public pages\' server render (a build from before it existed)', () => {
    const root = checkout({ stamp: { mode: 'production' } });
    rmSync(join(root, SERVER_RENDER_BUILD));
    expect(clientBuildIsStale(root)).toBe(true);
  });

  it('is stale when built in development mode', () => {
    expect(clientBuildIsStale(checkout({ stamp: { mode: 'development' } }))).toBe(true);
  });

  it('is stale when it carries no stamp (built by hand or by an older server)', () => {
    expect(clientBuildIsStale(checkout({}))).toBe(true);
    expect(clientBuildIsStale(checkout({ stamp: 'not json' }))).toBe(true);
  });

  it('is stale when a source is newer than the build', () => {
    expect(clientBuildIsStale(checkout({ stamp: { mode: 'production' }, sourceTime: 3_000 }))).toBe(true);
  });

  it('is built with NODE_ENV=production even when the server runs in development', () => {
    expect(clientBuildEnv({ NODE_ENV: 'development', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
    expect(clientBuildEnv({}).NODE_ENV).toBe('production');
  });
});

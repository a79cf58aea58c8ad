// Reads a V8 CPU profile (node --cpu-prof) of the compiled server: where its CPU went in a measured span, by
// area (a package, a server source folder, Node's internals, GC) and by function. Shared by bench/profile.ts
// and bench/updates-fanout.ts.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }

/** The area a frame belongs to: a package, a server source folder, Node's internals, or V8's own. */
function areaOf(url: string, line: number, column: number, map: SourceMap | null): string {
  if (!url) return '';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[1] ?? url.slice(5)}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 14).split('/');
    const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return name === '.prisma' ? '@prisma/client' : name;
  }
  if (url.endsWith('dist/server/main.mjs') && map) {
    const entry = map.findEntry(line, column) as { originalSource?: string };
    const source = entry.originalSource ?? '';
    const at = source.indexOf('server/src/');
    if (at >= 0) {
      const parts = source.slice(at + 11).split('/');
      return `app:${parts.length > 1 ? parts.slice(0, parts[0] === 'domains' ? 2 : 1).join('/') : parts[0]}`;
    }
    return `app:${source}`;
  }
  return url;
}

/**
 * Prints where the profile's CPU went between `window.from` and `window.to` (µs, the profile's monotonic clock):
 * self time by area, the same with Node's internals counted for their caller, and the heaviest functions.
 * `bundle` is the compiled server whose source map names the app's folders.
 */
export function summarizeProfile(file: string, bundle: string, window: { from: number; to: number }) {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const map = (() => {
    try {
      return new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
    } catch {
      return null;
    }
  })();
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const areaCache = new Map<number, string>();
  const area = (id: number): string => {
    let a = areaCache.get(id);
    if (a === undefined) {
      const { url, lineNumber, columnNumber, functionName } = byId.get(id)!.callFrame;
      a = url ? areaOf(url, lineNumber, columnNumber, map) : ['(garbage collector)', '(idle)', '(program)'].includes(functionName) ? functionName : '';
      areaCache.set(id, a);
    }
    return a;
  };
  // Natives (JSON.stringify, RegExp) count for the nearest caller that has a place.
  const placed = (id: number): string => {
    let at: number | undefined = id;
    while (at !== undefined) {
      const a = area(at);
      if (a) return a;
      at = parent.get(at);
    }
    return '(native, no caller)';
  };
  // Node internals (sockets, streams, timers) count for the nearest package or app caller in the second table.
  const owner = (id: number): string => {
    let at: number | undefined = id;
    while (at !== undefined) {
      const a = area(at);
      if (a && !a.startsWith('node:')) return a;
      at = parent.get(at);
    }
    return placed(id);
  };
  const self = new Map<string, number>();
  const owned = new Map<string, number>();
  const fns = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let at = prof.startTime;
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] ?? 0;
    at += dt;
    if (at < window.from || at > window.to) return;
    total += dt;
    const a = placed(id);
    if (a === '(idle)') idle += dt;
    self.set(a, (self.get(a) ?? 0) + dt);
    const o = owner(id);
    owned.set(o, (owned.get(o) ?? 0) + dt);
    const { functionName, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} [${a}:${lineNumber + 1}]`;
    fns.set(key, (fns.get(key) ?? 0) + dt);
  });
  const busy = total - idle;
  const print = (title: string, m: Map<string, number>, limit: number) => {
    console.log(`\n${title} (share of busy time, ${(busy / 1e6).toFixed(1)} s busy of ${(total / 1e6).toFixed(1)} s)`);
    for (const [k, v] of [...m].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, limit)) {
      console.log(`${((100 * v) / busy).toFixed(1).padStart(6)} %  ${k}`);
    }
  };
  print('self time by area', self, 30);
  print('self time, Node internals counted for their caller', owned, 25);
  print('heaviest functions (self)', fns, 30);
}

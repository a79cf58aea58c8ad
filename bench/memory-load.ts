// Memory A/B under bench:all's load: starts the server as `npm start` runs it (or a variant: another bundle,
// extra Node flags, extra environment) in turns on one database grown to 10× the demo data, and for each
// start prints RSS at idle, its peak under bench:all's targets (who-am-I, viewer, site shell, the rosters'
// reads, the info sheet at 10 connections; points adjustments at 50), the CPU per request over the whole
// load, start to healthy, and the idle breakdown (V8 heap, external and array buffers from
// process.memoryUsage(), WebAssembly/anonymous/file-backed pages from /proc/<pid>/smaps). Asserts nothing.
// Usage: npx tsx bench/memory-load.ts [--db pglite|postgres] [--rounds 3] [--seconds 3] [--port 4350]
//        [--variants '<json: [{"name":"old","bundle":"dist/server-old/main.mjs","startFlags":["--max-semi-space-size=4"],"node":["--flag"],"env":{}}]>']
//        [--db-prefix vbs_memload] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmStartArgs, signInAs, waitFor, withGrownDatabase } from './server.ts';
import { cpuMs } from './proc.ts';
import { ensureServerBuilt } from '../server/scripts/server-build.mjs';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dbKind = argOf('db') ?? 'postgres';
const rounds = Number(argOf('rounds') ?? 3);
const seconds = Number(argOf('seconds') ?? 3);
const port = Number(argOf('port') ?? 4350);
const postgresAdmin = argOf('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pointsRequests = Number(argOf('points') ?? 2000);
interface Variant {
  name: string;
  bundle?: string;
  node?: string[];
  /** Instead of npm start's Node flags (e.g. those of the commit before a change). */
  startFlags?: string[];
  env?: Record<string, string>;
}
const variants: Variant[] = JSON.parse(argOf('variants') ?? '[{"name":"npm start"}]');
const clientDir = join(process.cwd(), 'dist/client');
if (!existsSync(join(clientDir, 'index.html'))) throw new Error('Build the client first (npm run build).');
const probeFile = join(mkdtempSync(join(tmpdir(), 'vbs-memload-')), 'usage.json');
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => mb(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) * 1024);

/** Resident MB by kind of mapping: the malloc heap, anonymous (V8, WebAssembly, mmap'd malloc), node's own text, other files. */
function smapsBreakdown(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  let name = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/);
    if (head) {
      const path = head[1];
      name = path === '' ? 'anon' : path === '[heap]' ? 'brk heap' : path.includes('/node') && !path.includes('node_modules') ? 'node binary' : path.startsWith('[') ? 'other' : 'files';
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (rss) out[name] = (out[name] ?? 0) + Number(rss[1]) / 1024;
  }
  for (const k of Object.keys(out)) out[k] = Math.round(out[k]);
  return out;
}

async function usage(child: ChildProcess): Promise<NodeJS.MemoryUsage & { wasm?: number; heapTotal: number }> {
  rmSync(probeFile, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(probeFile); i++) await sleep(100);
  await sleep(50);
  return JSON.parse(readFileSync(probeFile, 'utf8'));
}

async function start(variant: Variant, env: Record<string, string>) {
  const started = Date.now();
  const args = npmStartArgs();
  const script = variant.bundle ? args.map((a) => (a.endsWith('start.mjs') ? variant.bundle! : a)) : args;
  const child = spawn(process.execPath, ['--import', './bench/memory-probe.mjs', ...(variant.startFlags ?? script.slice(0, -1)), ...(variant.node ?? []), script.at(-1)!], {
    detached: true,
    env: {
      ...process.env, ...env, ...variant.env, PORT: String(port), NODE_ENV: 'development', CLIENT_DIST_DIR: clientDir, VBS_MEMORY_PROBE_FILE: probeFile,
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 600_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, startMs: Date.now() - started };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise((r) => (child.once('exit', r), process.kill(-child.pid!, 'SIGTERM')));
}

const persisted = JSON.parse(readFileSync('client/persisted-queries.json', 'utf8')) as Record<string, string>;
const documentId = (name: string) => Object.keys(persisted).find((k) => new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(persisted[k]))!;

async function load(child: ChildProcess): Promise<{ requests: number; peak: number; peakUsage: NodeJS.MemoryUsage | null }> {
  const base = `http://127.0.0.1:${port}`;
  const admin = await signInAs(base, 'admin@example.org');
  const headers = { cookie: admin.cookie, 'x-xsrf-token': admin.xsrf, 'content-type': 'application/json', accept: 'application/json' };
  const gql = async (body: object) => (await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { data: any };
  const list = (await gql({ query: '{ currentEdition { year } groupList { days { dayId } groups { id databaseId groupType roster { child { id } } } } }' })).data;
  const year = list.currentEdition.year as number;
  const groups = list.groupList.groups.filter((g: { groupType: string }) => g.groupType === 'PERMANENT');
  const group = groups.find((g: { roster: unknown[] }) => g.roster.length > 0);
  const largest = groups.reduce((a: { roster: unknown[] }, b: { roster: unknown[] }) => (b.roster.length > a.roster.length ? b : a));
  const dayId = list.groupList.days.at(-1).dayId;
  const run = (opts: autocannon.Options) =>
    new Promise<autocannon.Result>((res, rej) => autocannon(opts.amount ? opts : { duration: seconds, ...opts }, (e, r) => (e ? rej(e) : res(r))));
  const post = (body: object, connections = 10, amount?: number) => run({ url: `${base}/graphql`, method: 'POST', connections, headers, body: JSON.stringify(body), amount });
  let peak = rssMb(child.pid!);
  let peakUsage: NodeJS.MemoryUsage | null = null;
  let probing = false;
  const timer = setInterval(async () => {
    const now = rssMb(child.pid!);
    if (now > peak + 5 && !probing) {
      probing = true;
      peakUsage = await usage(child).catch(() => peakUsage);
      probing = false;
    }
    peak = Math.max(peak, now);
  }, 200);
  const results: autocannon.Result[] = [];
  const perTarget: number[] = [];
  const track = async (r: Promise<autocannon.Result>) => {
    const before = peak;
    peak = rssMb(child.pid!);
    const result = await r;
    perTarget.push(peak);
    peak = Math.max(before, peak);
    return result;
  };
  try {
    results.push(await track(run({ url: `${base}/api/v1/account/user`, connections: 10, headers })));
    results.push(await track(post({ query: '{ viewer { account { id email fullName preferredName profileImageUrl } parentIdentity { id firstName lastName email } staffIdentity { id permissions } } }' })));
    results.push(await track(post({ documentId: documentId('SiteShellQuery') })));
    results.push(await track(post({ documentId: documentId('RostersPageQuery') })));
    results.push(await track(post({ documentId: documentId('RosterGroupPanelQuery'), variables: { id: largest.id } })));
    results.push(await track(post({ documentId: documentId('StudentSheetQuery'), variables: { id: group.roster[0].child.id, year } })));
    results.push(await track(post({ documentId: documentId('useAdjustGroupPointsMutation'), variables: { input: { groupId: group.id, dayId, amount: 1 } } }, 50, pointsRequests)));
    results.push(await track(run({ url: `${base}/api/v1/group/${group.databaseId}/points/adjust?dayId=${dayId}&amount=-1`, method: 'POST', connections: 50, amount: pointsRequests, headers })));
  } finally {
    clearInterval(timer);
  }
  if (process.env.MEMLOAD_TARGETS) console.error(`  peaks per target: ${perTarget.join(' ')}`);
  const bad = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad) console.error(`  ${bad} non-2xx or errors`);
  return { requests: results.reduce((n, r) => n + r.requests.total, 0), peak, peakUsage };
}

interface Sample { variant: string; startMs: number; idle: number; peak: number; cpuUs: number; heap: number; heapTotal: number; external: number; arrayBuffers: number; smaps: Record<string, number>; peakUsage: string }
const samples: Sample[] = [];

async function measure(env: Record<string, string>) {
  for (let round = 0; round < rounds; round++) {
    for (const variant of round % 2 ? [...variants].reverse() : variants) {
      const { child, startMs } = await start(variant, env);
      try {
        await sleep(3000);
        const idle = rssMb(child.pid!);
        const u = await usage(child);
        const smaps = smapsBreakdown(child.pid!);
        const cpuBefore = cpuMs(child.pid!);
        const { requests, peak, peakUsage } = await load(child);
        const cpuUs = ((cpuMs(child.pid!) - cpuBefore) * 1000) / requests;
        const pu = peakUsage as NodeJS.MemoryUsage | null;
        await sleep(2000);
        const after = rssMb(child.pid!);
        if (variant.node?.includes('--expose-gc')) writeFileSync(`${probeFile}.gc`, '');
        const ua = await usage(child);
        rmSync(`${probeFile}.gc`, { force: true });
        console.error(`  2 s after the load: RSS ${after} MB, heap used ${mb(ua.heapUsed)} of ${mb(ua.heapTotal)} MB${variant.node?.includes('--expose-gc') ? ' (after a full GC)' : ''}, RSS then ${rssMb(child.pid!)} MB`);
        const s: Sample = {
          variant: variant.name, startMs, idle, peak, cpuUs, heap: mb(u.heapUsed), heapTotal: mb(u.heapTotal), external: mb(u.external), arrayBuffers: mb(u.arrayBuffers), smaps,
          peakUsage: pu ? `rss ${mb(pu.rss)} heapTotal ${mb(pu.heapTotal)} used ${mb(pu.heapUsed)} ext ${mb(pu.external)} ab ${mb(pu.arrayBuffers)}; after: ${JSON.stringify(smapsBreakdown(child.pid!))}` : '',
        };
        samples.push(s);
        console.error(`${s.variant}: start ${startMs} ms, idle ${idle} MB (heap ${s.heap}/${s.heapTotal}, ext ${s.external}, ab ${s.arrayBuffers}, smaps ${JSON.stringify(smaps)}), peak ${peak} MB, ${cpuUs.toFixed(0)} µs CPU/req; at peak: ${s.peakUsage}`);
      } finally {
        await stop(child);
      }
    }
  }
}

await ensureServerBuilt();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
await withGrownDatabase(
  dbKind === 'pglite' ? 'pglite' : 'postgres',
  {
    postgresAdmin,
    prefix: argOf('db-prefix') ?? 'vbs_memload',
    children: 400,
    seed: async (env) => {
      const { child } = await start({ name: 'prepare' }, env);
      await stop(child);
    },
  },
  measure,
);
console.log(`\n${dbKind}, 10× data, ${rounds} rounds (medians)\n`);
console.log('| variant | start to healthy | RSS idle | heap used idle | RSS peak | peak ÷ idle | CPU µs/request |');
console.log('|---|--:|--:|--:|--:|--:|--:|');
for (const v of variants) {
  const mine = samples.filter((s) => s.variant === v.name);
  const idle = median(mine.map((s) => s.idle));
  const peak = median(mine.map((s) => s.peak));
  console.log(`| ${v.name} | ${(median(mine.map((s) => s.startMs)) / 1000).toFixed(1)} s | ${idle} MB | ${median(mine.map((s) => s.heap))} MB | ${peak} MB | ${(peak / idle).toFixed(2)} | ${median(mine.map((s) => s.cpuUs)).toFixed(0)} |`);
}

// CPU per request, A/B: starts two or more variants of the server (as bench/memory-load.ts describes them) at
// once on one database and sends each the same bursts in turns (A, B, A, B, …), so a machine whose load
// changes from minute to minute weighs on both alike. Prints the median CPU µs per request of each variant
// per target, and each one's RSS at the end. Asserts nothing.
// Usage: npx tsx bench/cpu-ab.ts --variants '<json>' [--db pglite|postgres] [--bursts 6] [--amount 400] [--port 4370]
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { npmStartArgs, signInAs, waitFor, withGrownDatabase } from './server.ts';
import { cpuMs } from './proc.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
interface Variant { name: string; bundle?: string; node?: string[]; env?: Record<string, string> }
const variants: Variant[] = JSON.parse(argOf('variants')!);
const dbKind = argOf('db') ?? 'postgres';
const bursts = Number(argOf('bursts') ?? 6);
const amount = Number(argOf('amount') ?? 400);
const basePort = Number(argOf('port') ?? 4370);
const postgresAdmin = 'postgres://postgres@127.0.0.1:5432/postgres';
const clientDir = join(process.cwd(), 'dist/client');
const rssMb = (pid: number) => Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024);

function start(variant: Variant, port: number, env: Record<string, string>): ChildProcess {
  const args = npmStartArgs();
  const script = variant.bundle ? args.map((a) => (a.endsWith('start.mjs') ? variant.bundle! : a)) : args;
  return spawn(process.execPath, [...script.slice(0, -1), ...(variant.node ?? []), script.at(-1)!], {
    detached: true,
    env: { ...process.env, ...env, ...variant.env, PORT: String(port), NODE_ENV: 'development', CLIENT_DIST_DIR: clientDir, RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const stop = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null ? r(null) : (child.once('exit', r), process.kill(-child.pid!, 'SIGTERM'))));
const persisted = JSON.parse(readFileSync('client/persisted-queries.json', 'utf8')) as Record<string, string>;
const documentId = (name: string) => Object.keys(persisted).find((k) => new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(persisted[k]))!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function run(env: Record<string, string>) {
  const servers: { v: Variant; child: ChildProcess; port: number }[] = [];
  for (const [i, v] of variants.entries()) {
    // PGlite's data directory is one process's: each variant gets its own copy.
    const child = start(v, basePort + i, env.DATA_DIR ? { DATA_DIR: `${env.DATA_DIR}-${i}` } : env);
    servers.push({ v, child, port: basePort + i });
  }
  const cpu: Record<string, Record<string, number[]>> = {};
  const peaks = new Map<string, number>();
  const sampler = setInterval(() => {
    for (const s of servers) if (s.child.exitCode === null) peaks.set(s.v.name, Math.max(peaks.get(s.v.name) ?? 0, rssMb(s.child.pid!)));
  }, 200);
  const idle: string[] = [];
  try {
    for (const s of servers) await waitFor(`http://127.0.0.1:${s.port}/healthz`, 600_000);
    await new Promise((r) => setTimeout(r, 3000));
    for (const s of servers) idle.push(`${rssMb(s.child.pid!)} MB`);
    peaks.clear();
    const setups = await Promise.all(servers.map(async (s) => {
      const base = `http://127.0.0.1:${s.port}`;
      const admin = await signInAs(base, 'admin@example.org');
      const headers = { cookie: admin.cookie, 'x-xsrf-token': admin.xsrf, 'content-type': 'application/json', accept: 'application/json' };
      const list = (await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ currentEdition { year } groupList { days { dayId } groups { id databaseId groupType roster { child { id } } } } }' }) })).json() as any).data;
      const groups = list.groupList.groups.filter((g: any) => g.groupType === 'PERMANENT');
      const group = groups.find((g: any) => g.roster.length > 0);
      const largest = groups.reduce((a: any, b: any) => (b.roster.length > a.roster.length ? b : a));
      const post = (body: object, connections = 10): autocannon.Options => ({ url: `${base}/graphql`, method: 'POST', connections, headers, body: JSON.stringify(body), amount });
      return {
        'who am I (REST)': { url: `${base}/api/v1/account/user`, connections: 10, headers, amount },
        'site shell': post({ documentId: documentId('SiteShellQuery') }),
        'rosters list': post({ documentId: documentId('RostersPageQuery') }),
        'roster, largest group': post({ documentId: documentId('RosterGroupPanelQuery'), variables: { id: largest.id } }),
        'info sheet': post({ documentId: documentId('StudentSheetQuery'), variables: { id: group.roster[0].child.id, year: list.currentEdition.year } }),
        'points (GraphQL, 50)': post({ documentId: documentId('useAdjustGroupPointsMutation'), variables: { input: { groupId: group.id, dayId: list.groupList.days.at(-1).dayId, amount: 1 } } }, 50),
      } as Record<string, autocannon.Options>;
    }));
    for (let b = 0; b < bursts; b++) {
      for (const target of Object.keys(setups[0])) {
        const order = b % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
        for (const i of order) {
          const s = servers[i];
          const before = cpuMs(s.child.pid!);
          const r = await new Promise<autocannon.Result>((res, rej) => autocannon(setups[i][target], (e, x) => (e ? rej(e) : res(x))));
          if (r.non2xx || r.errors) console.error(`${s.v.name} ${target}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          ((cpu[s.v.name] ??= {})[target] ??= []).push(((cpuMs(s.child.pid!) - before) * 1000) / r.requests.total);
        }
      }
      console.error(`burst ${b + 1}/${bursts}: ` + servers.map((s) => `${s.v.name} ${rssMb(s.child.pid!)} MB`).join(', '));
    }
    console.log(`\n${dbKind}, CPU µs per request, median of ${bursts} bursts of ${amount} requests, variants in turns\n`);
    console.log(`| target | ${variants.map((v) => v.name).join(' | ')} |`);
    console.log(`|---|${variants.map(() => '--:').join('|')}|`);
    for (const target of Object.keys(setups[0])) console.log(`| ${target} | ${variants.map((v) => median(cpu[v.name][target]).toFixed(0)).join(' | ')} |`);
    const all = (v: Variant) => Object.keys(setups[0]).reduce((n, t) => n + median(cpu[v.name][t]), 0);
    console.log(`| sum of medians | ${variants.map((v) => all(v).toFixed(0)).join(' | ')} |`);
    console.log(`| RSS idle (3 s after all were healthy) | ${idle.join(' | ')} |`);
    console.log(`| RSS peak under the bursts | ${variants.map((v) => `${peaks.get(v.name)} MB`).join(' | ')} |`);
    console.log(`| RSS at the end | ${servers.map((s) => `${rssMb(s.child.pid!)} MB`).join(' | ')} |`);
  } finally {
    clearInterval(sampler);
    for (const s of servers) await stop(s.child);
  }
}

await withGrownDatabase(
  dbKind === 'pglite' ? 'pglite' : 'postgres',
  {
    postgresAdmin,
    prefix: argOf('db-prefix') ?? 'vbs_cpuab',
    children: 400,
    seed: async (env) => {
      const child = start({ name: 'prepare' }, basePort, env);
      await waitFor(`http://127.0.0.1:${basePort}/healthz`, 600_000);
      await stop(child);
    },
  },
  async (env) => {
    // PGlite: each variant's server opens its own copy of the grown directory.
    if (env.DATA_DIR) for (const i of variants.keys()) cpSync(env.DATA_DIR, `${env.DATA_DIR}-${i}`, { recursive: true });
    await run(env);
  },
);

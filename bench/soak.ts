// Soak: N minutes of mixed traffic against a real server process while 200 live streams stay
// open; prints the error rate and the server's RSS every interval. Not part of npm test.
// Usage: npx tsx bench/soak.ts [-- --minutes 30 --streams 200 --workers 10 --port 4124 --postgres postgres://…]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signInAs, startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    streams: { type: 'string', default: '200' },
    workers: { type: 'string', default: '10' },
    port: { type: 'string', default: '4124' },
    interval: { type: 'string', default: '10' },
    postgres: { type: 'string' },
  },
});
const minutes = Number(values.minutes);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'vbs-soak-'));
const clientDir = mkdtempSync(join(tmpdir(), 'vbs-soak-client-'));
const env: Record<string, string> = { DATA_DIR: dataDir, CLIENT_DIST_DIR: clientDir, ...(values.postgres ? { DATABASE_URL: values.postgres } : {}) };
const server = await startServer(port, env);
const rssMb = () => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
    return (kb / 1024).toFixed(0);
  } catch {
    return '?';
  }
};

const admin = await signInAs(base, 'admin@example.org');
const staff = await signInAs(base, 'staff@example.org');
const headers = (who: { cookie: string; xsrf: string }) => ({ cookie: who.cookie, 'x-xsrf-token': who.xsrf, accept: 'application/json', 'content-type': 'application/json' });
const groups = ((await (await fetch(`${base}/api/v1/group/all`, { headers: headers(admin) })).json()) as { groups: { id: number; pointsRecords: { dayId: number }[] }[] }).groups;
const days = (await (await fetch(`${base}/graphql`, { method: 'POST', headers: headers(admin), body: JSON.stringify({ query: '{ groupList { days { dayId } } }' }) })).json()) as { data: { groupList: { days: { dayId: number }[] } } };
const dayId = days.data.groupList.days[0].dayId;

// 200 open streams, half /api/v1/updates and half graphql-sse subscriptions, each counting what arrives.
const controller = new AbortController();
let streamsOpen = 0;
let streamEvents = 0;
let streamFailures = 0;
async function openStream(i: number) {
  const who = i % 2 ? admin : staff;
  const url = i % 4 < 2 ? `${base}/api/v1/updates` : `${base}/graphql/stream?query=${encodeURIComponent('subscription { groupChanged { __typename } }')}`;
  try {
    const res = await fetch(url, { headers: { ...headers(who), accept: 'text/event-stream' }, signal: controller.signal });
    if (!res.ok || !res.body) throw new Error(String(res.status));
    streamsOpen++;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      streamEvents += (new TextDecoder().decode(value).match(/^event: /gm) ?? []).length;
    }
    streamsOpen--;
  } catch (error) {
    if (!controller.signal.aborted) streamFailures++;
  }
}
const streams = Array.from({ length: Number(values.streams) }, (_, i) => openStream(i));

// Mixed traffic: reads through both doors, point adjustments, health checks.
let requests = 0;
let errors = 0;
const operations: (() => Promise<Response>)[] = [
  () => fetch(`${base}/api/v1/group/all`, { headers: headers(staff) }),
  () => fetch(`${base}/graphql`, { method: 'POST', headers: headers(admin), body: JSON.stringify({ query: '{ groupList { groups { name totalPoints roster { child { firstName } } } } }' }) }),
  () => fetch(`${base}/api/v1/group/${groups[requests % groups.length].id}/points/adjust?dayId=${dayId}&amount=${requests % 2 ? 1 : -1}`, { method: 'POST', headers: headers(staff) }),
  () => fetch(`${base}/api/v1/account/user`, { headers: headers(admin) }),
  () => fetch(`${base}/healthz`),
];
const deadline = Date.now() + minutes * 60_000;
async function worker(w: number) {
  for (let n = w; Date.now() < deadline; n++) {
    try {
      const res = await operations[n % operations.length]();
      await res.arrayBuffer();
      if (res.status >= 400) errors++;
    } catch {
      errors++;
    }
    requests++;
  }
}

const started = Date.now();
console.log(`soak: ${minutes} min, ${values.streams} streams, ${values.workers} workers, ${values.postgres ? 'PostgreSQL' : 'PGlite'}`);
console.log('   t(s)  requests  req/s  errors  error%  streams  events  stream-failures  rss(MB)');
let last = 0;
const report = setInterval(() => {
  const t = (Date.now() - started) / 1000;
  const rate = ((requests - last) / Number(values.interval)).toFixed(0);
  last = requests;
  console.log(`${t.toFixed(0).padStart(7)}  ${String(requests).padStart(8)}  ${rate.padStart(5)}  ${String(errors).padStart(6)}  ${((100 * errors) / Math.max(1, requests)).toFixed(2).padStart(6)}  ${String(streamsOpen).padStart(7)}  ${String(streamEvents).padStart(6)}  ${String(streamFailures).padStart(15)}  ${rssMb().padStart(7)}`);
}, Number(values.interval) * 1000);
await Promise.all(Array.from({ length: Number(values.workers) }, (_, w) => worker(w)));
clearInterval(report);
console.log(`done: ${requests} requests, ${errors} errors (${((100 * errors) / Math.max(1, requests)).toFixed(3)}%), ${streamEvents} stream events, ${streamFailures} stream failures, final RSS ${rssMb()} MB`);
controller.abort();
await Promise.allSettled(streams);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
rmSync(clientDir, { recursive: true, force: true });

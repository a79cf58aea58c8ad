// Request rates for "who am I": a raw Node http endpoint (the ceiling on this machine), the REST call
// GET /api/v1/account/user, and the same data over GraphQL, each against a real server process with a
// signed-in session. Prints a table; asserts nothing. Usage: npm run bench [-- --seconds 10 --connections 10]
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 8);
const connections = arg('connections', 10);

async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function run(title: string, opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, title, connections, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'vbs-bench-'));
try {
  const rawPort = 3201;
  const appPort = 3202;
  children.push(
    spawn(process.execPath, ['-e', `require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{"ok":true}')}).listen(${rawPort})`], { stdio: 'inherit' }),
  );
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: String(appPort), DATA_DIR: dataDir, NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${rawPort}/`);
  await waitFor(`http://127.0.0.1:${appPort}/healthz`);

  // Sign in as the demo administrator and keep the cookies a browser would send.
  const signIn = await fetch(`http://127.0.0.1:${appPort}/oauth2/authorization/dev?email=admin@example.org`, { redirect: 'manual' });
  const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]);
  const cookie = cookies.join('; ');
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1];
  const gqlBody = JSON.stringify({
    query: '{ viewer { account { id email fullName preferredName profileImageUrl } parentIdentity { id firstName lastName email } staffIdentity { id permissions } } }',
  });

  const results = [
    await run('raw node http', { url: `http://127.0.0.1:${rawPort}/` }),
    await run('REST GET /api/v1/account/user', { url: `http://127.0.0.1:${appPort}/api/v1/account/user`, headers: { cookie, accept: 'application/json' } }),
    await run('GraphQL viewer (same data)', {
      url: `http://127.0.0.1:${appPort}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
      body: gqlBody,
    }),
  ];

  console.log(`\n${connections} connections, ${seconds} s each, database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}\n`);
  console.log('target'.padEnd(34), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8), 'errors'.padStart(7));
  for (const r of results) {
    console.log(
      r.title!.padEnd(34),
      r.requests.average.toFixed(0).padStart(9),
      String(r.latency.p50).padStart(8),
      String(r.latency.p99).padStart(8),
      String(r.non2xx).padStart(8),
      String(r.errors).padStart(7),
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

// Request rates for "who am I": a raw Node http endpoint (the ceiling on this machine), the REST call
// GET /api/v1/account/user, and the same data over GraphQL, each against a real server process with a
// signed-in session. Prints a table; asserts nothing. Usage: npm run bench [-- --seconds 10 --connections 10]
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInAs, startServer, waitFor } from './server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 8);
const connections = arg('connections', 10);

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
  await waitFor(`http://127.0.0.1:${rawPort}/`);
  children.push(await startServer(appPort, { DATA_DIR: dataDir }));

  // Sign in as the demo administrator and keep the cookies a browser would send.
  const { cookie, xsrf } = await signInAs(`http://127.0.0.1:${appPort}`, 'admin@example.org');
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

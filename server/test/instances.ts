// Server instances as separate processes on one PostgreSQL database (and usually one Redis), as a
// deployment with several instances runs them, and a browser's view of them: its cookies after the demo
// sign-in, REST and GraphQL calls, and event streams that should close.
import type { ChildProcess } from 'node:child_process';
import { freePort, spawnServer } from './server-process.ts';

export interface Instance {
  base: string;
  process: ChildProcess;
  /** What the process wrote to its stderr so far (warnings and errors). */
  stderr(): string;
}

/** Starts the compiled server with `env` on a free port; resolves once /healthz answers. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawnServer({ NODE_ENV: 'development', PORT: String(port), ...env }, ['ignore', 'ignore', 'pipe']);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, process: child, stderr: () => stderr };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance on ${port} did not come up`);
}

/** Waits (polling /healthz) until every instance's answer passes `test`; returns the answers. */
export async function healthUntil(instances: Instance[], test: (answer: Record<string, unknown>) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answers = await Promise.all(instances.map(async ({ base }) => (await (await fetch(`${base}/healthz`)).json()) as Record<string, unknown>));
    if (answers.every(test)) return answers;
    if (Date.now() > deadline) throw new Error(`/healthz did not change as expected: ${JSON.stringify(answers)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function stopInstances(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map(({ process: p }) => (p.exitCode !== null ? null : new Promise((r) => (p.once('exit', r), p.kill('SIGTERM'))))),
  );
}

/** A browser's cookies after the demo sign-in (the session is valid on every instance). */
export async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/oauth2/authorization/dev?email=${encodeURIComponent(email)}`, { redirect: 'manual' });
  const pairs = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const xsrf = pairs.find((p) => p.startsWith('XSRF-TOKEN='))!.split('=')[1];
  const headers = { cookie: pairs.join('; '), 'x-xsrf-token': xsrf, accept: 'application/json', 'content-type': 'application/json' };
  return {
    headers,
    rest: (at: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
      fetch(`${at}${path}`, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' }),
    gql: async (at: string, query: string, variables?: object) => (await (await fetch(`${at}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })).json()) as any,
    /** Opens /api/v1/updates on `at` and waits for its first comment. */
    updates: async (at: string) => {
      const res = await fetch(`${at}/api/v1/updates`, { headers: { ...headers, accept: 'text/event-stream' } });
      if (res.status !== 200) throw new Error(`/api/v1/updates answered ${res.status}`);
      return res.body!.getReader();
    },
  };
}

export type SignedIn = Awaited<ReturnType<typeof signIn>>;

/** True when the stream ends within `ms` without having sent `unwanted`; fails when it stays open. */
export async function closedWithout(reader: ReadableStreamDefaultReader<Uint8Array>, unwanted: string, ms = 3000): Promise<boolean> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!chunk) break;
    if (chunk.done) return !text.includes(unwanted);
    text += decoder.decode(chunk.value, { stream: true });
  }
  throw new Error(`stream still open after ${ms} ms; got: ${text}`);
}

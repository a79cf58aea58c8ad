// A client that stops reading its /api/v1/updates stream or its GraphQL subscriptions at /graphql/stream (a
// phone asleep, a stalled proxy) does not make the server hold every later event for it: once the stream's
// unsent bytes pass BACKLOG_LIMIT the server ends it (the client reconnects and refetches), and what was held
// for it is let go: a GraphQL stream's subscriptions end. Served by Node as in production (a real socket, the
// client's reads paused), and through app.fetch (the body stream alone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { createTestApp, createStaff, type TestApp } from '../../test/harness.ts';
import { readUntil } from '../../test/sse.ts';
import { BACKLOG_LIMIT } from './updates.rest.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let t: TestApp;
let server: ServerType;
let base: string;
/** The Node response of the last /api/v1/updates request the server received. */
let lastStream: ServerResponse | undefined;
beforeAll(async () => {
  t = await createTestApp();
  await createStaff(t, 'sleepy@example.org', []);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  server.on('request', (req, res: ServerResponse) => {
    if (req.url === '/api/v1/updates' || req.url?.startsWith('/graphql/stream')) lastStream = res;
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  countListeners();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => {
    server.close(resolve);
    (server as Server).closeAllConnections();
  });
  await t.close();
});

/** An event every signed-in viewer receives, its frame ~64 KB. */
const FILLER = 'x'.repeat(64 * 1024);
const FRAME_BYTES = FILLER.length + 100;
const publishLarge = (n: number) => t.bus.publish({ type: 'event-details-changed', data: { n, filler: FILLER } });

/** How many listeners the bus has: each open subscription holds one. */
let listening = 0;
function countListeners() {
  const subscribe = t.bus.subscribe.bind(t.bus);
  t.bus.subscribe = (listener) => {
    listening++;
    const off = subscribe(listener);
    return () => {
      listening--;
      return off();
    };
  };
}

/** Waits until `condition` holds, polling each turn of the event loop, or fails after `ms`. */
async function until(condition: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function heldBytes(): number {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

describe('a client that stops reading its live updates', () => {
  it('is cut off once it is BACKLOG_LIMIT bytes behind, and the server lets go of what it held for it (Node)', async () => {
    const client = await t.signIn('sleepy@example.org');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${base}/api/v1/updates`, { headers: { cookie, accept: 'text/event-stream' } }, resolve);
      req.on('error', reject);
      req.end();
    });
    expect(res.statusCode).toBe(200);
    let received = 0;
    const ended = new Promise<void>((resolve) => res.once('close', resolve));
    res.on('error', () => {}); // the cut shows as an aborted response
    await new Promise<void>((resolve) => res.once('data', (chunk: Buffer) => ((received += chunk.length), resolve())));
    res.on('data', (chunk: Buffer) => (received += chunk.length));
    // The client reads nothing more from here on.
    res.pause();
    const stream = lastStream!;
    const before = heldBytes();

    // Events until the server ends the stream: the kernel's socket buffers fill first, then the server's own.
    let pushed = 0;
    let largestBacklog = 0;
    while (!stream.destroyed && pushed < 128 * 1024 * 1024) {
      await publishLarge(pushed);
      pushed += FRAME_BYTES;
      largestBacklog = Math.max(largestBacklog, stream.writableLength);
      // Lets the socket take what it can.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stream.destroyed).toBe(true);
    expect(largestBacklog).toBeGreaterThan(BACKLOG_LIMIT);
    expect(largestBacklog).toBeLessThanOrEqual(BACKLOG_LIMIT + FRAME_BYTES);

    // Nothing is held for it any more, however much more is published.
    for (let i = 0; i < 512; i++) await publishLarge(i);
    expect(heldBytes() - before).toBeLessThan(16 * 1024 * 1024);

    // The client, reading again, finds its stream ended short of what was published.
    res.resume();
    await ended;
    expect(received).toBeLessThan(pushed);
  });

  it('fails its body stream once BACKLOG_LIMIT bytes are queued on it, and stops queueing (app.fetch)', async () => {
    const client = await t.signIn('sleepy@example.org');
    const res = await client.request('GET', '/api/v1/updates', { headers: { accept: 'text/event-stream' } });
    const reader = res.body!.getReader();
    await readUntil(reader, ': connected');
    const before = heldBytes();
    for (let i = 0; i < 1024; i++) await publishLarge(i);
    expect(heldBytes() - before).toBeLessThan(16 * 1024 * 1024);
    await expect(reader.read()).rejects.toThrow(`more than ${BACKLOG_LIMIT} bytes behind`);
  });
});

describe('a client that stops reading its GraphQL subscriptions (/graphql/stream)', () => {
  /** A subscription whose every event is a child's ~64 KB staff notes, re-read. */
  const SUBSCRIPTION = `/graphql/stream?query=${encodeURIComponent('subscription { childStaffNotesUpdated { staffNotes } }')}`;
  let childId: number;
  beforeAll(async () => {
    childId = (await t.prisma.child.create({ data: { firstName: 'Sleepy', lastName: 'Reader', gradeEntering: 3, staffNotes: FILLER }, select: { id: true } })).id;
  });
  const publishNotes = () => t.bus.publish({ type: 'child-updated-staff-notes', data: { childId }, audience: { staffOnly: true } });

  it('is cut off once BACKLOG_LIMIT bytes are held for it; its subscription ends and nothing more is held (Node)', async () => {
    const client = await t.signIn('sleepy@example.org');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const listeningBefore = listening;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${base}${SUBSCRIPTION}`, { headers: { cookie, accept: 'text/event-stream' } }, resolve);
      req.on('error', reject);
      req.end();
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    let received = 0;
    const ended = new Promise<void>((resolve) => res.once('close', resolve));
    res.on('error', () => {}); // the cut shows as an aborted response
    await new Promise<void>((resolve) => res.once('data', (chunk: Buffer) => ((received += chunk.length), resolve())));
    res.on('data', (chunk: Buffer) => (received += chunk.length));
    await until(() => listening === listeningBefore + 1, 'the subscription listens');
    // The client reads nothing more from here on.
    res.pause();
    const stream = lastStream!;
    const before = heldBytes();

    // Events until the server ends the stream: the kernel's socket buffers fill first, then the server's own.
    let pushed = 0;
    while (!stream.destroyed && pushed < 128 * 1024 * 1024) {
      await publishNotes();
      pushed += FRAME_BYTES;
      // Lets the subscription re-read the child and the socket take what it can.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => stream.destroyed, 'the server closes the stream');
    // The subscription ended with it: later events are not even queued for it.
    await until(() => listening === listeningBefore, 'the subscription stops listening');

    for (let i = 0; i < 512; i++) await publishNotes();
    expect(heldBytes() - before).toBeLessThan(16 * 1024 * 1024);

    // The client, reading again, finds its stream ended short of what was published.
    res.resume();
    await ended;
    expect(received).toBeLessThan(pushed);
  });

  it('fails its body stream once BACKLOG_LIMIT bytes are queued on it, and its subscription ends (app.fetch)', async () => {
    const client = await t.signIn('sleepy@example.org');
    const listeningBefore = listening;
    const res = await client.request('GET', SUBSCRIPTION, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await readUntil(reader, ':\n\n');
    await until(() => listening === listeningBefore + 1, 'the subscription listens');
    const before = heldBytes();
    // Far fewer events than it takes: the stream is cut at BACKLOG_LIMIT, a handful of frames.
    for (let i = 0; i < 64 && listening > listeningBefore; i++) {
      await publishNotes();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => listening === listeningBefore, 'the subscription stops listening');
    expect(heldBytes() - before).toBeLessThan(16 * 1024 * 1024);
    await expect(reader.read()).rejects.toThrow(`more than ${BACKLOG_LIMIT} bytes behind its GraphQL subscriptions`);
  });

  it('an ordinary reader receives every event; its subscription ends when it goes away', async () => {
    const client = await t.signIn('sleepy@example.org');
    const listeningBefore = listening;
    const res = await client.request('GET', SUBSCRIPTION, { headers: { accept: 'text/event-stream' } });
    const reader = res.body!.getReader();
    await readUntil(reader, ':\n\n');
    for (let i = 0; i < 3; i++) await publishNotes();
    const count = (text: string) => text.split('childStaffNotesUpdated').length - 1;
    let text = '';
    while (count(text) < 3) text += await readUntil(reader, 'childStaffNotesUpdated', 10_000);
    await reader.cancel();
    expect(count(text)).toBe(3);
    await until(() => listening === listeningBefore, 'the subscription stops listening', 30_000);
    expect(text).toContain(FILLER);
  });
});

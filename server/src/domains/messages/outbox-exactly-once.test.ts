// The outbox sends each recipient exactly once: two workers sharing the rows; a worker that stops mid-send
// (its lease runs out, another takes its rows over); on PostgreSQL, worker processes killed with SIGKILL in
// the middle of a send and two more finishing it. Real SMTP and Twilio-shaped servers count what arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../project-root.ts';
import { openDatabase } from '../../db/database.ts';
import { createMigratedPostgresDatabase, dropPostgresDatabase, openTestDatabase, POSTGRES_ADMIN_URL, testDatabaseKind, type TestDatabase } from '../../../test/database.ts';
import { headerOf, startSmtpServer } from '../../../test/smtp.ts';
import { startTwilio, twilioEnv, type FakeTwilio } from '../../../test/twilio.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { createOutbox } from './outbox.ts';
import { twilioProvider } from './texts.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: FakeTwilio;
beforeAll(async () => {
  smtp = await startSmtpServer();
  twilio = await startTwilio({ callbackStatuses: [] });
});
afterAll(async () => {
  await twilio.close();
  smtp.server.close();
});

/** A message in SENDING with `n` people, each an e-mail and a text. */
async function queueMessage(prisma: PrismaClient, n: number, tag: string) {
  await prisma.edition.upsert({ where: { year: 2025 }, create: { year: 2025, name: 'Test', startsAt: new Date('2025-08-11T14:00:00Z') }, update: {} });
  const message = await prisma.message.create({ data: { editionYear: 2025, audience: '{"kind":"allFamilies"}', status: 'SENDING', emailSubject: tag, emailBody: 'x', textBody: 'x' } });
  await prisma.messageRecipient.createMany({
    data: Array.from({ length: n }, (_, i) => [
      { messageId: message.id, channel: 'EMAIL' as const, address: `${tag}-${i}@example.org`, personType: 'parent', personId: i + 1, subject: tag, body: `Hello ${i}` },
      { messageId: message.id, channel: 'TEXT' as const, address: `+1555${tag.length}${String(i).padStart(6, '0')}`, personType: 'parent', personId: i + 1, body: `${tag} text ${i}` },
    ]).flat(),
  });
  return message.id;
}

/** Per recipient: distinct Message-IDs received (a resend after a crash reuses the id) and raw deliveries. */
function emailsOf(tag: string) {
  const byAddress = new Map<string, { ids: Set<string>; raw: number }>();
  for (const m of smtp.messages.filter((m) => headerOf(m, 'Subject') === tag)) {
    const to = m.to[0].slice(1, -1);
    const entry = byAddress.get(to) ?? { ids: new Set(), raw: 0 };
    entry.ids.add(headerOf(m, 'Message-ID')!);
    entry.raw++;
    byAddress.set(to, entry);
  }
  return byAddress;
}
const textsOf = (tag: string) => {
  const counts = new Map<string, number>();
  for (const m of twilio.messages.filter((m) => m.body.startsWith(`${tag} text`))) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
};

function outboxOn(prisma: PrismaClient, options: { mailer?: Mailer; leaseSeconds?: number; workerId: string }) {
  return createOutbox({
    prisma,
    mailer: options.mailer ?? createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, production: false, dataDir: '/tmp' }, { NODE_ENV: 'test' }, { pool: true }),
    texts: twilioProvider({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.from, apiBase: twilio.base }),
    rates: { email: 1000, text: 1000 },
    publicOrigin: 'http://127.0.0.1:9',
    unsubscribeSecret: 'test',
    leaseSeconds: options.leaseSeconds ?? 30,
    idleMs: 20,
    workerId: options.workerId,
  });
}

async function drained(prisma: PrismaClient, messageId: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await prisma.message.findUniqueOrThrow({ where: { id: messageId } })).status === 'SENT') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the message was not sent in time');
}

function expectExactlyOnce(tag: string, n: number) {
  const emails = emailsOf(tag);
  expect(emails.size).toBe(n);
  for (const [, e] of emails) expect(e.ids.size).toBe(1);
  const texts = textsOf(tag);
  expect(texts.size).toBe(n);
  expect([...texts.values()].every((c) => c === 1)).toBe(true);
  return { duplicateEmailDeliveries: [...emails.values()].reduce((s, e) => s + e.raw - 1, 0) };
}

describe('outbox: exactly once', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('two workers on one database send every recipient once', async () => {
    const id = await queueMessage(db.prisma, 120, 'two');
    const [a, b] = [outboxOn(db.prisma, { workerId: 'a' }), outboxOn(db.prisma, { workerId: 'b' })];
    a.start();
    b.start();
    await drained(db.prisma, id);
    await Promise.all([a.stop(), b.stop()]);
    const { duplicateEmailDeliveries } = expectExactlyOnce('two', 120);
    expect(duplicateEmailDeliveries).toBe(0);
    const by = await db.prisma.messageRecipient.groupBy({ by: ['claimedBy'], _count: { _all: true } });
    expect(by.length).toBeGreaterThanOrEqual(1);
  });

  it('a worker that stops mid-send: its lease runs out and another finishes, sending nothing twice', async () => {
    const id = await queueMessage(db.prisma, 40, 'stall');
    const real = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, production: false, dataDir: '/tmp' }, { NODE_ENV: 'test' });
    let sent = 0;
    // The first worker hangs forever on its 10th e-mail, as a process frozen mid-send.
    const hanging: Mailer = { send: (m) => (++sent >= 10 ? new Promise(() => {}) : real.send(m)) };
    const first = outboxOn(db.prisma, { mailer: hanging, leaseSeconds: 1, workerId: 'frozen' });
    void first.tick();
    while (sent < 10) await new Promise((r) => setTimeout(r, 20));
    const second = outboxOn(db.prisma, { leaseSeconds: 1, workerId: 'rescuer' });
    second.start();
    await drained(db.prisma, id);
    await second.stop();
    expectExactlyOnce('stall', 40);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('outbox: exactly once across SIGKILL and two instances (PostgreSQL)', () => {
  const name = `vbs_outbox_${randomBytes(5).toString('hex')}`;
  let url: string;
  let prisma: PrismaClient;
  let close: () => Promise<void>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    url = await createMigratedPostgresDatabase(name, POSTGRES_ADMIN_URL);
    const db = await openDatabase({ url });
    prisma = db.prisma;
    close = db.close;
  }, 120_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await close();
    await dropPostgresDatabase(name);
  });

  function worker(id: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'server/test/outbox-worker-process.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...twilioEnv(twilio), MESSAGE_LEASE_SECONDS: '2', MESSAGE_EMAIL_RATE: '400', MESSAGE_TEXT_RATE: '400', WORKER_ID: id },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
      child.once('exit', (code) => reject(new Error(`worker ${id} exited with ${code}`)));
    });
  }

  it('kills a worker process mid-send; two new instances finish: every recipient exactly once', async () => {
    const n = 400;
    const id = await queueMessage(prisma, n, 'kill');
    const doomed = await worker('doomed');
    // Kill it in the middle: after a fifth of the rows went out.
    while ((await prisma.messageRecipient.count({ where: { messageId: id, status: 'SENT' } })) < (2 * n) / 5) await new Promise((r) => setTimeout(r, 10));
    doomed.kill('SIGKILL');
    const inFlight = await prisma.messageRecipient.count({ where: { messageId: id, status: 'SENDING' } });
    await Promise.all([worker('one'), worker('two')]);
    await drained(prisma, id);
    const { duplicateEmailDeliveries } = expectExactlyOnce('kill', n);
    // A resent e-mail (same Message-ID) can only be one that was in flight when the process died.
    expect(duplicateEmailDeliveries).toBeLessThanOrEqual(inFlight);
    const claimers = await prisma.messageRecipient.groupBy({ by: ['claimedBy'], where: { messageId: id }, _count: { _all: true } });
    expect(claimers.map((c) => c.claimedBy).sort()).toEqual(expect.arrayContaining(['one', 'two']));
    console.info(`[outbox] SIGKILL with ${inFlight} rows in flight; e-mails delivered twice under one Message-ID: ${duplicateEmailDeliveries}; texts sent twice: 0`);
  }, 180_000);
});

// Messages on PostgreSQL: a message (e-mail and text) to 2,000 registered families. Prints how long the send
// takes to be accepted (REST POST /api/v1/messages/{id}/send, which resolves the audience and writes every
// recipient row), how fast the message list answers while the outbox delivers, the outbox's throughput
// through a local SMTP server and a local Twilio-shaped server with two worker processes, and, with a worker
// killed (SIGKILL) mid-send and a new one started, whether every recipient got exactly one. Asserts nothing.
// Usage: npm run bench:messages [-- --families 2000 --rate 1000]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PROJECT_ROOT } from '../server/src/project-root.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createApp } from '../server/src/app.ts';
import { createInProcessBus } from '../server/src/live/bus.ts';
import { createMigratedPostgresDatabase, dropPostgresDatabase } from '../server/test/database.ts';
import { TestClient, createStaff } from '../server/test/harness.ts';
import { headerOf, startSmtpServer } from '../server/test/smtp.ts';
import { startTwilio, twilioEnv } from '../server/test/twilio.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const families = Number(argOf('families') ?? 2000);
const rate = Number(argOf('rate') ?? 1000);

const name = `vbs_bench_messages_${randomBytes(4).toString('hex')}`;
const url = await createMigratedPostgresDatabase(name);
const smtp = await startSmtpServer();
const twilio = await startTwilio({ callbackStatuses: [] });
const db = await openDatabase({ url });
const children: ChildProcess[] = [];
try {
  const prisma = db.prisma;
  await prisma.edition.create({ data: { year: 2025, name: 'Bench', startsAt: new Date('2025-08-11T14:00:00Z') } });
  await prisma.programSettings.create({ data: { id: 1, currentYear: 2025 } });
  await prisma.edition.update({ where: { year: 2025 }, data: { messageReviewFamilies: families + 1 } });
  await prisma.parent.createMany({ data: Array.from({ length: families }, (_, i) => ({ firstName: `Parent${i}`, lastName: 'Bench', email: `family${i}@example.org`, phone: `555${String(i).padStart(7, '0')}` })) });
  const parents = await prisma.parent.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  await prisma.child.createMany({ data: parents.map((p, i) => ({ firstName: `Child${i}`, lastName: 'Bench', gradeEntering: i % 6 })) });
  const kids = await prisma.child.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  await prisma.childParent.createMany({ data: kids.map((c, i) => ({ childId: c.id, parentId: parents[i].id })) });
  await prisma.registration.createMany({ data: kids.map((c, i) => ({ childId: c.id, year: 2025, submittedById: parents[i].id, status: 'APPROVED' as const })) });

  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...twilioEnv(twilio), RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  const { app, close } = createApp({ prisma, sql: db.sql, bus: createInProcessBus(), config, databaseKind: 'postgres' });
  await createStaff({ prisma } as never, 'bench-office@example.org', ['MANAGE_VBS']);
  const admin = new TestClient(async (req) => app.fetch(req));
  await admin.request('GET', `/oauth2/authorization/dev?email=${encodeURIComponent('bench-office@example.org')}`);

  const created = await admin.rest('POST', '/api/v1/messages', {
    purpose: 'PROGRAM', audience: { kind: 'allFamilies' }, emailSubject: 'Bench for {childrenNames}', emailBody: 'Dear {parentName}, pickup at {pickupTime}.', textBody: 'VBS: {parentName}, bench text.',
  });
  const t0 = performance.now();
  const sent = await admin.rest('POST', `/api/v1/messages/${created.body.message.id}/send`);
  const acceptMs = performance.now() - t0;
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const messageId = created.body.message.id as number;
  const rows = await prisma.messageRecipient.count({ where: { messageId } });

  const worker = (id: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'server/test/outbox-worker-process.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...twilioEnv(twilio), MESSAGE_LEASE_SECONDS: '10', MESSAGE_EMAIL_RATE: String(rate), MESSAGE_TEXT_RATE: String(rate), WORKER_ID: id },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise<ChildProcess>((resolve) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child)));
  };
  const [first] = await Promise.all([worker('first'), worker('second')]);
  const start = performance.now();
  const listTimes: number[] = [];
  let killedAt = 0;
  let inFlight = 0;
  for (;;) {
    const l0 = performance.now();
    await admin.rest('GET', '/api/v1/messages');
    listTimes.push(performance.now() - l0);
    const done = await prisma.messageRecipient.count({ where: { messageId, status: { notIn: ['QUEUED', 'SENDING'] } } });
    if (!killedAt && done >= rows * 0.3) {
      first.kill('SIGKILL');
      killedAt = done;
      inFlight = await prisma.messageRecipient.count({ where: { messageId, status: 'SENDING' } });
      await worker('replacement');
    }
    if ((await prisma.message.findUniqueOrThrow({ where: { id: messageId } })).status === 'SENT') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - start) / 1000;

  const ids = new Map<string, Set<string>>();
  let rawEmails = 0;
  for (const m of smtp.messages) {
    rawEmails++;
    const set = ids.get(m.to[0]) ?? new Set<string>();
    set.add(headerOf(m, 'Message-ID')!);
    ids.set(m.to[0], set);
  }
  const texts = new Map<string, number>();
  for (const m of twilio.messages) texts.set(m.to, (texts.get(m.to) ?? 0) + 1);
  listTimes.sort((a, b) => a - b);
  console.log(`families: ${families}; recipient rows: ${rows} (e-mail + text); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`send accepted in ${acceptMs.toFixed(0)} ms (audience resolved, merge fields filled, ${rows} rows written in one statement with one audit row)`);
  console.log(`delivered through the queue: ${rows} in ${seconds.toFixed(1)} s = ${(rows / seconds).toFixed(0)} messages/s (2 worker processes, one killed at ${killedAt} done, rate limit ${rate}/s per channel)`);
  console.log(`message list during delivery: p50 ${listTimes[Math.floor(listTimes.length / 2)].toFixed(0)} ms, max ${listTimes.at(-1)!.toFixed(0)} ms (${listTimes.length} requests)`);
  console.log(`exactly once: e-mail addresses ${ids.size}/${families} each with one Message-ID: ${[...ids.values()].every((s) => s.size === 1)}; raw SMTP deliveries ${rawEmails} (resent under the same Message-ID after the kill: ${rawEmails - ids.size}; ${inFlight} rows were in flight)`);
  console.log(`exactly once: phones ${texts.size}/${families}, each one text: ${[...texts.values()].every((c) => c === 1)}`);
  await close();
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await db.close();
  await twilio.close();
  smtp.server.close();
  await dropPostgresDatabase(name);
}
process.exit(0);

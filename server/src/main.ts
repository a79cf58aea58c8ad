// Starts the server process: database (PGlite or PostgreSQL; creating and migrating it happens in a
// short-lived child, db/prepare.ts), demo data in an empty non-production database, the client build
// when missing or stale, then HTTP on $PORT.
// The demo data (server/src/seed/) is the one part of seed/ a running server loads: seedDemoDataIfEmpty
// below imports it on demand, outside production. No other production module imports seed/.
import { serve } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { loadConfig } from './config.ts';
import { openPreparedDatabase, prepareDatabase, PREPARE_DATABASE_ENV } from './db/prepare.ts';
import { createInProcessBus, createRedisBus } from './live/bus.ts';
import { openRedis } from './redis.ts';
import { createApp } from './app.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { ensureClientBuilt } from './client-build.ts';
import { PROJECT_ROOT } from './project-root.ts';
import { auditRetentionDays, scheduleAuditPurge } from './domains/audit/audit-retention.ts';

const config = loadConfig();

/** Writes the demo data into an empty database (never in production); the seed scripts are loaded only here. */
async function seedDemoDataIfEmpty(prisma: PrismaClient): Promise<void> {
  const { seedIfEmpty } = await import('./seed/seed.ts');
  await seedIfEmpty(prisma);
}
if (config.databaseUrl) {
  // On PostgreSQL the process's only WebAssembly is Prisma's query compiler. V8 recompiled its busiest
  // functions with its optimizing compiler on background threads, whose scratch memory stayed in their malloc
  // arenas: ~60-80 MB of the idle server's RSS, more after load. The baseline compiler's code is enough for
  // a compiler whose plans are cached (bench/cpu-ab.ts: CPU per request unchanged; bench/memory-load.ts:
  // idle ~215 -> ~140 MB). Set before the first query compiles the module. Not on PGlite, where
  // PostgreSQL itself runs as WebAssembly and needs the optimized code.
  setFlagsFromString('--liftoff-only');
}
const databaseOptions = config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
if (process.env[PREPARE_DATABASE_ENV] === '1') {
  // This process is the short-lived child that creates and migrates the database (db/prepare.ts).
  // The demo data of a first start is written here too: seeding grows PGlite's WebAssembly memory and the
  // heap, which the server would otherwise keep for good.
  await prepareDatabase(databaseOptions, config.production ? undefined : (prepared) => seedDemoDataIfEmpty(prepared.prisma));
  process.exit(0);
}
const db = await openPreparedDatabase(databaseOptions);
// Where no child prepared the database (under tsx, memory://, or migrations already applied), seed here.
if (!config.production) await seedDemoDataIfEmpty(db.prisma);

// CLIENT_DIST_DIR (development and tests): serve a client built elsewhere, e.g. by parallel test runs.
const clientDir = process.env.CLIENT_DIST_DIR ?? join(PROJECT_ROOT, 'dist/client');
if (!process.env.CLIENT_DIST_DIR && (!config.production || process.env.BUILD_CLIENT === '1')) await ensureClientBuilt();

// Redis out of reach at start is an outage like any other: the server starts and connects when it can (redis.ts).
const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
const bus = redis ? createRedisBus(redis) : createInProcessBus();
const { app, services, close: closeApp } = createApp({ prisma: db.prisma, sql: db.sql, bus, config, databaseKind: db.kind, clientDir, redis });
scheduleAuditPurge(db.prisma, auditRetentionDays());
// Screening clearances ending in 30 and 7 days: the volunteer and the director are e-mailed (once each).
services.screeningReminders.schedule();
// Decision e-mails whose undo window closed while the server was down leave now.
services.registration.resumeDecisionMails();
// The messages outbox: every instance may deliver; claims keep them from sending a recipient twice.
if (config.messageWorker) services.outbox.start();

// serve() without createServer makes a node:http server.
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`VBS is serving http://localhost:${info.port} (database: ${db.kind}${config.redisUrl ? ', live events via Redis' : ''})`);
}) as HttpServer;
// An idle keep-alive connection is closed after 65 s, not Node's 5 s. A client (a browser, a load balancer whose
// idle timeout is usually 60 s, a station's API client) that sends on a connection at the moment the server
// closes it gets ECONNRESET for a request the server never read; keeping the server's side open longer than
// theirs leaves the closing to them. headersTimeout stays above it, as Node requires.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // Requests being answered finish (their statements, their audit rows) before the database closes; open
  // live streams are cut after two seconds.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    setTimeout(resolve, 2000).unref();
  });
  await services.receipts.idle(); // receipts of check-ins just answered are queued before the database closes
  await services.outbox.stop();
  await closeApp();
  await bus.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// One outbox worker as its own process (an app instance's delivery half), for tests and the benchmark that
// kill it mid-send: DATABASE_URL, SMTP_URL, TWILIO_* and MESSAGE_* from the environment. Prints "ready".
import { openDatabase } from '../src/db/database.ts';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createOutbox } from '../src/domains/messages/outbox.ts';
import { createTextProvider } from '../src/domains/messages/texts.ts';

const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl });
const outbox = createOutbox({
  prisma: db.prisma,
  mailer: createMailer(config, process.env, { pool: true }),
  texts: createTextProvider(config),
  rates: config.messageRates,
  publicOrigin: 'http://127.0.0.1:9',
  unsubscribeSecret: 'test',
  leaseSeconds: config.messageLeaseSeconds,
  idleMs: 50,
  workerId: process.env.WORKER_ID,
});
outbox.start();
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await outbox.stop();
  await db.close();
  process.exit(0);
});

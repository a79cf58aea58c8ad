// The decision e-mail goes through SMTP_URL: a small SMTP server (Node's net) receives what a family
// would get, with the child's name, the outcome and, when declined, the reason.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';

interface Received { from: string; to: string[]; data: string }

/** Just enough SMTP (RFC 5321) to accept messages: no TLS, no auth. */
function startSmtpServer(): Promise<{ server: Server; port: number; messages: Received[] }> {
  const messages: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let eol: number;
      while ((eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += (line.startsWith('..') ? line.slice(1) : line) + '\n';
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') (current.from = line.slice(10).trim()), socket.write('250 OK\r\n');
        else if (verb === 'RCPT') current.to.push(line.slice(8).trim()), socket.write('250 OK\r\n');
        else if (verb === 'DATA') (inData = true), socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, messages })));
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await seedDemoData(t.prisma);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

it('declining e-mails the parent with the child’s name and the reason', async () => {
  const admin = await t.signIn('admin@example.org');
  const pending = (await admin.rest('GET', '/api/v1/registration/pending')).body.registrations;
  const mia = pending.find((r: { children: { firstName: string }[] }) => r.children[0].firstName === 'Mia');
  const res = await admin.rest('POST', `/api/v1/registration/${mia.id}/decline`, { reason: 'We are full for grade 2; you are first on the waitlist.' });
  expect(res.status).toBe(200);
  expect(smtp.messages).toHaveLength(1);
  const [mail] = smtp.messages;
  expect(mail.to).toEqual(['<parent2@example.org>']);
  expect(mail.data).toMatch(/^Subject: Mia Nguyen: registration declined/m);
  expect(mail.data.replace(/=\n/g, '')).toContain('Reason: We are full for grade 2; you are first on the waitlist.');
});

it('an approval stands even when the mail server is down', async () => {
  const admin = await t.signIn('admin@example.org');
  const parent = await t.prisma.parent.findFirstOrThrow({ where: { account: { email: 'parent@example.org' } }, include: { children: true } });
  const registration = await t.prisma.registration.update({
    where: { childId_year: { childId: parent.children[0].childId, year: 2025 } },
    data: { status: 'PENDING', decidedAt: null, decidedById: null },
  });
  await new Promise((resolve) => smtp.server.close(resolve));
  const res = await admin.rest('POST', `/api/v1/registration/${registration.id}/approve`);
  expect(res.status).toBe(200);
  expect(res.body.registration.status).toBe('APPROVED');
});

// The decision e-mail goes through SMTP_URL: a small SMTP server (Node's net) receives what a family
// would get, with the child's name, the outcome and, when declined, the reason.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { headerOf, startSmtpServer } from '../../../test/smtp.ts';

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
  expect(headerOf(mail, 'Subject')).toBe('Mia Nguyen: registration declined for VBS 2025 (Egyptian Expedition)');
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

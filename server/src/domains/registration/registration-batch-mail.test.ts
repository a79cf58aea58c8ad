// One "Approve selected" that covers several children of one family sends that family ONE e-mail through
// SMTP_URL, naming each child with its decision; another family in the same batch gets its own. Through
// both doors that approve in a batch (REST and GraphQL). The sender is handed a clock past the undo window.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { headerOf, startSmtpServer, type Received } from '../../../test/smtp.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { UNDO_WINDOW_MS } from './registration-decisions.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient;
/** The registrations of a family with three or more children, and of a family with one. */
let big: { email: string; ids: number[]; names: string[] };
let small: { email: string; ids: number[]; names: string[] };

const later = () => new Date(Date.now() + UNDO_WINDOW_MS + 1_000);
/** A received message's headers and text as a mail reader shows them (soft line breaks joined). */
const readable = (m: Received) => m.data.replace(/=\n/g, '');
const subjectOf = (m: Received) => headerOf(m, 'Subject') ?? '';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
  const registrations = await t.prisma.registration.findMany({
    where: { year: 2025 },
    orderBy: { id: 'asc' },
    select: { id: true, submittedById: true, submittedBy: { select: { email: true } }, child: { select: { firstName: true, preferredName: true, lastName: true } } },
  });
  const bySubmitter = new Map<number, typeof registrations>();
  for (const r of registrations) bySubmitter.set(r.submittedById, [...(bySubmitter.get(r.submittedById) ?? []), r]);
  const family = (rows: typeof registrations) => ({ email: rows[0].submittedBy.email, ids: rows.map((r) => r.id), names: rows.map((r) => displayName(r.child)) });
  big = family([...bySubmitter.values()].find((rows) => rows.length >= 3)!);
  small = family([...bySubmitter.values()].find((rows) => rows.length === 1)!);
});
beforeEach(async () => {
  await t.prisma.registration.updateMany({
    where: { id: { in: [...big.ids, ...small.ids] } },
    data: { status: 'PENDING', decisionReason: null, decidedAt: null, decidedById: null, decisionBatch: null, decisionMailDueAt: null, decisionMailSentAt: null },
  });
  smtp.messages.length = 0;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

function expectOneMailPerFamily() {
  expect(smtp.messages).toHaveLength(2);
  const bigMail = smtp.messages.find((m) => m.to.includes(`<${big.email}>`))!;
  const smallMail = smtp.messages.find((m) => m.to.includes(`<${small.email}>`))!;
  expect(bigMail).toBeDefined();
  expect(smallMail).toBeDefined();
  for (const name of big.names) expect(readable(bigMail)).toContain(`  ${name}: approved`);
  expect(subjectOf(bigMail)).toMatch(/: registrations approved for VBS 2025 \(Egyptian Expedition\)$/);
  for (const name of big.names) expect(subjectOf(bigMail)).toContain(name);
  expect(subjectOf(smallMail)).toBe(`${small.names[0]}: registration approved for VBS 2025 (Egyptian Expedition)`);
  for (const m of smtp.messages) expect(subjectOf(m)).not.toContain('))');
}

it('one "Approve selected" e-mails each family once, listing every child (REST)', async () => {
  const res = await admin.rest('POST', '/api/v1/registration/approve', { registrationIds: [...big.ids, ...small.ids] });
  expect(res.status).toBe(200);
  expect(res.body.approved).toBe(big.ids.length + 1);
  expect(await t.services.registration.sendDueDecisionMails(later())).toBe(2);
  expectOneMailPerFamily();
  // Each decision was sent once: nothing is left to send.
  expect(await t.services.registration.sendDueDecisionMails(later())).toBe(0);
  expect(smtp.messages).toHaveLength(2);
});

it('one "Approve selected" e-mails each family once, listing every child (GraphQL)', async () => {
  const approve = await admin.gql(`mutation($ids: [ID!]!) { approveRegistrations(registrationIds: $ids) { approved } }`, {
    ids: [...big.ids, ...small.ids].map((id) => encodeGlobalID('Registration', id)),
  });
  expect(approve.errors).toBeUndefined();
  expect(approve.data.approveRegistrations.approved).toBe(big.ids.length + 1);
  expect(await t.services.registration.sendDueDecisionMails(later())).toBe(2);
  expectOneMailPerFamily();
});

it('two batches for one family are two e-mails, each naming only its own children', async () => {
  await admin.rest('POST', '/api/v1/registration/approve', { registrationIds: big.ids.slice(0, 1) });
  await admin.rest('POST', '/api/v1/registration/approve', { registrationIds: big.ids.slice(1) });
  expect(await t.services.registration.sendDueDecisionMails(later())).toBe(2);
  const subjects = smtp.messages.map(subjectOf).sort();
  expect(subjects).toContain(`${big.names[0]}: registration approved for VBS 2025 (Egyptian Expedition)`);
  expect(subjects.find((s) => s.includes(big.names[1]))).not.toContain(big.names[0]);
});

// Bulk approval with an undo window, on the server: the decision e-mails wait until the window closes and
// leave exactly once; undo inside the window puts the registrations back to pending and sends nothing.
// The clock is passed to the sender, so no test waits for the real ten seconds. Also: the receipt a
// parent gets on submitting.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { headerOf, startSmtpServer } from '../../../test/smtp.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { UNDO_WINDOW_MS } from './registration-decisions.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient;
let ids: number[];

const later = () => new Date(Date.now() + UNDO_WINDOW_MS + 1_000);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await seedDemoData(t.prisma);
  admin = await t.signIn('admin@example.org');
});
beforeEach(async () => {
  // Five registrations waiting for a decision, and an empty outbox.
  const rows = await t.prisma.registration.findMany({ where: { year: 2025 }, orderBy: { id: 'asc' }, take: 5, select: { id: true } });
  ids = rows.map((r) => r.id);
  await t.prisma.registration.updateMany({
    where: { id: { in: ids } },
    data: { status: 'PENDING', decidedAt: null, decidedById: null, decisionBatch: null, decisionMailDueAt: null, decisionMailSentAt: null },
  });
  smtp.messages.length = 0;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

it('approves at once, and e-mails each family once only after the undo window closes (REST)', async () => {
  const families = new Set((await t.prisma.registration.findMany({ where: { id: { in: ids.slice(0, 3) } }, select: { submittedById: true } })).map((r) => r.submittedById)).size;
  const res = await admin.rest('POST', '/api/v1/registration/approve', { registrationIds: ids.slice(0, 3) });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ approved: 3, batch: expect.any(String) });
  const undoUntil = new Date(res.body.undoUntil).getTime();
  expect(undoUntil - Date.now()).toBeGreaterThan(UNDO_WINDOW_MS - 2_000);
  expect(await t.prisma.registration.count({ where: { id: { in: ids.slice(0, 3) }, status: 'APPROVED' } })).toBe(3);

  expect(await t.services.registration.sendDueDecisionMails(new Date())).toBe(0);
  expect(smtp.messages).toHaveLength(0);
  expect(await t.services.registration.sendDueDecisionMails(later())).toBe(families);
  expect(smtp.messages).toHaveLength(families);
  expect(smtp.messages.every((m) => /registrations? approved/.test(m.data))).toBe(true);
  expect(await t.services.registration.sendDueDecisionMails(later())).toBe(0);
  expect(smtp.messages).toHaveLength(families);
  // Too late to undo now: the families know.
  const undo = await admin.rest('POST', '/api/v1/registration/approve/undo', { batch: res.body.batch });
  expect(undo.status).toBe(409);
  expect(await t.prisma.registration.count({ where: { id: { in: ids.slice(0, 3) }, status: 'APPROVED' } })).toBe(3);
});

it('undo within the window restores pending and no e-mail ever leaves (GraphQL)', async () => {
  const approve = await admin.gql(`mutation($ids: [ID!]!) { approveRegistrations(registrationIds: $ids) { batch approved undoUntil registrations { status } } }`, {
    ids: ids.slice(0, 2).map((id) => encodeGlobalID('Registration', id)),
  });
  expect(approve.errors).toBeUndefined();
  expect(approve.data.approveRegistrations.registrations).toEqual([{ status: 'APPROVED' }, { status: 'APPROVED' }]);
  const undo = await admin.gql(`mutation($batch: String!) { undoRegistrationApprovals(batch: $batch) { status decidedAt } }`, { batch: approve.data.approveRegistrations.batch });
  expect(undo.errors).toBeUndefined();
  expect(undo.data.undoRegistrationApprovals).toEqual([{ status: 'PENDING', decidedAt: null }, { status: 'PENDING', decidedAt: null }]);
  expect(await t.services.registration.sendDueDecisionMails(later())).toBe(0);
  expect(smtp.messages).toHaveLength(0);
  const again = await admin.gql(`mutation($batch: String!) { undoRegistrationApprovals(batch: $batch) { status } }`, { batch: approve.data.approveRegistrations.batch });
  expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
});

it('leaves a registration someone else already decided as they decided it', async () => {
  await t.prisma.registration.update({ where: { id: ids[0] }, data: { status: 'DECLINED', decisionReason: 'Full' } });
  const res = await admin.rest('POST', '/api/v1/registration/approve', { registrationIds: ids.slice(0, 2) });
  expect(res.body.approved).toBe(1);
  expect((await t.prisma.registration.findUniqueOrThrow({ where: { id: ids[0] } })).status).toBe('DECLINED');
});

it('needs APPROVE_REGISTRATIONS through both doors, and checks the list', async () => {
  for (const email of ['staff@example.org', 'parent@example.org', 'intern@example.org']) {
    const client = await t.signIn(email);
    expect((await client.rest('POST', '/api/v1/registration/approve', { registrationIds: ids })).status).toBe(403);
    const gql = await client.gql(`mutation($ids: [ID!]!) { approveRegistrations(registrationIds: $ids) { approved } }`, { ids: ids.map((id) => encodeGlobalID('Registration', id)) });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await client.rest('POST', '/api/v1/registration/approve/undo', { batch: 'x' })).status).toBe(403);
  }
  expect((await t.anonymous().rest('POST', '/api/v1/registration/approve', { registrationIds: ids })).status).toBe(401);
  const bad = await admin.rest('POST', '/api/v1/registration/approve', { registrationIds: 'all' });
  expect(bad.status).toBe(400);
  expect(bad.body.error.fields).toHaveProperty('registrationIds');
  expect(await t.prisma.registration.count({ where: { id: { in: ids }, status: 'PENDING' } })).toBe(5);
});

it('a parent who submits gets a receipt with every answer and what can still change', async () => {
  await t.prisma.edition.update({ where: { year: 2025 }, data: { generalRegistrationOpen: true } });
  const parent = await t.signIn('parent2@example.org');
  const form = (await parent.rest('GET', '/api/v1/registration/form')).body.form;
  const child = (await parent.rest('GET', '/api/v1/child')).body.children[0];
  await t.prisma.registration.updateMany({ where: { childId: child.id }, data: { status: 'PENDING' } });
  const answer = (key: string) => ({ church: 'something:Hope Lutheran', elective: form.clubs[0].name, photo: 'Yes', shirtSize: 'Youth M', medicalRelease: 'Linh Nguyen', liabilityWaiver: 'Linh Nguyen' })[key] ?? '';
  const res = await parent.rest('POST', '/api/v1/registration', {
    children: [{ childId: child.id, responses: form.questions.map((q: { id: number; key: string }) => ({ questionId: q.id, response: answer(q.key) })) }],
  });
  expect(res.status).toBe(201);
  expect(smtp.messages).toHaveLength(1);
  const text = smtp.messages[0].data.replace(/=\n/g, '');
  expect(headerOf(smtp.messages[0], 'Subject')).toBe('Mia Nguyen: registration received for VBS 2025 (Egyptian Expedition)');
  expect(text).toContain('Attends another church: Hope Lutheran');
  expect(text).toContain(`1st choice: ${form.clubs[0].name}`);
  expect(text).toContain('Until staff approve it, you can change the answers');
});

// Messages end to end through real protocols: staff compose an e-mail and a text with merge fields, preview
// them, send; the outbox delivers through a local SMTP server and a local server speaking Twilio's Messages
// API, which calls the status callback (signed). Consent by purpose, the unsubscribe link and its one-click
// POST, an inbound STOP, a second send skipping both; review past the limit; denials through both doors;
// the audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { freePort } from '../../../test/server-process.ts';
import { bodyOf as mailBodyOf, decodedHeaderOf, headerOf, startSmtpServer } from '../../../test/smtp.ts';
import { startTwilio, twilioEnv, type FakeTwilio } from '../../../test/twilio.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { twilioSignature } from './signatures.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: FakeTwilio;
let http: ServerType;
let origin: string;
let admin: TestClient, admin2: TestClient, staff: TestClient, parent: TestClient;
let groupId: number;
let groupParents: { id: number; email: string; phone: string | null; firstName: string; preferredName: string | null }[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  twilio = await startTwilio();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: origin, MESSAGE_LEASE_SECONDS: '30', ...twilioEnv(twilio) } });
  // Twilio's callbacks need a real listener.
  http = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  await seedDemoData(t.prisma);
  await createStaff(t, 'office2@example.org', ['MANAGE_VBS']);
  [admin, admin2, staff, parent] = await Promise.all(['admin@example.org', 'office2@example.org', 'staff@example.org', 'parent@example.org'].map((e) => t.signIn(e)));
  // A group whose families have phones: every parent gets a distinct, textable number.
  const group = await t.prisma.group.findFirstOrThrow({ where: { type: 'PERMANENT', children: { some: {} } }, orderBy: { id: 'asc' }, select: { id: true } });
  groupId = group.id;
  const parents = await t.prisma.parent.findMany({ where: { children: { some: { child: { groups: { some: { groupId } }, registrations: { some: { status: 'APPROVED' } } } } } }, orderBy: { id: 'asc' } });
  for (const [i, p] of parents.entries()) await t.prisma.parent.update({ where: { id: p.id }, data: { phone: `55501${String(i).padStart(5, '0')}`, keepInTouch: i % 2 === 0 } });
  groupParents = await t.prisma.parent.findMany({ where: { id: { in: parents.map((p) => p.id) } }, orderBy: { id: 'asc' }, select: { id: true, email: true, phone: true, firstName: true, preferredName: true } });
}, 120_000);

afterAll(async () => {
  (http as import('node:http').Server).closeAllConnections();
  await new Promise((r) => http.close(r));
  await t.close();
  await twilio.close();
  // The outbox's pooled SMTP connections stay open until the process ends: stop listening, do not wait for them.
  smtp.server.close();
});

const compose = (over: Record<string, unknown> = {}) => ({
  purpose: 'PROGRAM',
  audience: { kind: 'groups', groupIds: [groupId] },
  emailSubject: 'Water bottles for {childrenNames}',
  emailBody: 'Dear {parentName}, please send {childrenNames} ({groups}) with a water bottle. Pickup at {pickupTime}. Code: {checkInLink}',
  textBody: 'VBS: {parentName}, pickup today at {pickupTime} for {childrenNames}.',
  ...over,
});

/** Runs the outbox until the message has nothing queued or in flight. */
async function deliver(messageId: number) {
  for (let round = 0; round < 200; round++) {
    await t.services.outbox.tick();
    const open = await t.prisma.messageRecipient.count({ where: { messageId, status: { in: ['QUEUED', 'SENDING'] } } });
    if (!open) return;
  }
  throw new Error('the outbox did not finish');
}

async function until(test: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 500; i++) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const bodyOf = (data: string) => data.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

describe('messages', () => {
  it('refuses everyone without MANAGE_VBS, through both doors', async () => {
    const before = await t.prisma.message.count();
    for (const client of [staff, parent]) {
      expect((await client.rest('GET', '/api/v1/messages')).status).toBe(403);
      expect((await client.rest('POST', '/api/v1/messages', compose())).status).toBe(403);
      expect((await client.rest('POST', '/api/v1/messages/preview', compose())).status).toBe(403);
      const gql = await client.gql(`mutation($input: MessageInput!) { createMessage(input: $input) { message { id } } }`, { input: { ...compose(), audience: JSON.stringify(compose().audience) } });
      expect(gql.errors?.[0]?.extensions?.code, JSON.stringify(gql.errors)).toBe('FORBIDDEN');
    }
    expect((await t.anonymous().rest('GET', '/api/v1/messages')).status).toBe(401);
    expect(await t.prisma.message.count()).toBe(before);
  });

  it('drafts, previews and sends through GraphQL as through REST', async () => {
    const input = { ...compose({ textBody: null }), audience: JSON.stringify(compose().audience) };
    const preview = await admin.gql(`query($input: MessageInput!) { messagePreview(input: $input) { emails texts recipients { address body } } }`, { input });
    expect(preview.errors).toBeUndefined();
    expect(preview.data.messagePreview.recipients[0].body).toMatch(/^Dear /);
    const bad = await admin.gql(`mutation($input: MessageInput!) { createMessage(input: $input) { message { id } } }`, { input: { ...input, audience: '{"kind":"everyone"}' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    const created = await admin.gql(`mutation($input: MessageInput!) { createMessage(input: $input) { message { databaseId status } } }`, { input });
    expect(created.data.createMessage.message.status).toBe('DRAFT');
    const id = created.data.createMessage.message.databaseId;
    // Another staff member without MANAGE_VBS cannot send it.
    const denied = await staff.gql(`mutation($id: Int!) { sendMessage(messageId: $id) { message { status } } }`, { id });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await staff.rest('POST', `/api/v1/messages/${id}/send`)).status).toBe(403);
    const sent = await admin.gql(`mutation($id: Int!) { sendMessage(messageId: $id) { message { status } } }`, { id });
    expect(sent.data.sendMessage.message.status).toBe('SENDING');
    await deliver(id);
    const read = await admin.gql(`query($id: Int!) { message(databaseId: $id) { status counts { status count } recipients { status } } }`, { id });
    expect(read.data.message.status).toBe('SENT');
    expect(read.data.message.recipients.every((r: { status: string }) => r.status === 'SENT')).toBe(true);
    smtp.messages.length = 0;
  });

  it('names the field of bad input', async () => {
    const res = await admin.rest('POST', '/api/v1/messages', compose({ textBody: 'Hi {parnetName}', emailBody: null }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.textBody).toMatch(/parnetName/);
    const none = await admin.rest('POST', '/api/v1/messages', compose({ textBody: null, emailBody: null }));
    expect(none.body.error.fields.emailBody).toMatch(/e-mail, a text/);
  });

  it('previews two recipients with their merge fields filled in', async () => {
    const res = await admin.rest('POST', '/api/v1/messages/preview', compose());
    expect(res.status).toBe(200);
    const { preview } = res.body;
    expect(preview.emails).toBe(new Set(groupParents.map((p) => p.email.toLowerCase())).size);
    expect(preview.texts).toBe(groupParents.length);
    expect(preview.recipients).toHaveLength(2);
    const first = groupParents[0];
    expect(preview.recipients[0].body).toContain(`Dear ${first.preferredName ?? first.firstName},`);
    expect(preview.recipients[0].body).toContain(`${origin}/qrcode`);
    expect(preview.recipients[0].body).not.toMatch(/\{\w+\}/);
  });

  let firstId: number;
  it('sends: every parent of the group gets a personalised e-mail with one-click unsubscribe, and a text; status callbacks arrive signed', async () => {
    const created = await admin.rest('POST', '/api/v1/messages', compose());
    expect(created.status).toBe(201);
    firstId = created.body.message.id;
    const sent = await admin.rest('POST', `/api/v1/messages/${firstId}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.message.status).toBe('SENDING');
    // A second click on Send queues nothing twice.
    expect((await admin.rest('POST', `/api/v1/messages/${firstId}/send`)).status).toBe(409);
    await deliver(firstId);

    for (const p of groupParents) {
      const mails = smtp.messages.filter((m) => m.to.includes(`<${p.email.toLowerCase()}>`) && /Water bottles/.test(m.data));
      expect(mails).toHaveLength(1);
      expect(bodyOf(mails[0].data)).toContain(`Dear ${p.preferredName ?? p.firstName},`);
      expect(headerOf(mails[0], 'List-Unsubscribe')).toMatch(new RegExp(`^<${origin}/unsubscribe\\?token=`));
      expect(headerOf(mails[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const texts = twilio.messages.filter((m) => m.to === `+1${p.phone}`);
      expect(texts).toHaveLength(1);
      expect(texts[0].body).toContain(`VBS: ${p.preferredName ?? p.firstName}, pickup today at`);
      expect(texts[0].statusCallback).toBe(`${origin}/hooks/twilio/status`);
    }
    await until(() => twilio.callbacks.length >= groupParents.length * 2, 'status callbacks');
    expect(twilio.callbacks.every((c) => c.answered === 204)).toBe(true);
    await until(async () => (await t.prisma.messageRecipient.count({ where: { messageId: firstId, channel: 'TEXT', status: 'DELIVERED' } })) === groupParents.length, 'texts delivered');
    const page = await admin.rest('GET', `/api/v1/messages/${firstId}`);
    expect(page.body.message.status).toBe('SENT');
    expect(page.body.message.counts).toMatchObject({ DELIVERED: groupParents.length });
  });

  it('refuses a status callback without a valid signature', async () => {
    const row = await t.prisma.messageRecipient.findFirstOrThrow({ where: { messageId: firstId, channel: 'TEXT' } });
    const params = { MessageSid: row.providerId!, MessageStatus: 'failed' };
    const post = (signature: string) =>
      fetch(`${origin}/hooks/twilio/status`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params) });
    expect((await post('bm90IGEgc2lnbmF0dXJl')).status).toBe(403);
    expect((await post(twilioSignature('wrong-token', `${origin}/hooks/twilio/status`, params))).status).toBe(403);
    expect((await t.prisma.messageRecipient.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('DELIVERED');
  });

  it('after-VBS messages reach only the parents who said keepInTouch; the others are listed as skipped', async () => {
    const res = await admin.rest('POST', '/api/v1/messages/preview', compose({ purpose: 'AFTER_VBS' }));
    const consenting = groupParents.filter((_, i) => i % 2 === 0);
    expect(res.body.preview.texts).toBe(consenting.length);
    expect(res.body.preview.skipped.filter((s: { channel: string }) => s.channel === 'TEXT')).toHaveLength(groupParents.length - consenting.length);
    expect(res.body.preview.skipped[0].reason).toBe('No consent to after-VBS messages');
  });

  it('an unsubscribe link (GET shows a button, POST opts out) and a STOP reply opt out; the next send skips both', async () => {
    const [a, b] = groupParents;
    const mail = smtp.messages.find((m) => m.to.includes(`<${a.email.toLowerCase()}>`))!;
    const link = headerOf(mail, 'List-Unsubscribe')!.slice(1, -1);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    expect(await t.prisma.messageOptOut.count()).toBe(0);
    const oneClick = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect((await fetch(link.replace(/token=./, 'token=x'), { method: 'POST' })).status).toBe(400);
    expect((await twilio.inbound(`${origin}/hooks/twilio/inbound`, `+1${b.phone}`, ' Stop ')).status).toBe(200);
    // An unsigned STOP changes nothing.
    const forged = await fetch(`${origin}/hooks/twilio/inbound`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ From: `+1${groupParents[2].phone}`, Body: 'STOP' }) });
    expect(forged.status).toBe(403);
    expect(await t.prisma.messageOptOut.findMany({ orderBy: { channel: 'asc' }, select: { channel: true, address: true, source: true } })).toEqual([
      { channel: 'EMAIL', address: a.email.toLowerCase(), source: 'one-click' },
      { channel: 'TEXT', address: `+1${b.phone}`, source: 'STOP' },
    ]);

    const before = { mails: smtp.messages.length, texts: twilio.messages.length };
    const second = (await admin.rest('POST', '/api/v1/messages', compose({ emailSubject: 'Second note', textBody: 'VBS second note for {parentName}' }))).body.message.id;
    await admin.rest('POST', `/api/v1/messages/${second}/send`);
    await deliver(second);
    const newMails = smtp.messages.slice(before.mails);
    const newTexts = twilio.messages.slice(before.texts);
    expect(newMails.some((m) => m.to.includes(`<${a.email.toLowerCase()}>`))).toBe(false);
    expect(newTexts.some((m) => m.to === `+1${b.phone}`)).toBe(false);
    expect(newTexts).toHaveLength(groupParents.length - 1);
    const skipped = await t.prisma.messageRecipient.findMany({ where: { messageId: second, status: 'SKIPPED' }, select: { address: true, reason: true } });
    expect(skipped).toEqual(expect.arrayContaining([{ address: a.email.toLowerCase(), reason: 'Opted out' }, { address: `+1${b.phone}`, reason: 'Opted out' }]));
  });

  it('a failed text shows its reason and can be retried', async () => {
    const c = groupParents[2];
    twilio.invalid.add(`+1${c.phone}`);
    const id = (await admin.rest('POST', '/api/v1/messages', compose({ emailBody: null, emailSubject: null, textBody: 'Retry me' }))).body.message.id;
    await admin.rest('POST', `/api/v1/messages/${id}/send`);
    await deliver(id);
    const failed = (await admin.rest('GET', `/api/v1/messages/${id}`)).body.message.recipients.find((r: { address: string }) => r.address === `+1${c.phone}`);
    expect(failed).toMatchObject({ status: 'FAILED', reason: expect.stringContaining('21211') });
    twilio.invalid.clear();
    const retry = await admin.rest('POST', `/api/v1/messages/${id}/retry`);
    expect(retry.body.retried).toBe(1);
    await deliver(id);
    expect((await t.prisma.messageRecipient.findFirstOrThrow({ where: { messageId: id, address: `+1${c.phone}` } })).status).not.toBe('FAILED');
  });

  it('past the review limit a message waits for a second staff member; its author cannot approve it', async () => {
    await t.prisma.edition.updateMany({ data: { messageReviewFamilies: 1 } });
    const id = (await admin.rest('POST', '/api/v1/messages', compose({ textBody: null }))).body.message.id;
    const sent = await admin.rest('POST', `/api/v1/messages/${id}/send`);
    expect(sent.body.message.status).toBe('AWAITING_REVIEW');
    expect(await t.prisma.messageRecipient.count({ where: { messageId: id } })).toBe(0);
    expect((await admin.rest('POST', `/api/v1/messages/${id}/approve`)).status).toBe(403);
    expect((await staff.rest('POST', `/api/v1/messages/${id}/approve`)).status).toBe(403);
    const approved = await admin2.rest('POST', `/api/v1/messages/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toMatchObject({ status: 'SENDING', reviewedById: expect.any(Number) });
    await t.prisma.edition.updateMany({ data: { messageReviewFamilies: 50 } });
  });

  it('keeps every message and its audience in the audit trail, with the actor and the door', async () => {
    const adminAccount = await t.prisma.account.findFirstOrThrow({ where: { email: 'admin@example.org' } });
    const created = await t.prisma.auditEvent.findMany({ where: { entity: 'Message', kind: 'CREATE', entityId: String(firstId) } });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ actorAccountId: adminAccount.id, door: 'rest' });
    // One entry for the audience, not one per recipient: the audience as defined and what it reached.
    const audience = await t.prisma.auditEvent.findMany({ where: { entity: 'MessageRecipients', kind: 'CREATE', entityId: String(firstId) } });
    expect(audience).toHaveLength(1);
    expect(audience[0]).toMatchObject({ actorAccountId: adminAccount.id, door: 'rest' });
    expect(audience[0].after).toMatchObject({ audience: JSON.stringify({ kind: 'groups', groupIds: [groupId] }), texts: groupParents.length });
    expect(await t.prisma.auditEvent.count({ where: { entity: 'MessageRecipient', kind: 'CREATE', entityId: { not: null }, actorAccountId: adminAccount.id } })).toBe(0);
    const statusChange = await t.prisma.auditEvent.findFirst({ where: { entity: 'Message', kind: 'UPDATE', entityId: String(firstId) } });
    expect(statusChange?.after).toMatchObject({ status: 'SENDING' });
  });
});

describe('a message with a Spanish version', () => {
  it('reaches a family whose account reads Spanish in Spanish (subject, e-mail, text, unsubscribe line), everyone else in English', async () => {
    // Two families the earlier tests left reachable (they opt some addresses out).
    const optedOut = new Set((await t.prisma.messageOptOut.findMany({ select: { address: true } })).map((o) => o.address));
    const [spanish, english] = groupParents.filter((p) => !optedOut.has(p.email.toLowerCase()) && !optedOut.has(`+1${p.phone}`));
    const { accountId } = await t.prisma.parent.findUniqueOrThrow({ where: { id: spanish.id }, select: { accountId: true } });
    const account = accountId
      ? await t.prisma.account.update({ where: { id: accountId }, data: { language: 'es' } })
      : await t.prisma.account.create({ data: { email: 'familia-en-espanol@example.org', language: 'es', parent: { connect: { id: spanish.id } } } });
    try {
      const spanishParts = {
        emailSubjectEs: 'Botellas de agua para {childrenNames}',
        emailBodyEs: 'Estimado/a {parentName}: por favor, mande a {childrenNames} con una botella de agua.',
        textBodyEs: 'VBS: {parentName}, hoy se recoge a las {pickupTime}.',
      };
      const input = compose(spanishParts);
      const created = await admin.rest('POST', '/api/v1/messages', input);
      expect(created.status).toBe(201);
      expect(created.body.message).toMatchObject({ emailBodyEs: spanishParts.emailBodyEs, textBodyEs: spanishParts.textBodyEs });
      const id = created.body.message.id;
      const mailsBefore = smtp.messages.length;
      const textsBefore = twilio.messages.length;
      expect((await admin.rest('POST', `/api/v1/messages/${id}/send`)).status).toBe(200);
      await deliver(id);
      // This message's own e-mails (by their Message-ID): an earlier message may still be arriving.
      const ids = new Set((await t.prisma.messageRecipient.findMany({ where: { messageId: id, channel: 'EMAIL' }, select: { providerId: true } })).map((r) => r.providerId));
      const mails = smtp.messages.slice(mailsBefore).filter((m) => ids.has(headerOf(m, 'Message-ID') ?? ''));
      const mailTo = (email: string) => mails.find((m) => m.to.includes(`<${email.toLowerCase()}>`))!;

      const toSpanish = mailTo(spanish.email);
      expect(decodedHeaderOf(toSpanish, 'Subject')).toMatch(/^Botellas de agua para /);
      const spanishText = mailBodyOf(toSpanish);
      expect(spanishText).toMatch(/^Estimado\/a .+: por favor, mande a .+ con una botella de agua\./);
      expect(spanishText).toContain('Para no recibir más correos como este: http');
      expect(spanishText).not.toContain('No more of these e-mails');
      const text = twilio.messages.slice(textsBefore).find((m) => m.to === `+1${spanish.phone}`)!;
      expect(text.body).toMatch(/^VBS: .+, hoy se recoge a las /);

      const toEnglish = mailTo(english.email);
      expect(decodedHeaderOf(toEnglish, 'Subject')).toMatch(/^Water bottles for /);
      expect(mailBodyOf(toEnglish)).toContain('No more of these e-mails: http');
      expect(twilio.messages.slice(textsBefore).find((m) => m.to === `+1${english.phone}`)!.body).toMatch(/^VBS: .+, pickup today at /);
    } finally {
      if (accountId) await t.prisma.account.update({ where: { id: accountId }, data: { language: null } });
      else await t.prisma.parent.update({ where: { id: spanish.id }, data: { account: { disconnect: true } } }).then(() => t.prisma.account.delete({ where: { id: account.id } }));
    }
  });

  it('refuses a Spanish part without its English one, naming the field', async () => {
    const res = await admin.rest('POST', '/api/v1/messages', compose({ textBody: null, textBodyEs: 'Hola' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['textBody']);
  });
});

// Messages from the check-in table through real protocols (a local Twilio-shaped server, a real listener for
// its signed webhooks): staff text a checked-in child's parents and the text reaches the provider; a signed
// reply from that number shows under the child, an unsigned one is refused; the emergency broadcast reaches
// the parents of the children checked in right now, after the number of families is typed back; receipts
// are off by default, go out when the edition turns them on, and skip a parent who turned them off. Grants
// and denials through both doors: visitor, parent, intern, staff, staff without MANAGE_VBS for the setting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { freePort } from '../../../test/server-process.ts';
import { startTwilio, twilioEnv, type FakeTwilio } from '../../../test/twilio.ts';
import { seedDemoData } from '../../seed/seed.ts';

let t: TestApp;
let twilio: FakeTwilio;
let http: ServerType;
let origin: string;
let admin: TestClient, staff: TestClient, intern: TestClient, parent: TestClient;
/** Three approved children of three different families, each parent with a textable number. */
let kids: { childId: number; parentIds: number[]; phones: string[] }[];

beforeAll(async () => {
  twilio = await startTwilio({ callbackStatuses: [] });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PUBLIC_URL: origin, ...twilioEnv(twilio) } });
  http = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  await seedDemoData(t.prisma);
  [admin, staff, intern, parent] = await Promise.all(['admin@example.org', 'staff@example.org', 'intern@example.org', 'parent@example.org'].map((e) => t.signIn(e)));
  const year = (await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } })).currentYear;
  const children = await t.prisma.child.findMany({
    where: { registrations: { some: { year, status: 'APPROVED' } }, parents: { some: { parent: { email: { not: 'parent@example.org' } } } } },
    orderBy: { id: 'asc' },
    select: { id: true, parents: { select: { parentId: true } } },
  });
  const seen = new Set<number>();
  kids = [];
  for (const c of children) {
    if (kids.length === 3) break;
    const parentIds = c.parents.map((p) => p.parentId);
    if (parentIds.some((id) => seen.has(id))) continue;
    parentIds.forEach((id) => seen.add(id));
    const phones: string[] = [];
    for (const id of parentIds) {
      const phone = `61255${String(70000 + id).slice(-5)}`;
      await t.prisma.parent.update({ where: { id }, data: { phone, receipts: true } });
      phones.push(`+1${phone}`);
    }
    kids.push({ childId: c.id, parentIds, phones });
  }
  // Nobody is here yet today.
  await t.prisma.attendanceRecord.deleteMany({});
}, 120_000);

afterAll(async () => {
  (http as import('node:http').Server).closeAllConnections();
  await new Promise((r) => http.close(r));
  await t.close();
  await twilio.close();
});

const checkIn = async (childId: number) => {
  const res = await admin.rest('PUT', `/api/v1/child/${childId}/checkin`);
  expect(res.status).toBeLessThan(300);
  return res.body.record as { pickupCode: string };
};
const checkOut = async (childId: number, pickupCode: string) => expect((await admin.rest('PUT', `/api/v1/child/${childId}/checkout`, { pickupCode })).status).toBeLessThan(300);

async function deliver() {
  for (let round = 0; round < 100; round++) {
    await t.services.outbox.tick();
    if (!(await t.prisma.messageRecipient.count({ where: { status: { in: ['QUEUED', 'SENDING'] } } }))) return;
  }
  throw new Error('the outbox did not finish');
}

async function until<T>(read: () => Promise<T | null | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('texts from the check-in table', () => {
  it('refuses visitors, parents and interns through both doors', async () => {
    const [k] = kids;
    const body = { childId: k.childId, body: 'Please come to the check-in table.' };
    const mutation = `mutation($i: StationTextInput!) { textParentsFromStation(input: $i) { messageId } }`;
    expect((await t.anonymous().rest('POST', '/api/v1/station/texts', body)).status).toBe(401);
    for (const who of [parent, intern]) {
      expect((await who.rest('POST', '/api/v1/station/texts', body)).status).toBe(403);
      expect((await who.rest('GET', `/api/v1/station/texts?childIds=${k.childId}`)).status).toBe(403);
      expect((await who.rest('GET', '/api/v1/station/broadcast')).status).toBe(403);
      expect((await who.gql(mutation, { i: body })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await who.gql(`{ stationTexts(childIds: [${k.childId}]) { id } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await t.prisma.message.count({ where: { origin: 'station' } })).toBe(0);
  });

  it('texts only the parents of a child checked in right now; bad input names the field', async () => {
    const [k] = kids;
    const notHere = await staff.rest('POST', '/api/v1/station/texts', { childId: k.childId, body: 'Please come to the check-in table.' });
    expect(notHere.status).toBe(409);
    const bad = await staff.rest('POST', '/api/v1/station/texts', { childId: k.childId, body: 'Please come to room {room}.' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('body');
    await checkIn(k.childId);
    const sent = await staff.gql(`mutation($i: StationTextInput!) { textParentsFromStation(input: $i) { messageId texts items { direction body status } } }`, {
      i: { childId: k.childId, body: 'Please come to the check-in table.' },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.textParentsFromStation.texts).toBe(k.phones.length);
    expect(sent.data.textParentsFromStation.items).toEqual(k.phones.map(() => ({ direction: 'OUT', body: 'Please come to the check-in table.', status: 'QUEUED' })));
    const message = await t.prisma.message.findUniqueOrThrow({ where: { id: sent.data.textParentsFromStation.messageId } });
    expect(message).toMatchObject({ purpose: 'PROGRAM', origin: 'station', childId: k.childId });
    await deliver();
    expect(twilio.messages.filter((m) => m.body === 'Please come to the check-in table.').map((m) => m.to).sort()).toEqual([...k.phones].sort());
    // One audit entry for its audience, with the staff member who sent it.
    expect(await t.prisma.auditEvent.count({ where: { entity: 'MessageRecipients', entityId: String(message.id), actorAccountId: { not: null } } })).toBe(1);
  });

  it('a signed reply from that number shows under the child (live); an unsigned one is refused; another number is kept apart', async () => {
    const [k] = kids;
    const events: unknown[] = [];
    const off = t.bus.subscribe((e) => e.type === 'station-text-reply' && events.push(e.data));
    const forged = await fetch(`${origin}/hooks/twilio/inbound`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ From: k.phones[0], Body: 'forged' }) });
    expect(forged.status).toBe(403);
    expect((await twilio.inbound(`${origin}/hooks/twilio/inbound`, k.phones[0], 'On my way, 5 minutes')).status).toBe(200);
    expect((await twilio.inbound(`${origin}/hooks/twilio/inbound`, '+16125550000', 'Who is this?')).status).toBe(200);
    const texts = await staff.rest('GET', `/api/v1/station/texts?childIds=${k.childId}`);
    expect(texts.status).toBe(200);
    expect(texts.body.texts.filter((x: { direction: string }) => x.direction === 'IN').map((x: { body: string }) => x.body)).toEqual(['On my way, 5 minutes']);
    await until(async () => events.length > 0, 'the live reply');
    expect(events).toEqual([{ inboundId: expect.any(Number), childId: k.childId }]);
    off();
  });
});

describe('emergency broadcast', () => {
  it('reaches the parents of every child checked in right now, after the number of families is typed back', async () => {
    const [, second, third] = kids;
    const pickup = await checkIn(second.childId);
    await checkIn(third.childId);
    await checkOut(second.childId, pickup.pickupCode);
    // kids[0] (checked in above) and kids[2] are here; kids[1] was picked up.
    const reach = await staff.rest('GET', '/api/v1/station/broadcast');
    expect(reach.body.reach.families).toBe(2);
    const input = { textBody: 'Storm: pickup moves to the gym.', emailSubject: 'Storm: pickup in the gym', emailBody: 'Pickup moves to the gym.', confirmFamilies: 3 };
    const wrong = await staff.rest('POST', '/api/v1/station/broadcast', input);
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.fields).toEqual({ confirmFamilies: 'is now 2' });
    expect((await intern.rest('POST', '/api/v1/station/broadcast', { ...input, confirmFamilies: 2 })).status).toBe(403);
    expect((await parent.gql(`mutation($i: BroadcastInput!) { sendEmergencyBroadcast(input: $i) { messageId } }`, { i: { ...input, confirmFamilies: 2 } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const sent = await staff.gql(`mutation($i: BroadcastInput!) { sendEmergencyBroadcast(input: $i) { messageId families texts } }`, { i: { ...input, confirmFamilies: 2 } });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendEmergencyBroadcast.families).toBe(2);
    const phones = (await t.prisma.messageRecipient.findMany({ where: { messageId: sent.data.sendEmergencyBroadcast.messageId, channel: 'TEXT' }, select: { address: true } })).map((r) => r.address).sort();
    expect(phones).toEqual([...kids[0].phones, ...third.phones].sort());
    expect(await t.prisma.message.findUniqueOrThrow({ where: { id: sent.data.sendEmergencyBroadcast.messageId } })).toMatchObject({ purpose: 'PROGRAM', origin: 'broadcast' });
  });
});

describe('receipts', () => {
  it('are off by default; staff without MANAGE_VBS, interns and parents cannot turn them on', async () => {
    expect((await admin.rest('GET', '/api/v1/messages/receipts')).body.receipts).toEqual({ onCheckIn: false, onCheckOut: false, byText: true, byEmail: false });
    const on = { onCheckIn: true, onCheckOut: true, byText: true, byEmail: false };
    for (const who of [staff, intern, parent]) expect((await who.rest('PUT', '/api/v1/messages/receipts', on)).status).toBe(403);
    expect((await staff.gql(`mutation($i: ReceiptSettingsInput!) { setReceiptSettings(input: $i) { byText } }`, { i: on })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const none = await admin.rest('PUT', '/api/v1/messages/receipts', { ...on, byText: false });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('byText');
    expect(await t.prisma.message.count({ where: { origin: 'receipt' } })).toBe(0);
  });

  it('when on, a check-in texts the parents the pickup code and a check-out its time; a parent who turned them off is skipped', async () => {
    const [, second] = kids;
    const on = await admin.gql(`mutation($i: ReceiptSettingsInput!) { setReceiptSettings(input: $i) { onCheckIn onCheckOut } }`, { i: { onCheckIn: true, onCheckOut: true, byText: true, byEmail: false } });
    expect(on.data.setReceiptSettings).toEqual({ onCheckIn: true, onCheckOut: true });
    const record = await checkIn(second.childId);
    await t.services.receipts!.idle(); // queued after the check-in, off the request's path
    const receipt = await until(() => t.prisma.message.findFirst({ where: { origin: 'receipt', childId: second.childId }, include: { recipients: true } }), 'the check-in receipt');
    expect(receipt.recipients.map((r) => r.address).sort()).toEqual([...second.phones].sort());
    expect(receipt.recipients[0].body).toContain(`Pickup code: ${record.pickupCode}.`);
    expect(receipt.recipients[0].body).toMatch(/was checked in at \d{1,2}:\d\d [AP]M\./);

    // The parent's own choice, through both doors: a parent reads and sets only their own.
    expect((await parent.rest('GET', '/api/v1/me/receipts')).body).toEqual({ receipts: true });
    expect((await staff.rest('PUT', '/api/v1/me/receipts', { receipts: false })).status).toBe(403);
    await t.prisma.parent.updateMany({ where: { id: { in: second.parentIds } }, data: { receipts: false } });
    await checkOut(second.childId, record.pickupCode);
    const checkOutRecord = await t.prisma.attendanceRecord.findFirstOrThrow({ where: { childId: second.childId, kind: 'CHECK_OUT' }, orderBy: { id: 'desc' } });
    // Every parent of this family turned receipts off: the check-out's receipt reaches nobody and is not queued.
    await expect(t.services.receipts!.send(checkOutRecord)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await t.prisma.message.count({ where: { origin: 'receipt', childId: second.childId, textBody: { contains: 'picked up' } } })).toBe(0);
    await admin.rest('PUT', '/api/v1/messages/receipts', { onCheckIn: false, onCheckOut: false, byText: true, byEmail: false });
  });

  it("reach a parent who reads Spanish in Spanish (text and e-mail), the other parents in English", async () => {
    // A child of two parents, not yet here today: one parent's account reads Spanish, the other's English.
    const year = (await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } })).currentYear;
    const taken = kids.flatMap((k) => k.parentIds);
    const family = (await t.prisma.child.findMany({
      where: { registrations: { some: { year, status: 'APPROVED' } }, attendance: { none: {} }, parents: { every: { parentId: { notIn: taken } } } },
      orderBy: { id: 'asc' },
      select: { id: true, parents: { select: { parentId: true } } },
    })).find((c) => c.parents.length >= 2)!;
    const [reader, other] = family.parents.map((p) => p.parentId);
    const account = await t.prisma.account.create({ data: { email: `lector${reader}@example.org`, fullName: 'Lector', language: 'es' } });
    await t.prisma.parent.update({ where: { id: reader }, data: { accountId: account.id, email: `lector${reader}@example.org`, phone: '6125579001', receipts: true } });
    await t.prisma.parent.update({ where: { id: other }, data: { email: `other${other}@example.org`, phone: '6125579002', receipts: true } });
    await admin.rest('PUT', '/api/v1/messages/receipts', { onCheckIn: true, onCheckOut: false, byText: true, byEmail: true });
    const record = await checkIn(family.id);
    await t.services.receipts!.idle();
    const receipt = await until(() => t.prisma.message.findFirst({ where: { origin: 'receipt', childId: family.id }, include: { recipients: true } }), 'the check-in receipt');
    const spanishRows = receipt.recipients.filter((r) => r.language === 'es');
    expect(spanishRows.map((r) => r.channel).sort()).toEqual(['EMAIL', 'TEXT']);
    const text = spanishRows.find((r) => r.channel === 'TEXT')!;
    expect(text.body).toMatch(/^VBS: registramos la llegada de .+ a las \d{1,2}:\d\d/);
    expect(text.body).toContain(`Código de recogida: ${record.pickupCode}.`);
    const mail = spanishRows.find((r) => r.channel === 'EMAIL')!;
    expect(mail.subject).toMatch(/ ya llegó a VBS$/);
    expect(mail.body).toContain('puede desactivarlos en su perfil');
    const english = receipt.recipients.filter((r) => r.language !== 'es');
    expect(english.map((r) => r.address).sort()).toEqual(['+16125579002', `other${other}@example.org`]);
    for (const row of english) expect(row.body).toMatch(/was checked in at \d{1,2}:\d\d [AP]M\./);
    await admin.rest('PUT', '/api/v1/messages/receipts', { onCheckIn: false, onCheckOut: false, byText: true, byEmail: false });
  });

  it('a parent turns their own receipts off and on through both doors', async () => {
    const off = await parent.gql(`mutation { setMyReceipts(receipts: false) }`);
    expect(off.data.setMyReceipts).toBe(false);
    expect((await parent.gql(`{ myReceipts }`)).data.myReceipts).toBe(false);
    expect((await parent.rest('PUT', '/api/v1/me/receipts', { receipts: true })).body).toEqual({ receipts: true });
    expect((await intern.gql(`{ myReceipts }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

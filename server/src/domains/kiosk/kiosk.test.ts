// Kiosks through both doors: who may set them up, the device token (shown once, stored hashed, revocable), a
// kiosk doing nothing but its own calls, family lookups (one family, first names and initials, phone lookups
// limited and audited), check-in through the family check-in with labels sent as ZPL to a real TCP listener
// (one receipt per family), and a printer that is down never undoing a check-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { signCheckInCode, checkInCodeSecret } from '../people/check-in-code.ts';
import { hashKioskToken } from './kiosk.service.ts';
import { PHONE_LOOKUPS_PER_WINDOW } from './kiosk.policy.ts';

let t: TestApp;
let admin: TestClient, staff: TestClient, intern: TestClient, parent: TestClient;
/** A family with three approved children and a phone number no other family has. */
let family: { parentId: number; phone: string; childIds: number[]; lastName: string };
let other: { parentId: number; childIds: number[] };
let pendingFamily: { parentId: number; childIds: number[] };
let listener: Server;
let port: number;
const jobs: string[] = [];

const secret = checkInCodeSecret(false, {});
const codeOf = (parentId: number, year = 2025) => signCheckInCode(secret, { parentId, year });

/** A kiosk device: a client holding only the kiosk cookie (and its own anti-forgery token). */
async function kioskDevice(token: string): Promise<TestClient> {
  const device = t.anonymous();
  const res = await device.rest('POST', '/api/v1/kiosk/activate', { token });
  expect(res.status).toBe(200);
  expect(device.cookies.get('vbs-kiosk')).toBe(token);
  return device;
}

async function newKiosk(name: string, printerId: number | null = null): Promise<{ id: number; token: string }> {
  const res = await admin.rest('POST', '/api/v1/kiosks', { name, printerId });
  expect(res.status).toBe(201);
  return { id: res.body.kiosk.id, token: res.body.token };
}

/** Releases children a test checked in (staff override), so the next test starts from "not here". */
async function release(childIds: number[]) {
  for (const id of childIds) await staff.rest('PUT', `/api/v1/child/${id}/checkout`, { overrideReason: 'test reset' });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  [admin, staff, intern, parent] = await Promise.all(['admin@example.org', 'staff@example.org', 'intern@example.org', 'parent@example.org'].map((e) => t.signIn(e)));
  const parents = await t.prisma.parent.findMany({
    where: { phone: { not: null } },
    select: { id: true, phone: true, lastName: true, children: { select: { childId: true, child: { select: { registrations: { where: { year: 2025 }, select: { status: true } } } } } } },
  });
  const phoneCount = new Map<string, number>();
  for (const p of parents) phoneCount.set(p.phone!, (phoneCount.get(p.phone!) ?? 0) + 1);
  const approved = (p: (typeof parents)[number]) => p.children.filter((c) => c.child.registrations[0]?.status === 'APPROVED').map((c) => c.childId);
  const three = parents.find((p) => approved(p).length >= 3 && phoneCount.get(p.phone!) === 1 && p.children.length === approved(p).length);
  if (!three) throw new Error('The demo data has no family of three approved children with its own phone number.');
  family = { parentId: three.id, phone: three.phone!, childIds: approved(three).slice(0, 3), lastName: three.lastName };
  const o = parents.find((p) => p.id !== three.id && approved(p).length >= 1)!;
  other = { parentId: o.id, childIds: approved(o) };
  const pending = parents.find((p) => p.children.some((c) => c.child.registrations[0]?.status === 'PENDING'))!;
  pendingFamily = { parentId: pending.id, childIds: pending.children.map((c) => c.childId) };
  await release([...family.childIds, ...other.childIds]);

  listener = createServer((socket) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => jobs.push(data));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  await t?.close();
});

describe('setting kiosks and printers up', () => {
  it('needs MANAGE_VBS through both doors; staff without it, interns and parents are refused', async () => {
    const kiosks = await t.prisma.kiosk.count();
    for (const who of [staff, intern, parent]) {
      expect((await who.rest('POST', '/api/v1/kiosks', { name: 'Lobby' })).status).toBe(403);
      expect((await who.rest('GET', '/api/v1/printers')).status).toBe(403);
      const gql = await who.gql('mutation { registerKiosk(input: { name: "Lobby" }) { token } }');
      expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const printers = await who.gql('{ labelPrinters { name } }');
      expect(printers.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.anonymous().rest('POST', '/api/v1/kiosks', { name: 'Lobby' })).status).toBe(401);
    expect(await t.prisma.kiosk.count()).toBe(kiosks);
  });

  it('a printer’s fields are checked by name through both doors, nothing half-written', async () => {
    const printers = await t.prisma.labelPrinter.count();
    const rest = await admin.rest('POST', '/api/v1/printers', { name: 'Front', kind: 'ZEBRA_ZPL', host: 'bad host/x', port: 70000, labelSize: '9x9' });
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.error.fields).sort()).toEqual(['labelSize', 'port']);
    const host = await admin.rest('POST', '/api/v1/printers', { name: 'Front', kind: 'ZEBRA_ZPL', host: 'bad host/x', labelSize: '4x2' });
    expect(Object.keys(host.body.error.fields)).toEqual(['host']);
    const gql = await admin.gql('mutation { createLabelPrinter(input: { name: "", kind: ZEBRA_ZPL, host: "", labelSize: "4x2" }) { name } }');
    expect(Object.keys(gql.errors![0].extensions!.fields!).sort()).toEqual(['host', 'name']);
    expect(await t.prisma.labelPrinter.count()).toBe(printers);
  });

  it('the token is shown once and only its hash is kept; GraphQL registers too', async () => {
    const { id, token } = await newKiosk('Lobby iPad');
    expect(token).toMatch(/^vbsk_[A-Za-z0-9_-]{43}$/);
    const row = await t.prisma.kiosk.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).toBe(hashKioskToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await admin.rest('GET', '/api/v1/kiosks');
    expect(JSON.stringify(list.body)).not.toContain(token);
    const gql = await admin.gql('mutation { registerKiosk(input: { name: "Gym door" }) { token kiosk { name revokedAt } } }');
    expect(gql.errors).toBeUndefined();
    expect(gql.data.registerKiosk.token).toMatch(/^vbsk_/);
    const audit = await t.prisma.auditEvent.findMany({ where: { entity: 'Kiosk', kind: 'CREATE' } });
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(token);
  });
});

describe('a kiosk device', () => {
  it('does nothing but the kiosk’s calls: every other call with its cookie is refused', async () => {
    const { token } = await newKiosk('Scope test');
    const device = await kioskDevice(token);
    expect((await device.rest('GET', '/api/v1/kiosk')).body.kiosk.name).toBe('Scope test');
    // The cookie is scoped to the kiosk's routes; even sent everywhere, no other route reads it.
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/v1/account/user'],
      ['GET', '/api/v1/child'],
      ['GET', `/api/v1/child/${family.childIds[0]}`],
      ['PUT', `/api/v1/child/${family.childIds[0]}/checkin`],
      ['PUT', `/api/v1/child/${family.childIds[0]}/checkout`, { overrideReason: 'x' }],
      ['GET', '/api/v1/attendance/day'],
      ['GET', '/api/v1/kiosks'],
      ['GET', '/api/v1/printers'],
      ['POST', '/api/v1/kiosks', { name: 'More' }],
      ['GET', '/api/v1/parent/emails'],
    ];
    for (const [method, path, body] of refused) {
      const res = await device.rest(method, path, body);
      expect([401, 403, 404], `${method} ${path}`).toContain(res.status);
      if (res.status === 404) expect(res.body.error.code).toBe('NOT_FOUND');
    }
    for (const query of [
      '{ checkInStation { families { parentId } } }',
      `mutation { checkInChildren(input: { childIds: [${family.childIds[0]}] }) { created } }`,
      '{ kiosks { name } }',
      `{ checkInFamily(parentId: ${family.parentId}) { phone } }`,
      `mutation { printCheckInLabels(childIds: [${family.childIds[0]}]) { status } }`,
    ]) {
      const res = await device.gql(query);
      expect(res.errors?.[0].extensions?.code, query).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
    const viewer = await device.gql('{ viewer { __typename } }');
    expect(viewer.data.viewer).toBeNull();
    expect(await t.prisma.attendanceRecord.count({ where: { childId: family.childIds[0], recordedAt: { gte: new Date(Date.now() - 60_000) }, kind: 'CHECK_IN' } })).toBe(0);
  });

  it('a session is no kiosk: kiosk calls need the kiosk cookie', async () => {
    for (const who of [admin, t.anonymous()]) {
      expect((await who.rest('GET', '/api/v1/kiosk')).status).toBe(401);
      expect((await who.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(family.parentId) })).status).toBe(401);
    }
    expect((await t.anonymous().rest('POST', '/api/v1/kiosk/activate', { token: `vbsk_${'A'.repeat(43)}` })).status).toBe(401);
    expect((await t.anonymous().rest('POST', '/api/v1/kiosk/activate', { token: 'guess' })).status).toBe(400);
  });

  it('finds a family by its code and shows first names and initials only, with each child’s state', async () => {
    const { token } = await newKiosk('Lookup');
    const device = await kioskDevice(token);
    const res = await device.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(family.parentId) });
    expect(res.status).toBe(200);
    const f = res.body.family;
    expect(f.familyName).toBe(`${family.lastName[0]}. family`);
    expect(f.children.map((c: { childId: number }) => c.childId).sort()).toEqual([...family.childIds].sort());
    for (const c of f.children) {
      expect(c.name).toMatch(/^\S.* [A-Z]\.$/);
      expect(c.state).toBe('READY');
    }
    expect(JSON.stringify(f)).not.toContain(family.phone);
    // Another edition's code, a forged code: the same "no family" answer.
    for (const familyCode of [codeOf(family.parentId, 2024), codeOf(family.parentId).slice(0, -2) + 'xx']) {
      expect((await device.rest('POST', '/api/v1/kiosk/family', { familyCode })).body).toEqual({ family: null });
    }
    const pending = await device.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(pendingFamily.parentId) });
    expect(pending.body.family.children.some((c: { state: string }) => c.state === 'NOT_APPROVED')).toBe(true);
    expect((await device.rest('POST', '/api/v1/kiosk/family', {})).status).toBe(400);
  });

  it('phone lookups: the whole number, the same answer for no match, limited per kiosk, each audited', async () => {
    const { id, token } = await newKiosk('Phones');
    const device = await kioskDevice(token);
    const found = await device.rest('POST', '/api/v1/kiosk/family', { phone: family.phone });
    expect(found.body.family.children).toHaveLength(3);
    // A partial number is refused as input; a number nobody has answers exactly like a miss.
    expect((await device.rest('POST', '/api/v1/kiosk/family', { phone: family.phone.slice(0, 6) })).status).toBe(400);
    expect((await device.rest('POST', '/api/v1/kiosk/family', { phone: '5550000000' })).body).toEqual({ family: null });
    for (let i = 2; i < PHONE_LOOKUPS_PER_WINDOW; i++) expect((await device.rest('POST', '/api/v1/kiosk/family', { phone: '5550000001' })).status).toBe(200);
    const limited = await device.rest('POST', '/api/v1/kiosk/family', { phone: family.phone });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another kiosk has its own count; family codes are not counted.
    expect((await device.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(family.parentId) })).status).toBe(200);
    const otherDevice = await kioskDevice((await newKiosk('Phones 2')).token);
    expect((await otherDevice.rest('POST', '/api/v1/kiosk/family', { phone: family.phone })).status).toBe(200);
    const audit = await t.prisma.auditEvent.findMany({ where: { entity: 'Kiosk', entityId: String(id), kind: 'READ' }, orderBy: { id: 'asc' } });
    expect(audit.filter((a) => a.field === 'phoneLookup')).toHaveLength(PHONE_LOOKUPS_PER_WINDOW);
    expect(audit.filter((a) => a.field === 'phoneLookupRefused')).toHaveLength(1);
    expect(audit[0]).toMatchObject({ door: 'kiosk', actorAccountId: null, actorKioskId: id, personType: 'parent', personId: family.parentId });
    expect(JSON.stringify(audit)).not.toContain(family.phone);
  });

  it('revoking ends the kiosk at once, through either door', async () => {
    const a = await newKiosk('Revoke REST');
    const deviceA = await kioskDevice(a.token);
    expect((await admin.rest('DELETE', `/api/v1/kiosks/${a.id}`)).body.kiosk.revokedAt).not.toBeNull();
    expect((await deviceA.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(family.parentId) })).status).toBe(401);
    expect((await deviceA.rest('GET', '/api/v1/kiosk')).status).toBe(401);
    expect((await t.anonymous().rest('POST', '/api/v1/kiosk/activate', { token: a.token })).status).toBe(401);
    const b = await newKiosk('Revoke GraphQL');
    const deviceB = await kioskDevice(b.token);
    const lookup = await deviceB.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(family.parentId) });
    expect((await staff.gql(`mutation { revokeKiosk(id: ${b.id}) { revokedAt } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.gql(`mutation { revokeKiosk(id: ${b.id}) { revokedAt } }`)).data.revokeKiosk.revokedAt).not.toBeNull();
    // A ticket from before the revocation checks no one in after it.
    const late = await deviceB.rest('POST', '/api/v1/kiosk/check-in', { family: lookup.body.family.ticket, childIds: family.childIds });
    expect(late.status).toBe(401);
  });
});

describe('checking in at a kiosk and printing', () => {
  it('checks a family of three in through the family check-in and sends their ZPL to the kiosk’s printer', async () => {
    const printer = await admin.rest('POST', '/api/v1/printers', { name: 'Lobby Zebra', kind: 'ZEBRA_ZPL', host: '127.0.0.1', port, labelSize: '4x2' });
    expect(printer.status).toBe(201);
    const { id: kioskId, token } = await newKiosk('Printing', printer.body.printer.id);
    const device = await kioskDevice(token);
    const { family: f } = (await device.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(family.parentId) })).body;
    jobs.length = 0;
    const res = await device.rest('POST', '/api/v1/kiosk/check-in', { family: f.ticket, childIds: family.childIds, idempotencyKey: 'kiosk-test-1' });
    expect(res.status).toBe(200);
    expect(res.body.print.status).toBe('PRINTED');
    expect(res.body.checkedIn.sort()).toEqual([...family.childIds].sort());
    const code = res.body.pickupCode as string;
    expect(code).toMatch(/^[A-Z0-9]{4,8}$/);
    const records = await t.prisma.attendanceRecord.findMany({ where: { childId: { in: family.childIds } }, orderBy: { seq: 'desc' }, distinct: ['childId'] });
    expect(records.every((r) => r.kind === 'CHECK_IN' && r.pickupCode === code && r.recordedById === null)).toBe(true);
    await expect.poll(() => jobs.length).toBe(1);
    const job = jobs[0];
    expect(job.match(/\^XA/g)).toHaveLength(4);
    expect(job.match(/Guardian receipt/g)).toHaveLength(1);
    expect(job.match(new RegExp(`Pickup code ${code}`, 'g'))).toHaveLength(4);
    expect(job).toContain('^PW812\n^LL406');
    // The check-in's audit rows name the kiosk door; a retry with the key records nothing twice.
    const again = await device.rest('POST', '/api/v1/kiosk/check-in', { family: f.ticket, childIds: family.childIds, idempotencyKey: 'kiosk-test-1' });
    expect(again.body.checkedIn).toEqual([]);
    const audit = await t.prisma.auditEvent.findMany({ where: { entity: 'AttendanceRecord', kind: 'CREATE', door: 'kiosk' } });
    expect(audit.length).toBe(3);
    // …and name the kiosk as the actor, never a staff member, through both doors of the trail.
    expect(audit.every((a) => a.actorKioskId === kioskId && a.actorAccountId === null)).toBe(true);
    const trail = await admin.rest('GET', '/api/v1/audit?actor=Printing&first=20');
    const rows = (trail.body.entries as { entity: string; actorKioskId: number | null; actorName: string; summary: string; doorLabel: string }[]).filter((e) => e.entity === 'AttendanceRecord');
    expect(rows).toHaveLength(3);
    expect(rows.every((e) => e.actorKioskId === kioskId && e.actorName === 'Kiosk “Printing”' && e.doorLabel === 'self check-in kiosk')).toBe(true);
    expect(rows[0].summary).toMatch(/^The kiosk “Printing” /);
    const gqlTrail = await admin.gql('{ auditTrail(first: 5, filter: { actor: "Printing" }) { edges { node { actorName actorKioskId summary } } } }');
    expect(gqlTrail.errors).toBeUndefined();
    expect(gqlTrail.data.auditTrail.edges[0].node).toMatchObject({ actorName: 'Kiosk “Printing”', actorKioskId: kioskId });
    // Now shown as already in.
    const after = (await device.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(family.parentId) })).body.family;
    expect(after.children.every((c: { state: string }) => c.state === 'CHECKED_IN')).toBe(true);
    await release(family.childIds);
  });

  it('takes only approved children of the family it looked up, and a ticket only at its own kiosk', async () => {
    const { token } = await newKiosk('Only the family');
    const device = await kioskDevice(token);
    const ticket = (await device.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(family.parentId) })).body.family.ticket;
    const before = await t.prisma.attendanceRecord.count();
    const foreign = await device.rest('POST', '/api/v1/kiosk/check-in', { family: ticket, childIds: [family.childIds[0], other.childIds[0]] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.childIds).toBeDefined();
    const pendingTicket = (await device.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(pendingFamily.parentId) })).body.family.ticket;
    expect((await device.rest('POST', '/api/v1/kiosk/check-in', { family: pendingTicket, childIds: pendingFamily.childIds })).status).toBe(400);
    const otherDevice = await kioskDevice((await newKiosk('Elsewhere')).token);
    expect((await otherDevice.rest('POST', '/api/v1/kiosk/check-in', { family: ticket, childIds: [family.childIds[0]] })).body.error.fields.family).toBeDefined();
    expect((await device.rest('POST', '/api/v1/kiosk/check-in', { family: `${other.parentId}.${Date.now() + 60_000}.forged`, childIds: other.childIds })).status).toBe(400);
    expect(await t.prisma.attendanceRecord.count()).toBe(before);
  });

  it('a printer that is down fails the printing, never the check-in', async () => {
    const down = await admin.rest('POST', '/api/v1/printers', { name: 'Unplugged', kind: 'ZEBRA_ZPL', host: '127.0.0.1', port: 1, labelSize: '2x1' });
    const { token } = await newKiosk('Down', down.body.printer.id);
    const device = await kioskDevice(token);
    const ticket = (await device.rest('POST', '/api/v1/kiosk/family', { familyCode: codeOf(other.parentId) })).body.family.ticket;
    const res = await device.rest('POST', '/api/v1/kiosk/check-in', { family: ticket, childIds: other.childIds });
    expect(res.status).toBe(200);
    expect(res.body.print.status).toBe('FAILED');
    expect(res.body.print.message).toMatch(/did not print.*check-in is saved/);
    expect(res.body.print.tags).toHaveLength(other.childIds.length);
    expect(res.body.checkedIn.sort()).toEqual([...other.childIds].sort());
    await release(other.childIds);
  });
});

describe('the check-in table’s printer', () => {
  it('routes the station to one printer per edition and prints children it checked in', async () => {
    const p = await admin.gql(`mutation { createLabelPrinter(input: { name: "Table Zebra", kind: ZEBRA_ZPL, host: "127.0.0.1", port: ${port}, labelSize: "3x2", forStations: true }) { databaseId forStations } }`);
    expect(p.errors).toBeUndefined();
    const second = await admin.rest('POST', '/api/v1/printers', { name: 'Table Zebra 2', kind: 'ZEBRA_ZPL', host: '127.0.0.1', port, labelSize: '3x2', forStations: true });
    expect(second.body.printer.forStations).toBe(true);
    const printers = (await admin.rest('GET', '/api/v1/printers')).body.printers as { name: string; forStations: boolean }[];
    expect(printers.filter((x) => x.forStations).map((x) => x.name)).toEqual(['Table Zebra 2']);
    expect((await intern.gql('{ checkInStationPrinter { name kind } }')).data.checkInStationPrinter.name).toBe('Table Zebra 2');
    expect((await parent.gql('{ checkInStationPrinter { name } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const checked = await staff.gql(`mutation { checkInChildren(input: { childIds: [${family.childIds[0]}] }) { record { pickupCode } } }`);
    const code = checked.data.checkInChildren[0].record.pickupCode;
    jobs.length = 0;
    const printed = await staff.gql(`mutation { printCheckInLabels(childIds: [${family.childIds[0]}]) { status tags { childName pickupCode } receipt { pickupCode } } }`);
    expect(printed.data.printCheckInLabels).toMatchObject({ status: 'PRINTED', receipt: { pickupCode: code } });
    await expect.poll(() => jobs.length).toBe(1);
    expect(jobs[0]).toContain(`^PW609\n^LL406`);
    expect(jobs[0]).toContain(`Pickup code ${code}`);
    const notIn = await staff.gql(`mutation { printCheckInLabels(childIds: [${other.childIds[0]}]) { status } }`);
    expect(notIn.errors?.[0].extensions?.fields?.childIds).toBeDefined();
    expect((await parent.gql(`mutation { printCheckInLabels(childIds: [${family.childIds[0]}]) { status } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await release([family.childIds[0]]);
  });
});

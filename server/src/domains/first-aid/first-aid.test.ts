// First-aid reports through both doors: staff write, the parents are e-mailed at once (a local SMTP
// server receives it) and read it; VIEW_SENSITIVE_INFO reads all, other staff only their own; corrections
// keep the earlier text; nothing deletes a report. Also the family's pickup people on the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { openUpdates } from '../../../test/kits/groups-test-kit.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient, staff: TestClient, other: TestClient, intern: TestClient, parent: TestClient, parent2: TestClient;
let childId: number;

const CREATE = `mutation($input: CreateFirstAidReportInput!) { createFirstAidReport(input: $input) { databaseId childName staffName treatment revisions { treatment } } }`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await seedDemoData(t.prisma);
  await createStaff(t, 'nurse-free@example.org');
  [admin, staff, other, intern, parent, parent2] = await Promise.all(
    ['admin@example.org', 'staff@example.org', 'nurse-free@example.org', 'intern@example.org', 'parent@example.org', 'parent2@example.org'].map((e) => t.signIn(e)),
  );
  childId = (await t.prisma.child.findFirstOrThrow({ where: { parents: { some: { parent: { email: 'parent@example.org' } } } }, orderBy: { id: 'desc' } })).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

const report = (over: Record<string, unknown> = {}) => ({
  childId,
  occurredAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  location: 'Craft room',
  whatHappened: 'Pinched a finger in the door.',
  treatment: 'Cold pack for ten minutes.',
  followUp: 'None needed.',
  ...over,
});

describe('first aid', () => {
  it('staff write a report; the parent is e-mailed at once and reads it on their profile', async () => {
    const res = await staff.rest('POST', '/api/v1/first-aid', report());
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ childId, location: 'Craft room', staffName: expect.stringContaining('') });
    const deadline = Date.now() + 3000;
    while (!smtp.messages.some((m) => m.data.includes('Pinched a finger')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const mail = smtp.messages.find((m) => m.data.includes('Pinched a finger'))!;
    const text = mail.data.replace(/=\n/g, ''); // quoted-printable soft line breaks
    expect(mail.to).toContain('<parent@example.org>');
    expect(mail.data).toMatch(/Subject: First-aid report: /);
    expect(text).toContain('Treatment given: Cold pack for ten minutes.');
    const own = await parent.rest('GET', '/api/v1/first-aid');
    expect(own.body.reports.map((r: { id: number }) => r.id)).toContain(res.body.report.id);
    expect((await parent.rest('GET', `/api/v1/first-aid/${res.body.report.id}`)).status).toBe(200);
    const gql = await parent.gql(`{ firstAidReports { databaseId childName } }`);
    expect(gql.data.firstAidReports.some((r: { databaseId: number }) => r.databaseId === res.body.report.id)).toBe(true);
  });

  it('VIEW_SENSITIVE_INFO reads all; other staff only their own; another family and interns nothing', async () => {
    const { body } = await staff.rest('POST', '/api/v1/first-aid', report({ location: 'Playground' }));
    const id = body.report.id;
    const all = await admin.rest('GET', '/api/v1/first-aid');
    expect(all.body.reports.map((r: { id: number }) => r.id)).toContain(id);
    expect((await other.rest('GET', '/api/v1/first-aid')).body.reports.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await other.rest('GET', `/api/v1/first-aid/${id}`)).status).toBe(404);
    expect((await parent2.rest('GET', `/api/v1/first-aid/${id}`)).status).toBe(404);
    expect((await parent2.rest('GET', '/api/v1/first-aid')).body.reports).toEqual([]);
    expect((await intern.rest('GET', '/api/v1/first-aid')).body.reports).toEqual([]);
    expect((await t.anonymous().rest('GET', '/api/v1/first-aid')).status).toBe(401);
  });

  it('only staff write; bad input names the fields; unknown child 404', async () => {
    expect((await parent.rest('POST', '/api/v1/first-aid', report())).status).toBe(403);
    expect((await intern.rest('POST', '/api/v1/first-aid', report())).status).toBe(403);
    expect((await parent.gql(CREATE, { input: report() })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = await staff.rest('POST', '/api/v1/first-aid', report({ location: ' ', treatment: '' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['location', 'treatment']);
    expect((await staff.rest('POST', '/api/v1/first-aid', report({ occurredAt: 'yesterday' }))).status).toBe(400);
    expect((await staff.rest('POST', '/api/v1/first-aid', report({ childId: 999999 }))).status).toBe(404);
  });

  it('a correction keeps the earlier text; only the author or VIEW_SENSITIVE_INFO may correct; there is no delete', async () => {
    const created = await staff.gql(CREATE, { input: report({ treatment: 'Ice.' }) });
    const id = created.data.createFirstAidReport.databaseId;
    const corrected = { occurredAt: new Date().toISOString(), location: 'Craft room', whatHappened: 'Pinched a finger in the door.', treatment: 'Ice pack, 10 minutes.' };
    expect((await other.rest('PUT', `/api/v1/first-aid/${id}`, corrected)).status).toBe(404);
    expect((await parent.rest('PUT', `/api/v1/first-aid/${id}`, corrected)).status).toBe(403);
    const res = await staff.rest('PUT', `/api/v1/first-aid/${id}`, corrected);
    expect(res.status).toBe(200);
    expect(res.body.report.treatment).toBe('Ice pack, 10 minutes.');
    expect(res.body.report.revisions.map((r: { treatment: string }) => r.treatment)).toEqual(['Ice.']);
    const byAdmin = await admin.gql(`mutation($input: CorrectFirstAidReportInput!) { correctFirstAidReport(input: $input) { treatment revisions { treatment } } }`, { input: { reportId: id, ...corrected, treatment: 'Ice pack.' } });
    expect(byAdmin.data.correctFirstAidReport.revisions.map((r: { treatment: string }) => r.treatment)).toEqual(['Ice.', 'Ice pack, 10 minutes.']);
    expect((await admin.rest('DELETE', `/api/v1/first-aid/${id}`)).status).toBe(404);
    expect(await t.prisma.firstAidReport.count({ where: { id } })).toBe(1);
  });

  it('is live: staff and the child’s parents get first-aid-report, other parents do not', async () => {
    const [staffStream, parentStream, otherParentStream] = await Promise.all([openUpdates(admin), openUpdates(parent), openUpdates(parent2)]);
    const { body } = await staff.rest('POST', '/api/v1/first-aid', report({ location: 'Hallway' }));
    expect((await staffStream.waitFor('first-aid-report'))[0].data).toMatchObject({ reportId: body.report.id, childId });
    await parentStream.waitFor('first-aid-report');
    expect(otherParentStream.events().some((e) => e.type === 'first-aid-report')).toBe(false);
    await Promise.all([staffStream.close(), parentStream.close(), otherParentStream.close()]);
  });
});

describe('pickup people', () => {
  it('the parent adds, changes and removes their own; staff see them at the check-in table; nobody else edits them', async () => {
    const before = (await parent.rest('GET', '/api/v1/parent/pickup-people')).body.pickupPeople.length;
    const added = await parent.rest('POST', '/api/v1/parent/pickup-people', { name: 'Jo March', relationship: 'Aunt', phone: '(612) 555-0199', mayPickUp: true });
    expect(added.status).toBe(201);
    expect(added.body.pickupPerson).toMatchObject({ name: 'Jo March', phone: '6125550199', mayPickUp: true });
    const id = added.body.pickupPerson.id;
    const warn = await parent.gql(`mutation($input: SavePickupPersonInput!) { savePickupPerson(input: $input) { name mayPickUp note } }`, { input: { name: 'Ex Partner', relationship: 'Other', mayPickUp: false, note: 'Not allowed' } });
    expect(warn.data.savePickupPerson.some((p: { name: string; mayPickUp: boolean }) => p.name === 'Ex Partner' && !p.mayPickUp)).toBe(true);
    expect((await parent2.rest('PUT', `/api/v1/parent/pickup-people/${id}`, { name: 'X', relationship: 'Y', phone: '6125550100', mayPickUp: true })).status).toBe(404);
    expect((await parent2.rest('DELETE', `/api/v1/parent/pickup-people/${id}`)).status).toBe(404);
    const bad = await parent.rest('POST', '/api/v1/parent/pickup-people', { name: '', relationship: 'Aunt', phone: '12', mayPickUp: true });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['name', 'phone']);
    const station = await staff.gql(`{ checkInStation { families { parentName pickupPeople { name mayPickUp } } } }`);
    const family = station.data.checkInStation.families.find((f: { pickupPeople: { name: string }[] }) => f.pickupPeople.some((p) => p.name === 'Jo March'));
    expect(family.pickupPeople.find((p: { name: string }) => p.name === 'Ex Partner').mayPickUp).toBe(false);
    expect((await parent.rest('DELETE', `/api/v1/parent/pickup-people/${id}`)).status).toBe(204);
    expect((await parent.rest('GET', '/api/v1/parent/pickup-people')).body.pickupPeople.length).toBe(before + 1);
    expect((await staff.rest('GET', '/api/v1/parent/pickup-people')).status).toBe(403);
  });
});

describe('the e-mail to the parents in the audit trail', () => {
  const mailReads = (reportId: number) =>
    t.prisma.auditEvent.findMany({ where: { kind: 'READ', door: 'mail', entity: 'FirstAidReport', entityId: String(reportId) }, orderBy: { id: 'asc' } });
  const mailed = (marker: string) => expect.poll(() => smtp.messages.filter((m) => m.data.includes(marker)).length, { timeout: 10_000 });

  it('each e-mail sent records one READ per text field it carried, by the staff member whose report sent it', async () => {
    const staffAccount = await t.prisma.account.findFirstOrThrow({ where: { email: 'staff@example.org' }, select: { id: true } });
    const { body } = await staff.rest('POST', '/api/v1/first-aid', report({ whatHappened: 'Scraped a knee on the gravel.' }));
    const id = body.report.id as number;
    await mailed('Scraped a knee').toBe(1);
    await expect.poll(async () => (await mailReads(id)).map((r) => r.field).sort(), { timeout: 10_000 }).toEqual(['followUp', 'treatment', 'whatHappened']);
    for (const row of await mailReads(id)) expect(row).toMatchObject({ actorAccountId: staffAccount.id, personType: 'child', personId: childId });

    // A correction is e-mailed again (another three reads); an empty follow-up is not in the e-mail, nor read.
    const corrected = await staff.gql(`mutation($input: CorrectFirstAidReportInput!) { correctFirstAidReport(input: $input) { databaseId } }`, {
      input: { reportId: id, occurredAt: new Date().toISOString(), location: 'Playground', whatHappened: 'Scraped a knee, corrected.', treatment: 'Washed and bandaged.', followUp: '' },
    });
    expect(corrected.errors).toBeUndefined();
    await mailed('Scraped a knee, corrected.').toBe(1);
    expect(smtp.messages.find((m) => m.data.includes('Scraped a knee, corrected.'))!.data).toMatch(/^Subject: First-aid report, corrected: [^()]+$/m);
    await expect.poll(async () => (await mailReads(id)).length, { timeout: 10_000 }).toBe(5);
    expect((await mailReads(id)).slice(3).map((r) => r.field).sort()).toEqual(['treatment', 'whatHappened']);
  });

  it('no e-mail, no READ: a report about a child with no parent to write to records none through the mail door', async () => {
    const alone = await t.prisma.child.create({ data: { firstName: 'Nobody', lastName: 'Toldyet', gradeEntering: 2 }, select: { id: true } });
    const { body } = await staff.rest('POST', '/api/v1/first-aid', report({ childId: alone.id, whatHappened: 'Bumped an elbow.' }));
    expect(body.report.id).toEqual(expect.any(Number));
    // The REST answer itself discloses the text (a READ through rest), which shows the recorder has caught up.
    await expect.poll(() => t.prisma.auditEvent.count({ where: { kind: 'READ', door: 'rest', entity: 'FirstAidReport', entityId: String(body.report.id) } }), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await mailReads(body.report.id)).toEqual([]);
    expect(smtp.messages.some((m) => m.data.includes('Bumped an elbow'))).toBe(false);
  });

  it('without SMTP_URL the e-mail is only logged, not sent: no READ through the mail door', async () => {
    const quiet = await createTestApp();
    try {
      await seedDemoData(quiet.prisma);
      const writer = await quiet.signIn('staff@example.org');
      const { body } = await writer.rest('POST', '/api/v1/first-aid', report());
      expect(body.report.id).toEqual(expect.any(Number));
      const reads = (door: string) => quiet.prisma.auditEvent.count({ where: { kind: 'READ', door, entity: 'FirstAidReport', entityId: String(body.report.id) } });
      await expect.poll(() => reads('rest'), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await reads('mail')).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});

// Screening through both doors: who records and reads records (ASSIGN_STAFF) and who is refused; a volunteer's
// own status and signing the code of conduct; the clearance rule refusing the check-in station and group
// assignment with 403 NOT_CLEARED and the reason (an expired background check), and a new record clearing
// again; corrections keeping the history (409 on a stale one); the 30-day list; the edition's required parts;
// and the reminder sweep against a real SMTP server, once per volunteer and threshold, across a restart.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { EXPIRING_STAFF_EMAIL, LAPSED_INTERN_EMAIL } from '../../seed/screening.ts';
import { createScreeningService } from './screening.service.ts';
import { createScreeningReminders } from './screening-reminders.ts';
import { createMailer } from '../../mail/mailer.ts';
import { addDays, localDate } from '../settings/edition-time.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient, staff: TestClient, intern: TestClient, parent: TestClient, newcomer: TestClient;
let internId: number, newcomerStaffId: number, groupId: number, lapsedInternId: number;

/** The program's day (the current edition's zone), as the screening rules count it. */
let programZone = 'UTC';
const today = () => localDate(new Date(), programZone);
const STATION = `{ checkInStation { families { parentId } } }`;
const ASSIGN_INTERN = `mutation($input: SetInternGroupAssignmentInput!) { setInternGroupAssignment(input: $input) { assigned } }`;
const RECORD = `mutation($input: RecordScreeningInput!) { recordScreening(input: $input) { name clearance { cleared missing clearedUntil } records { databaseId kind } } }`;
const MINE = `{ myScreening { clearance { cleared missing clearedUntil } records { kind title } requiresTraining requiresCodeOfConduct } }`;

const check = (over: Record<string, unknown> = {}) => ({
  kind: 'BACKGROUND_CHECK', completedOn: addDays(today(), -10), expiresOn: addDays(today(), 365), provider: 'Protect My Ministry', result: 'CLEAR', ...over,
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await seedDemoData(t.prisma);
  programZone = (await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 }, select: { edition: { select: { timeZone: true } } } })).edition?.timeZone ?? 'UTC';
  ({ staffId: newcomerStaffId } = await createStaff(t, 'newcomer@example.org', [], { cleared: false }));
  [admin, staff, intern, parent, newcomer] = await Promise.all(
    ['admin@example.org', 'staff@example.org', 'intern@example.org', 'parent@example.org', 'newcomer@example.org'].map((e) => t.signIn(e)),
  );
  internId = (await t.prisma.intern.findFirstOrThrow({ where: { email: 'intern@example.org' } })).id;
  lapsedInternId = (await t.prisma.intern.findFirstOrThrow({ where: { email: LAPSED_INTERN_EMAIL } })).id;
  groupId = (await t.prisma.group.findFirstOrThrow({ where: { year: 2025, interns: { none: { internId } } }, orderBy: { id: 'asc' } })).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

describe('who may read and record', () => {
  it('ASSIGN_STAFF lists everyone with their clearance; the demo leaders are cleared, the lapsed intern is not', async () => {
    const res = await admin.rest('GET', '/api/v1/screening');
    expect(res.status).toBe(200);
    const byName = new Map(res.body.people.map((p: { name: string }) => [p.name, p]));
    expect(res.body.people.find((p: { internId: number }) => p.internId === internId).clearance).toMatchObject({ cleared: true, missing: [] });
    const lapsed = res.body.people.find((p: { internId: number }) => p.internId === lapsedInternId);
    expect(lapsed.clearance.cleared).toBe(false);
    expect(lapsed.clearance.missing[0]).toMatch(/current background check \(the last one expired on \d{4}-\d{2}-\d{2}\)/);
    expect(byName.size).toBeGreaterThan(8);
    const gql = await admin.gql(`{ screeningPeople { name clearance { cleared } } }`);
    expect(gql.data.screeningPeople).toHaveLength(res.body.people.length);
  });

  it('staff without ASSIGN_STAFF, interns and parents are refused through both doors, and record nothing', async () => {
    const before = await t.prisma.screeningRecord.count();
    for (const who of [staff, intern, parent]) {
      expect((await who.rest('GET', '/api/v1/screening')).status).toBe(403);
      expect((await who.rest('GET', '/api/v1/screening/expiring')).status).toBe(403);
      expect((await who.rest('POST', '/api/v1/screening/records', { staffId: newcomerStaffId, ...check() })).status).toBe(403);
      const gql = await who.gql(RECORD, { input: { staffId: newcomerStaffId, ...check() } });
      expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await who.gql(`{ screeningPeople { name } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.anonymous().rest('GET', '/api/v1/screening/me')).status).toBe(401);
    expect((await parent.rest('GET', '/api/v1/screening/me')).status).toBe(403);
    expect(await t.prisma.screeningRecord.count()).toBe(before);
  });

  it('bad input is a 400 naming the field, through both doors, and nothing is written', async () => {
    const before = await t.prisma.screeningRecord.count();
    const res = await admin.rest('POST', '/api/v1/screening/records', { staffId: newcomerStaffId, ...check({ provider: '', expiresOn: 'soon' }) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['expiresOn', 'provider']);
    const both = await admin.rest('POST', '/api/v1/screening/records', { staffId: newcomerStaffId, internId, ...check() });
    expect(both.body.error.fields.staffId).toMatch(/one staff member or one intern/);
    const gql = await admin.gql(RECORD, { input: { staffId: newcomerStaffId, ...check({ result: null }) } });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { result: expect.stringMatching(/result/) } });
    expect((await admin.rest('POST', '/api/v1/screening/records', { staffId: 999999, ...check() })).status).toBe(404);
    expect(await t.prisma.screeningRecord.count()).toBe(before);
  });
});

describe('the rule at the check-in station and in group assignment', () => {
  beforeEach(() => holdProgramDays(t, { today: true }));

  it('a volunteer without a clearance sees what is missing, and the station refuses them with NOT_CLEARED through both doors', async () => {
    const mine = await newcomer.rest('GET', '/api/v1/screening/me');
    expect(mine.body.screening.clearance).toEqual({
      cleared: false,
      missing: ['a background check', 'the training', 'the signed code of conduct'],
      clearedUntil: null,
    });
    const gql = await newcomer.gql(STATION);
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_CLEARED');
    expect(gql.errors?.[0].message).toMatch(/not cleared to work with children yet: a background check, the training and the signed code of conduct are missing/);
    const child = await t.prisma.child.findFirstOrThrow({ where: { registrations: { some: { year: 2025, status: 'APPROVED' } } } });
    const rest = await newcomer.rest('PUT', `/api/v1/child/${child.id}/checkin`);
    expect(rest.status).toBe(403);
    expect(rest.body.error.code).toBe('NOT_CLEARED');
    expect(await t.prisma.attendanceRecord.count({ where: { recordedByAccountId: (await t.prisma.account.findFirstOrThrow({ where: { email: 'newcomer@example.org' } })).id } })).toBe(0);
  });

  it('the volunteer signs the code of conduct themselves; the admin records the check and the training; the station opens', async () => {
    const signed = await newcomer.rest('POST', '/api/v1/screening/me/code-of-conduct', { signedName: 'Nora Newcomer' });
    expect(signed.status).toBe(201);
    expect(signed.body.screening.clearance.missing).toEqual(['a background check', 'the training']);
    expect(signed.body.screening.records).toEqual([expect.objectContaining({ kind: 'CODE_OF_CONDUCT', title: 'Nora Newcomer' })]);
    expect((await newcomer.rest('POST', '/api/v1/screening/me/code-of-conduct', { signedName: '  ' })).status).toBe(400);
    const recorded = await admin.rest('POST', '/api/v1/screening/records', { staffId: newcomerStaffId, ...check() });
    expect(recorded.status).toBe(201);
    const viaGql = await admin.gql(RECORD, { input: { staffId: newcomerStaffId, kind: 'TRAINING', completedOn: today(), title: 'Safe Sanctuaries' } });
    expect(viaGql.data.recordScreening.clearance).toMatchObject({ cleared: true, missing: [], clearedUntil: addDays(today(), 365) });
    expect((await newcomer.gql(STATION)).errors).toBeUndefined();
    // Every change is in the audit trail, with its actor.
    const audited = await t.prisma.auditEvent.findMany({ where: { entity: 'ScreeningRecord', kind: 'CREATE', personId: newcomerStaffId, personType: 'staff' } });
    expect(audited.length).toBe(3);
  });

  it('an intern whose background check expired is refused the station and a group, with the reason; a new check works again', async () => {
    const record = await t.prisma.screeningRecord.findFirstOrThrow({ where: { internId, kind: 'BACKGROUND_CHECK', replacedAt: null } });
    const expired = await admin.rest('PUT', `/api/v1/screening/records/${record.id}`, check({ completedOn: addDays(today(), -800), expiresOn: addDays(today(), -1) }));
    expect(expired.status).toBe(200);
    expect(expired.body.person.clearance.missing).toEqual([`a current background check (the last one expired on ${addDays(today(), -1)})`]);

    const station = await intern.gql(STATION);
    expect(station.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_CLEARED' } });
    expect(station.errors?.[0].message).toContain(`expired on ${addDays(today(), -1)}`);
    const child = await t.prisma.child.findFirstOrThrow({ where: { registrations: { some: { year: 2025, status: 'APPROVED' } } } });
    const rest = await intern.rest('PUT', `/api/v1/child/${child.id}/checkin`);
    expect(rest).toMatchObject({ status: 403, body: { error: { code: 'NOT_CLEARED' } } });

    const viaRest = await admin.rest('POST', `/api/v1/group/${groupId}/intern?internId=${internId}`);
    expect(viaRest.status).toBe(403);
    expect(viaRest.body.error).toMatchObject({ code: 'NOT_CLEARED', message: expect.stringMatching(/is not cleared to lead a group: a current background check/) });
    const viaGql = await admin.gql(ASSIGN_INTERN, { input: { groupId: encodeGlobalID('Group', groupId), internId: encodeGlobalID('Intern', internId), assigned: true } });
    expect(viaGql.errors?.[0].extensions?.code).toBe('NOT_CLEARED');
    expect(await t.prisma.groupIntern.count({ where: { groupId, internId } })).toBe(0);
    // The assignment the intern already had stays (the staff page warns; the station refuses them).
    expect(await t.prisma.groupIntern.count({ where: { internId } })).toBeGreaterThan(0);
    const staffPage = await admin.gql(`{ groupList { assignableInterns { databaseId cleared } } }`);
    expect(staffPage.data.groupList.assignableInterns.find((i: { databaseId: number }) => i.databaseId === internId).cleared).toBe(false);

    const renewed = await admin.gql(RECORD, { input: { internId, ...check() } });
    expect(renewed.data.recordScreening.clearance.cleared).toBe(true);
    expect((await intern.gql(STATION)).errors).toBeUndefined();
    expect((await admin.rest('POST', `/api/v1/group/${groupId}/intern?internId=${internId}`)).status).toBe(204);
  });

  it('a newer CONSIDER result replaces an older CLEAR one', async () => {
    await admin.rest('POST', '/api/v1/screening/records', { staffId: newcomerStaffId, ...check({ completedOn: today(), result: 'CONSIDER' }) });
    const mine = await newcomer.gql(MINE);
    expect(mine.data.myScreening.clearance.missing).toEqual(['a clear background check (the latest reads “Consider (needs review)”)']);
    expect((await newcomer.gql(STATION)).errors?.[0].extensions?.code).toBe('NOT_CLEARED');
  });
});

describe('history, requirements and the expiring list', () => {
  it('a correction keeps the replaced record in the history; correcting it again is a 409', async () => {
    const record = await t.prisma.screeningRecord.findFirstOrThrow({ where: { staffId: newcomerStaffId, kind: 'TRAINING', replacedAt: null } });
    const fixed = await admin.gql(`mutation($input: CorrectScreeningRecordInput!) { correctScreeningRecord(input: $input) { records { kind title } } }`, {
      input: { recordId: record.id, completedOn: today(), title: 'Safe Sanctuaries (2026)' },
    });
    expect(fixed.data.correctScreeningRecord.records).toContainEqual({ kind: 'TRAINING', title: 'Safe Sanctuaries (2026)' });
    const history = await admin.rest('GET', `/api/v1/screening/staff/${newcomerStaffId}`);
    const trainings = history.body.person.history.filter((r: { kind: string }) => r.kind === 'TRAINING');
    expect(trainings.map((r: { title: string; replacedAt: string | null }) => [r.title, r.replacedAt === null])).toEqual([
      ['Safe Sanctuaries (2026)', true],
      ['Safe Sanctuaries', false],
    ]);
    const stale = await admin.rest('PUT', `/api/v1/screening/records/${record.id}`, { completedOn: today(), title: 'Again' });
    expect(stale.status).toBe(409);
    const missingTitle = await admin.rest('PUT', `/api/v1/screening/records/${trainings[0].id}`, { completedOn: today() });
    expect(missingTitle.body.error.fields).toHaveProperty('title');
  });

  it('an edition that does not require training clears a volunteer without it', async () => {
    const { staffId } = await createStaff(t, 'no-training@example.org', [], { cleared: false });
    await admin.rest('POST', '/api/v1/screening/records', { staffId, ...check() });
    await admin.rest('POST', '/api/v1/screening/records', { staffId, kind: 'CODE_OF_CONDUCT', completedOn: today(), title: 'No Training' });
    const cleared = async () => (await admin.rest('GET', `/api/v1/screening/staff/${staffId}`)).body.person.clearance.cleared;
    expect(await cleared()).toBe(false);
    expect((await staff.rest('PUT', '/api/v1/screening/requirements', { requiresTraining: false, requiresCodeOfConduct: true })).status).toBe(403);
    const set = await admin.rest('PUT', '/api/v1/screening/requirements', { requiresTraining: false, requiresCodeOfConduct: true });
    expect(set.body.requirements).toEqual({ requiresTraining: false, requiresCodeOfConduct: true });
    expect(await cleared()).toBe(true);
    await admin.gql(`mutation { setScreeningRequirements(input: { requiresTraining: true, requiresCodeOfConduct: true }) { requiresTraining } }`);
    expect(await cleared()).toBe(false);
  });

  it('lists the clearances ending within 30 days for the director, soonest first', async () => {
    const res = await admin.rest('GET', '/api/v1/screening/expiring');
    expect(res.status).toBe(200);
    const caleb = await t.prisma.staff.findFirstOrThrow({ where: { email: EXPIRING_STAFF_EMAIL } });
    expect(res.body.people.map((p: { staffId: number | null }) => p.staffId)).toEqual([caleb.id]);
    expect(res.body.people[0].clearance.clearedUntil).toBe(addDays(today(), 20));
    const gql = await admin.gql(`{ screeningExpiring { name clearance { clearedUntil } } }`);
    expect(gql.data.screeningExpiring).toEqual([{ name: 'Caleb Ramirez', clearance: { clearedUntil: addDays(today(), 20) } }]);
  });
});

describe('expiry reminders', () => {
  const reminders = () => smtp.messages.filter((m) => /Subject: Your VBS clearance ends/.test(m.data));
  const waitForMail = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (reminders().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  };

  it('e-mails the volunteer with the director in copy once per threshold, whoever runs the sweep and however often, across a restart', async () => {
    expect((await staff.rest('POST', '/api/v1/screening/reminders')).status).toBe(403);
    const first = await admin.rest('POST', '/api/v1/screening/reminders');
    expect(first.body).toEqual({ sent: 1 });
    await waitForMail(1);
    const [mail] = reminders();
    expect(mail.to).toEqual(expect.arrayContaining([`<${EXPIRING_STAFF_EMAIL}>`, '<admin@example.org>']));
    expect(mail.data.replace(/=\n/g, '')).toContain(`counts until ${addDays(today(), 20)} (20 days from now)`);
    // Again, through the other door, and from a freshly started server (a new service on the same database).
    expect((await admin.gql(`mutation { sendScreeningReminders }`)).data.sendScreeningReminders).toBe(0);
    const restarted = createScreeningReminders(t.prisma, createScreeningService(t.prisma), createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, production: false, dataDir: '.' }));
    expect(await restarted.sweep()).toEqual({ sent: 0 });
    // Thirteen days on, the 7-day threshold is reached: one more mail, then none.
    const later = new Date(Date.now() + 13 * 86_400_000);
    expect(await restarted.sweep(later)).toEqual({ sent: 1 });
    expect(await restarted.sweep(later)).toEqual({ sent: 0 });
    await waitForMail(2);
    expect(reminders()).toHaveLength(2);
    expect(await t.prisma.screeningReminder.count()).toBe(2);
  });

  it('a failed send gives its claim back, so the next sweep sends it', async () => {
    await t.prisma.screeningReminder.deleteMany({});
    const failing = createScreeningReminders(t.prisma, createScreeningService(t.prisma), { send: () => Promise.reject(new Error('SMTP down')) });
    expect(await failing.sweep()).toEqual({ sent: 0 });
    expect(await t.prisma.screeningReminder.count()).toBe(0);
    const working = createScreeningReminders(t.prisma, createScreeningService(t.prisma), createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, production: false, dataDir: '.' }));
    expect(await working.sweep()).toEqual({ sent: 1 });
  });
});

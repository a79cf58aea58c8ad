// Importing volunteers (staff and interns) from a spreadsheet through both doors: the fixture's guessed
// mapping and preview (new volunteers, those already here, every row's problem with its number) write
// nothing; the import creates staff with no permissions and interns accepted for this edition, audits
// them and invites them by e-mail (a local SMTP server receives it); undo removes them, and refuses once
// anything changed. Only MANAGE_VBS may do any of it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { guessVolunteerMapping, roleOf } from '../../../../forms/import-volunteers.ts';

const CSV = readFileSync(new URL('../../../../test/fixtures/import/volunteers.csv', import.meta.url));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient, staff: TestClient, parent: TestClient, intern: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await seedDemoData(t.prisma);
  await createStaff(t, 'volunteer-free@example.org');
  [admin, staff, parent, intern] = await Promise.all(['admin@example.org', 'volunteer-free@example.org', 'parent@example.org', 'intern@example.org'].map((e) => t.signIn(e)));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

async function upload(client: TestClient, content: Buffer | string, kind = 'VOLUNTEERS') {
  if (!client.cookies.has('XSRF-TOKEN')) await client.rest('GET', '/api/v1/account/csrf');
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.fetch(
    new Request(`http://localhost/api/v1/import?fileName=volunteers.csv&kind=${kind}`, {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': client.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'text/csv', accept: 'application/json' },
      body: typeof content === 'string' ? content : new Uint8Array(content),
    }),
  );
  return { status: res.status, body: await res.json() };
}

const RUN = `mutation($input: RunSpreadsheetImportInput!) { runSpreadsheetImport(input: $input) { staffCreated internsCreated skippedRows invitationsQueued } }`;
const UNDO = `mutation($input: UndoSpreadsheetImportInput!) { undoSpreadsheetImport(input: $input) { volunteersRemoved } }`;
const PREVIEW = `query($importId: Int!) { spreadsheetImportPreview(importId: $importId) { kind volunteers { name action } } }`;
const NEW_EMAILS = ['grace.okafor@example.net', 'tomas.reyes@example.net'];

describe('the mapping guess and the role words', () => {
  it('reads common headers and role words', () => {
    expect(guessVolunteerMapping(['First Name', 'Surname', 'E-mail', 'Mobile', 'Position', 'Grade', 'T-shirt'])).toEqual({
      'First Name': 'volunteer.firstName', Surname: 'volunteer.lastName', 'E-mail': 'volunteer.email', Mobile: 'volunteer.phone',
      Position: 'volunteer.role', Grade: 'volunteer.grade', 'T-shirt': 'ignore',
    });
    expect(guessVolunteerMapping(['Name', 'Email'])).toEqual({ Name: 'volunteer.name', Email: 'volunteer.email' });
    expect(['Staff', 'Crew Leader', 'Volunteer', 'Teacher'].map(roleOf)).toEqual(['STAFF', 'STAFF', 'STAFF', 'STAFF']);
    expect(['Intern', 'Youth helper', 'Junior helper', 'teen'].map(roleOf)).toEqual(['INTERN', 'INTERN', 'INTERN', 'INTERN']);
    expect(roleOf('Kitchen')).toBeNull();
  });
});

describe('importing the volunteers fixture', () => {
  let importId: number;

  it('previews new volunteers, those already here and every bad row with its number, writing nothing', async () => {
    const staffBefore = await t.prisma.staff.count();
    const res = await upload(admin, CSV);
    expect(res.status).toBe(201);
    const { preview } = res.body;
    importId = preview.importId;
    expect(preview.kind).toBe('VOLUNTEERS');
    expect(preview.counts).toMatchObject({ rows: 10, blankRows: 1, volunteersNew: 2, volunteersAlreadyThere: 1, familiesNew: 0 });
    expect(preview.volunteers).toEqual([
      { row: 2, name: 'Grace Okafor', email: 'grace.okafor@example.net', role: 'STAFF', action: 'CREATE' },
      { row: 3, name: 'Tomás Reyes', email: 'tomas.reyes@example.net', role: 'INTERN', action: 'CREATE' },
      expect.objectContaining({ row: 8, email: 'admin@example.org', role: 'STAFF', action: 'MATCH' }),
    ]);
    const words = preview.problems.map((p: { words: string }) => p.words);
    expect(words).toEqual([
      'Row 5, E-mail: Enter the e-mail address the volunteer signs in with.',
      'Row 6, Phone: Enter a phone number like (555) 123-4567.',
      'Row 7, E-mail: parent@example.org belongs to a parent’s account, listed as staff: not imported. Staff rights are given by an administrator on the accounts page.',
      'Row 10, Grade (interns): Enter the grade the intern enters this fall.',
      'Row 11, Role (staff or intern): Write the role as Staff or Intern (for example “Leader” or “Youth helper”).',
    ]);
    expect(preview.combined.map((p: { words: string }) => p.words)).toEqual(['Row 9: Same volunteer as row 2 (same e-mail): kept once.']);
    expect(await t.prisma.staff.count()).toBe(staffBefore);
  });

  it('imports them as staff with no permissions and an accepted intern, audited and invited; a parent is not promoted', async () => {
    const mails = smtp.messages.length;
    const res = await admin.gql(RUN, { input: { importId } });
    expect(res.errors).toBeUndefined();
    expect(res.data.runSpreadsheetImport).toEqual({ staffCreated: 1, internsCreated: 1, skippedRows: 5, invitationsQueued: 2 });
    const grace = await t.prisma.account.findUniqueOrThrow({ where: { email: 'grace.okafor@example.net' }, include: { staff: { include: { permissions: true } } } });
    expect(grace.staff).toMatchObject({ firstName: 'Grace', phone: '6125550141', permissions: [] });
    const tomas = await t.prisma.intern.findFirstOrThrow({ where: { email: 'tomas.reyes@example.net' }, include: { applications: true } });
    const year = (await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } })).currentYear;
    expect(tomas).toMatchObject({ gradeEntering: 9, accountId: expect.any(Number), applications: [expect.objectContaining({ year, status: 'ACCEPTED' })] });
    const parentAccount = await t.prisma.account.findUniqueOrThrow({ where: { email: 'parent@example.org' }, include: { staff: true } });
    expect(parentAccount.staff).toBeNull();
    const audit = await t.prisma.auditEvent.findMany({ where: { entity: { in: ['Staff', 'Intern'] }, kind: 'CREATE', entityId: { in: [String(grace.staff!.id), String(tomas.id)] } } });
    expect(audit).toHaveLength(2);
    await expect.poll(() => smtp.messages.length - mails).toBe(2);
    const sent = smtp.messages.slice(mails).map((m) => m.data.replace(/=\r?\n/g, '')).join('\n');
    expect(sent).toContain('Your VBS volunteer account is ready to claim');
    expect(sent).toContain('intern team');
    expect((await admin.rest('POST', `/api/v1/import/${importId}/run`)).status).toBe(409);
  });

  it('undoes the import as a whole', async () => {
    const res = await admin.gql(UNDO, { input: { importId } });
    expect(res.errors).toBeUndefined();
    expect(res.data.undoSpreadsheetImport.volunteersRemoved).toBe(2);
    expect(await t.prisma.account.count({ where: { email: { in: NEW_EMAILS } } })).toBe(0);
    expect(await t.prisma.intern.count({ where: { email: 'tomas.reyes@example.net' } })).toBe(0);
    expect((await admin.rest('POST', `/api/v1/import/${importId}/undo`)).status).toBe(409);
  });

  it('refuses to undo once a staff member it added was given permissions', async () => {
    const { importId: id } = (await upload(admin, 'Name,Email,Role\nLee Fox,lee.fox@example.net,Leader\n')).body.preview;
    expect((await admin.rest('POST', `/api/v1/import/${id}/run`)).status).toBe(200);
    const { id: staffId } = await t.prisma.staff.findFirstOrThrow({ where: { email: 'lee.fox@example.net' } });
    await t.prisma.staffPermission.create({ data: { staffId, permission: 'ASSIGN_STAFF' } });
    const res = await admin.rest('POST', `/api/v1/import/${id}/undo`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This import can no longer be undone: a staff member it added has been given permissions. Change those volunteers by hand instead.');
  });

  it('refuses an unknown kind with a 400 naming it', async () => {
    const res = await upload(admin, CSV, 'DONORS');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('kind');
  });
});

describe('who may import volunteers', () => {
  it('staff without MANAGE_VBS, parents and interns are refused through both doors; a visitor must sign in', async () => {
    const { importId } = (await upload(admin, CSV)).body.preview;
    const accounts = await t.prisma.account.count();
    for (const client of [staff, parent, intern]) {
      expect((await upload(client, CSV)).status).toBe(403);
      expect((await client.rest('POST', `/api/v1/import/${importId}/run`)).status).toBe(403);
      expect((await client.rest('POST', `/api/v1/import/${importId}/undo`)).status).toBe(403);
      for (const [query, variables] of [
        [PREVIEW, { importId }],
        [RUN, { input: { importId } }],
        ['mutation($input: UploadSpreadsheetImportInput!) { uploadSpreadsheetImport(input: $input) { importId } }', { input: { fileName: 'v.csv', contentBase64: CSV.toString('base64'), kind: 'VOLUNTEERS' } }],
      ] as const) {
        expect((await client.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    expect((await upload(t.anonymous(), CSV)).status).toBe(401);
    expect(await t.prisma.account.count()).toBe(accounts);
  });

  it('an administrator may upload volunteers through GraphQL too', async () => {
    const res = await admin.gql('mutation($input: UploadSpreadsheetImportInput!) { uploadSpreadsheetImport(input: $input) { kind counts { volunteersNew } } }', {
      input: { fileName: 'v.csv', contentBase64: CSV.toString('base64'), kind: 'VOLUNTEERS' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.uploadSpreadsheetImport).toEqual({ kind: 'VOLUNTEERS', counts: { volunteersNew: 2 } });
  });
});

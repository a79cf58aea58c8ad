// Importing last year's families from a spreadsheet, through both doors: the messy fixture's preview (the
// guessed mapping, families created and merged, every problem with its row number) writes nothing; the
// import writes it all in one go, invites the new families (a local SMTP server receives the mail) whose
// parents then find their family on signing in; undo removes it all, and refuses once anything changed.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { bodyOf, decodedHeaderOf, startSmtpServer } from '../../../test/smtp.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { csvCell } from '../../../../shared/csv.ts';
import { FORMULA } from '../../../scripts/write-import-fixtures.ts';

const FIXTURES = new URL('../../../../test/fixtures/import/', import.meta.url);
const CSV = readFileSync(new URL('last-year-messy.csv', FIXTURES));
const XLSX = readFileSync(new URL('last-year-messy.xlsx', FIXTURES));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient, staff: TestClient, parent: TestClient, intern: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await seedDemoData(t.prisma);
  await createStaff(t, 'importer-free@example.org');
  [admin, staff, parent, intern] = await Promise.all(['admin@example.org', 'importer-free@example.org', 'parent@example.org', 'intern@example.org'].map((e) => t.signIn(e)));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

/** POST /api/v1/import with the file itself as the body, as the browser's upload sends it. */
async function upload(client: TestClient, content: Buffer | string, fileName = 'last-year.csv') {
  if (!client.cookies.has('XSRF-TOKEN')) await client.rest('GET', '/api/v1/account/csrf');
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.fetch(
    new Request(`http://localhost/api/v1/import?fileName=${encodeURIComponent(fileName)}`, {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': client.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'text/csv', accept: 'application/json' },
      body: typeof content === 'string' ? content : new Uint8Array(content),
    }),
  );
  return { status: res.status, body: await res.json() };
}

const families = () => t.prisma.parent.count();
const children = () => t.prisma.child.count();
type Family = { parentName: string; action: string; matchedBy: string | null; newChildren: string[]; childrenAlreadyThere: string[] };
const familyNamed = (preview: { families: Family[] }, name: string) => preview.families.find((f) => f.parentName === name)!;

const PREVIEW = `query($importId: Int!, $mapping: [ImportColumnInput!]) { spreadsheetImportPreview(importId: $importId, mapping: $mapping) {
  counts { rows blankRows skippedRows familiesNew familiesMerged childrenNew childrenAlreadyThere }
  families { parentName action matchedBy newChildren childrenAlreadyThere } problems { row field words } combined { row words } mapping { header field } } }`;
const RUN = `mutation($input: RunSpreadsheetImportInput!) { runSpreadsheetImport(input: $input) { importId familiesCreated familiesMerged childrenCreated skippedRows invitationsQueued } }`;
const UNDO = `mutation($input: UndoSpreadsheetImportInput!) { undoSpreadsheetImport(input: $input) { importId familiesRemoved childrenRemoved } }`;

describe('previewing the messy export', () => {
  it('guesses the mapping, says what would be created and merged and every row’s problem with its number, and writes nothing', async () => {
    const [parentsBefore, childrenBefore] = [await families(), await children()];
    const res = await upload(admin, CSV);
    expect(res.status).toBe(201);
    const { preview } = res.body;
    expect(preview.mapping).toEqual(expect.arrayContaining([
      { header: 'Parent Email', field: 'parent.email' },
      { header: 'Child 2 DOB', field: 'child2.dateOfBirth' },
      { header: 'Child 1 Allergies', field: 'child1.medicalInformation' },
      { header: 'Child 1 T-shirt', field: 'ignore' },
    ]));
    expect(preview.counts).toMatchObject({ rows: 10, blankRows: 2, skippedRows: 2, familiesNew: 3, familiesMerged: 2 });
    // The same family twice (the e-mail in capitals) is one family; José, listed twice, is added once.
    expect(familyNamed(preview, 'María García')).toMatchObject({ action: 'CREATE', newChildren: ['José García', 'Lucía García', 'Mateo García'] });
    expect(preview.combined.map((n: { words: string }) => n.words)).toEqual(expect.arrayContaining([
      'Row 5: Same family as row 2 (same parent e-mail): brought together.',
      'Row 5: José García is already listed in row 2: kept once.',
    ]));
    // Families already here: by the e-mail (Sarah's second address) and by the phone (David's).
    expect(familyNamed(preview, 'Sarah Mitchell')).toMatchObject({ action: 'MERGE', matchedBy: 'email', newChildren: ['Noah Mitchell'], childrenAlreadyThere: ['Ethan Mitchell'] });
    expect(familyNamed(preview, 'David Nguyen')).toMatchObject({ action: 'MERGE', matchedBy: 'phone', newChildren: ['An Nguyen'] });
    expect(preview.problems.map((p: { words: string }) => p.words)).toEqual(expect.arrayContaining([
      'Row 6, Parent e-mail: Enter an e-mail address like name@example.org.',
      'Row 6, Child 1 date of birth: Enter a date like 2018-05-31 (year, month, day).',
      'Row 11, Child 1 grade: Choose the grade your child enters this fall.',
      'Row 11, Child 1 date of birth: Enter a date of birth in the past.',
    ]));
    expect([await families(), await children()]).toEqual([parentsBefore, childrenBefore]);
  });

  it('reads the XLSX export alike, with the formula kept as its text', async () => {
    const csv = (await upload(admin, CSV)).body.preview;
    const xlsx = (await upload(admin, XLSX, 'last-year.xlsx')).body.preview;
    expect(xlsx.counts).toEqual(csv.counts);
    expect(xlsx.problems).toEqual(csv.problems);
    expect(familyNamed(xlsx, 'Grace Lee').newChildren).toEqual([`Sam =${FORMULA}`]);
  });

  it('follows the staff member’s own mapping, and refuses a field that is not on the list (400 naming it)', async () => {
    const { importId, mapping: guessed } = (await upload(admin, CSV)).body.preview;
    const mapping = guessed.map((c: { header: string; field: string }) => (c.header === 'Parent Email' ? { ...c, field: 'ignore' } : c));
    const res = await admin.gql(PREVIEW, { importId, mapping });
    expect(res.data.spreadsheetImportPreview.counts.familiesNew).toBe(0);
    expect(res.data.spreadsheetImportPreview.problems[0].words).toBe('Row 2, Parent e-mail: Enter your e-mail address.');
    const bad = await admin.rest('POST', `/api/v1/import/${importId}/preview`, { mapping: { 'Parent Email': 'parent.shoeSize' } });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.body.error.fields)).toContain('Choose a field from the list for this column.');
  });

  it('refuses a file that is no spreadsheet, in words', async () => {
    const res = await upload(admin, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.file).toBe('The file could not be read as an Excel workbook (.xlsx).');
    expect((await upload(admin, '')).status).toBe(400);
  });
});

describe('matching families already here', () => {
  it('by the parent’s name with a child of the same name and date of birth, when e-mail and phone differ', async () => {
    const csv = 'Parent Name,Email,Phone,Child First Name,Child DOB,Child Grade\nSarah Mitchell,smitchell@elsewhere.example,9525550100,Lily,3/22/2019,1\n';
    const { preview } = (await upload(admin, csv)).body;
    expect(preview.families[0]).toMatchObject({ action: 'MERGE', matchedBy: 'name-and-child', childrenAlreadyThere: ['Lily Mitchell'], newChildren: [] });
  });
  it('a parent of the same name but another child is a new family', async () => {
    const csv = 'Parent Name,Email,Phone,Child First Name,Child DOB,Child Grade\nSarah Mitchell,sm2@elsewhere.example,9525550101,Lily,3/23/2019,1\n';
    expect((await upload(admin, csv)).body.preview.families[0]).toMatchObject({ action: 'CREATE', matchedBy: null });
  });
});

describe('importing and undoing', () => {
  it('imports in one go, invites the new families, and an invited parent finds the family on signing in', async () => {
    const { importId } = (await upload(admin, CSV)).body.preview;
    const ethanBefore = await t.prisma.child.count({ where: { firstName: 'Ethan', lastName: 'Mitchell' } });
    const res = await admin.gql(RUN, { input: { importId } });
    expect(res.errors).toBeUndefined();
    expect(res.data.runSpreadsheetImport).toMatchObject({ familiesCreated: 3, familiesMerged: 2, childrenCreated: 7, skippedRows: 2, invitationsQueued: 3 });
    // Stored as the forms store them: phone digits, dates, the formula as text (defused in a CSV).
    const maria = await t.prisma.parent.findFirstOrThrow({ where: { email: 'maria.garcia@example.net' }, include: { emergencyContacts: true, children: { include: { child: true } } } });
    expect(maria).toMatchObject({ firstName: 'María', phone: '6125552201', postalCode: '55369' });
    expect(maria.emergencyContacts).toMatchObject([{ firstName: 'Rosa', lastName: 'García', relationship: 'GRANDPARENT', phone: '6125552299' }]);
    const lucia = maria.children.map((c) => c.child).find((c) => c.firstName === 'Lucía')!;
    expect(lucia).toMatchObject({ gradeEntering: 0, medicalInformation: 'Peanuts (EpiPen in backpack)' });
    expect(lucia.dateOfBirth?.toISOString().slice(0, 10)).toBe('2019-04-05');
    const sam = await t.prisma.child.findFirstOrThrow({ where: { firstName: 'Sam' } });
    expect(sam.lastName).toBe(`=${FORMULA}`);
    expect(csvCell(sam.lastName)).toMatch(/^"?'=/);
    expect(await t.prisma.child.count({ where: { firstName: 'Ethan', lastName: 'Mitchell' } })).toBe(ethanBefore);
    // Every write is in the audit trail, by the administrator.
    expect(await t.prisma.auditEvent.count({ where: { entity: 'Child', kind: 'CREATE', entityId: String(sam.id) } })).toBe(1);

    const deadline = Date.now() + 5000;
    const invitations = () => smtp.messages.filter((m) => bodyOf(m).includes('To see your family and register your children, sign in'));
    while (invitations().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const invited = invitations().flatMap((m) => m.to);
    // Nobody has chosen a language yet: the invitation is in English, then in Spanish.
    const body = bodyOf(invitations()[0]);
    expect(body).toContain('this e-mail address');
    expect(body.indexOf('Para ver a su familia e inscribir a sus hijos, inicie sesión')).toBeGreaterThan(body.indexOf('this e-mail address'));
    expect(decodedHeaderOf(invitations()[0], 'Subject')).toBe('Your family’s VBS account is ready to claim / La cuenta de su familia en VBS está lista');
    expect(invited.sort()).toEqual(['<grace.lee@example.net>', '<maria.garcia@example.net>', '<zoe.angstrom@example.net>']);

    const mariaSignedIn = await t.signIn('maria.garcia@example.net');
    const own = await mariaSignedIn.rest('GET', '/api/v1/child');
    expect(own.body.children.map((c: { firstName: string }) => c.firstName).sort()).toEqual(['José', 'Lucía', 'Mateo']);
    expect((await mariaSignedIn.rest('GET', '/api/v1/parent')).body.parent).toMatchObject({ firstName: 'María', lastName: 'García' });

    // An import runs once; and once its parent has signed in it can no longer be undone.
    expect((await admin.rest('POST', `/api/v1/import/${importId}/run`)).status).toBe(409);
    const refused = await admin.rest('POST', `/api/v1/import/${importId}/undo`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This import can no longer be undone: a parent it invited has signed in. Change those families by hand instead.');
  });

  it('undoes an import as a whole: its families and children go, merged families keep what they had', async () => {
    const csv = 'Parent Email,Parent Name,Phone,Child 1 Name,Child 1 DOB,Child 1 Grade,Child 2 Name,Child 2 DOB,Child 2 Grade\n'
      + 'undo.one@example.net,Una Doe,6125559001,Ivy Doe,2018-01-01,2,,,\n'
      + 'parent@example.org,Sarah Mitchell,6125550147,Ruth Mitchell,2022-02-02,K,Ethan Mitchell,2/14/2017,3\n';
    const [parentsBefore, childrenBefore, sarahBefore] = [await families(), await children(), await t.prisma.childParent.count({ where: { parent: { email: 'parent@example.org' } } })];
    const { importId } = (await upload(admin, csv)).body.preview;
    expect((await admin.rest('POST', `/api/v1/import/${importId}/run`)).body.import).toMatchObject({ familiesCreated: 1, familiesMerged: 1, childrenCreated: 2 });
    expect(await t.prisma.childParent.count({ where: { parent: { email: 'parent@example.org' } } })).toBe(sarahBefore + 1);
    const undone = await admin.gql(UNDO, { input: { importId } });
    expect(undone.data.undoSpreadsheetImport).toMatchObject({ familiesRemoved: 1, childrenRemoved: 2 });
    expect([await families(), await children()]).toEqual([parentsBefore, childrenBefore]);
    expect(await t.prisma.childParent.count({ where: { parent: { email: 'parent@example.org' } } })).toBe(sarahBefore);
    expect(await t.prisma.account.count({ where: { email: 'undo.one@example.net' } })).toBe(0);
    const again = await admin.gql(UNDO, { input: { importId } });
    expect(again.errors?.[0]).toMatchObject({ message: 'This import was already undone.', extensions: { code: 'CONFLICT' } });
  });

  it('refuses to undo once a child it created was changed, and says so', async () => {
    const { importId } = (await upload(admin, 'Parent Email,Parent Name,Phone,Child Name,Child Grade\nchanged@example.net,Cy Doe,6125559002,Kit Doe,4\n')).body.preview;
    await admin.rest('POST', `/api/v1/import/${importId}/run`);
    await t.prisma.child.updateMany({ where: { firstName: 'Kit', lastName: 'Doe' }, data: { medicalInformation: 'Asthma' } });
    const res = await admin.rest('POST', `/api/v1/import/${importId}/undo`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This import can no longer be undone: a child it created was changed since. Change those families by hand instead.');
    expect(await t.prisma.child.count({ where: { firstName: 'Kit', lastName: 'Doe' } })).toBe(1);
  });

  it('lists the imports with what each did', async () => {
    const list = await admin.rest('GET', '/api/v1/import');
    expect(list.status).toBe(200);
    expect(list.body.imports[0]).toMatchObject({ familiesCreated: 1, childrenCreated: 1, undoneAt: null });
    const gql = await admin.gql('{ spreadsheetImports { importId fileName importedAt undoneAt familiesCreated } }');
    expect(gql.data.spreadsheetImports.some((i: { undoneAt: string | null }) => i.undoneAt !== null)).toBe(true);
  });
});

describe('who may import', () => {
  it('staff without MANAGE_VBS, parents and interns are refused through both doors; a visitor must sign in', async () => {
    const { importId } = (await upload(admin, CSV)).body.preview;
    const before = await families();
    for (const client of [staff, parent, intern]) {
      expect((await upload(client, CSV)).status).toBe(403);
      expect((await client.rest('GET', '/api/v1/import')).status).toBe(403);
      expect((await client.rest('POST', `/api/v1/import/${importId}/preview`)).status).toBe(403);
      expect((await client.rest('POST', `/api/v1/import/${importId}/run`)).status).toBe(403);
      expect((await client.rest('POST', `/api/v1/import/${importId}/undo`)).status).toBe(403);
      for (const [query, variables] of [
        [PREVIEW, { importId }],
        [RUN, { input: { importId } }],
        [UNDO, { input: { importId } }],
        ['{ spreadsheetImports { importId } }', {}],
        ['mutation($input: UploadSpreadsheetImportInput!) { uploadSpreadsheetImport(input: $input) { importId } }', { input: { fileName: 'x.csv', contentBase64: CSV.toString('base64') } }],
      ] as const) {
        const res = await client.gql(query, variables);
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    const anonymous = t.anonymous();
    expect((await upload(anonymous, CSV)).status).toBe(401);
    expect((await anonymous.rest('POST', `/api/v1/import/${importId}/run`)).status).toBe(401);
    expect(await families()).toBe(before);
  });

  it('an administrator may upload through GraphQL too', async () => {
    const res = await admin.gql('mutation($input: UploadSpreadsheetImportInput!) { uploadSpreadsheetImport(input: $input) { importId counts { familiesNew } } }', {
      input: { fileName: 'x.csv', contentBase64: CSV.toString('base64') },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.uploadSpreadsheetImport.counts.familiesNew).toBe(0); // imported above: all merged now
  });
});

// GraphQL door to the spreadsheet import: the preview is a query (it writes nothing), the upload, the
// import and its undo are mutations. Every field needs MANAGE_VBS (import.policy.ts, asked again by the
// service). A file travels in the upload mutation as base64 within the GraphQL body limit; a larger file is
// uploaded through REST (POST /api/v1/import) and previewed, run and undone here by its id.
import { builder } from '../../graphql/builder.ts';
import { ImportKind, Permission } from '../../generated/prisma/enums.ts';
import { readInput } from '../../input.ts';
import { badInput } from '../../errors.ts';
import { importMappingSchema, type ImportMapping } from '../../../../forms/import-columns.ts';
import type { ImportPreview } from './import.service.ts';

const MANAGE = { permission: Permission.MANAGE_VBS } as const;

type Problem = ImportPreview['problems'][number];
type Family = ImportPreview['families'][number];
type Counts = ImportPreview['counts'];
type Volunteer = ImportPreview['volunteers'][number];
type RunResult = {
  importId: number; familiesCreated: number; familiesMerged: number; childrenCreated: number; staffCreated: number; internsCreated: number; skippedRows: number; invitationsQueued: number;
};
type UndoResult = { importId: number; undoneAt: Date; familiesRemoved: number; childrenRemoved: number; volunteersRemoved: number };
type Summary = {
  id: number; fileName: string; kind: ImportKind; uploadedAt: Date; importedAt: Date | null; undoneAt: Date | null; familiesCreated: number; childrenCreated: number;
  familiesMerged: number; volunteersCreated: number; skippedRows: number; invitationsSent: number;
};

const ImportKindEnum = builder.enumType(ImportKind, { name: 'ImportKind', description: 'What an uploaded spreadsheet holds: FAMILIES or VOLUNTEERS (staff and interns).' });

const ImportProblem = builder.objectRef<Problem>('ImportRowProblem').implement({
  description: 'A problem (or a note) about one row of the file, with the row number the spreadsheet shows.',
  fields: (t) => ({
    row: t.exposeInt('row'),
    field: t.exposeString('field', { nullable: true, description: 'The field as a person reads it ("Child 1 date of birth").' }),
    message: t.exposeString('message'),
    words: t.exposeString('words', { description: 'The whole sentence: "Row 7, Parent e-mail: …".' }),
  }),
});
const ImportFamily = builder.objectRef<Family>('ImportFamily').implement({
  description: 'A family of the file and what importing does with it.',
  fields: (t) => ({
    rows: t.exposeIntList('rows'),
    parentName: t.exposeString('parentName'),
    email: t.exposeString('email'),
    action: t.exposeString('action', { description: 'CREATE (a new family) or MERGE (into an existing family).' }),
    matchedBy: t.exposeString('matchedBy', { nullable: true, description: 'email, phone or name-and-child.' }),
    existingFamily: t.exposeString('existingFamily', { nullable: true }),
    newChildren: t.exposeStringList('newChildren'),
    childrenAlreadyThere: t.exposeStringList('childrenAlreadyThere'),
  }),
});
const ImportVolunteer = builder.objectRef<Volunteer>('ImportVolunteer').implement({
  description: 'A volunteer of the file and what importing does with them.',
  fields: (t) => ({
    row: t.exposeInt('row'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.exposeString('role', { description: 'STAFF or INTERN.' }),
    action: t.exposeString('action', { description: 'CREATE (a new account, invited) or MATCH (already here in that role: left as is).' }),
  }),
});
const ImportCounts = builder.objectRef<Counts>('ImportCounts').implement({
  fields: (t) => ({
    rows: t.exposeInt('rows'),
    blankRows: t.exposeInt('blankRows'),
    skippedRows: t.exposeInt('skippedRows'),
    familiesNew: t.exposeInt('familiesNew'),
    familiesMerged: t.exposeInt('familiesMerged'),
    childrenNew: t.exposeInt('childrenNew'),
    childrenAlreadyThere: t.exposeInt('childrenAlreadyThere'),
    volunteersNew: t.exposeInt('volunteersNew'),
    volunteersAlreadyThere: t.exposeInt('volunteersAlreadyThere'),
  }),
});
const ImportColumn = builder.objectRef<{ header: string; field: string }>('ImportColumn').implement({
  fields: (t) => ({ header: t.exposeString('header'), field: t.exposeString('field') }),
});
const ImportPreviewRef = builder.objectRef<ImportPreview>('ImportPreview').implement({
  description: 'What importing an uploaded file would do (nothing is written by asking).',
  fields: (t) => ({
    importId: t.exposeInt('importId'),
    kind: t.field({ type: ImportKindEnum, resolve: (p) => p.kind }),
    fileName: t.exposeString('fileName'),
    importedAt: t.expose('importedAt', { type: 'DateTime', nullable: true }),
    undoneAt: t.expose('undoneAt', { type: 'DateTime', nullable: true }),
    headers: t.exposeStringList('headers'),
    mapping: t.field({ type: [ImportColumn], resolve: (p) => p.mapping }),
    counts: t.field({ type: ImportCounts, resolve: (p) => p.counts }),
    families: t.field({ type: [ImportFamily], description: 'The first 500 families.', resolve: (p) => p.families }),
    volunteers: t.field({ type: [ImportVolunteer], description: 'The first 500 volunteers (a volunteers’ file).', resolve: (p) => p.volunteers }),
    problems: t.field({ type: [ImportProblem], description: 'Every row left out, with its problems (the first 500).', resolve: (p) => p.problems }),
    combined: t.field({ type: [ImportProblem], description: 'Rows brought together (one family on several rows) and children listed twice (kept once).', resolve: (p) => p.combined }),
  }),
});
const ImportRunResult = builder.objectRef<RunResult>('SpreadsheetImportResult').implement({
  fields: (t) => ({
    importId: t.exposeInt('importId'),
    familiesCreated: t.exposeInt('familiesCreated'),
    familiesMerged: t.exposeInt('familiesMerged'),
    childrenCreated: t.exposeInt('childrenCreated'),
    staffCreated: t.exposeInt('staffCreated'),
    internsCreated: t.exposeInt('internsCreated'),
    skippedRows: t.exposeInt('skippedRows'),
    invitationsQueued: t.exposeInt('invitationsQueued', { description: 'Invitations to claim an account, sent after the answer.' }),
  }),
});
const ImportUndoResult = builder.objectRef<UndoResult>('SpreadsheetImportUndone').implement({
  fields: (t) => ({
    importId: t.exposeInt('importId'),
    undoneAt: t.expose('undoneAt', { type: 'DateTime' }),
    familiesRemoved: t.exposeInt('familiesRemoved'),
    childrenRemoved: t.exposeInt('childrenRemoved'),
    volunteersRemoved: t.exposeInt('volunteersRemoved'),
  }),
});
const ImportSummary = builder.objectRef<Summary>('SpreadsheetImport').implement({
  fields: (t) => ({
    importId: t.exposeInt('id'),
    fileName: t.exposeString('fileName'),
    kind: t.field({ type: ImportKindEnum, resolve: (s) => s.kind }),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime' }),
    importedAt: t.expose('importedAt', { type: 'DateTime', nullable: true }),
    undoneAt: t.expose('undoneAt', { type: 'DateTime', nullable: true }),
    familiesCreated: t.exposeInt('familiesCreated'),
    familiesMerged: t.exposeInt('familiesMerged'),
    childrenCreated: t.exposeInt('childrenCreated'),
    volunteersCreated: t.exposeInt('volunteersCreated'),
    skippedRows: t.exposeInt('skippedRows'),
    invitationsSent: t.exposeInt('invitationsSent'),
  }),
});

const ImportColumnInput = builder.inputType('ImportColumnInput', { fields: (t) => ({ header: t.string({ required: true }), field: t.string({ required: true }) }) });
const mappingOf = (columns: readonly { header: string; field: string }[] | null | undefined): ImportMapping | undefined =>
  columns ? (readInput(importMappingSchema, Object.fromEntries(columns.map((c) => [c.header, c.field]))) as ImportMapping) : undefined;

const UploadInput = builder.inputType('UploadSpreadsheetImportInput', {
  fields: (t) => ({
    fileName: t.string({ required: true }),
    contentBase64: t.string({ required: true, description: 'The CSV or XLSX file, base64.' }),
    kind: t.field({ type: ImportKindEnum, required: false, description: 'What the file holds (default FAMILIES).' }),
  }),
});
const RunInput = builder.inputType('RunSpreadsheetImportInput', {
  fields: (t) => ({ importId: t.int({ required: true }), mapping: t.field({ type: [ImportColumnInput], required: false }) }),
});
const UndoInput = builder.inputType('UndoSpreadsheetImportInput', { fields: (t) => ({ importId: t.int({ required: true }) }) });

builder.queryFields((t) => ({
  spreadsheetImports: t.field({
    type: [ImportSummary],
    description: 'The latest spreadsheet imports, newest first. Needs MANAGE_VBS.',
    authScopes: MANAGE,
    resolve: (_root, _args, ctx) => ctx.services.imports.list(ctx.viewer),
  }),
  spreadsheetImportPreview: t.field({
    type: ImportPreviewRef,
    description: 'What importing an uploaded file would do with this mapping (default: the guess from its headers). Needs MANAGE_VBS.',
    authScopes: MANAGE,
    args: { importId: t.arg.int({ required: true }), mapping: t.arg({ type: [ImportColumnInput], required: false }) },
    resolve: (_root, args, ctx) => ctx.services.imports.preview(ctx.viewer, args.importId, mappingOf(args.mapping)),
  }),
}));

builder.mutationFields((t) => ({
  uploadSpreadsheetImport: t.field({
    type: ImportPreviewRef,
    description: 'Keeps a CSV or XLSX file of families or volunteers and answers its preview; nothing else is written. Needs MANAGE_VBS.',
    authScopes: MANAGE,
    args: { input: t.arg({ type: UploadInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const fileName = input.fileName.trim().slice(0, 200) || 'upload';
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(input.contentBase64)) throw badInput({ contentBase64: 'Send the file as base64.' });
      return ctx.services.imports.upload(ctx.viewer, fileName, Buffer.from(input.contentBase64, 'base64'), input.kind ?? 'FAMILIES');
    },
  }),
  runSpreadsheetImport: t.field({
    type: ImportRunResult,
    description: 'Imports an uploaded file in one transaction and invites the new families by e-mail. Needs MANAGE_VBS.',
    authScopes: MANAGE,
    args: { input: t.arg({ type: RunInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.imports.run(ctx.viewer, input.importId, mappingOf(input.mapping)),
  }),
  undoSpreadsheetImport: t.field({
    type: ImportUndoResult,
    description: 'Undoes an import as a whole while nothing it created has changed since. Needs MANAGE_VBS.',
    authScopes: MANAGE,
    args: { input: t.arg({ type: UndoInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.imports.undo(ctx.viewer, input.importId),
  }),
}));

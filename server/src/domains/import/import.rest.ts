// REST door to the spreadsheet import (beyond SPEC §7): POST /api/v1/import (the file itself as the body,
// its name in ?fileName) → 201 {preview}; POST /api/v1/import/{id}/preview {mapping?} → {preview};
// POST /api/v1/import/{id}/run {mapping?} → {import}; POST /api/v1/import/{id}/undo → {undo};
// GET /api/v1/import → {imports}. Every call needs MANAGE_VBS (import.policy.ts).
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import { idParams, queryText } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';
import { importMappingSchema, type ImportMapping } from '../../../../forms/import-columns.ts';
import { importPolicy } from './import.policy.ts';
import { IMPORT_FILE_MAX_BYTES } from './import-file.ts';

const TAG = 'import';
const imports = (c: AppContext) => c.var.ctx.services.imports;
const guard = (c: AppContext) => importPolicy.manageImports(c.var.ctx.viewer);
const when = z.date().meta({ format: 'date-time' });

const problemOut = z.object({ row: z.number(), field: z.string().nullable(), message: z.string(), words: z.string() });
const previewOut = z
  .object({
    importId: z.number(),
    kind: z.enum(['FAMILIES', 'VOLUNTEERS']),
    fileName: z.string(),
    importedAt: when.nullable(),
    undoneAt: when.nullable(),
    headers: z.array(z.string()),
    mapping: z.array(z.object({ header: z.string(), field: z.string() })),
    counts: z.record(z.string(), z.number()),
    families: z.array(
      z.object({
        rows: z.array(z.number()),
        parentName: z.string(),
        email: z.string(),
        action: z.enum(['CREATE', 'MERGE']),
        matchedBy: z.string().nullable(),
        existingFamily: z.string().nullable(),
        newChildren: z.array(z.string()),
        childrenAlreadyThere: z.array(z.string()),
      }),
    ),
    volunteers: z.array(z.object({ row: z.number(), name: z.string(), email: z.string(), role: z.enum(['STAFF', 'INTERN']), action: z.enum(['CREATE', 'MATCH']) })),
    problems: z.array(problemOut),
    combined: z.array(problemOut),
  })
  .meta({ id: 'ImportPreview' });
const mappingBody = z.object({ mapping: importMappingSchema.optional() });
const mappingOf = (body: { mapping?: Record<string, string> }) => body.mapping as ImportMapping | undefined;

export function importRoutes() {
  return new RestRoutes()
    .operation({
      method: 'post',
      path: '/api/v1/import',
      tag: TAG,
      summary: `Uploads a CSV or XLSX file of families, or of volunteers with ?kind=VOLUNTEERS (the body is the file, at most ${IMPORT_FILE_MAX_BYTES} bytes) and answers its preview (201 {preview}); nothing but the file is kept until it is run.`,
      guard,
      query: z.object({ fileName: queryText(200).optional(), kind: z.enum(['FAMILIES', 'VOLUNTEERS'], { error: 'Choose FAMILIES or VOLUNTEERS.' }).optional() }),
      responses: { 201: z.object({ preview: previewOut }) },
      handler: async (c, { query }) => {
        const content = Buffer.from(await c.req.arrayBuffer());
        if (content.length > IMPORT_FILE_MAX_BYTES) throw badInput({ file: `Upload a file of at most ${IMPORT_FILE_MAX_BYTES} bytes.` });
        return answer(201, { preview: await imports(c).upload(c.var.ctx.viewer, query.fileName ?? 'upload', content, query.kind ?? 'FAMILIES') });
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/import',
      tag: TAG,
      summary: 'The latest imports, newest first.',
      guard,
      responses: {
        200: z.object({
          imports: z.array(
            z.object({
              id: z.number(), fileName: z.string(), kind: z.enum(['FAMILIES', 'VOLUNTEERS']), uploadedAt: when, importedAt: when.nullable(), undoneAt: when.nullable(),
              familiesCreated: z.number(), childrenCreated: z.number(), familiesMerged: z.number(), volunteersCreated: z.number(), skippedRows: z.number(), invitationsSent: z.number(),
            }),
          ),
        }),
      },
      handler: async (c) => ({ imports: await imports(c).list(c.var.ctx.viewer) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/import/:id{[0-9]+}/preview',
      tag: TAG,
      summary: 'What importing the uploaded file would do with this mapping (default: the guess from its headers). Writes nothing.',
      guard,
      params: idParams,
      body: mappingBody,
      bodyOptional: true,
      responses: { 200: z.object({ preview: previewOut }) },
      handler: async (c, { params, body }) => ({ preview: await imports(c).preview(c.var.ctx.viewer, params.id, mappingOf(body)) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/import/:id{[0-9]+}/run',
      tag: TAG,
      summary: 'Imports the uploaded file in one transaction (rows with problems are left out) and invites the new families by e-mail (after the answer). 409 once imported.',
      guard,
      params: idParams,
      body: mappingBody,
      bodyOptional: true,
      responses: {
        200: z.object({
          import: z.object({
            importId: z.number(), familiesCreated: z.number(), familiesMerged: z.number(), childrenCreated: z.number(), staffCreated: z.number(), internsCreated: z.number(),
            skippedRows: z.number(), invitationsQueued: z.number(),
          }),
        }),
      },
      handler: async (c, { params, body }) => ({ import: await imports(c).run(c.var.ctx.viewer, params.id, mappingOf(body)) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/import/:id{[0-9]+}/undo',
      tag: TAG,
      summary: 'Undoes an import as a whole; 409 once anything it created has changed since, or when already undone.',
      guard,
      params: idParams,
      responses: { 200: z.object({ undo: z.object({ importId: z.number(), undoneAt: when, familiesRemoved: z.number(), childrenRemoved: z.number(), volunteersRemoved: z.number() }) }) },
      handler: async (c, { params }) => ({ undo: await imports(c).undo(c.var.ctx.viewer, params.id) }),
    });
}

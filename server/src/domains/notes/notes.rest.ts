// SPEC §7 staff-notes calls, on the notes service (the same one the GraphQL mutations use).
//   POST /api/v1/child/{id}/staffNotes      {"staffNotes": "<p>…</p>"} or "<p>…</p>"       → {"child": {"id", "staffNotes", "staffNotesVersion"}}
//   POST /api/v1/parent/{id}/internalNotes  {"internalNotes": "<p>…</p>"} or "<p>…</p>"    → {"parent": {…SPEC §3 Parent}}
// The notes' version is their entity tag: each answer sends ETag: "<version>", and a save sent with
// If-Match: "<version>" is refused with 409 when the notes have moved on since that version. Without
// If-Match (the SPEC's call as written) the save replaces whatever is stored.
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import type { AppContext } from '../../http/rest.ts';
import { idParams } from '../../http/rest-input.ts';
import { parentJson, parentOut } from '../people/people.json.ts';
import { notesPolicy } from './notes.policy.ts';
import { disclosed } from '../audit/audit-reads.ts';

const TAG = 'notes';

const IF_MATCH = /^(?:W\/)?"(\d{1,9})"$/;
const ifMatch = z.object({
  'If-Match': z
    .string()
    .regex(/^(?:\*|(?:W\/)?"\d{1,9}")$/, { error: 'must be the notes’ ETag as read, e.g. "3" (with the quotes), or *' })
    .optional()
    .meta({ description: 'The ETag of the notes the text was edited from; a save from an older version is refused with 409. * or no header: replace whatever is stored.' }),
});

/** The version named by If-Match (already checked by `ifMatch`), or null for none or *. */
const baseVersionOf = (c: AppContext): number | null => {
  const match = IF_MATCH.exec(c.req.header('If-Match') ?? '');
  return match ? Number(match[1]) : null;
};
const etag = (version: number) => `"${version}"`;

/** The notes as HTML (the service cleans it); null or "" clears them. */
const notesHtml = z.string({ error: 'is required: the notes as HTML text (send "" for no notes)' }).nullable().meta({ description: 'Sanitized HTML; "" or null clears the notes.' });

export function notesRoutes() {
  return new RestRoutes()
    .operation({
      method: 'post',
      path: '/api/v1/child/:id/staffNotes',
      tag: TAG,
      summary: 'Replaces the notes staff keep about a child (staff, never about their own family).',
      guard: (c) => notesPolicy.assertMayWriteNotes(c.var.ctx.viewer),
      headers: ifMatch,
      params: idParams,
      body: notesHtml,
      bodyWrappedAs: 'staffNotes',
      responses: { 200: z.object({ child: z.object({ id: z.number(), staffNotes: z.string().nullable(), staffNotesVersion: z.number() }) }) },
      handler: async (c, { params, body }) => {
        const { viewer, services } = c.var.ctx;
        const saved = await services.notes.saveChildStaffNotes(viewer, params.id, body, baseVersionOf(c));
        c.header('ETag', etag(saved.version));
        return { child: { id: params.id, staffNotes: disclosed(saved.notes, 'child', params.id, 'staffNotes'), staffNotesVersion: saved.version } };
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/parent/:id/internalNotes',
      tag: TAG,
      summary: 'Replaces the notes staff keep about a family (staff, never about their own family).',
      guard: (c) => notesPolicy.assertMayWriteNotes(c.var.ctx.viewer),
      headers: ifMatch,
      params: idParams,
      body: notesHtml,
      bodyWrappedAs: 'internalNotes',
      responses: { 200: z.object({ parent: parentOut }) },
      handler: async (c, { params, body }) => {
        const { viewer, services } = c.var.ctx;
        const saved = await services.notes.saveParentInternalNotes(viewer, params.id, body, baseVersionOf(c));
        c.header('ETag', etag(saved.version));
        return { parent: parentJson(viewer, await services.notes.parentForStaff(viewer, params.id)) };
      },
    });
}

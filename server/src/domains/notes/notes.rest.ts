// SPEC §7 staff-notes calls, on the notes service (the same one the GraphQL mutations use).
//   POST /api/v1/child/{id}/staffNotes      {"staffNotes": "<p>…</p>"} or "<p>…</p>"       → {"child": {"id", "staffNotes"}}
//   POST /api/v1/parent/{id}/internalNotes  {"internalNotes": "<p>…</p>"} or "<p>…</p>"    → {"parent": {…SPEC §3 Parent}}
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import { idParams } from '../../http/rest-input.ts';
import { parentJson, parentOut } from '../people/people.json.ts';
import { notesPolicy } from './notes.policy.ts';
import { disclosed } from '../audit/audit-reads.ts';

const TAG = 'notes';

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
      params: idParams,
      body: notesHtml,
      bodyWrappedAs: 'staffNotes',
      responses: { 200: z.object({ child: z.object({ id: z.number(), staffNotes: z.string().nullable() }) }) },
      handler: async (c, { params, body }) => {
        const { viewer, services } = c.var.ctx;
        const saved = await services.notes.saveChildStaffNotes(viewer, params.id, body);
        return { child: { id: saved.childId, staffNotes: disclosed(saved.staffNotes, 'child', saved.childId, 'staffNotes') } };
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/parent/:id/internalNotes',
      tag: TAG,
      summary: 'Replaces the notes staff keep about a family (staff, never about their own family).',
      guard: (c) => notesPolicy.assertMayWriteNotes(c.var.ctx.viewer),
      params: idParams,
      body: notesHtml,
      bodyWrappedAs: 'internalNotes',
      responses: { 200: z.object({ parent: parentOut }) },
      handler: async (c, { params, body }) => {
        const { viewer, services } = c.var.ctx;
        await services.notes.saveParentInternalNotes(viewer, params.id, body);
        return { parent: parentJson(viewer, await services.notes.parentForStaff(viewer, params.id)) };
      },
    });
}

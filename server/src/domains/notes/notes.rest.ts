// SPEC §7 staff-notes calls, on the notes service (the same one the GraphQL mutations use).
//   POST /api/v1/child/{id}/staffNotes      {"staffNotes": "<p>…</p>"}    → {"child": {"id", "staffNotes"}}
//   POST /api/v1/parent/{id}/internalNotes  {"internalNotes": "<p>…</p>"} → {"parent": {…SPEC §3 Parent}}
import { Hono } from 'hono';
import { badInput } from '../../errors.ts';
import { jsonBody, pathId, type AppEnv } from '../../http/rest.ts';
import { parentJson } from '../people/people.json.ts';
import { notesPolicy } from './notes.policy.ts';
import { disclosed } from '../audit/audit-reads.ts';

/** The one body field a notes call carries; a missing field is a 400 naming it. */
async function notesField(c: Parameters<typeof jsonBody>[0], field: string): Promise<unknown> {
  const body = await jsonBody(c);
  if (!(field in body)) throw badInput({ [field]: `Send ${field}; it is required (send "" for no notes).` });
  return body[field];
}

export function notesRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/api/v1/child/:id/staffNotes', async (c) => {
    const { viewer, services } = c.var.ctx;
    notesPolicy.assertMayWriteNotes(viewer);
    const childId = pathId(c);
    const saved = await services.notes.saveChildStaffNotes(viewer, childId, await notesField(c, 'staffNotes'));
    return c.json({ child: { id: saved.childId, staffNotes: disclosed(saved.staffNotes, 'child', saved.childId, 'staffNotes') } });
  });

  r.post('/api/v1/parent/:id/internalNotes', async (c) => {
    const { viewer, services } = c.var.ctx;
    notesPolicy.assertMayWriteNotes(viewer);
    const parentId = pathId(c);
    await services.notes.saveParentInternalNotes(viewer, parentId, await notesField(c, 'internalNotes'));
    return c.json({ parent: parentJson(viewer, await services.notes.parentForStaff(viewer, parentId)) });
  });

  return r;
}

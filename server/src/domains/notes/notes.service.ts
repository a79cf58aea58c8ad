// Staff notes about a child (Child.staffNotes) and about a family (Parent.internalNotes): the one place
// that writes them, for both doors. Each save is a single UPDATE of one column, so concurrent saves
// resolve as last-write-wins and no reader ever sees a half-written value. A child's save is announced
// (child-updated-staff-notes, staff only) carrying the id alone: a staff member who is also that
// child's parent is staff too and receives the event, so the notes themselves must never ride on it;
// subscribers re-read through the policy instead.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { notFound } from '../../errors.ts';
import { familyOf } from '../people/family.ts';
import { notesPolicy } from './notes.policy.ts';
import { staffNotesInput } from './staff-notes-html.ts';

import { parentInclude } from '../people/people.service.ts';

export const CHILD_STAFF_NOTES_EVENT = 'child-updated-staff-notes';


export function createNotesService(prisma: PrismaClient, bus: LiveBus) {
  return {
    /** Saves a child's staff notes; returns what was stored (sanitized HTML, "" when empty). */
    async saveChildStaffNotes(viewer: Viewer, childId: number, value: unknown): Promise<{ childId: number; staffNotes: string }> {
      notesPolicy.assertMayWriteNotes(viewer);
      const staffNotes = staffNotesInput(value, 'staffNotes');
      notesPolicy.assertCanWriteChildStaffNotes(viewer, await familyOf(prisma, viewer), childId);
      const { count } = await prisma.child.updateMany({ where: { id: childId }, data: { staffNotes } });
      if (count === 0) throw notFound('Child');
      await bus.publish({ type: CHILD_STAFF_NOTES_EVENT, data: { childId }, audience: { staffOnly: true } });
      return { childId, staffNotes };
    },

    /** Saves the staff notes about a family (the parent's internalNotes). */
    async saveParentInternalNotes(viewer: Viewer, parentId: number, value: unknown): Promise<{ parentId: number; internalNotes: string }> {
      notesPolicy.assertMayWriteNotes(viewer);
      const internalNotes = staffNotesInput(value, 'internalNotes');
      notesPolicy.assertCanWriteParentStaffNotes(viewer, parentId);
      const { count } = await prisma.parent.updateMany({ where: { id: parentId }, data: { internalNotes } });
      if (count === 0) throw notFound('Parent');
      return { parentId, internalNotes };
    },

    /** The parent as SPEC §3 shapes it, for the REST answer to a notes save (the writer is staff). */
    async parentForStaff(viewer: Viewer, parentId: number) {
      notesPolicy.assertCanWriteParentStaffNotes(viewer, parentId);
      const parent = await prisma.parent.findUnique({ where: { id: parentId }, include: parentInclude });
      if (!parent) throw notFound('Parent');
      return parent;
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;

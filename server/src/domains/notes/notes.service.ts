// Staff notes about a child (Child.staffNotes) and about a family (Parent.internalNotes): the one place
// that writes them, for both doors. Every save that changes the text keeps it as a numbered version
// (StaffNotesVersion: the text, who saved it, when) and moves the notes' version number on by one.
//
// Optimistic concurrency: a save names the version it was edited from (baseVersion). It runs in one
// transaction that first locks the notes' row (SELECT … FOR UPDATE), so two saves of the same notes are
// taken one after the other on PostgreSQL; a save whose baseVersion is not the stored version is refused
// with 409 naming who saved since, and nothing is written. A save with no baseVersion (SPEC §7's call as
// the SPEC writes it) replaces whatever is stored: last write wins, still kept as a version.
//
// A child's save is announced (child-updated-staff-notes, staff only) carrying the id alone: a staff
// member who is also that child's parent is staff too and receives the event, so the notes themselves
// must never ride on it; subscribers re-read through the policy instead.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import { conflict, notFound } from '../../errors.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { familyOf } from '../people/family.ts';
import { notesPolicy } from './notes.policy.ts';
import { staffNotesInput } from './staff-notes-html.ts';

import { parentInclude } from '../people/people.service.ts';

export const CHILD_STAFF_NOTES_EVENT = 'child-updated-staff-notes';

/** What a save stored: the text (sanitized HTML, "" when empty) and its version number. */
export interface SavedNotes {
  notes: string;
  version: number;
}

type Tx = Prisma.TransactionClient;
type Subject = { kind: 'child'; id: number } | { kind: 'parent'; id: number };

const TABLE = { child: Prisma.sql`"Child"`, parent: Prisma.sql`"Parent"` } as const;
const TEXT = { child: Prisma.sql`"staffNotes"`, parent: Prisma.sql`"internalNotes"` } as const;
const VERSION = { child: Prisma.sql`"staffNotesVersion"`, parent: Prisma.sql`"internalNotesVersion"` } as const;
const NOUN = { child: 'Child', parent: 'Parent' } as const;

/** The refusal of a save edited from `base` when `stored` is the notes' version: who saved it, and when. */
async function conflictRefusal(tx: Tx, subject: Subject, stored: number, base: number) {
  const last = await tx.staffNotesVersion.findFirst({
    where: subject.kind === 'child' ? { childId: subject.id, version: stored } : { parentId: subject.id, version: stored },
    select: { savedAt: true, savedBy: { select: { firstName: true, preferredName: true, lastName: true } } },
  });
  const who = last?.savedBy ? displayName(last.savedBy) : 'Someone';
  const when = last ? ` at ${last.savedAt.toISOString()}` : '';
  return conflict(
    `${who} saved these notes${when}, after the version you edited (version ${base}; the notes are now at version ${stored}). Your text was not saved: read theirs, then save again from version ${stored}.`,
    { baseVersion: `The notes are at version ${stored}, not ${base}.` },
  );
}

/**
 * Stores `notes` as the subject's new text in one transaction, refusing a stale baseVersion. Text equal to
 * what is stored writes nothing (whatever version it was edited from: nothing would be lost).
 */
async function saveVersioned(prisma: PrismaClient, viewer: Viewer, subject: Subject, notes: string, baseVersion: number | null): Promise<SavedNotes> {
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ notes: string; version: number }[]>(
      Prisma.sql`SELECT ${TEXT[subject.kind]} AS "notes", ${VERSION[subject.kind]} AS "version" FROM ${TABLE[subject.kind]} WHERE "id" = ${subject.id} FOR UPDATE`,
    );
    if (!row) throw notFound(NOUN[subject.kind]);
    if (row.notes === notes) return { notes, version: row.version };
    if (baseVersion !== null && baseVersion !== row.version) throw await conflictRefusal(tx, subject, row.version, baseVersion);

    const owner = subject.kind === 'child' ? { childId: subject.id } : { parentId: subject.id };
    // Text written before versions were kept becomes version 0 (no author), so it stays one tap away.
    if (row.version === 0 && row.notes !== '') await tx.staffNotesVersion.create({ data: { ...owner, version: 0, notes: row.notes } });
    const version = row.version + 1;
    if (subject.kind === 'child') await tx.child.update({ where: { id: subject.id }, data: { staffNotes: notes, staffNotesVersion: version } });
    else await tx.parent.update({ where: { id: subject.id }, data: { internalNotes: notes, internalNotesVersion: version } });
    await tx.staffNotesVersion.create({ data: { ...owner, version, notes, savedById: viewer.staffId } });
    return { notes, version };
  });
}

export function createNotesService(prisma: PrismaClient, bus: LiveBus) {
  return {
    /** Saves a child's staff notes; returns what was stored and its version. */
    async saveChildStaffNotes(viewer: Viewer, childId: number, value: unknown, baseVersion: number | null = null): Promise<SavedNotes> {
      notesPolicy.assertMayWriteNotes(viewer);
      const staffNotes = staffNotesInput(value, 'staffNotes');
      notesPolicy.assertCanWriteChildStaffNotes(viewer, await familyOf(prisma, viewer), childId);
      const saved = await saveVersioned(prisma, viewer, { kind: 'child', id: childId }, staffNotes, baseVersion);
      await bus.publish({ type: CHILD_STAFF_NOTES_EVENT, data: { childId }, audience: { staffOnly: true } });
      return saved;
    },

    /** Saves the staff notes about a family (the parent's internalNotes). */
    async saveParentInternalNotes(viewer: Viewer, parentId: number, value: unknown, baseVersion: number | null = null): Promise<SavedNotes> {
      notesPolicy.assertMayWriteNotes(viewer);
      const internalNotes = staffNotesInput(value, 'internalNotes');
      notesPolicy.assertCanWriteParentStaffNotes(viewer, parentId);
      return saveVersioned(prisma, viewer, { kind: 'parent', id: parentId }, internalNotes, baseVersion);
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

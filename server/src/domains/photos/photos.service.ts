// Faces at pickup: a family adds, replaces and removes the photos of its children, its pickup people and
// the parent; the station, the rosters and the family read them through GET /api/v1/photos/{id}. Photos are
// kept in the database (bytea), not on disk: every instance behind a load balancer reads the same rows, PGlite
// and PostgreSQL alike, and backups and cascades (a child or pickup person removed) take them along.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { notFound } from '../../errors.ts';
import { familyOf } from '../people/family.ts';
import { currentProgramWeek, isProgramDay } from '../attendance/program-days.ts';
import { photosPolicy, type PhotoSubjectFacts } from './photos.policy.ts';
import { newPhotoId, storedImageOf } from './photo-image.ts';
import type { PhotoSubject, PhotoSubjectKind } from '../../../../forms/photos.ts';

/** The address a photo is served at (authorized on every read). */
export const photoUrl = (id: string) => `/api/v1/photos/${id}`;

const SUBJECT_WORDS: Record<PhotoSubjectKind, string> = { child: 'Child', 'pickup-person': 'Pickup person', parent: 'Parent' };

/** The unique key of a subject's photo. */
const keyOf = (s: PhotoSubject) => (s.kind === 'child' ? { childId: s.id } : s.kind === 'pickup-person' ? { pickupPersonId: s.id } : { parentId: s.id });

/** What a photo row says about its subject, read with the photo (one statement). */
const SUBJECT_SELECT = {
  childId: true,
  parentId: true,
  child: { select: { parents: { select: { parentId: true } } } },
  pickupPerson: { select: { parentId: true } },
  parent: { select: { children: { select: { child: { select: { parents: { select: { parentId: true } } } } } } } },
} as const;

interface SubjectRow {
  childId: number | null;
  parentId: number | null;
  child: { parents: { parentId: number }[] } | null;
  pickupPerson: { parentId: number } | null;
  parent: CoParents | null;
}

/** A parent with their children's parents: the guardians who share a family with them. */
type CoParents = { children: { child: { parents: { parentId: number }[] } }[] };

/** A parent's photo belongs to the parent and every other guardian of their children (the parent first). */
function parentFamily(parentId: number, parent: CoParents | null): number[] {
  const others = (parent?.children ?? []).flatMap((c) => c.child.parents.map((p) => p.parentId)).filter((id) => id !== parentId);
  return [parentId, ...new Set(others)];
}

function factsOf(row: SubjectRow): PhotoSubjectFacts {
  if (row.child) return { childId: row.childId, familyParentIds: row.child.parents.map((p) => p.parentId), ownerParentId: null };
  if (row.pickupPerson) return { childId: null, familyParentIds: [row.pickupPerson.parentId], ownerParentId: row.pickupPerson.parentId };
  return { childId: null, familyParentIds: row.parentId === null ? [] : parentFamily(row.parentId, row.parent), ownerParentId: row.parentId };
}

export interface PhotoSummary {
  id: string;
  url: string;
  width: number;
  height: number;
}

export function createPhotosService(prisma: PrismaClient) {
  /** The subject of a photo to be changed, as the policy reads it; null when there is no such subject. */
  async function subjectFacts(s: PhotoSubject): Promise<PhotoSubjectFacts | null> {
    if (s.kind === 'child') {
      const child = await prisma.child.findUnique({ where: { id: s.id }, select: { parents: { select: { parentId: true } } } });
      return child && { childId: s.id, familyParentIds: child.parents.map((p) => p.parentId), ownerParentId: null };
    }
    if (s.kind === 'pickup-person') {
      const person = await prisma.authorizedPickup.findUnique({ where: { id: s.id }, select: { parentId: true } });
      return person && { childId: null, familyParentIds: [person.parentId], ownerParentId: person.parentId };
    }
    return { childId: null, familyParentIds: [s.id], ownerParentId: s.id };
  }

  /** An intern at the check-in table: today is a program day and the family has a child approved for the edition. */
  async function familyAtTableToday(parentIds: readonly number[]): Promise<boolean> {
    if (parentIds.length === 0) return false;
    const week = await currentProgramWeek(prisma);
    if (!isProgramDay(week, new Date())) return false;
    const registered = await prisma.childParent.count({
      where: { parentId: { in: [...parentIds] }, child: { registrations: { some: { year: week.year, status: 'APPROVED' } } } },
    });
    return registered > 0;
  }

  return {
    /** Adds or replaces the subject's photo with the upload re-encoded; the new photo has a new id. */
    async save(viewer: Viewer, subject: PhotoSubject, upload: Uint8Array): Promise<PhotoSummary> {
      viewer.requireSignedIn();
      photosPolicy.change(viewer, await familyOf(prisma, viewer), await subjectFacts(subject), SUBJECT_WORDS[subject.kind]);
      const image = await storedImageOf(upload);
      const key = keyOf(subject);
      // One statement (INSERT … ON CONFLICT): two uploads at once leave one photo, the later one.
      const saved = await prisma.photo.upsert({
        where: key,
        create: { id: newPhotoId(), ...key, ...image },
        update: { id: newPhotoId(), ...image, createdAt: new Date() },
        select: { id: true, width: true, height: true },
      });
      return { ...saved, url: photoUrl(saved.id) };
    },

    async remove(viewer: Viewer, subject: PhotoSubject): Promise<void> {
      viewer.requireSignedIn();
      photosPolicy.change(viewer, await familyOf(prisma, viewer), await subjectFacts(subject), SUBJECT_WORDS[subject.kind]);
      const { count } = await prisma.photo.deleteMany({ where: keyOf(subject) });
      if (!count) throw notFound('Photo');
    },

    /** The image, when the viewer may see it (photos.policy.ts); 404 for anyone else signed in. */
    async read(viewer: Viewer, id: string) {
      viewer.requireSignedIn();
      const row = await prisma.photo.findUnique({ where: { id }, select: { data: true, mimeType: true, sha256: true, ...SUBJECT_SELECT } });
      const facts = row && factsOf(row);
      const family = await familyOf(prisma, viewer);
      const atTable = facts !== null && photosPolicy.mayReadAtTable(viewer) && !photosPolicy.canReadWithoutTable(viewer, family, facts) && (await familyAtTableToday(facts.familyParentIds));
      photosPolicy.read(viewer, family, facts, atTable);
      return { data: row!.data, mimeType: row!.mimeType, etag: `"${row!.sha256}"` };
    },

    /** The signed-in parent's own photo, if any (their profile). */
    async ownPhoto(viewer: Viewer): Promise<PhotoSummary | null> {
      viewer.requireSignedIn();
      if (viewer.parentId === null) return null;
      const photo = await prisma.photo.findUnique({ where: { parentId: viewer.parentId }, select: { id: true, width: true, height: true } });
      return photo && { ...photo, url: photoUrl(photo.id) };
    },
  };
}

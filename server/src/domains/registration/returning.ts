// Returning children of the viewer's family for the current edition: a child approved for an earlier
// edition and not registered for this one (or withdrawn), with the grade it enters now (forms/returning.ts).
// One statement for the whole family. The registration form shows them pre-filled; the submission is the
// ordinary registration (registration.service.ts), which also refuses a child who has aged out.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { returningGrade } from '../../../../forms/returning.ts';

export interface ReturningChild {
  childId: number;
  lastYear: number;
  lastGrade: number;
  grade: number;
  agedOut: boolean;
}

/** The family's returning children for `year` (none for a viewer without a family). */
export async function returningChildren(prisma: PrismaClient, viewer: Viewer, year: number): Promise<ReturningChild[]> {
  if (viewer.parentId === null) return [];
  const rows = await prisma.child.findMany({
    where: {
      parents: { some: { parentId: viewer.parentId } },
      registrations: { some: { year: { lt: year }, status: 'APPROVED' }, none: { year, status: { not: 'WITHDRAWN' } } },
    },
    orderBy: { id: 'asc' },
    select: { id: true, gradeEntering: true, registrations: { where: { year: { lt: year }, status: 'APPROVED' }, orderBy: { year: 'desc' }, take: 1, select: { year: true, gradeEntering: true } } },
  });
  return rows.map((child) => {
    const last = child.registrations[0];
    // A registration saved before grades were kept with it entered the grade the child has on file.
    const earlier = { lastYear: last.year, lastGrade: last.gradeEntering ?? child.gradeEntering };
    return { childId: child.id, ...earlier, ...returningGrade(earlier, year) };
  });
}

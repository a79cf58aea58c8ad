// The viewer's own family, loaded at most once per request (one statement) and shared by every policy check.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Family } from './people.policy.ts';

const NO_FAMILY: Family = { parentId: null, childIds: new Set() };
const cache = new WeakMap<Viewer, Promise<Family>>();

export function familyOf(prisma: PrismaClient, viewer: Viewer): Promise<Family> {
  const parentId = viewer.parentId;
  if (parentId === null) return Promise.resolve(NO_FAMILY);
  let family = cache.get(viewer);
  if (!family) {
    family = prisma.childParent
      .findMany({ where: { parentId }, select: { childId: true } })
      .then((rows) => ({ parentId, childIds: new Set(rows.map((r) => r.childId)) }));
    cache.set(viewer, family);
  }
  return family;
}

/** Call after the viewer's family changes within the same request (a child added). */
export function forgetFamily(viewer: Viewer) {
  cache.delete(viewer);
}

// The groups the viewer's own children are in, loaded at most once per request (one statement): a parent
// sees those groups as badges on their children and nothing else of them.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';

const NONE: ReadonlySet<number> = new Set();
const cache = new WeakMap<Viewer, Promise<ReadonlySet<number>>>();

export function familyGroupIdsOf(prisma: PrismaClient, viewer: Viewer): Promise<ReadonlySet<number>> {
  const parentId = viewer.parentId;
  if (parentId === null) return Promise.resolve(NONE);
  let ids = cache.get(viewer);
  if (!ids) {
    ids = prisma.groupChild
      .findMany({ where: { child: { parents: { some: { parentId } } } }, select: { groupId: true } })
      .then((rows) => new Set(rows.map((r) => r.groupId)));
    cache.set(viewer, ids);
  }
  return ids;
}

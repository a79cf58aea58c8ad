// The viewer's own family, loaded at most once per request and shared by every policy check: their
// children (one statement for a parent) and, for an intern, the children of the current edition's groups
// they are assigned to (one more statement), whom they work with and so may read on their rosters.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Family } from './people.policy.ts';

const NONE: ReadonlySet<number> = new Set();
const NO_FAMILY: Family = { parentId: null, childIds: NONE, teamChildIds: NONE, teamGroupIds: NONE };
const cache = new WeakMap<Viewer, Promise<Family>>();

async function loadFamily(prisma: PrismaClient, viewer: Viewer): Promise<Family> {
  const { parentId, internId } = viewer;
  const [children, team] = await Promise.all([
    parentId === null ? [] : prisma.childParent.findMany({ where: { parentId }, select: { childId: true } }),
    internId === null
      ? []
      : prisma.groupIntern.findMany({
          where: { internId, group: { edition: { current: { isNot: null } } } },
          select: { groupId: true, group: { select: { children: { select: { childId: true } } } } },
        }),
  ]);
  return {
    parentId,
    childIds: new Set(children.map((r) => r.childId)),
    teamGroupIds: new Set(team.map((g) => g.groupId)),
    teamChildIds: new Set(team.flatMap((g) => g.group.children.map((c) => c.childId))),
  };
}

const loaded = new WeakMap<Viewer, Family>();

/**
 * The family when it is already known (a viewer with neither children nor intern groups, or one loaded
 * earlier in the request), else the promise of it. Field resolvers on long lists (a roster's children) use
 * this, so a staff member's roster resolves without a promise per child and field.
 */
export function familyNow(prisma: PrismaClient, viewer: Viewer): Family | Promise<Family> {
  if (viewer.parentId === null && viewer.internId === null) return NO_FAMILY;
  return loaded.get(viewer) ?? familyOf(prisma, viewer);
}

export function familyOf(prisma: PrismaClient, viewer: Viewer): Promise<Family> {
  if (viewer.parentId === null && viewer.internId === null) return Promise.resolve(NO_FAMILY);
  let family = cache.get(viewer);
  if (!family) {
    family = loadFamily(prisma, viewer).then((known) => (cache.get(viewer) === family && loaded.set(viewer, known), known));
    cache.set(viewer, family);
  }
  return family;
}

/** Call after the viewer's family changes within the same request (a child added). */
export function forgetFamily(viewer: Viewer) {
  cache.delete(viewer);
  loaded.delete(viewer);
}

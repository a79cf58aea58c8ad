// Who may see and change family records (parents, children, emergency contacts) and interns.
// A parent sees only their own family. Staff read families. Medical information needs
// VIEW_SENSITIVE_INFO (a parent always sees their own children's). Staff notes reach staff only, and
// never the parent concerned (a staff member who is also the child's parent does not see them).
// An intern reads the children of the groups they are assigned to this year (their rosters), never
// other children. The medical-alert line (a short line the parent writes for leaders) reaches everyone
// who may read the child: their parents, every staff member, and the interns of the child's groups; the
// full medical information still needs VIEW_SENSITIVE_INFO.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { forbidden, notFound } from '../../errors.ts';
import { defineMessages, english } from '../../../../shared/messages.ts';

/** What the policy needs to know about the viewer's own family (loaded once per request). */
export interface Family {
  parentId: number | null;
  childIds: ReadonlySet<number>;
  /** For an intern: the current edition's groups they are assigned to, and those groups' children. */
  teamGroupIds: ReadonlySet<number>;
  teamChildIds: ReadonlySet<number>;
}

/** The words a parent can meet (server/src/i18n/es.json has their Spanish). */
const words = defineMessages({
  noProfile: { id: 'errors.people.noProfile', defaultMessage: 'Your account has no family profile yet. Save your profile first.' },
});

export const peoplePolicy = {
  canReadParent: (viewer: Viewer, parentId: number) => viewer.isStaff || viewer.parentId === parentId,
  canEditParent: (viewer: Viewer, parentId: number) => viewer.parentId === parentId,
  canReadChild: (viewer: Viewer, family: Family, childId: number) => viewer.isStaff || family.childIds.has(childId) || family.teamChildIds.has(childId),
  canSeeMedicalAlert: (viewer: Viewer, family: Family, childId: number) => peoplePolicy.canReadChild(viewer, family, childId),
  canEditChild: (_viewer: Viewer, family: Family, childId: number) => family.childIds.has(childId),
  canSeeChildMedical: (viewer: Viewer, family: Family, childId: number) =>
    family.childIds.has(childId) || viewer.has(Permission.VIEW_SENSITIVE_INFO),
  canSeeChildStaffNotes: (viewer: Viewer, family: Family, childId: number) => viewer.isStaff && !family.childIds.has(childId),
  canSeeParentStaffNotes: (viewer: Viewer, parentId: number) => viewer.isStaff && viewer.parentId !== parentId,
  canWriteStaffNotes: (viewer: Viewer) => viewer.isStaff,
  canReadIntern: (viewer: Viewer, internId: number) => viewer.isStaff || viewer.internId === internId,
  canSeeInternMedical: (viewer: Viewer, internId: number) => viewer.internId === internId || viewer.has(Permission.VIEW_SENSITIVE_INFO),

  /** Throws 404 rather than 403 for a child outside the viewer's reach, so ids cannot be probed. */
  assertCanReadChild(viewer: Viewer, family: Family, childId: number) {
    viewer.requireSignedIn();
    if (!peoplePolicy.canReadChild(viewer, family, childId)) throw notFound('Child');
  },
  assertCanReadParent(viewer: Viewer, parentId: number) {
    viewer.requireSignedIn();
    if (!peoplePolicy.canReadParent(viewer, parentId)) throw notFound('Parent');
  },
  /** The viewer's own parent identity; staff-only accounts have none until they save a family profile. */
  requireOwnParent(viewer: Viewer): number {
    viewer.requireSignedIn();
    if (viewer.parentId === null) throw forbidden(english(words.noProfile));
    return viewer.parentId;
  },
  assertCanEditChild(viewer: Viewer, family: Family, childId: number) {
    viewer.requireSignedIn();
    if (!peoplePolicy.canEditChild(viewer, family, childId)) throw notFound('Child');
  },
  /**
   * A second parent/guardian joins a family by signing in with the e-mail the first parent typed: the
   * invitation is an account-less Parent row with that e-mail, and only an account whose provider
   * verified that same e-mail may claim it.
   */
  canAcceptGuardianInvite: (viewer: Viewer, invite: { accountId: number | null; email: string }) =>
    viewer.signedIn && invite.accountId === null && !!viewer.identity?.email && viewer.identity.email === invite.email.toLowerCase(),
  assertCanWriteStaffNotes(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!peoplePolicy.canWriteStaffNotes(viewer)) throw forbidden('Only staff may write staff notes.');
  },
};

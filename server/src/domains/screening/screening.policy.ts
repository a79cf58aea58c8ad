// Who may read and write screening records, and the one rule for "cleared". Both doors go through these checks;
// the check-in station, the group assignments and (at merge) the kiosk ask `clearanceOf` and refuse alike.
//
// - Cleared: the latest background check reads CLEAR and has not passed its last day (expiresOn, program-local),
//   plus, when the current edition requires them (both by default), a training completed and the code of conduct
//   signed; a training or signature with a last day counts only until then. The latest record of a kind (by the
//   day it was done) is the one that counts: a newer CONSIDER replaces an older CLEAR.
// - A person who is both staff and intern (one account) is cleared by the records of either identity.
// - Recording, correcting and reading anyone's records (providers, results, history): ASSIGN_STAFF — whoever
//   puts volunteers with groups of children decides whether they are cleared. Records are never deleted: a
//   correction keeps the replaced row. Every change is in the audit trail.
// - A volunteer reads their own status and what is missing, and signs the code of conduct themselves by typing
//   their name; other staff and interns see only "cleared" or "not cleared" beside a name (staff page, rosters).
// - Without a current clearance a volunteer may not be assigned to a group (staff or intern) and may not use the
//   check-in station (its lists, check-ins and check-outs): refused with 403 NOT_CLEARED saying what is missing.
//   An assignment made while cleared stays when the clearance lapses; the staff page shows it with a warning and
//   the station refuses that person until a new record clears them.
// - Changing which parts an edition requires: ASSIGN_STAFF.
// - Expiry reminders go to the volunteer and to every staff member holding ASSIGN_STAFF (the director), 30 and 7
//   days before a clearance ends, once per record and threshold.
import type { Viewer } from '../../auth/viewer.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { DomainError, forbidden } from '../../errors.ts';
import type { BackgroundCheckResult, ScreeningKind } from '../../../../forms/screening.ts';
import { RESULT_WORDS } from '../../../../forms/screening.ts';

export const SCREENING_PERMISSION = Permission.ASSIGN_STAFF;
/** Days before a clearance ends at which the volunteer and the director are e-mailed. */
export const REMINDER_DAYS = [30, 7] as const;

/** A live (not replaced) record as the rule reads it; dates are yyyy-mm-dd. */
export interface ScreeningFact {
  id: number;
  kind: ScreeningKind;
  completedOn: string;
  expiresOn: string | null;
  result: BackgroundCheckResult | null;
}

export interface ScreeningRequirements {
  requiresTraining: boolean;
  requiresCodeOfConduct: boolean;
}

export interface Clearance {
  cleared: boolean;
  /** What is missing or lapsed, each a phrase a person can act on ("a clear background check (…)"). */
  missing: string[];
  /** The last day the clearance counts (the earliest last day of the parts that count), when cleared. */
  clearedUntil: string | null;
}

/** The record of a kind that counts: the latest by the day it was done (ties: the later written). */
export function latestOf(facts: readonly ScreeningFact[], kind: ScreeningKind): ScreeningFact | null {
  let best: ScreeningFact | null = null;
  for (const f of facts) {
    if (f.kind !== kind) continue;
    if (!best || f.completedOn > best.completedOn || (f.completedOn === best.completedOn && f.id > best.id)) best = f;
  }
  return best;
}

/** The one rule: whether these records clear a volunteer on `today` (program-local yyyy-mm-dd). */
export function clearanceOf(facts: readonly ScreeningFact[], requires: ScreeningRequirements, today: string): Clearance {
  const missing: string[] = [];
  const ends: string[] = [];
  const check = latestOf(facts, 'BACKGROUND_CHECK');
  if (!check) missing.push('a background check');
  else if (check.result !== 'CLEAR') missing.push(`a clear background check (the latest reads “${RESULT_WORDS[check.result ?? 'PENDING']}”)`);
  else if (!check.expiresOn || check.expiresOn < today) missing.push(`a current background check (the last one expired on ${check.expiresOn ?? 'an unknown day'})`);
  else ends.push(check.expiresOn);
  const part = (kind: ScreeningKind, words: string) => {
    const latest = latestOf(facts, kind);
    if (!latest) missing.push(words);
    else if (latest.expiresOn && latest.expiresOn < today) missing.push(`${words} (the last one counted until ${latest.expiresOn})`);
    else if (latest.expiresOn) ends.push(latest.expiresOn);
  };
  if (requires.requiresTraining) part('TRAINING', 'the training');
  if (requires.requiresCodeOfConduct) part('CODE_OF_CONDUCT', 'the signed code of conduct');
  const cleared = missing.length === 0;
  return { cleared, missing, clearedUntil: cleared && ends.length ? ends.sort()[0] : null };
}

const missingText = (c: Clearance) => c.missing.join(', ').replace(/, ([^,]*)$/, ' and $1');

export const screeningPolicy = {
  canManage: (viewer: Viewer) => viewer.has(SCREENING_PERMISSION),
  /** Whether a viewer has an identity that can carry screening records (a volunteer: staff or intern). */
  isVolunteer: (viewer: Viewer) => viewer.isStaff || viewer.isIntern,

  manage(viewer: Viewer) {
    viewer.requireStaff();
    if (!screeningPolicy.canManage(viewer)) throw forbidden(`Screening records need the ${SCREENING_PERMISSION} permission.`);
  },
  readOwn(viewer: Viewer) {
    viewer.requireSignedIn();
    if (!screeningPolicy.isVolunteer(viewer)) throw forbidden('Screening is for staff and interns.');
  },

  /** The check-in station (and the kiosk) for this viewer: refused with what is missing. */
  requireStationClearance(clearance: Clearance) {
    if (clearance.cleared) return;
    throw new DomainError(
      'NOT_CLEARED',
      `You are not cleared to work with children yet: ${missingText(clearance)} ${clearance.missing.length > 1 ? 'are' : 'is'} missing. The check-in station opens once an administrator records it.`,
    );
  },
  /** Assigning a person to a group as a leader: refused with whom and what is missing. */
  requireAssignable(clearance: Clearance, name: string, field: 'staffId' | 'internId') {
    if (clearance.cleared) return;
    throw new DomainError('NOT_CLEARED', `${name} is not cleared to lead a group: ${missingText(clearance)} ${clearance.missing.length > 1 ? 'are' : 'is'} missing.`, {
      [field]: `${name} is not cleared: ${missingText(clearance)} missing.`,
    });
  },
};

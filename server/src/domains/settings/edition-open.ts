// Whether registration and club selection are open, as every reader of the program flags asks it (the
// Edition type, the registration form, a parent's submission). Rules, in plain sentences:
// - A flag that is off is closed.
// - A flag that is on with an opening day is open from that day on the program's clocks; before it, closed.
// - A flag that is on without an opening day is open.
// - Opening one on an edition whose week is over is allowed (SPEC §1: the flags are the administrator's),
//   and the settings page asks first: next summer is prepared by launching the next edition.
import { localDate } from './edition-time.ts';

/** A Date column of the database (UTC midnight) as its 'yyyy-mm-dd'. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function openOn(flag: boolean, opensOn: Date | null, timeZone: string, now = new Date()): boolean {
  return flag && (opensOn === null || dayOf(opensOn) <= localDate(now, timeZone));
}

/** The edition's flags as they stand at `now`. */
export function effectiveFlags<E extends { generalRegistrationOpen: boolean; electiveSelectionOpen: boolean; registrationOpensOn: Date | null; electiveSelectionOpensOn: Date | null; timeZone: string }>(
  edition: E,
  now = new Date(),
): E {
  return {
    ...edition,
    generalRegistrationOpen: openOn(edition.generalRegistrationOpen, edition.registrationOpensOn, edition.timeZone, now),
    electiveSelectionOpen: openOn(edition.electiveSelectionOpen, edition.electiveSelectionOpensOn, edition.timeZone, now),
  };
}

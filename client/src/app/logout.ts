// Logout (SPEC §2): end the session, mark the tab as just logged out, and go home. Loading home afresh
// also closes the live subscription and drops everything the store held for the signed-in person.
// What the person left on this device goes too: the family check-in code, and the check-in station's families
// and actions (the device station of shell-extensions.ts), once its actions are sent, or after the person
// confirmed losing those that cannot be.
import { askBeforeDiscarding } from './device-warning.ts';
import { deviceStation } from './shell-extensions.ts';
import { formatMessageNow } from '../i18n/format-now.ts';
import { defineMessages } from '../i18n/intl.tsx';

// Only a check-in station (staff and interns) leaves actions unsent.
const WORDS = defineMessages({
  title: { id: 'staff.station.unsentTitle', defaultMessage: 'Check-ins not sent yet' },
  message: { id: 'staff.station.unsentText', defaultMessage: '{unsent}: stay signed in until the station is back online, or discard them.' },
  keep: { id: 'staff.station.unsentKeep', defaultMessage: 'Stay signed in' },
  discard: { id: 'staff.station.unsentDiscard', defaultMessage: 'Discard them and log out' },
});

export const JUST_LOGGED_OUT = 'justLoggedOut';
/** What a signed-in person left on this device that the next person must not see (the family check-in code). */
export const SIGNED_IN_STORAGE_KEYS = ['vbs.familyCheckInCode'];

export async function logout(): Promise<void> {
  const station = await deviceStation();
  if (station) {
    const left = await station.leftAfterSync();
    if (left.length) {
      const discard = await askBeforeDiscarding({
        title: formatMessageNow(WORDS.title),
        message: formatMessageNow(WORDS.message, { unsent: station.unsentSentence(left) }),
        keepLabel: formatMessageNow(WORDS.keep),
        discardLabel: formatMessageNow(WORDS.discard),
      });
      if (!discard) return;
    }
    await station.wipeStation();
  }
  try {
    await fetch('/logout', { credentials: 'include', headers: { Accept: 'application/json' } });
  } finally {
    for (const key of SIGNED_IN_STORAGE_KEYS) localStorage.removeItem(key);
    sessionStorage.setItem(JUST_LOGGED_OUT, '1');
    window.location.assign('/');
  }
}

export function justLoggedOut(): boolean {
  // A page rendered on the server is for a signed-in viewer: no logout to follow there.
  return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(JUST_LOGGED_OUT) === '1';
}

export function forgetJustLoggedOut(): void {
  sessionStorage.removeItem(JUST_LOGGED_OUT);
}

// Logout (SPEC §2): end the session, mark the tab as just logged out, and go home. Loading home afresh
// also closes the live subscription and drops everything the store held for the signed-in person.
export const JUST_LOGGED_OUT = 'justLoggedOut';
/** What a signed-in person left on this device that the next person must not see (the family check-in code). */
export const SIGNED_IN_STORAGE_KEYS = ['vbs.familyCheckInCode'];

export async function logout(): Promise<void> {
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

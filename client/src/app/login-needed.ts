// The app's login-needed state (SPEC §4, §8): set when any call comes back UNAUTHENTICATED, so the
// login modal opens wherever the person is. Signing in reloads the page, which starts it fresh.
import { useSyncExternalStore } from 'react';

let needed = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (needed === value) return;
  needed = value;
  for (const listener of listeners) listener();
}

export const loginNeeded = {
  raise: () => set(true),
  clear: () => set(false),
  get: () => needed,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginNeeded(): boolean {
  return useSyncExternalStore(subscribe, loginNeeded.get, loginNeeded.get);
}

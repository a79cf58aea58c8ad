// A question before something left on this device is lost (the check-in station's actions not sent yet): the
// warning names what would be lost, and the person chooses to keep it or to discard it. One at a time; whoever
// asks waits for the answer (true: discard).
import { useSyncExternalStore } from 'react';

export interface DeviceWarning {
  title: string;
  message: string;
  keepLabel: string;
  discardLabel: string;
}

let current: { warning: DeviceWarning; answer: (discard: boolean) => void } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Shows the warning (DeviceWarningDialog.tsx) and resolves with the person's choice: true to discard. */
export function askBeforeDiscarding(warning: DeviceWarning): Promise<boolean> {
  current?.answer(false);
  return new Promise((resolve) => {
    current = {
      warning,
      answer: (discard) => {
        current = null;
        changed();
        resolve(discard);
      },
    };
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDeviceWarning() {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

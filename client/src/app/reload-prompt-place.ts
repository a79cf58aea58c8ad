// Where and whether the service worker's prompts show. On a phone a toast at the bottom covers the
// form's buttons and "Add child", so the prompts show at the top of the screen there; on wider screens
// they join the toast stack at the bottom right (SPEC §2). "App ready to work offline" is said once per
// device: the device remembers it has said it.
import type { NotificationData } from '@mantine/notifications';

export const OFFLINE_READY_STORAGE_KEY = 'vbs.offlineReadyShown';
/** Mantine's `sm` breakpoint: narrower than this is a phone. */
export const PHONE_QUERY = '(max-width: 47.99em)';

export function promptPosition(): NonNullable<NotificationData['position']> {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches ? 'top-center' : 'bottom-right';
}

/**
 * True the first time this device is told it works offline, and remembers it. Without storage (blocked
 * by the browser) it says yes: the service worker is ready only once per installation anyway.
 */
export function firstOfflineReady(storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): boolean {
  try {
    if (storage.getItem(OFFLINE_READY_STORAGE_KEY)) return false;
    storage.setItem(OFFLINE_READY_STORAGE_KEY, new Date().toISOString());
  } catch {
    // Storage refused: nothing to remember with.
  }
  return true;
}

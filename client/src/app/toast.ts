// Toasts (SPEC §2, §8): a stack at the bottom right; success stays 3 s, error 5 s, info uses the primary
// color. A toast with a key replaces the one already showing with that key (prefer 'new', the default)
// or is dropped while it shows (prefer 'old').
import { notifications, notificationsStore } from '@mantine/notifications';
import { formatMessageNow } from '../i18n/format-now.ts';
import { defineMessages } from '../i18n/intl.tsx';

const WORDS = defineMessages({ dismiss: { id: 'toast.dismiss', defaultMessage: 'Dismiss' } });

export const TOAST_DURATION = { success: 3000, error: 5000, info: 4000 } as const;
/** The service worker's reload prompt (ReloadPrompt.tsx): a path change must not clear it. */
export const RELOAD_PROMPT_ID = 'reload-prompt';

export interface ToastOptions {
  key?: string;
  prefer?: 'new' | 'old';
  /** Milliseconds before it closes; the kind's default otherwise. */
  duration?: number;
  title?: string;
}

type Kind = keyof typeof TOAST_DURATION;
const COLOR: Record<Kind, string | undefined> = { success: 'green', error: 'red', info: undefined };

function isShowing(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.id === id) || queue.some((n) => n.id === id);
}

function show(kind: Kind, message: string, options: ToastOptions = {}): string | null {
  const { key, prefer = 'new', duration = TOAST_DURATION[kind], title } = options;
  const data = {
    id: key,
    message,
    title,
    color: COLOR[kind],
    autoClose: duration,
    closeButtonProps: { 'aria-label': formatMessageNow(WORDS.dismiss) },
    role: kind === 'error' ? 'alert' : 'status',
  } as const;
  if (key && isShowing(key)) {
    if (prefer === 'old') return null;
    notifications.update({ ...data, id: key });
    return key;
  }
  return notifications.show(data);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss: (key: string) => notifications.hide(key),
  /** Every toast, shown or queued, but the reload prompt (the navigation guard calls this on a path change). */
  clear: () => {
    notifications.cleanQueue();
    for (const shown of notificationsStore.getState().notifications) {
      if (shown.id !== RELOAD_PROMPT_ID) notifications.hide(shown.id!);
    }
  },
};

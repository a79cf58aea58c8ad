/// <reference types="vite-plugin-pwa/client" />
// The service worker's two moments (SPEC §2 reload prompt, §9): once everything is cached, a toast says
// the app is ready to work offline (once per device); when a new version has been downloaded, a toast
// offers a Reload button and stays until used or dismissed (a path change does not clear it). On a phone
// both show at the top of the screen, where they cover no button (reload-prompt-place.ts). It looks for a
// new version every 10 minutes. It registers after the page has loaded, so the first visit gets its page
// first.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { firstOfflineReady, promptPosition } from './reload-prompt-place.ts';
import { RELOAD_PROMPT_ID, TOAST_DURATION } from './toast.ts';
import { formatMessageNow } from '../i18n/format-now.ts';
import { defineMessages } from '../i18n/intl.tsx';

const WORDS = defineMessages({
  offlineReady: { id: 'reload.offlineReady', defaultMessage: 'App ready to work offline' },
  needRefresh: { id: 'reload.needRefresh', defaultMessage: 'New content available, click on reload button to update.' },
  reload: { id: 'reload.button', defaultMessage: 'Reload' },
  dismiss: { id: 'toast.dismiss', defaultMessage: 'Dismiss' },
});
/** SPEC §9: service worker update check. */
export const UPDATE_CHECK_MS = 10 * 60 * 1000;

let updateServiceWorker: ((reload?: boolean) => Promise<void>) | null = null;

function showPrompt(needRefresh: boolean) {
  notifications.hide(RELOAD_PROMPT_ID);
  notifications.show({
    id: RELOAD_PROMPT_ID,
    position: promptPosition(),
    role: needRefresh ? 'alert' : 'status',
    color: needRefresh ? undefined : 'green',
    autoClose: needRefresh ? false : TOAST_DURATION.success,
    closeButtonProps: { 'aria-label': formatMessageNow(WORDS.dismiss) },
    message: needRefresh ? (
      <>
        <Text size="sm">{formatMessageNow(WORDS.needRefresh)}</Text>
        <Group mt="xs">
          <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void updateServiceWorker?.(true)}>
            {formatMessageNow(WORDS.reload)}
          </Button>
        </Group>
      </>
    ) : (
      formatMessageNow(WORDS.offlineReady)
    ),
  });
}

/** Registers the service worker once per page load (the Vite dev server has none). */
function register() {
  if (updateServiceWorker || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  updateServiceWorker = registerSW({
    onOfflineReady: () => {
      if (firstOfflineReady()) showPrompt(false);
    },
    onNeedRefresh: () => showPrompt(true),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        // Only when the server can be reached: an offline check would only log an error.
        if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (error) => console.warn('The offline service worker could not be registered:', error),
  });
}

/**
 * Registers once the page has loaded and the browser is idle: installing downloads every script of the
 * app, which on a slow network would otherwise compete with the page's own code and data.
 */
function registerAfterLoad(): () => void {
  const idleCallbacks = 'requestIdleCallback' in window;
  let idle: number | undefined;
  const whenIdle = () => {
    idle = idleCallbacks ? window.requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (idleCallbacks) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

export function ReloadPrompt() {
  useEffect(registerAfterLoad, []);
  return null;
}

// Providers every screen relies on: the page's language (i18n/LanguageProvider.tsx), the Mantine theme and the toast stack at the bottom right (SPEC §2).
// Relay is provided by the dashboard layout only, so public pages load none of it. The toast stack's
// code loads with the first toast (until then toasts wait in the store), so pages that never toast
// never download it.
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';
import type { Language } from '../../../shared/language.ts';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import type { Messages } from '../i18n/catalogues.ts';

const ToastStack = lazy(() => import('./ToastStack.tsx').then((m) => ({ default: m.ToastStack })));

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

interface Props {
  /** The page's language and its messages, loaded before the first render. */
  language: Language;
  messages: Messages;
  children: React.ReactNode;
}

export function AppProviders({ language, messages, children }: Props) {
  const [toasted, setToasted] = useState(hasToasts);
  useEffect(() => {
    if (toasted) return;
    return notificationsStore.subscribe(() => {
      if (hasToasts()) setToasted(true);
    });
  }, [toasted]);
  return (
    <LanguageProvider language={language} messages={messages}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {toasted && (
          <Suspense fallback={null}>
            <ToastStack />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </LanguageProvider>
  );
}

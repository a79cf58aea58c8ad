// Providers every screen relies on: the Mantine theme and the toast stack at the bottom right (SPEC §2).
// Relay is provided by the dashboard layout only, so public pages load none of it. The toast stack's
// code loads with the first toast (until then toasts wait in the store), so pages that never toast
// never download it.
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

const ToastStack = lazy(() => import('./ToastStack.tsx').then((m) => ({ default: m.ToastStack })));

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [toasted, setToasted] = useState(hasToasts);
  useEffect(() => {
    if (toasted) return;
    return notificationsStore.subscribe(() => {
      if (hasToasts()) setToasted(true);
    });
  }, [toasted]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {toasted && (
        <Suspense fallback={null}>
          <ToastStack />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}

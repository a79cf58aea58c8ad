// Providers every screen relies on: Mantine (theme, toasts at the bottom right) and Relay.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({ environment, children }: { environment: Environment; children: React.ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="bottom-right" limit={4} />
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </MantineProvider>
  );
}

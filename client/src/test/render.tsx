// Renders a component the way the app does (English, Mantine theme, Relay, a router), with Mantine's test
// environment: no transitions, no portals.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';

export function renderWithProviders(ui: React.ReactNode, { environment, path = '/' }: { environment: Environment; path?: string }) {
  return render(
    <LanguageProvider language="en" messages={{}}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <RelayEnvironmentProvider environment={environment}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback="loading">{ui}</Suspense>
          </MemoryRouter>
        </RelayEnvironmentProvider>
      </MantineProvider>
    </LanguageProvider>,
  );
}

// react-relay-hooks.ts stands in for 'react-relay' in every client import (vite.config.ts's alias) and reaches
// into react-relay's private lib/ files, which a react-relay upgrade may move, rename or change without
// notice. These tests fail on such an upgrade, before a page does:
// - the installed react-relay is the version the deep imports were checked against;
// - each deep import is the very function react-relay's public index exports under that name;
// - every name the client imports from 'react-relay' is one the stand-in exports;
// - a page's query, fragment and environment hooks work through it in a Relay test environment.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { reactRelayHooksTestQuery } from '../__generated__/reactRelayHooksTestQuery.graphql';
import type { reactRelayHooksTest_viewer$key } from '../__generated__/reactRelayHooksTest_viewer.graphql';
import { renderWithProviders } from '../test/render.tsx';
import * as hooks from './react-relay-hooks.ts';
import { graphql } from './react-relay-hooks.ts';

/** The react-relay release whose lib/ layout react-relay-hooks.ts was checked against. */
const WRITTEN_FOR = '21.0.1';
const ROOT = process.cwd();
// Node's own require: it does not go through vite.config.ts's alias, so 'react-relay' is the real package.
const requireFromRoot = createRequire(join(ROOT, 'package.json'));

describe('the react-relay stand-in (react-relay-hooks.ts)', () => {
  it('was written for the installed react-relay', () => {
    const installed = (JSON.parse(readFileSync(join(ROOT, 'node_modules/react-relay/package.json'), 'utf8')) as { version: string }).version;
    expect(
      installed,
      `react-relay is now ${installed}. Check that every lib/relay-hooks/ path react-relay-hooks.ts imports still exists and ` +
        'is what the package index exports (the test below), run `npm run build && npm run bench:bundle` to see that the ' +
        'stand-in still saves the legacy containers (~12 KB gzip on a dashboard page), then set WRITTEN_FOR here.',
    ).toBe(WRITTEN_FOR);
  });

  it('exports exactly the functions react-relay’s public index exports under the same names', () => {
    const real = requireFromRoot('react-relay') as Record<string, unknown>;
    const runtime = requireFromRoot('relay-runtime') as Record<string, unknown>;
    const names = Object.keys(hooks);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const ours = (hooks as Record<string, unknown>)[name];
      expect(typeof ours, `${name} is a function`).toBe('function');
      expect(ours === real[name] || ours === runtime[name], `${name} is react-relay's own ${name}`).toBe(true);
    }
  });

  it('exports every name the client imports from react-relay', () => {
    const imported = new Set<string>();
    const dir = join(ROOT, 'client/src');
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || file.includes('__generated__')) continue;
      for (const [, list] of readFileSync(join(dir, file), 'utf8').matchAll(/import\s+(?!type\b)\{([^}]*)\}\s*from\s*'react-relay'/g)) {
        for (const entry of list.split(',').map((n) => n.trim())) if (entry && !entry.startsWith('type ')) imported.add(entry.split(/\s+as\s+/)[0]);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !(name in hooks)), 'add these to react-relay-hooks.ts').toEqual([]);
  });

  it('runs a page’s query, fragment and environment hooks', async () => {
    const environment = createMockEnvironment();
    // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
    renderWithProviders(<Page />, { environment: environment as unknown as Environment });
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Viewer: () => ({ permissions: ['VIEW_SENSITIVE_INFO', 'MANAGE_VBS'] }) }),
    );
    expect(await screen.findByText('VIEW_SENSITIVE_INFO, MANAGE_VBS')).toBeTruthy();
    expect(screen.getByText('in the provided environment')).toBeTruthy();

    function Page() {
      const data = hooks.useLazyLoadQuery<reactRelayHooksTestQuery>(
        graphql`
          query reactRelayHooksTestQuery @relay_test_operation {
            viewer {
              ...reactRelayHooksTest_viewer
            }
          }
        `,
        {},
      );
      return data.viewer ? <Permissions viewer={data.viewer} /> : null;
    }

    function Permissions({ viewer }: { viewer: reactRelayHooksTest_viewer$key }) {
      const data = hooks.useFragment(
        graphql`
          fragment reactRelayHooksTest_viewer on Viewer {
            permissions
          }
        `,
        viewer,
      );
      const same = hooks.useRelayEnvironment() === (environment as unknown as Environment);
      return (
        <>
          <p>{data.permissions.join(', ')}</p>
          <p>{same ? 'in the provided environment' : 'in another environment'}</p>
        </>
      );
    }
  });
});

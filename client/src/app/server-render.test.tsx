// What a server-rendered page shows must be what the browser's first render shows (server-render.ts), or React
// throws the server's HTML away with an error. The countdown is the part that changes every second: rendered
// on the "server" at one moment, hydrated in the browser 1.5 s later, it matches, and then shows the browser's time.
import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import { EditionCountdown } from './EditionCountdown.tsx';
import { RENDERED_AT_ATTRIBUTE, ROOT_ELEMENT_ID, ServerRenderContext, useHydrated } from './server-render.ts';
import type { SiteShell } from './site-shell.ts';
import { theme } from './theme.ts';

const EDITION = {
  year: 2026,
  name: 'Egyptian Expedition',
  startsAt: '2026-08-10T14:00:00.000Z',
  endsAt: '2026-08-15T04:59:59.999Z',
  timeZone: 'America/Chicago',
  generalRegistrationOpen: true,
  internApplicationOpen: false,
  electiveSelectionOpen: false,
};
const SHELL: SiteShell = { status: 'ready', edition: EDITION, viewer: null };

function WidthDependent() {
  return <span>{useHydrated() ? 'browser' : 'server'}</span>;
}

const page = () => (
  <LanguageProvider language="en" messages={{}}>
    <MantineProvider theme={theme}>
      <EditionCountdown edition={EDITION} />
      <EditionCountdown edition={EDITION} variant="compact" />
      <WidthDependent />
    </MantineProvider>
  </LanguageProvider>
);

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a server-rendered countdown', () => {
  it('hydrates without a mismatch 1.5 s after it was rendered, then shows the browser’s time', async () => {
    const renderedAt = Date.parse('2026-08-01T12:00:00.000Z');
    const html = renderToString(<ServerRenderContext.Provider value={{ now: renderedAt, shell: SHELL, productionHost: false }}>{page()}</ServerRenderContext.Provider>);
    expect(html).toContain('server');
    // The server's render names the program's zone: it cannot know the reader's.
    expect(html).toMatch(/starting at (<!-- -->)?9:00 AM CDT/);

    vi.useFakeTimers({ now: renderedAt + 1500, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const root = document.createElement('div');
    root.id = ROOT_ELEMENT_ID;
    root.setAttribute(RENDERED_AT_ATTRIBUTE, String(renderedAt));
    root.innerHTML = html;
    document.body.append(root);
    const seconds = () => root.querySelectorAll('[role="timer"] p')[6].textContent;
    expect(seconds()).toBe('0'); // 9 days 2 hours 0 minutes 0 seconds to go at the render

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, page(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // Hydrated: the browser's clock (1.5 s later: 58.5 s to go in that minute) and what only the browser knows.
    expect(seconds()).toBe('58');
    expect(root.textContent).toContain('browser');
  });
});

describe('useHydrated', () => {
  it('is true from the first render of a part the browser renders itself (a dialog, a page reached by a link)', () => {
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <span>{hydrated ? 'browser' : 'server'}</span>;
    }
    const { container } = render(<Probe />);
    expect(seen[0]).toBe(true);
    expect(container.textContent).toBe('browser');
  });

  it('is false while each part hydrates, however long after the shell its code arrives, then true', async () => {
    const shell = (part: React.ReactNode) => (
      <div>
        <WidthDependent />
        <Suspense fallback={<span>loading</span>}>{part}</Suspense>
      </div>
    );
    const html = renderToString(<ServerRenderContext.Provider value={{ now: Date.now(), shell: SHELL, productionHost: false }}>{shell(<WidthDependent />)}</ServerRenderContext.Provider>);
    expect(html).not.toContain('browser');

    let arrive: (module: { default: typeof WidthDependent }) => void = () => undefined;
    const LatePart = lazy(() => new Promise<{ default: typeof WidthDependent }>((resolve) => (arrive = resolve)));
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, shell(<LatePart />), { onRecoverableError: (error) => mismatches.push(error) });
    });
    // The shell has hydrated and switched; the part whose code has not arrived still shows the server's HTML.
    expect([...root.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['browser', 'server']);
    await act(async () => arrive({ default: WidthDependent }));
    expect(mismatches).toEqual([]);
    expect([...root.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['browser', 'browser']);
  });
});

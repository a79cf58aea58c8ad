// A menu whose code loads on demand: its control is there (and reads as a menu button) before the code is in, a
// click before then opens the menu once it arrives, a control nobody has used stays plain once the code is in,
// focus moves to the new control when it is used and comes back to it when the menu closes, and the server's
// render and the hydration show the plain control.
import { Button, Menu, MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadLazy } from '../app/lazy-page.ts';
import { theme } from '../app/theme.ts';
import { makeLazyMenu } from './LazyMenu.tsx';

vi.mock('../app/toast.ts', () => ({ toast: { error: vi.fn() } }));
const { toast } = await import('../app/toast.ts');

function deferredMenu() {
  const pending: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(() => new Promise<{ Menu: typeof Menu }>((resolve, reject) => pending.push({ resolve: () => resolve({ Menu }), reject: () => reject(new Error('offline')) })));
  return {
    load,
    resolve: () => act(async () => pending.shift()!.resolve()),
    reject: () => act(async () => pending.shift()!.reject()),
  };
}

function renderMenu(LazyMenu: ReturnType<typeof makeLazyMenu>['LazyMenu'], onPrint = vi.fn()) {
  render(
    <MantineProvider theme={theme} env="test">
      <LazyMenu target={<Button>Print</Button>}>
        {(M) => (
          <>
            <M.Item onClick={onPrint}>This group</M.Item>
            <M.Item>All groups</M.Item>
          </>
        )}
      </LazyMenu>
    </MantineProvider>,
  );
  return () => screen.getByRole('button', { name: 'Print' });
}

describe('LazyMenu', () => {
  it('shows its control at once; a click before the code is in opens the menu when it arrives', async () => {
    const { load, resolve } = deferredMenu();
    const { LazyMenu } = makeLazyMenu(load);
    const onPrint = vi.fn();
    const print = renderMenu(LazyMenu, onPrint);
    expect(print().getAttribute('aria-haspopup')).toBe('menu');
    expect(print().getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();

    print().focus();
    fireEvent.click(print());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    await resolve();
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(print().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'This group' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
    // Mantine closes the menu and gives the focus back to the control it opened from.
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(print());
    });

    // Once in, the control is Mantine's own: it opens and closes at once.
    fireEvent.click(print());
    expect(await screen.findByRole('menu')).toBeTruthy();
    fireEvent.click(print());
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts downloading when its control is pointed at or focused; the control stays as it is until it is used, then opens at once', async () => {
    const { load, resolve } = deferredMenu();
    const { LazyMenu, MenuCode } = makeLazyMenu(load);
    const print = renderMenu(LazyMenu);
    fireEvent.pointerEnter(print());
    expect(load).toHaveBeenCalledTimes(1);
    print().focus();
    preloadLazy(MenuCode); // as usePreloadWhenIdle does once the page is up
    expect(load).toHaveBeenCalledTimes(1);
    const before = print();
    await resolve();
    // The code is in, but nothing is built for a menu nobody has opened: the same element, focused, closed.
    expect(print()).toBe(before);
    expect(document.activeElement).toBe(before);
    expect(print().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(print());
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(print()).not.toBe(before); // Menu.Target's element now
    fireEvent.click(screen.getByRole('menuitem', { name: 'All groups' }));
    // Closed, the menu gives the focus back to the new control.
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(print());
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the code cannot be downloaded, and tries again on the next click', async () => {
    const { load, resolve, reject } = deferredMenu();
    const { LazyMenu } = makeLazyMenu(load);
    const print = renderMenu(LazyMenu);
    fireEvent.click(print());
    await reject();
    expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('could not be opened'), expect.anything());
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(print());
    expect(load).toHaveBeenCalledTimes(2);
    await resolve();
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('renders the plain control on the server, even once the code is in', async () => {
    const { load, resolve } = deferredMenu();
    const { LazyMenu, MenuCode } = makeLazyMenu(load);
    preloadLazy(MenuCode);
    await resolve();
    const html = renderToString(
      <MantineProvider theme={theme} env="test">
        <LazyMenu target={<Button>Export CSV</Button>}>{(M) => <M.Item>All groups</M.Item>}</LazyMenu>
      </MantineProvider>,
    );
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"/);
    expect(html).toContain('Export CSV');
    expect(html).not.toContain('All groups');
  });
});

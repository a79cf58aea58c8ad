// A dialog or form whose code loads on demand: while it downloads the person sees that it is opening (and can
// give up with Escape), then the real thing; closing a dialog gives focus back to the button that opened it; a
// preload started before the click means no loading state at all.
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadLazy, preloadOn } from '../app/lazy-page.ts';
import { theme } from '../app/theme.ts';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import { LazyDialog, LazyForm } from './LazyPart.tsx';

function deferredModule() {
  let resolve!: () => void;
  const load = vi.fn(
    () =>
      new Promise<{ Dialog: (props: { onClose: () => void }) => React.ReactNode }>((done) => {
        resolve = () =>
          done({
            Dialog: ({ onClose }) => (
              <div role="dialog" aria-label="Add a child">
                <input aria-label="First name" autoFocus />
                <button type="button" onClick={onClose}>
                  Cancel
                </button>
              </div>
            ),
          });
      }),
  );
  return { load, resolve: () => act(async () => resolve()) };
}

function Page({ Dialog }: { Dialog: React.ComponentType<{ onClose: () => void }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} {...preloadOn(Dialog)}>
        Add a child
      </button>
      {open && (
        <LazyDialog onClose={() => setOpen(false)}>
          <Dialog onClose={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  );
}

const renderPage = (Dialog: React.ComponentType<{ onClose: () => void }>) =>
  render(
    <LanguageProvider language="en" messages={{}}>
      <MantineProvider theme={theme} env="test">
        <Page Dialog={Dialog} />
      </MantineProvider>
    </LanguageProvider>,
  );

describe('LazyDialog', () => {
  it('shows that the dialog is opening until its code is in, then the dialog; closing returns focus to the button', async () => {
    const { load, resolve } = deferredModule();
    const Dialog = lazyPage(load, 'Dialog');
    renderPage(Dialog);
    expect(load).not.toHaveBeenCalled();

    const button = screen.getByRole('button', { name: 'Add a child' });
    button.focus();
    fireEvent.click(button);
    const opening = screen.getByRole('status');
    expect(opening.textContent).toContain('Opening…');
    expect(screen.getByTestId('dialog-loading').getAttribute('aria-busy')).toBe('true');
    expect(load).toHaveBeenCalledTimes(1);

    await resolve();
    expect(await screen.findByRole('dialog', { name: 'Add a child' })).toBeTruthy();
    expect(screen.queryByTestId('dialog-loading')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a child' })));
  });

  it('gives up with Escape while the code is still downloading', async () => {
    const { load } = deferredModule();
    renderPage(lazyPage(load, 'Dialog'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(screen.getByTestId('dialog-loading')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('dialog-loading')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts downloading when the button is pointed at or focused, and downloads once', async () => {
    const { load, resolve } = deferredModule();
    const Dialog = lazyPage(load, 'Dialog');
    renderPage(Dialog);
    const button = screen.getByRole('button', { name: 'Add a child' });
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(button);
    preloadLazy(Dialog); // as usePreloadWhenIdle does once the page is up
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Add a child' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('LazyForm', () => {
  it('holds the form’s place with a busy skeleton until its code is in', async () => {
    let resolve!: () => void;
    const Form = lazyPage(() => new Promise<{ Form: () => React.ReactNode }>((done) => (resolve = () => done({ Form: () => <form aria-label="Your details" /> }))), 'Form');
    render(
      <LanguageProvider language="en" messages={{}}>
        <MantineProvider theme={theme} env="test">
          <LazyForm label="Loading the form…">
            <Form />
          </LazyForm>
        </MantineProvider>
      </LanguageProvider>,
    );
    const placeholder = screen.getByRole('status', { name: 'Loading the form…' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve());
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

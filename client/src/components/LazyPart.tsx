// Where a part of a page loaded on demand (app/lazy-page.ts: a dialog, an edit form) shows while its code
// downloads the first time it is opened: a dialog's loading state floats over the page, as the dialog will
// (the page does not move), and Escape or a click beside it gives up, as they close the dialog; a form's is
// a skeleton of about its height in its place. Once downloaded, parts open at once. Both are aria-busy with a
// spoken status. A dialog shown this way is unmounted when closed, so focus goes back to the control that
// opened it here (Mantine returns it only when a mounted dialog's `opened` turns false). Inline styles only:
// a stylesheet would be one more file on the page's first load.
import { Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from '../i18n/intl.tsx';

export function DialogLoading({ label, onClose }: { label: string; onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div
      data-testid="dialog-loading"
      aria-busy="true"
      onClick={onClose}
      style={{ position: 'fixed', inset: 0, zIndex: 200, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0, 0, 0, 0.6)' }}
    >
      <Paper shadow="md" radius="md" p="lg" role="status" onClick={(event) => event.stopPropagation()}>
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text>{label}</Text>
        </Group>
      </Paper>
    </div>,
    document.body,
  );
}

/** A dialog loaded on demand: its loading state until its code is in. `onClose` also gives up while it loads. */
export function LazyDialog({ label, onClose, children }: { label?: string; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  useFocusReturn();
  const words = label ?? intl.formatMessage({ id: 'loading.opening', defaultMessage: 'Opening…' });
  return <Suspense fallback={<DialogLoading label={words} onClose={onClose} />}>{children}</Suspense>;
}

/** A form loaded on demand in place: `rows` field-high skeletons until its code is in. */
export function LazyForm({ label, rows = 4, children }: { label: string; rows?: number; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Stack gap="sm" aria-busy="true" aria-label={label} role="status">
          {Array.from({ length: rows }, (_, i) => (
            <Skeleton key={i} height={i === rows - 1 ? 36 : 58} width={i === rows - 1 ? 140 : undefined} radius="sm" />
          ))}
        </Stack>
      }
    >
      {children}
    </Suspense>
  );
}

/** When the dialog goes, focus returns to what had it when the dialog was opened, if nothing else took it. */
function useFocusReturn() {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  useEffect(
    () => () => {
      // After the dialog's own nodes (and Mantine's focus trap) are gone.
      window.setTimeout(() => {
        const now = document.activeElement;
        if (opener?.isConnected && (!now || now === document.body)) opener.focus();
      });
    },
    [opener],
  );
}

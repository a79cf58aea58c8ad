// The one way the app asks "are you sure?": a Mantine modal with the question, what it means, and two
// buttons (the safe one first and focused). Never the browser's window.confirm, which cannot be styled,
// read well on a phone, or be tested like the rest of the page.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red for what removes or cannot be undone. */
  danger?: boolean;
}

/** `confirm(request)` resolves true when the person confirms, false when they cancel or close; render `dialog`. */
export function useConfirm(): [(request: ConfirmRequest) => Promise<boolean>, ReactNode] {
  const intl = useIntl();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const settle = useRef<((yes: boolean) => void) | null>(null);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const answer = (yes: boolean) => {
    settle.current?.(yes);
    settle.current = null;
    setRequest(null);
  };
  const dialog = (
    <Modal opened={request !== null} onClose={() => answer(false)} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'confirm.cancel', defaultMessage: 'Cancel' }) }} title={request?.title} centered>
      {request && (
        <Stack gap="md">
          {typeof request.message === 'string' ? <Text size="sm">{request.message}</Text> : request.message}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => answer(false)} data-autofocus>
              <FormattedMessage id="confirm.cancel" defaultMessage="Cancel" />
            </Button>
            <Button color={request.danger ? 'red' : undefined} onClick={() => answer(true)}>
              {request.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
  return [confirm, dialog];
}

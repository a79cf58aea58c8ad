// The dialog of device-warning.ts: what would be lost, and the two choices.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DeviceWarning } from './device-warning.ts';

export function DeviceWarningDialog({ warning, answer }: { warning: DeviceWarning; answer: (discard: boolean) => void }) {
  return (
    <Modal opened onClose={() => answer(false)} title={warning.title} size="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle aria-hidden color="var(--mantine-color-orange-8)" />
          <Text data-testid="device-warning">{warning.message}</Text>
        </Group>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={() => answer(false)} data-autofocus>{warning.keepLabel}</Button>
          <Button color="red" onClick={() => answer(true)}>{warning.discardLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

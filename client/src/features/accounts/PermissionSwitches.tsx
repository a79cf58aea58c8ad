// A staff member's permissions on their account card: one switch per permission, on or off, with its label
// and one line of what it allows. The powerful ones (POWERFUL_PERMISSIONS: sensitive information, the whole
// program, accounts) are granted or taken away only after a dialog names the person and the permission; an
// administrator taking their own ADMINISTER_ACCOUNTS is warned they lose this page. Administrators cannot
// give themselves permissions (the server refuses it too), so on their own card only granted ones can move.
import { Alert, Box, Button, Group, Modal, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../app/toast.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { PERMISSION_DESCRIPTIONS, PERMISSION_LABELS, permissionLabel, permissionPhrase, POWERFUL_PERMISSIONS } from './permissions.ts';
import { useGrantPermissionMutation, useRevokePermissionMutation } from './useAccountMutations.ts';

const ALL_PERMISSIONS = Object.keys(PERMISSION_LABELS);
const possessive = (name: string) => `${name}'s`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

interface Props {
  /** The staff identity's Relay id. */
  staffId: string;
  /** The person, as their card names them. */
  name: string;
  granted: readonly string[];
  /** The card is the signed-in administrator's own. */
  isViewer: boolean;
}

interface Pending {
  permission: string;
  grant: boolean;
}

export function PermissionSwitches({ staffId, name, granted, isViewer }: Props) {
  const [grant] = useGrantPermissionMutation();
  const [revoke] = useRevokePermissionMutation();
  const [busy, setBusy] = useState<string | null>(null);
  // The dialog is always mounted (closed): opening it then records the switch that had the focus, and closing
  // it gives the focus back to that switch.
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [asking, setAsking] = useState(false);

  async function change({ permission, grant: on }: Pending) {
    setAsking(false);
    setBusy(permission);
    try {
      await (on ? grant : revoke)({ staffId, permission: permission as never });
      toast.success(on ? `Gave ${name} ${permissionPhrase(permission)}.` : `Took away ${possessive(name)} ${permissionPhrase(permission)}.`);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  function request(permission: string, on: boolean) {
    if (POWERFUL_PERMISSIONS.includes(permission)) {
      setConfirming({ permission, grant: on });
      setAsking(true);
    } else void change({ permission, grant: on });
  }

  return (
    <Box component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={600} p={0} mb={6}>
        Permissions of {name}
      </Text>
      {isViewer && (
        <Text size="xs" c="dimmed" mb="xs">
          You can take permissions away from yourself, not give them: ask another administrator.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        {ALL_PERMISSIONS.map((permission) => {
          const on = granted.includes(permission);
          return (
            <Switch
              key={permission}
              checked={on}
              onChange={(event) => request(permission, event.currentTarget.checked)}
              disabled={busy !== null || (isViewer && !on)}
              label={permissionLabel(permission)}
              // The label wraps the description too: the name is the label alone, the description describes it.
              aria-label={permissionLabel(permission)}
              description={PERMISSION_DESCRIPTIONS[permission]}
              size="sm"
              styles={{ label: { fontWeight: on ? 600 : 400 } }}
            />
          );
        })}
      </SimpleGrid>
      <ConfirmDialog opened={asking} pending={confirming} name={name} isViewer={isViewer} onCancel={() => setAsking(false)} onConfirm={() => confirming && change(confirming)} />
    </Box>
  );
}

interface ConfirmProps {
  opened: boolean;
  pending: Pending | null;
  name: string;
  isViewer: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

function ConfirmDialog({ opened, pending, name, isViewer, onCancel, onConfirm }: ConfirmProps) {
  const permission = pending?.permission ?? '';
  const grant = pending?.grant ?? true;
  const phrase = permissionPhrase(permission);
  const allows = lowerFirst(PERMISSION_DESCRIPTIONS[permission] ?? '');
  const losesThisPage = isViewer && !grant && permission === 'ADMINISTER_ACCOUNTS';
  return (
    <Modal opened={opened && pending !== null} onClose={onCancel} closeButtonProps={{ 'aria-label': 'Close' }} title={grant ? `Give ${name} ${phrase}?` : `Take away ${possessive(name)} ${phrase}?`}>
      <Stack>
        <Text>{grant ? `${name} will be able to ${allows}` : `${name} will no longer be able to ${allows}`}</Text>
        {losesThisPage && (
          <Alert color="red" title="You will lose this page">
            This is your own account: you will no longer see the accounts page or the audit trail, and only another administrator can give the permission back.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color={grant ? undefined : 'red'} onClick={onConfirm}>
            {grant ? 'Give permission' : 'Take away permission'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

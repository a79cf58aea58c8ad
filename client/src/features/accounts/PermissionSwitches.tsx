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
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const ALL_PERMISSIONS = Object.keys(PERMISSION_LABELS);

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
  const intl = useIntl();
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
      const values = { name, phrase: permissionPhrase(permission) };
      toast.success(
        on
          ? intl.formatMessage({ id: 'staff.accounts.permissionGiven', defaultMessage: 'Gave {name} {phrase}.' }, values)
          : intl.formatMessage({ id: 'staff.accounts.permissionTakenAway', defaultMessage: "Took away {name}'s {phrase}." }, values),
      );
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
        <FormattedMessage id="staff.accounts.permissionsOf" defaultMessage="Permissions of {name}" values={{ name }} />
      </Text>
      {isViewer && (
        <Text size="xs" c="dimmed" mb="xs">
          <FormattedMessage id="staff.accounts.ownPermissionsHint" defaultMessage="You can take permissions away from yourself, not give them: ask another administrator." />
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
  const intl = useIntl();
  const permission = pending?.permission ?? '';
  const grant = pending?.grant ?? true;
  const phrase = permissionPhrase(permission);
  const allows = lowerFirst(PERMISSION_DESCRIPTIONS[permission] ?? '');
  const losesThisPage = isViewer && !grant && permission === 'ADMINISTER_ACCOUNTS';
  return (
    <Modal
      opened={opened && pending !== null}
      onClose={onCancel}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'staff.accounts.close', defaultMessage: 'Close' }) }}
      title={
        grant
          ? intl.formatMessage({ id: 'staff.accounts.givePermissionTitle', defaultMessage: 'Give {name} {phrase}?' }, { name, phrase })
          : intl.formatMessage({ id: 'staff.accounts.takeAwayPermissionTitle', defaultMessage: "Take away {name}'s {phrase}?" }, { name, phrase })
      }
    >
      <Stack>
        <Text>
          <FormattedMessage
            id="staff.accounts.permissionAllows"
            defaultMessage="{grant, select, true {{name} will be able to {allows}} other {{name} will no longer be able to {allows}}}"
            values={{ grant: String(grant), name, allows }}
          />
        </Text>
        {losesThisPage && (
          <Alert color="red" title={intl.formatMessage({ id: 'staff.accounts.losesThisPage', defaultMessage: 'You will lose this page' })}>
            <FormattedMessage id="staff.accounts.losesThisPageExplained" defaultMessage="This is your own account: you will no longer see the accounts page or the audit trail, and only another administrator can give the permission back." />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            <FormattedMessage id="staff.accounts.cancel" defaultMessage="Cancel" />
          </Button>
          <Button color={grant ? undefined : 'red'} onClick={onConfirm}>
            {grant ? <FormattedMessage id="staff.accounts.givePermission" defaultMessage="Give permission" /> : <FormattedMessage id="staff.accounts.takeAwayPermission" defaultMessage="Take away permission" />}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

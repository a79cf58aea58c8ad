// One account on the accounts page: who it is (parent, staff, intern), how it signs in, when it last did,
// and what an administrator can do with it. A staff member's permissions are switches (PermissionSwitches.tsx).
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AccountCard_account$key } from '../../__generated__/AccountCard_account.graphql';
import { toast } from '../../app/toast.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { MergeAccountsDialog } from './MergeAccountsDialog.tsx';
import { PermissionSwitches } from './PermissionSwitches.tsx';
import { useDeactivateAccountMutation, useMakeStaffMutation, useReactivateAccountMutation } from './useAccountMutations.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export function AccountCard({ account: ref, isViewer, onMerged }: { account: AccountCard_account$key; isViewer: boolean; onMerged: () => void }) {
  const intl = useIntl();
  const a = useFragment(
    graphql`
      fragment AccountCard_account on Account {
        id
        databaseId
        email
        fullName
        lastSignInAt
        deactivatedAt
        signInProviders {
          provider
          email
        }
        parentIdentity {
          id
          firstName
          lastName
        }
        staffIdentity {
          id
          firstName
          lastName
          permissions
        }
        internIdentity {
          id
          firstName
          lastName
        }
      }
    `,
    ref,
  );
  const [makeStaff, makingStaff] = useMakeStaffMutation();
  const [deactivate, deactivating] = useDeactivateAccountMutation();
  const [reactivate, reactivating] = useReactivateAccountMutation();
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);
  const [merging, setMerging] = useState(false);

  const person = a.staffIdentity ?? a.parentIdentity ?? a.internIdentity;
  const name = a.fullName || (person ? `${person.firstName} ${person.lastName}` : a.email) || intl.formatMessage({ id: 'staff.accounts.unnamedAccount', defaultMessage: 'Account {number}' }, { number: String(a.databaseId) });
  const staff = a.staffIdentity;

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <Card withBorder padding="md" radius="md" aria-label={intl.formatMessage({ id: 'staff.accounts.accountOf', defaultMessage: 'Account of {name}' }, { name })} component="section">
      <Stack gap="xs">
        <Group justify="space-between" align="start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {a.email && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {a.email}
              </Text>
            )}
          </div>
          <Group gap={6} wrap="wrap">
            {a.parentIdentity && <Badge variant="light"><FormattedMessage id="staff.accounts.parent" defaultMessage="Parent" /></Badge>}
            {staff && <Badge variant="light" color="grape"><FormattedMessage id="staff.accounts.staff" defaultMessage="Staff" /></Badge>}
            {a.internIdentity && <Badge variant="light" color="teal"><FormattedMessage id="staff.accounts.intern" defaultMessage="Intern" /></Badge>}
            {a.deactivatedAt && <Badge color="red"><FormattedMessage id="staff.accounts.deactivated" defaultMessage="Deactivated" /></Badge>}
          </Group>
        </Group>
        <Text size="sm">
          <FormattedMessage
            id="staff.accounts.signInSummary"
            defaultMessage="Signs in with {providers} · last sign-in {lastSignIn}"
            values={{
              providers: a.signInProviders.length ? a.signInProviders.map((p) => p.provider).join(', ') : intl.formatMessage({ id: 'staff.accounts.noProviderYet', defaultMessage: 'no provider yet' }),
              lastSignIn: a.lastSignInAt ? formatDateTime(a.lastSignInAt) : intl.formatMessage({ id: 'staff.accounts.neverSignedIn', defaultMessage: 'never' }),
            }}
          />
        </Text>
        {staff && <PermissionSwitches staffId={staff.id} name={name} granted={staff.permissions as readonly string[]} isViewer={isViewer} />}
        <Group gap="xs" wrap="wrap">
          {!staff && (
            <Button size="xs" variant="light" loading={makingStaff} onClick={() => run(() => makeStaff({ accountId: a.id }), intl.formatMessage({ id: 'staff.accounts.nowStaff', defaultMessage: '{name} is now staff.' }, { name }))}>
              <FormattedMessage id="staff.accounts.makeStaff" defaultMessage="Make staff" />
            </Button>
          )}
          {!isViewer &&
            (a.deactivatedAt ? (
              <Button size="xs" variant="light" loading={reactivating} onClick={() => run(() => reactivate({ accountId: a.id }), intl.formatMessage({ id: 'staff.accounts.reactivated', defaultMessage: '{name} can sign in again.' }, { name }))}>
                <FormattedMessage id="staff.accounts.reactivate" defaultMessage="Reactivate" />
              </Button>
            ) : (
              <Button size="xs" variant="light" color="red" onClick={() => setConfirmDeactivate(true)}>
                <FormattedMessage id="staff.accounts.deactivate" defaultMessage="Deactivate" />
              </Button>
            ))}
          {!isViewer && (
            <Button size="xs" variant="default" onClick={() => setMerging(true)}>
              <FormattedMessage id="staff.accounts.mergeIntoThisOne" defaultMessage="Merge another account into this one…" />
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={confirmDeactivate} onClose={() => setConfirmDeactivate(false)} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'staff.accounts.close', defaultMessage: 'Close' }) }} title={intl.formatMessage({ id: 'staff.accounts.deactivateConfirmTitle', defaultMessage: 'Deactivate {name}?' }, { name })}>
        <Stack>
          <Text><FormattedMessage id="staff.accounts.deactivateExplained" defaultMessage="They are signed out everywhere at once and cannot sign in again until an administrator reactivates the account. Nothing is deleted." /></Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDeactivate(false)}>
              <FormattedMessage id="staff.accounts.cancel" defaultMessage="Cancel" />
            </Button>
            <Button
              color="red"
              loading={deactivating}
              onClick={async () => {
                await run(() => deactivate({ accountId: a.id }), intl.formatMessage({ id: 'staff.accounts.deactivatedAndSignedOut', defaultMessage: '{name} is deactivated and signed out.' }, { name }));
                setConfirmDeactivate(false);
              }}
            >
              <FormattedMessage id="staff.accounts.deactivate" defaultMessage="Deactivate" />
            </Button>
          </Group>
        </Stack>
      </Modal>
      {merging && <MergeAccountsDialog keepAccountId={a.id} keepName={name} onClose={() => setMerging(false)} onMerged={onMerged} />}
    </Card>
  );
}

// An administrator's requests to merge the signed-in account with another one, for its owner to confirm
// or decline. A merge moves children, registrations and a sign-in, so it happens only once the owner of
// each account has confirmed it here, signed in to that account.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AccountMergeRequestsQuery, AccountMergeRequestsQuery$data } from '../../__generated__/AccountMergeRequestsQuery.graphql';
import { toast } from '../../app/toast.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { useConfirmAccountMergeMutation, useDeclineAccountMergeMutation } from './useAccountMergeRequestMutations.ts';
import { formatInstantDate } from '../../lib/dates.ts';

type MergeRequest = AccountMergeRequestsQuery$data['myAccountMergeRequests'][number];

const signsInWith = (providers: readonly string[]) => (providers.length ? ` (signs in with ${providers.join(', ')})` : '');

export function AccountMergeRequests() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AccountMergeRequestsQuery>(
    graphql`
      query AccountMergeRequestsQuery {
        viewer {
          account {
            id
          }
        }
        myAccountMergeRequests {
          id
          keepAccountId
          keepLabel
          mergeLabel
          keepProviders
          mergeProviders
          keepConfirmed
          mergeConfirmed
          expiresAt
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const me = data.viewer?.account.id;
  if (!me || data.myAccountMergeRequests.length === 0) return null;
  return (
    <Stack gap="sm">
      {data.myAccountMergeRequests.map((r) => (
        <MergeRequestCard key={r.id} request={r} keeping={r.keepAccountId === me} onAnswered={() => setFetchKey((k) => k + 1)} />
      ))}
    </Stack>
  );
}

function MergeRequestCard({ request: r, keeping, onAnswered }: { request: MergeRequest; keeping: boolean; onAnswered: () => void }) {
  const [confirm, confirming] = useConfirmAccountMergeMutation();
  const [decline, declining] = useDeclineAccountMergeMutation();
  const mine = keeping ? r.keepConfirmed : r.mergeConfirmed;
  const theirs = keeping ? r.mergeConfirmed : r.keepConfirmed;
  const other = keeping ? `${r.mergeLabel}${signsInWith(r.mergeProviders)}` : `${r.keepLabel}${signsInWith(r.keepProviders)}`;

  async function onConfirm() {
    try {
      const { confirmAccountMerge } = await confirm({ requestId: r.id });
      if (confirmAccountMerge.merged) {
        toast.success(`Merged: everything is now in ${r.keepLabel}.`);
        // This account may be the one merged away (its sessions ended): start again from the dashboard.
        window.location.assign('/dashboard');
        return;
      }
      toast.success('Confirmed for this account. Now sign in to the other account and confirm there.');
      onAnswered();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  async function onDecline() {
    try {
      await decline({ requestId: r.id });
      toast.success('Declined: nothing was merged.');
      onAnswered();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <Alert color="orange" title="Merge two accounts?">
      <Stack gap="xs">
        <Text size="sm">
          An administrator asked to merge {r.mergeLabel}
          {signsInWith(r.mergeProviders)} into {r.keepLabel}
          {signsInWith(r.keepProviders)}. Its children, registrations, contacts and sign-in move to {r.keepLabel}, and either sign-in then opens it.
          Confirm only if both accounts are yours.
        </Text>
        <Text size="sm">
          This account: {mine ? 'confirmed' : 'not confirmed yet'}. The other account, {other}: {theirs ? 'confirmed' : 'not confirmed yet'}. The merge
          happens once both are confirmed, each signed in to itself, before {formatInstantDate(r.expiresAt)}.
        </Text>
        <Group gap="xs">
          {!mine && (
            <Button size="compact-md" loading={confirming} onClick={() => void onConfirm()}>
              Confirm: both accounts are mine
            </Button>
          )}
          <Button size="compact-md" variant="default" loading={declining} onClick={() => void onDecline()}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

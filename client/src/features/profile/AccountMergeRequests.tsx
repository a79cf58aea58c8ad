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
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';

const WORDS = defineMessages({
  account: { id: 'merge.account', defaultMessage: '{label}{providers, select, none {} other { (signs in with {providers})}}' },
  merged: { id: 'merge.merged', defaultMessage: 'Merged: everything is now in {account}.' },
  confirmedHere: { id: 'merge.confirmedHere', defaultMessage: 'Confirmed for this account. Now sign in to the other account and confirm there.' },
  declined: { id: 'merge.declined', defaultMessage: 'Declined: nothing was merged.' },
  title: { id: 'merge.title', defaultMessage: 'Merge two accounts?' },
  asked: {
    id: 'merge.asked',
    defaultMessage:
      'An administrator asked to merge {merge} into {keep}. Its children, registrations, contacts and sign-in move to {keepLabel}, and either sign-in then opens it. Confirm only if both accounts are yours.',
  },
  state: {
    id: 'merge.state',
    defaultMessage:
      'This account: {mine, select, yes {confirmed} other {not confirmed yet}}. The other account, {other}: {theirs, select, yes {confirmed} other {not confirmed yet}}. The merge happens once both are confirmed, each signed in to itself, before {date}.',
  },
  confirm: { id: 'merge.confirm', defaultMessage: 'Confirm: both accounts are mine' },
  decline: { id: 'merge.decline', defaultMessage: 'Decline' },
});

type MergeRequest = AccountMergeRequestsQuery$data['myAccountMergeRequests'][number];

/** An account as its owner knows it: its name, and the sign-ins that open it. */
const accountWords = (intl: IntlShape, label: string, providers: readonly string[]) =>
  intl.formatMessage(WORDS.account, { label, providers: providers.length ? providers.join(', ') : 'none' });

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
  const intl = useIntl();
  const [confirm, confirming] = useConfirmAccountMergeMutation();
  const [decline, declining] = useDeclineAccountMergeMutation();
  const mine = keeping ? r.keepConfirmed : r.mergeConfirmed;
  const theirs = keeping ? r.mergeConfirmed : r.keepConfirmed;
  const mergeAccount = accountWords(intl, r.mergeLabel, r.mergeProviders);
  const keepAccount = accountWords(intl, r.keepLabel, r.keepProviders);
  const other = keeping ? mergeAccount : keepAccount;

  async function onConfirm() {
    try {
      const { confirmAccountMerge } = await confirm({ requestId: r.id });
      if (confirmAccountMerge.merged) {
        toast.success(intl.formatMessage(WORDS.merged, { account: r.keepLabel }));
        // This account may be the one merged away (its sessions ended): start again from the dashboard.
        window.location.assign('/dashboard');
        return;
      }
      toast.success(intl.formatMessage(WORDS.confirmedHere));
      onAnswered();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  async function onDecline() {
    try {
      await decline({ requestId: r.id });
      toast.success(intl.formatMessage(WORDS.declined));
      onAnswered();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <Alert color="orange" title={intl.formatMessage(WORDS.title)}>
      <Stack gap="xs">
        <Text size="sm">
          <FormattedMessage {...WORDS.asked} values={{ merge: mergeAccount, keep: keepAccount, keepLabel: r.keepLabel }} />
        </Text>
        <Text size="sm">
          <FormattedMessage
            {...WORDS.state}
            values={{ mine: mine ? 'yes' : 'no', theirs: theirs ? 'yes' : 'no', other, date: formatInstantDate(r.expiresAt) }}
          />
        </Text>
        <Group gap="xs">
          {!mine && (
            <Button size="compact-md" loading={confirming} onClick={() => void onConfirm()}>
              <FormattedMessage {...WORDS.confirm} />
            </Button>
          )}
          <Button size="compact-md" variant="default" loading={declining} onClick={() => void onDecline()}>
            <FormattedMessage {...WORDS.decline} />
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

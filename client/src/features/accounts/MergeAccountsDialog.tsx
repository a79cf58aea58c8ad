// Merging another account of the same person into this one: find the other account, see exactly what
// will move (a preview from the server), then merge at once when both sign in with the same verified
// e-mail, or ask both accounts' owners to confirm (they see the request on their profile page).
import { Alert, Button, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { MergeAccountsDialogFindQuery, MergeAccountsDialogFindQuery$data } from '../../__generated__/MergeAccountsDialogFindQuery.graphql';
import type { MergeAccountsDialogPreviewQuery, MergeAccountsDialogPreviewQuery$data } from '../../__generated__/MergeAccountsDialogPreviewQuery.graphql';
import type { MergeAccountsDialogMergeMutation } from '../../__generated__/MergeAccountsDialogMergeMutation.graphql';
import type { MergeAccountsDialogRequestMutation, MergeAccountsDialogRequestMutation$data } from '../../__generated__/MergeAccountsDialogRequestMutation.graphql';
import { toast } from '../../app/toast.ts';
import { errorMessage, useMutationPromise } from '../../lib/mutation.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from '../../i18n/intl.tsx';

const findQuery = graphql`
  query MergeAccountsDialogFindQuery($search: String!) {
    accounts(first: 6, search: $search) {
      edges {
        node {
          id
          email
          fullName
          signInProviders {
            provider
          }
        }
      }
    }
  }
`;

const previewQuery = graphql`
  query MergeAccountsDialogPreviewQuery($keep: ID!, $merge: ID!) {
    accountMergePreview(keepAccountId: $keep, mergeAccountId: $merge) {
      keepLabel
      mergeLabel
      signInProviders
      sharedVerifiedEmail
      identities {
        identity
        action
      }
      moves {
        model
        moved
        duplicatesDropped
      }
    }
  }
`;

/** What moves, counted. */
const WHAT: Record<string, MessageDescriptor> = defineMessages({
  ChildParent: { id: 'staff.accounts.moves.children', defaultMessage: '{count, plural, one {# child} other {# children}}' },
  SignInIdentity: { id: 'staff.accounts.moves.signInIdentities', defaultMessage: '{count, plural, one {# sign-in identity} other {# sign-in identities}}' },
  Registration: { id: 'staff.accounts.moves.registrations', defaultMessage: '{count, plural, one {# registration} other {# registrations}}' },
  EmergencyContact: { id: 'staff.accounts.moves.emergencyContacts', defaultMessage: '{count, plural, one {# emergency contact} other {# emergency contacts}}' },
  StaffPermission: { id: 'staff.accounts.moves.permissions', defaultMessage: '{count, plural, one {# permission} other {# permissions}}' },
  GroupStaff: { id: 'staff.accounts.moves.groupAssignments', defaultMessage: '{count, plural, one {# group assignment} other {# group assignments}}' },
  InternApplication: { id: 'staff.accounts.moves.internApplications', defaultMessage: '{count, plural, one {# intern application} other {# intern applications}}' },
  GroupIntern: { id: 'staff.accounts.moves.internGroupAssignments', defaultMessage: '{count, plural, one {# intern group assignment} other {# intern group assignments}}' },
});

type Candidate = NonNullable<NonNullable<MergeAccountsDialogFindQuery$data['accounts']['edges'][number]>['node']>;
type Preview = MergeAccountsDialogPreviewQuery$data['accountMergePreview'];
type Requested = MergeAccountsDialogRequestMutation$data['requestAccountMerge'];

export function MergeAccountsDialog({ keepAccountId, keepName, onClose, onMerged }: { keepAccountId: string; keepName: string; onClose: () => void; onMerged: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [requested, setRequested] = useState<Requested | null>(null);
  const [merge, merging] = useMutationPromise<MergeAccountsDialogMergeMutation>(graphql`
    mutation MergeAccountsDialogMergeMutation($keep: ID!, $merge: ID!) {
      mergeAccounts(keepAccountId: $keep, mergeAccountId: $merge) {
        keepLabel
      }
    }
  `);
  const [request, requesting] = useMutationPromise<MergeAccountsDialogRequestMutation>(graphql`
    mutation MergeAccountsDialogRequestMutation($keep: ID!, $merge: ID!) {
      requestAccountMerge(keepAccountId: $keep, mergeAccountId: $merge) {
        mergeLabel
        keepLabel
        expiresAt
      }
    }
  `);

  async function find() {
    setBusy(true);
    setPreview(null);
    setChosen(null);
    setRefusal(null);
    setRequested(null);
    try {
      const data = await fetchQuery<MergeAccountsDialogFindQuery>(environment, findQuery, { search: search.trim() }, { fetchPolicy: 'network-only' }).toPromise();
      setCandidates((data?.accounts.edges ?? []).map((e) => e?.node).filter((n): n is Candidate => !!n && n.id !== keepAccountId));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function choose(id: string) {
    setChosen(id);
    setRefusal(null);
    setRequested(null);
    setBusy(true);
    try {
      const data = await fetchQuery<MergeAccountsDialogPreviewQuery>(environment, previewQuery, { keep: keepAccountId, merge: id }, { fetchPolicy: 'network-only' }).toPromise();
      setPreview(data?.accountMergePreview ?? null);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!chosen) return;
    try {
      await merge({ keep: keepAccountId, merge: chosen });
      toast.success(intl.formatMessage({ id: 'staff.accounts.mergedInto', defaultMessage: 'Merged into {keepName}.' }, { keepName }));
      onMerged();
      onClose();
    } catch (e) {
      // The server says why (e.g. no shared verified e-mail) and what to do instead.
      setRefusal(errorMessage(e));
    }
  }

  async function askOwners() {
    if (!chosen) return;
    try {
      setRequested((await request({ keep: keepAccountId, merge: chosen })).requestAccountMerge);
    } catch (e) {
      setRefusal(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'staff.accounts.mergeDialogTitle', defaultMessage: 'Merge another account into {keepName}' }, { keepName })} size="lg">
      <Stack>
        <Text size="sm"><FormattedMessage id="staff.accounts.mergeExplained" defaultMessage="For one person who signed in once with Google and once with Facebook. Everything of the other account moves here; the other account is then removed." /></Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void find();
          }}
        >
          <Group align="end" gap="xs" wrap="wrap">
            <TextInput label={intl.formatMessage({ id: 'staff.accounts.theOtherAccount', defaultMessage: 'The other account' })} placeholder={intl.formatMessage({ id: 'staff.accounts.nameOrEMail', defaultMessage: 'Name or e-mail' })} value={search} onChange={(e) => setSearch(e.currentTarget.value)} style={{ flex: '1 1 14rem' }} required />
            <Button type="submit" variant="default" loading={busy && !chosen}>
              <FormattedMessage id="staff.accounts.find" defaultMessage="Find" />
            </Button>
          </Group>
        </form>
        {candidates?.length === 0 && <Text c="dimmed"><FormattedMessage id="staff.accounts.noOtherAccountMatches" defaultMessage="No other account matches." /></Text>}
        {candidates && candidates.length > 0 && (
          <Radio.Group label={intl.formatMessage({ id: 'staff.accounts.mergeThisAccount', defaultMessage: 'Merge this account' })} value={chosen} onChange={(id) => void choose(id)}>
            <Stack gap={6} mt={6}>
              {candidates.map((c) => (
                <Radio key={c.id} value={c.id} label={intl.formatMessage(
                    { id: 'staff.accounts.candidate', defaultMessage: '{name}{email, select, none {} other { ({email})}} · {providers}' },
                    {
                      name: c.fullName || c.email || intl.formatMessage({ id: 'staff.accounts.unnamed', defaultMessage: 'Unnamed' }),
                      email: c.email || 'none',
                      providers: c.signInProviders.map((p) => p.provider).join(', ') || intl.formatMessage({ id: 'staff.accounts.noProvider', defaultMessage: 'no provider' }),
                    },
                  )} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {preview && (
          <Alert color="blue" title={intl.formatMessage({ id: 'staff.accounts.mergingPreview', defaultMessage: 'Merging {mergeLabel} into {keepLabel}' }, { mergeLabel: preview.mergeLabel, keepLabel: preview.keepLabel })}>
            <List size="sm" spacing={4}>
              <List.Item><FormattedMessage id="staff.accounts.signsInWith" defaultMessage="Signs in with: {providers}" values={{ providers: preview.signInProviders.join(', ') }} /></List.Item>
              {preview.identities.map((i) => (
                <List.Item key={i.identity}>
                  <FormattedMessage
                    id="staff.accounts.identityAction"
                    defaultMessage="{identity} identity: {action, select, MOVE {moves over} other {joined with this account’s}}"
                    values={{ identity: i.identity, action: i.action }}
                  />
                </List.Item>
              ))}
              {preview.moves.map((m) => (
                <List.Item key={m.model}>
                  <FormattedMessage
                    id="staff.accounts.moved"
                    defaultMessage="{moved}{dropped, plural, =0 {} other { (# already here, kept once)}}"
                    values={{ moved: WHAT[m.model] ? intl.formatMessage(WHAT[m.model], { count: m.moved }) : `${m.moved} ${m.model}`, dropped: m.duplicatesDropped ?? 0 }}
                  />
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {preview &&
          !requested &&
          (preview.sharedVerifiedEmail ? (
            <Text size="sm"><FormattedMessage id="staff.accounts.sharedVerifiedEmail" defaultMessage="Both accounts sign in with {sharedVerifiedEmail}, verified by their providers, so they can be merged now." values={{ sharedVerifiedEmail: preview.sharedVerifiedEmail }} /></Text>
          ) : (
            <Alert color="yellow" title={intl.formatMessage({ id: 'staff.accounts.ownersMustConfirm', defaultMessage: 'The owners must confirm' })}>
              <FormattedMessage id="staff.accounts.ownersMustConfirmExplained" defaultMessage="These accounts share no e-mail verified by their sign-in providers, so nothing shows they belong to one person. Ask the owners: the merge happens once each account’s owner has confirmed it on their profile page, signed in to that account." />
            </Alert>
          ))}
        {refusal && (
          <Alert color="red" title={intl.formatMessage({ id: 'staff.accounts.notMerged', defaultMessage: 'Not merged' })} role="alert">
            {refusal}
          </Alert>
        )}
        {requested && (
          <Alert color="blue" title={intl.formatMessage({ id: 'staff.accounts.awaitingConfirmation', defaultMessage: 'Awaiting confirmation' })} role="status">
            <FormattedMessage
              id="staff.accounts.awaitingConfirmationExplained"
              defaultMessage="Merging {mergeLabel} into {keepLabel} waits for the owner of each account to confirm it on their profile page, until {expiresAt}."
              values={{ mergeLabel: requested.mergeLabel, keepLabel: requested.keepLabel, expiresAt: formatInstantDate(requested.expiresAt) }}
            />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {requested ? <FormattedMessage id="staff.accounts.close" defaultMessage="Close" /> : <FormattedMessage id="staff.accounts.cancel" defaultMessage="Cancel" />}
          </Button>
          {preview?.sharedVerifiedEmail ? (
            <Button color="red" loading={merging} onClick={() => void confirm()}>
              <FormattedMessage id="staff.accounts.mergeAccounts" defaultMessage="Merge accounts" />
            </Button>
          ) : (
            <Button disabled={!preview || !!requested} loading={requesting} onClick={() => void askOwners()}>
              <FormattedMessage id="staff.accounts.askOwnersToConfirm" defaultMessage="Ask the owners to confirm" />
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

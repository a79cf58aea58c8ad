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

const WHAT: Record<string, string> = {
  ChildParent: 'children',
  SignInIdentity: 'sign-in identities',
  Registration: 'registrations',
  EmergencyContact: 'emergency contacts',
  StaffPermission: 'permissions',
  GroupStaff: 'group assignments',
  InternApplication: 'intern applications',
  GroupIntern: 'intern group assignments',
};

type Candidate = NonNullable<NonNullable<MergeAccountsDialogFindQuery$data['accounts']['edges'][number]>['node']>;
type Preview = MergeAccountsDialogPreviewQuery$data['accountMergePreview'];
type Requested = MergeAccountsDialogRequestMutation$data['requestAccountMerge'];

export function MergeAccountsDialog({ keepAccountId, keepName, onClose, onMerged }: { keepAccountId: string; keepName: string; onClose: () => void; onMerged: () => void }) {
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
      toast.success(`Merged into ${keepName}.`);
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
    <Modal opened onClose={onClose} title={`Merge another account into ${keepName}`} size="lg">
      <Stack>
        <Text size="sm">For one person who signed in once with Google and once with Facebook. Everything of the other account moves here; the other account is then removed.</Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void find();
          }}
        >
          <Group align="end" gap="xs" wrap="wrap">
            <TextInput label="The other account" placeholder="Name or e-mail" value={search} onChange={(e) => setSearch(e.currentTarget.value)} style={{ flex: '1 1 14rem' }} required />
            <Button type="submit" variant="default" loading={busy && !chosen}>
              Find
            </Button>
          </Group>
        </form>
        {candidates?.length === 0 && <Text c="dimmed">No other account matches.</Text>}
        {candidates && candidates.length > 0 && (
          <Radio.Group label="Merge this account" value={chosen} onChange={(id) => void choose(id)}>
            <Stack gap={6} mt={6}>
              {candidates.map((c) => (
                <Radio key={c.id} value={c.id} label={`${c.fullName || c.email || 'Unnamed'}${c.email ? ` (${c.email})` : ''} · ${c.signInProviders.map((p) => p.provider).join(', ') || 'no provider'}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {preview && (
          <Alert color="blue" title={`Merging ${preview.mergeLabel} into ${preview.keepLabel}`}>
            <List size="sm" spacing={4}>
              <List.Item>Signs in with: {preview.signInProviders.join(', ')}</List.Item>
              {preview.identities.map((i) => (
                <List.Item key={i.identity}>
                  {i.identity} identity: {i.action === 'MOVE' ? 'moves over' : 'joined with this account’s'}
                </List.Item>
              ))}
              {preview.moves.map((m) => (
                <List.Item key={m.model}>
                  {m.moved} {WHAT[m.model] ?? m.model}
                  {m.duplicatesDropped ? ` (${m.duplicatesDropped} already here, kept once)` : ''}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {preview &&
          !requested &&
          (preview.sharedVerifiedEmail ? (
            <Text size="sm">Both accounts sign in with {preview.sharedVerifiedEmail}, verified by their providers, so they can be merged now.</Text>
          ) : (
            <Alert color="yellow" title="The owners must confirm">
              These accounts share no e-mail verified by their sign-in providers, so nothing shows they belong to one person. Ask the owners: the merge
              happens once each account’s owner has confirmed it on their profile page, signed in to that account.
            </Alert>
          ))}
        {refusal && (
          <Alert color="red" title="Not merged" role="alert">
            {refusal}
          </Alert>
        )}
        {requested && (
          <Alert color="blue" title="Awaiting confirmation" role="status">
            Merging {requested.mergeLabel} into {requested.keepLabel} waits for the owner of each account to confirm it on their profile page, until{' '}
            {formatInstantDate(requested.expiresAt)}.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {requested ? 'Close' : 'Cancel'}
          </Button>
          {preview?.sharedVerifiedEmail ? (
            <Button color="red" loading={merging} onClick={() => void confirm()}>
              Merge accounts
            </Button>
          ) : (
            <Button disabled={!preview || !!requested} loading={requesting} onClick={() => void askOwners()}>
              Ask the owners to confirm
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

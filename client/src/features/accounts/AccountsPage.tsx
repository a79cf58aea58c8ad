// /dashboard/accounts (ADMINISTER_ACCOUNTS): every account with its identities, sign-in providers and last
// sign-in; search and filter; make staff, grant and revoke permissions, deactivate, merge. The server
// enforces every rule (no raising one's own permissions, never the last administrator); this page shows
// its refusals as toasts.
import { Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { AccountsPageQuery } from '../../__generated__/AccountsPageQuery.graphql';
import type { AccountsPageListQuery, AccountRole } from '../../__generated__/AccountsPageListQuery.graphql';
import type { AccountsPage_accounts$key } from '../../__generated__/AccountsPage_accounts.graphql';
import { ConnectionList } from '../../components/ConnectionList.tsx';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { NotForYouPage } from '../../components/NoticePage.tsx';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { AccountCard } from './AccountCard.tsx';

const ROLES = [
  { value: '', label: 'All accounts' },
  { value: 'STAFF', label: 'Staff' },
  { value: 'ADMINISTRATOR', label: 'Administrators' },
  { value: 'PARENT', label: 'Parents' },
  { value: 'INTERN', label: 'Interns' },
  { value: 'DEACTIVATED', label: 'Deactivated' },
];
const FILTERS: FilterField[] = [
  { kind: 'text', name: 'search', label: 'Search', placeholder: 'Name or e-mail', search: true, flex: '1 1 16rem' },
  { kind: 'select', name: 'role', label: 'Show', options: ROLES, flex: '0 1 12rem' },
];

export function AccountsPage() {
  const { viewer } = useLazyLoadQuery<AccountsPageQuery>(
    graphql`
      query AccountsPageQuery {
        viewer {
          permissions
          account {
            id
          }
        }
      }
    `,
    {},
  );
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  if (!viewer) return null;
  if (!viewer.permissions.includes('ADMINISTER_ACCOUNTS')) return <NotForYouPage title="Accounts" />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Accounts</Title>
        <Text c="dimmed">Everyone who has signed in: their identities, how they sign in, and what staff may do.</Text>
      </div>
      <FilterBar
        fields={FILTERS}
        values={{ search, role }}
        onChange={(name, value) => (name === 'search' ? setSearch(value) : setRole(value))}
      />
      <Suspense fallback={<PageSkeleton />}>
        <AccountList search={deferredSearch || null} role={(role || null) as AccountRole | null} viewerAccountId={viewer.account.id} />
      </Suspense>
    </Stack>
  );
}

function AccountList({ search, role, viewerAccountId }: { search: string | null; role: AccountRole | null; viewerAccountId: string }) {
  const query = useLazyLoadQuery<AccountsPageListQuery>(
    graphql`
      query AccountsPageListQuery($search: String, $role: AccountRole) {
        ...AccountsPage_accounts @arguments(search: $search, role: $role)
      }
    `,
    { search, role },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment AccountsPage_accounts on Query
      @refetchable(queryName: "AccountsPagePaginationQuery")
      @argumentDefinitions(search: { type: "String" }, role: { type: "AccountRole" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        accounts(first: $first, after: $after, search: $search, role: $role) @connection(key: "AccountsPage_accounts") {
          totalCount
          edges {
            node {
              id
              ...AccountCard_account
            }
          }
        }
      }
    `,
    query as AccountsPage_accounts$key,
  );
  return (
    <ConnectionList
      edges={data.accounts.edges}
      totalCount={data.accounts.totalCount}
      noun={{ one: 'account', many: 'accounts' }}
      label="Accounts"
      empty={{ icon: <IconUsers size={28} aria-hidden />, title: 'No accounts found', description: 'Try other words or another filter.' }}
      pageSize={20}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      moreLabel="Show more accounts"
      keyOf={(account) => account.id}
    >
      {(account) => <AccountCard account={account} isViewer={account.id === viewerAccountId} onMerged={() => refetch({}, { fetchPolicy: 'network-only' })} />}
    </ConnectionList>
  );
}

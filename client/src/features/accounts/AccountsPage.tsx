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
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';

const ROLES = defineMessages({
  '': { id: 'staff.accounts.role.all', defaultMessage: 'All accounts' },
  STAFF: { id: 'staff.accounts.role.staff', defaultMessage: 'Staff' },
  ADMINISTRATOR: { id: 'staff.accounts.role.administrators', defaultMessage: 'Administrators' },
  PARENT: { id: 'staff.accounts.role.parents', defaultMessage: 'Parents' },
  INTERN: { id: 'staff.accounts.role.interns', defaultMessage: 'Interns' },
  DEACTIVATED: { id: 'staff.accounts.role.deactivated', defaultMessage: 'Deactivated' },
});
const FILTER_WORDS = defineMessages({
  search: { id: 'staff.accounts.filter.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'staff.accounts.filter.searchPlaceholder', defaultMessage: 'Name or e-mail' },
  role: { id: 'staff.accounts.filter.role', defaultMessage: 'Show' },
});
const filters = (intl: IntlShape): FilterField[] => [
  { kind: 'text', name: 'search', label: intl.formatMessage(FILTER_WORDS.search), placeholder: intl.formatMessage(FILTER_WORDS.searchPlaceholder), search: true, flex: '1 1 16rem' },
  {
    kind: 'select',
    name: 'role',
    label: intl.formatMessage(FILTER_WORDS.role),
    options: Object.entries(ROLES).map(([value, words]) => ({ value, label: intl.formatMessage(words) })),
    flex: '0 1 12rem',
  },
];

export function AccountsPage() {
  const intl = useIntl();
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
  if (!viewer.permissions.includes('ADMINISTER_ACCOUNTS')) return <NotForYouPage title={intl.formatMessage({ id: 'staff.accounts.accounts', defaultMessage: 'Accounts' })} />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}><FormattedMessage id="staff.accounts.accounts" defaultMessage="Accounts" /></Title>
        <Text c="dimmed"><FormattedMessage id="staff.accounts.intro" defaultMessage="Everyone who has signed in: their identities, how they sign in, and what staff may do." /></Text>
      </div>
      <FilterBar
        fields={filters(intl)}
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
  const intl = useIntl();
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
      noun={{ one: intl.formatMessage({ id: 'staff.accounts.noun.one', defaultMessage: 'account' }), many: intl.formatMessage({ id: 'staff.accounts.noun.many', defaultMessage: 'accounts' }) }}
      label={intl.formatMessage({ id: 'staff.accounts.accounts', defaultMessage: 'Accounts' })}
      empty={{ icon: <IconUsers size={28} aria-hidden />, title: intl.formatMessage({ id: 'staff.accounts.empty.title', defaultMessage: 'No accounts found' }), description: intl.formatMessage({ id: 'staff.accounts.empty.description', defaultMessage: 'Try other words or another filter.' }) }}
      pageSize={20}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      moreLabel={intl.formatMessage({ id: 'staff.accounts.showMore', defaultMessage: 'Show more accounts' })}
      keyOf={(account) => account.id}
    >
      {(account) => <AccountCard account={account} isViewer={account.id === viewerAccountId} onMerged={() => refetch({}, { fetchPolicy: 'network-only' })} />}
    </ConnectionList>
  );
}

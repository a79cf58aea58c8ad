// The open info sheet: the current entry's view in the bottom dialog, one query per opened entry. Loaded
// on first use by InfoSheetHost.tsx (mounted in the app layout), so no dashboard page's first load carries it.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InfoSheetEditionQuery } from '../../__generated__/InfoSheetEditionQuery.graphql';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import type { InfoSheetEntry } from './info-sheet-store.ts';
import { InternSheetEntry } from './InternSheet.tsx';
import { ParentSheetEntry } from './ParentSheet.tsx';
import { SheetFrame } from './SheetFrame.tsx';
import { StaffSheetEntry } from './StaffSheet.tsx';
import { StudentSheetEntry } from './StudentSheet.tsx';
import { PERSON_TYPE_LABEL } from './person-type-words.ts';

// The layout has already loaded the current edition, so this is answered from the store.
const editionQuery = graphql`
  query InfoSheetEditionQuery {
    currentEdition {
      year
    }
  }
`;

class EntryErrorBoundary extends Component<{ entry: InfoSheetEntry; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return <CouldNotOpen entry={this.props.entry} onRetry={() => this.setState({ error: null })} />;
  }
}

function CouldNotOpen({ entry, onRetry }: { entry: InfoSheetEntry; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <SheetFrame title={intl.formatMessage({ id: 'staff.infoSheet.couldNotOpen', defaultMessage: 'Could not open' })} typeLabel={intl.formatMessage(PERSON_TYPE_LABEL[entry.personType])}>
      <Stack gap="sm" align="flex-start">
        <Text role="alert">
          <FormattedMessage
            id="staff.infoSheet.couldNotLoad"
            defaultMessage="This person could not be loaded. They may have been removed, or you may not be allowed to see them."
          />
        </Text>
        <Button variant="light" onClick={onRetry}>
          <FormattedMessage id="staff.infoSheet.tryAgain" defaultMessage="Try again" />
        </Button>
      </Stack>
    </SheetFrame>
  );
}

function EntryView({ entry, year }: { entry: InfoSheetEntry; year: number }) {
  switch (entry.personType) {
    case 'parent':
      return <ParentSheetEntry personId={entry.personId} />;
    case 'student':
      return <StudentSheetEntry personId={entry.personId} year={year} />;
    case 'intern':
      return <InternSheetEntry personId={entry.personId} />;
    case 'staff':
      return <StaffSheetEntry personId={entry.personId} year={year} />;
  }
}

export function OpenSheet({ entry }: { entry: InfoSheetEntry }) {
  const { currentEdition } = useLazyLoadQuery<InfoSheetEditionQuery>(editionQuery, {}, { fetchPolicy: 'store-or-network' });
  const intl = useIntl();
  const key = `${entry.personType}:${entry.personId}`;
  return (
    <EntryErrorBoundary key={key} entry={entry}>
      <Suspense
        fallback={
          <SheetFrame title={intl.formatMessage({ id: 'staff.infoSheet.loadingTitle', defaultMessage: 'Loading…' })} typeLabel={intl.formatMessage(PERSON_TYPE_LABEL[entry.personType])}>
            <Stack gap="sm" aria-busy="true" aria-label={intl.formatMessage({ id: 'staff.infoSheet.loading', defaultMessage: 'Loading' })}>
              <Skeleton height={18} width="40%" />
              <Skeleton height={18} width="60%" />
              <Skeleton height={120} />
            </Stack>
          </SheetFrame>
        }
      >
        <EntryView entry={entry} year={currentEdition.year} />
      </Suspense>
    </EntryErrorBoundary>
  );
}

// The info sheet, mounted once in the app layout: the current entry's view in the bottom dialog, one
// query per opened entry. While it is open, a navigation closes it instead of leaving the page (SPEC §2
// navigation guard). Closing returns focus to whatever opened it (info-sheet-store.ts).
// Opening it adds a history entry on the same page, so the browser's Back button (or a phone's back
// gesture) closes the sheet instead of leaving the page; closing it otherwise takes that entry back.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';
import type { InfoSheetEditionQuery } from '../../__generated__/InfoSheetEditionQuery.graphql';
import { infoSheet, useInfoSheet, type InfoSheetEntry, type PersonType } from './info-sheet-store.ts';
import { InternSheetEntry } from './InternSheet.tsx';
import { ParentSheetEntry } from './ParentSheet.tsx';
import { SheetFrame } from './SheetFrame.tsx';
import { StaffSheetEntry } from './StaffSheet.tsx';
import { StudentSheetEntry } from './StudentSheet.tsx';

export { openInfoSheet } from './info-sheet-store.ts';

const TYPE_LABEL: Record<PersonType, string> = { parent: 'Parent', student: 'Student', intern: 'Intern', staff: 'Member' };

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
    return (
      <SheetFrame title="Could not open" typeLabel={TYPE_LABEL[this.props.entry.personType]}>
        <Stack gap="sm" align="flex-start">
          <Text role="alert">This person could not be loaded. They may have been removed, or you may not be allowed to see them.</Text>
          <Button variant="light" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
        </Stack>
      </SheetFrame>
    );
  }
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

function OpenSheet({ entry }: { entry: InfoSheetEntry }) {
  const { currentEdition } = useLazyLoadQuery<InfoSheetEditionQuery>(editionQuery, {}, { fetchPolicy: 'store-or-network' });
  const key = `${entry.personType}:${entry.personId}`;
  return (
    <EntryErrorBoundary key={key} entry={entry}>
      <Suspense
        fallback={
          <SheetFrame title="Loading…" typeLabel={TYPE_LABEL[entry.personType]}>
            <Stack gap="sm" aria-busy="true" aria-label="Loading">
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

export function InfoSheet() {
  const { entries, index } = useInfoSheet();
  const entry = index >= 0 ? entries[index] : null;
  const open = entry !== null;

  const location = useLocation();
  const navigate = useNavigate();
  const onSheetEntry = (location.state as { infoSheet?: boolean } | null)?.infoSheet === true;
  const pushed = useRef(false);

  // Moving within the page (the sheet's own history entry, or Back off it) is never blocked.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => open && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    infoSheet.close();
    blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (open && !onSheetEntry && !pushed.current) {
      pushed.current = true;
      navigate(location, { state: { ...((location.state as object | null) ?? {}), infoSheet: true } });
    } else if (open && !onSheetEntry && pushed.current) {
      // Back was pressed: the sheet's entry is gone, so the sheet goes too.
      pushed.current = false;
      infoSheet.close();
    } else if (!open && onSheetEntry) {
      pushed.current = false;
      navigate(-1);
    }
  }, [open, onSheetEntry, location, navigate]);

  return entry ? <OpenSheet entry={entry} /> : null;
}

// The saved versions of one person's staff notes, newest first: who saved each and when, and its text.
// Read when the list is opened (the sheet itself reads only who saved last).
import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { StaffNotesVersionsQuery } from '../../__generated__/StaffNotesVersionsQuery.graphql';
import { formatDateTime } from '../../lib/format.ts';
import { relativeLabel } from '../schedule/schedule-time.ts';
import { NotesHtml } from './NotesHtml.tsx';

const query = graphql`
  query StaffNotesVersionsQuery($id: ID!) {
    node(id: $id) {
      ... on Child {
        staffNotesVersions {
          version
          notes
          savedBy
          savedAt
        }
      }
      ... on Parent {
        internalNotesVersions {
          version
          notes
          savedBy
          savedAt
        }
      }
    }
  }
`;

/** "Rebecca Harper, 2 minutes ago" (or "Saved before versions were kept"). */
export function savedByLine(savedBy: string | null, savedAt: string, now = Date.now()): string {
  return `${savedBy ?? 'Someone no longer on staff'}, ${relativeLabel(Date.parse(savedAt), now)}`;
}

function VersionList({ personId }: { personId: string }) {
  const data = useLazyLoadQuery<StaffNotesVersionsQuery>(query, { id: personId }, { fetchPolicy: 'network-only' });
  const versions = data.node?.staffNotesVersions ?? data.node?.internalNotesVersions ?? [];
  if (versions.length === 0) return <Text c="dimmed">No saved versions yet. Each save from now on is kept here.</Text>;
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Saved versions, newest first">
      {versions.map((v, i) => (
        <li key={v.version}>
          {i > 0 && <Divider mb="sm" />}
          <Text size="sm" fw={600}>
            {v.version === 0 ? 'Before versions were kept' : `Version ${v.version} · ${v.savedBy ?? 'Someone no longer on staff'}`}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            <time dateTime={v.savedAt} title={formatDateTime(v.savedAt)}>
              {formatDateTime(v.savedAt)} ({relativeLabel(Date.parse(v.savedAt), Date.now())})
            </time>
            {i === 0 ? ' · current' : ''}
          </Text>
          <NotesHtml html={v.notes} empty="(Notes cleared)" />
        </li>
      ))}
    </Stack>
  );
}

class LoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <Alert color="red">The versions could not be loaded. Close this and try again.</Alert> : this.props.children;
  }
}

export function StaffNotesVersionsButton({ personId, about }: { personId: string; about: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
        Versions
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Staff notes about ${about}: versions`} size="lg" closeButtonProps={{ 'aria-label': 'Close versions' }}>
        {open && (
          <LoadFailed>
            <Suspense fallback={<Skeleton height={120} aria-label="Loading the versions" />}>
              <VersionList personId={personId} />
            </Suspense>
          </LoadFailed>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Group>
      </Modal>
    </>
  );
}

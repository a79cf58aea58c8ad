// The saved versions of one person's staff notes, newest first: who saved each and when, and its text.
// Read when the list is opened (the sheet itself reads only who saved last).
import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { StaffNotesVersionsQuery } from '../../__generated__/StaffNotesVersionsQuery.graphql';
import { formatDateTime } from '../../lib/format.ts';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';
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

const WORDS = defineMessages({
  savedBy: { id: 'staff.infoSheet.notes.savedBy', defaultMessage: '{who}, {when}' },
  formerStaff: { id: 'staff.infoSheet.notes.formerStaff', defaultMessage: 'Someone no longer on staff' },
  version: { id: 'staff.infoSheet.notes.version', defaultMessage: 'Version {version} · {who}' },
  list: { id: 'staff.infoSheet.notes.versionList', defaultMessage: 'Saved versions, newest first' },
  savedAt: { id: 'staff.infoSheet.notes.savedAt', defaultMessage: '{when} ({ago})' },
  current: { id: 'staff.infoSheet.notes.current', defaultMessage: ' · current' },
  cleared: { id: 'staff.infoSheet.notes.cleared', defaultMessage: '(Notes cleared)' },
  title: { id: 'staff.infoSheet.notes.versionsTitle', defaultMessage: 'Staff notes about {name}: versions' },
  close: { id: 'staff.infoSheet.notes.closeVersions', defaultMessage: 'Close versions' },
  loading: { id: 'staff.infoSheet.notes.loadingVersions', defaultMessage: 'Loading the versions' },
});

/** "Rebecca Harper, 2 minutes ago" (or "Someone no longer on staff, …" when the saver has left). */
export function savedByLine(intl: IntlShape, savedBy: string | null, savedAt: string, now = Date.now()): string {
  return intl.formatMessage(WORDS.savedBy, { who: savedBy ?? intl.formatMessage(WORDS.formerStaff), when: relativeLabel(Date.parse(savedAt), now) });
}

function VersionList({ personId }: { personId: string }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<StaffNotesVersionsQuery>(query, { id: personId }, { fetchPolicy: 'network-only' });
  const versions = data.node?.staffNotesVersions ?? data.node?.internalNotesVersions ?? [];
  if (versions.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="staff.infoSheet.notes.noVersions" defaultMessage="No saved versions yet. Each save from now on is kept here." />
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={intl.formatMessage(WORDS.list)}>
      {versions.map((v, i) => (
        <li key={v.version}>
          {i > 0 && <Divider mb="sm" />}
          <Text size="sm" fw={600}>
            {v.version === 0 ? (
              <FormattedMessage id="staff.infoSheet.notes.beforeVersions" defaultMessage="Before versions were kept" />
            ) : (
              intl.formatMessage(WORDS.version, { version: v.version, who: v.savedBy ?? intl.formatMessage(WORDS.formerStaff) })
            )}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            <time dateTime={v.savedAt} title={formatDateTime(v.savedAt)}>
              {intl.formatMessage(WORDS.savedAt, { when: formatDateTime(v.savedAt), ago: relativeLabel(Date.parse(v.savedAt), Date.now()) })}
            </time>
            {i === 0 ? intl.formatMessage(WORDS.current) : ''}
          </Text>
          <NotesHtml html={v.notes} empty={intl.formatMessage(WORDS.cleared)} />
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
    return this.state.failed ? (
      <Alert color="red">
        <FormattedMessage id="staff.infoSheet.notes.versionsFailed" defaultMessage="The versions could not be loaded. Close this and try again." />
      </Alert>
    ) : (
      this.props.children
    );
  }
}

export function StaffNotesVersionsButton({ personId, about }: { personId: string; about: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
        <FormattedMessage id="staff.infoSheet.notes.versions" defaultMessage="Versions" />
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage(WORDS.title, { name: about })}
        size="lg"
        closeButtonProps={{ 'aria-label': intl.formatMessage(WORDS.close) }}
      >
        {open && (
          <LoadFailed>
            <Suspense fallback={<Skeleton height={120} aria-label={intl.formatMessage(WORDS.loading)} />}>
              <VersionList personId={personId} />
            </Suspense>
          </LoadFailed>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            <FormattedMessage id="staff.infoSheet.notes.close" defaultMessage="Close" />
          </Button>
        </Group>
      </Modal>
    </>
  );
}

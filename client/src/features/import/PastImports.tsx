// The latest imports, newest first: each file with when it was uploaded, imported or undone and what it did;
// a file uploaded but not imported opens its preview again, an import still standing can be undone.
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PastImportsQuery } from '../../__generated__/PastImportsQuery.graphql';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import type { UndoImport } from './useUndoImport.tsx';

interface Props {
  fetchKey: number;
  openPreview: (importId: number) => void;
  undo: UndoImport;
}

const m = defineMessages({
  undone: { id: 'staff.import.past.statusUndone', defaultMessage: 'Undone' },
  imported: { id: 'staff.import.past.statusImported', defaultMessage: 'Imported' },
  notImported: { id: 'staff.import.past.statusNotImported', defaultMessage: 'Not imported' },
  cardLabel: {
    id: 'staff.import.past.cardLabel',
    defaultMessage: '{fileName}, {status, select, undone {undone} imported {imported} other {not imported}}',
  },
  cannotUndo: { id: 'staff.import.past.cannotUndo', defaultMessage: 'Cannot be undone' },
  undoLabel: { id: 'staff.import.past.undoLabel', defaultMessage: 'Undo the import of {fileName}' },
});

export function PastImports({ fetchKey, openPreview, undo }: Props) {
  const { spreadsheetImports } = useLazyLoadQuery<PastImportsQuery>(
    graphql`
      query PastImportsQuery {
        spreadsheetImports {
          importId
          fileName
          uploadedAt
          importedAt
          undoneAt
          kind
          familiesCreated
          volunteersCreated
          familiesMerged
          childrenCreated
          skippedRows
          invitationsSent
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const intl = useIntl();

  return (
    <Stack gap="sm" component="section" aria-labelledby="past-imports-title">
      <Title order={2} size="h3" id="past-imports-title">
        <FormattedMessage id="staff.import.past.title" defaultMessage="Past imports" />
      </Title>
      {spreadsheetImports.length === 0 && (
        <Text c="dimmed">
          <FormattedMessage id="staff.import.past.none" defaultMessage="No spreadsheet has been uploaded yet. Imports you make are listed here, with their undo." />
        </Text>
      )}
      {spreadsheetImports.map((i) => {
        const refusal = undo.refusals.get(i.importId);
        const status = i.undoneAt ? 'undone' : i.importedAt ? 'imported' : 'notImported';
        return (
          <Card key={i.importId} withBorder radius="md" padding="sm" component="article" aria-label={intl.formatMessage(m.cardLabel, { fileName: i.fileName, status })}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {i.fileName}
                </Text>
                <Badge variant="light" color={i.undoneAt ? 'gray' : i.importedAt ? 'green' : 'blue'}>
                  {intl.formatMessage(m[status])}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="staff.import.past.when"
                  defaultMessage="Uploaded {uploadedAt}{imported, select, yes {; imported {importedAt}} other {}}{undone, select, yes {; undone {undoneAt}} other {}}."
                  values={{
                    uploadedAt: formatDateTime(i.uploadedAt),
                    imported: i.importedAt ? 'yes' : 'no',
                    importedAt: i.importedAt ? formatDateTime(i.importedAt) : '',
                    undone: i.undoneAt ? 'yes' : 'no',
                    undoneAt: i.undoneAt ? formatDateTime(i.undoneAt) : '',
                  }}
                />
              </Text>
              {i.importedAt && i.kind === 'VOLUNTEERS' && (
                <Text size="sm">
                  <FormattedMessage
                    id="staff.import.past.volunteers"
                    defaultMessage="{added, plural, one {# volunteer added} other {# volunteers added}}, {skipped, plural, one {# row} other {# rows}} left out, {invitations, plural, one {# invitation} other {# invitations}} sent."
                    values={{ added: i.volunteersCreated, skipped: i.skippedRows, invitations: i.invitationsSent }}
                  />
                </Text>
              )}
              {i.importedAt && i.kind !== 'VOLUNTEERS' && (
                <Text size="sm">
                  <FormattedMessage
                    id="staff.import.past.families"
                    defaultMessage="{families, plural, one {# new family} other {# new families}}, {children, plural, one {# child} other {# children}}, {merged, plural, one {# family merged} other {# families merged}}, {skipped, plural, one {# row} other {# rows}} left out, {invitations, plural, one {# invitation} other {# invitations}} sent."
                    values={{ families: i.familiesCreated, children: i.childrenCreated, merged: i.familiesMerged, skipped: i.skippedRows, invitations: i.invitationsSent }}
                  />
                </Text>
              )}
              {refusal && (
                <Alert color="red" title={intl.formatMessage(m.cannotUndo)} p="xs">
                  {refusal}
                </Alert>
              )}
              <Group gap="xs">
                {!i.importedAt && (
                  <Button size="compact-sm" variant="light" onClick={() => openPreview(i.importId)}>
                    <FormattedMessage id="staff.import.past.openPreview" defaultMessage="Open its preview" />
                  </Button>
                )}
                {i.importedAt && !i.undoneAt && (
                  <Button size="compact-sm" variant="default" loading={undo.undoing === i.importId} onClick={() => undo.undo(i.importId, i.fileName)} aria-label={intl.formatMessage(m.undoLabel, { fileName: i.fileName })}>
                    <FormattedMessage id="staff.import.past.undo" defaultMessage="Undo" />
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

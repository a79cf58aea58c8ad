// The latest imports, newest first: each file with when it was uploaded, imported or undone and what it did;
// a file uploaded but not imported opens its preview again, an import still standing can be undone.
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PastImportsQuery } from '../../__generated__/PastImportsQuery.graphql';
import { formatDateTime } from '../../lib/dates.ts';
import type { UndoImport } from './useUndoImport.tsx';

interface Props {
  fetchKey: number;
  openPreview: (importId: number) => void;
  undo: UndoImport;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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

  return (
    <Stack gap="sm" component="section" aria-labelledby="past-imports-title">
      <Title order={2} size="h3" id="past-imports-title">
        Past imports
      </Title>
      {spreadsheetImports.length === 0 && <Text c="dimmed">No spreadsheet has been uploaded yet. Imports you make are listed here, with their undo.</Text>}
      {spreadsheetImports.map((i) => {
        const refusal = undo.refusals.get(i.importId);
        const status = i.undoneAt ? 'Undone' : i.importedAt ? 'Imported' : 'Not imported';
        return (
          <Card key={i.importId} withBorder radius="md" padding="sm" component="article" aria-label={`${i.fileName}, ${status.toLowerCase()}`}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {i.fileName}
                </Text>
                <Badge variant="light" color={i.undoneAt ? 'gray' : i.importedAt ? 'green' : 'blue'}>
                  {status}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                Uploaded {formatDateTime(i.uploadedAt)}
                {i.importedAt ? `; imported ${formatDateTime(i.importedAt)}` : ''}
                {i.undoneAt ? `; undone ${formatDateTime(i.undoneAt)}` : ''}.
              </Text>
              {i.importedAt && i.kind === 'VOLUNTEERS' && (
                <Text size="sm">
                  {count(i.volunteersCreated, 'volunteer added', 'volunteers added')}, {count(i.skippedRows, 'row', 'rows')} left out,{' '}
                  {count(i.invitationsSent, 'invitation', 'invitations')} sent.
                </Text>
              )}
              {i.importedAt && i.kind !== 'VOLUNTEERS' && (
                <Text size="sm">
                  {count(i.familiesCreated, 'new family', 'new families')}, {count(i.childrenCreated, 'child', 'children')},{' '}
                  {count(i.familiesMerged, 'family merged', 'families merged')}, {count(i.skippedRows, 'row', 'rows')} left out,{' '}
                  {count(i.invitationsSent, 'invitation', 'invitations')} sent.
                </Text>
              )}
              {refusal && (
                <Alert color="red" title="Cannot be undone" p="xs">
                  {refusal}
                </Alert>
              )}
              <Group gap="xs">
                {!i.importedAt && (
                  <Button size="compact-sm" variant="light" onClick={() => openPreview(i.importId)}>
                    Open its preview
                  </Button>
                )}
                {i.importedAt && !i.undoneAt && (
                  <Button size="compact-sm" variant="default" loading={undo.undoing === i.importId} onClick={() => undo.undo(i.importId, i.fileName)} aria-label={`Undo the import of ${i.fileName}`}>
                    Undo
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

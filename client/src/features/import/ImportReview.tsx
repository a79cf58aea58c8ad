// One uploaded file's preview: what importing it would create and merge with the mapping shown (the guess
// until a column is changed), every row left out with its problem in words, then the import itself on
// confirmation and what it did, with its undo. Nothing is written until "Import" is pressed. A volunteers'
// file shows the volunteers it adds and those already here instead of families (ImportVolunteers.tsx).
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ImportReviewQuery } from '../../__generated__/ImportReviewQuery.graphql';
import { toast } from '../../app/toast.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { ImportMappingFields } from './ImportMappingFields.tsx';
import { ImportResult } from './ImportResult.tsx';
import { ImportVolunteers } from './ImportVolunteers.tsx';
import { useRunImportMutation, type ImportRunResult } from './useImportMutations.ts';
import type { UndoImport } from './useUndoImport.tsx';

const MATCHED_BY: Record<string, string> = {
  email: 'the same e-mail',
  phone: 'the same phone number',
  'name-and-child': 'the same parent name and a child with the same name and birthday',
};

const rowsWords = (rows: readonly number[]) => (rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.join(', ')}`);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface Props {
  importId: number;
  fetchKey: number;
  onImported: () => void;
  undo: UndoImport;
}

export function ImportReview({ importId, fetchKey, onImported, undo }: Props) {
  const [mapping, setMapping] = useState<{ header: string; field: string }[] | null>(null);
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<ImportRunResult | null>(null);
  const [runImport, running] = useRunImportMutation();
  const { spreadsheetImportPreview: p } = useLazyLoadQuery<ImportReviewQuery>(
    graphql`
      query ImportReviewQuery($importId: Int!, $mapping: [ImportColumnInput!]) {
        spreadsheetImportPreview(importId: $importId, mapping: $mapping) {
          importId
          kind
          fileName
          importedAt
          undoneAt
          mapping {
            header
            field
          }
          counts {
            rows
            blankRows
            skippedRows
            familiesNew
            familiesMerged
            childrenNew
            childrenAlreadyThere
            volunteersNew
            volunteersAlreadyThere
          }
          volunteers {
            row
            name
            email
            role
            action
          }
          families {
            rows
            parentName
            email
            action
            matchedBy
            existingFamily
            newChildren
            childrenAlreadyThere
          }
          problems {
            row
            words
          }
          combined {
            row
            words
          }
        }
      }
    `,
    { importId, mapping },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const columns = mapping ?? p.mapping;
  const change = (header: string, field: string) =>
    startTransition(() => setMapping(columns.map((c) => (c.header === header ? { header, field } : { header: c.header, field: c.field }))));
  const merges = p.families.filter((f) => f.action === 'MERGE');
  const created = p.families.filter((f) => f.action === 'CREATE');
  const { counts } = p;
  const volunteers = p.kind === 'VOLUNTEERS';
  const nothing = volunteers ? counts.volunteersNew === 0 : counts.familiesNew + counts.familiesMerged === 0;
  // Once imported, what the file would do now is beside the point: what it did is shown instead.
  const done = !!p.importedAt || result !== null;

  async function confirm() {
    try {
      const response = await runImport({ input: { importId, mapping } });
      setResult(response.runSpreadsheetImport);
      const ran = response.runSpreadsheetImport;
      toast.success(`Imported ${volunteers ? plural(ran.staffCreated + ran.internsCreated, 'new volunteer') : plural(ran.familiesCreated, 'new family', 'new families')}.`);
      onImported();
    } catch (error) {
      toast.error(errorMessage(error, 'The import did not happen. Please try again.'), { key: 'import-run' });
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="import-preview-title">
      <Stack gap="md" style={{ opacity: pending ? 0.6 : 1 }}>
        <div>
          <Title order={2} id="import-preview-title" size="h3">
            {done ? 'Imported file' : 'Preview'}: {p.fileName}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" hidden={done}>
            {pending
              ? 'Working out the preview…'
              : `${plural(counts.rows, 'row')} read${counts.blankRows ? `, ${plural(counts.blankRows, 'blank row')} passed over` : ''}. Nothing is written until you import.`}
          </Text>
        </div>

        {result ? (
          <ImportResult result={result} undo={undo} volunteers={volunteers} />
        ) : p.importedAt ? (
          <Alert color={p.undoneAt ? 'gray' : 'blue'} title={p.undoneAt ? 'Imported, then undone' : 'Already imported'}>
            {p.undoneAt
              ? `This file was imported ${formatDateTime(p.importedAt)} and undone ${formatDateTime(p.undoneAt)}. Upload it again to import it once more.`
              : `This file was imported ${formatDateTime(p.importedAt)}. Its undo is in the list of past imports.`}
          </Alert>
        ) : null}

        {!done && (
          <>
          {volunteers ? (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <Count label="Volunteers to add" value={counts.volunteersNew} />
              <Count label="Already here" value={counts.volunteersAlreadyThere} />
              <Count label="Rows left out" value={counts.skippedRows} warn={counts.skippedRows > 0} />
            </SimpleGrid>
          ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Count label="New families" value={counts.familiesNew} />
            <Count label="Merged into families here" value={counts.familiesMerged} />
            <Count label="Children to add" value={counts.childrenNew} hint={counts.childrenAlreadyThere ? `${counts.childrenAlreadyThere} already here` : undefined} />
            <Count label="Rows left out" value={counts.skippedRows} warn={counts.skippedRows > 0} />
          </SimpleGrid>
          )}

          {p.problems.length > 0 && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={`${plural(counts.skippedRows, 'row')} will be left out`}>
              <Text size="sm" mb={6}>
                Correct these rows in the spreadsheet and import them later, or change a column’s field below.
              </Text>
              <List size="sm" spacing={4} aria-label="Problems by row">
                {p.problems.map((problem, i) => (
                  <List.Item key={`${problem.row}-${i}`}>{problem.words}</List.Item>
                ))}
              </List>
            </Alert>
          )}

          {volunteers && <ImportVolunteers volunteers={p.volunteers} />}

          {!volunteers && (
          <>
          <Stack gap="xs" component="section" aria-labelledby="import-merges-title">
            <Title order={3} size="h4" id="import-merges-title">
              Families already here ({merges.length})
            </Title>
            {merges.length === 0 ? (
              <Text size="sm" c="dimmed">No family of the file matches one already here.</Text>
            ) : (
              <List size="sm" spacing={6} aria-label="Families merged">
                {merges.map((f) => (
                  <List.Item key={f.rows.join('-')}>
                    <Text size="sm" span fw={500}>
                      {f.parentName}
                    </Text>{' '}
                    ({rowsWords(f.rows)}) matches <strong>{f.existingFamily}</strong> by {MATCHED_BY[f.matchedBy ?? ''] ?? f.matchedBy}:{' '}
                    {f.newChildren.length ? `adds ${f.newChildren.join(', ')}` : 'adds no child'}
                    {f.childrenAlreadyThere.length ? `; already there: ${f.childrenAlreadyThere.join(', ')}` : ''}.
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>

          <Stack gap="xs" component="section" aria-labelledby="import-new-title">
            <Title order={3} size="h4" id="import-new-title">
              New families ({counts.familiesNew})
            </Title>
            {created.length === 0 ? (
              <Text size="sm" c="dimmed">The file brings no new family.</Text>
            ) : (
              <List size="sm" spacing={4} aria-label="New families">
                {created.map((f) => (
                  <List.Item key={f.rows.join('-')}>
                    <Text size="sm" span fw={500}>
                      {f.parentName}
                    </Text>{' '}
                    ({rowsWords(f.rows)}, {f.email}): {f.newChildren.join(', ') || 'no child'}
                  </List.Item>
                ))}
              </List>
            )}
            {counts.familiesNew + counts.familiesMerged > p.families.length && (
              <Text size="xs" c="dimmed">The first {p.families.length} families are listed; the counts cover the whole file.</Text>
            )}
          </Stack>
          </>
          )}

          {p.combined.length > 0 && (
            <Stack gap={4} component="section" aria-labelledby="import-combined-title">
              <Title order={3} size="h4" id="import-combined-title">
                Rows brought together
              </Title>
              <List size="sm" spacing={2} c="dimmed">
                {p.combined.map((note, i) => (
                  <List.Item key={`${note.row}-${i}`}>{note.words}</List.Item>
                ))}
              </List>
            </Stack>
          )}

          <Stack gap="xs" component="section" aria-labelledby="import-columns-title">
            <Title order={3} size="h4" id="import-columns-title">
              Columns
            </Title>
            <ImportMappingFields columns={columns} onChange={change} disabled={running} volunteers={volunteers} />
          </Stack>

          </>
        )}

        {!done && (
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button leftSection={<IconFileImport size={18} aria-hidden />} onClick={confirm} loading={running} disabled={pending || nothing}>
              {volunteers
                ? `Import ${plural(counts.volunteersNew, 'new volunteer')}`
                : `Import ${plural(counts.familiesNew, 'new family', 'new families')} and ${plural(counts.familiesMerged, 'merge')}`}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Count({ label, value, hint, warn }: { label: string; value: number; hint?: string; warn?: boolean }) {
  return (
    <Card withBorder radius="sm" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap={6} align="baseline">
        <Text size="xl" fw={700} data-count={label}>
          {value}
        </Text>
        {warn && <Badge color="yellow" variant="light" size="sm">check</Badge>}
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

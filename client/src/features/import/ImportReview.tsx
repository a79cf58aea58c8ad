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
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { ImportMappingFields } from './ImportMappingFields.tsx';
import { ImportResult } from './ImportResult.tsx';
import { ImportVolunteers, nameInSentence } from './ImportVolunteers.tsx';
import { useRunImportMutation, type ImportRunResult } from './useImportMutations.ts';
import type { UndoImport } from './useUndoImport.tsx';

const MATCHED_BY = defineMessages({
  email: { id: 'staff.import.matchedBy.email', defaultMessage: 'the same e-mail' },
  phone: { id: 'staff.import.matchedBy.phone', defaultMessage: 'the same phone number' },
  'name-and-child': { id: 'staff.import.matchedBy.nameAndChild', defaultMessage: 'the same parent name and a child with the same name and birthday' },
});

const m = defineMessages({
  rows: { id: 'staff.import.rowNumbers', defaultMessage: '{count, plural, one {row {rows}} other {rows {rows}}}' },
  importedVolunteers: { id: 'staff.import.toast.importedVolunteers', defaultMessage: 'Imported {count, plural, one {# new volunteer} other {# new volunteers}}.' },
  importedFamilies: { id: 'staff.import.toast.importedFamilies', defaultMessage: 'Imported {count, plural, one {# new family} other {# new families}}.' },
  importFailed: { id: 'staff.import.toast.importFailed', defaultMessage: 'The import did not happen. Please try again.' },
  titleImported: { id: 'staff.import.preview.titleImported', defaultMessage: 'Imported file: {fileName}' },
  titlePreview: { id: 'staff.import.preview.title', defaultMessage: 'Preview: {fileName}' },
  working: { id: 'staff.import.preview.working', defaultMessage: 'Working out the preview…' },
  read: {
    id: 'staff.import.preview.rowsRead',
    defaultMessage:
      '{rows, plural, one {# row} other {# rows}} read{blank, plural, =0 {} one {, # blank row passed over} other {, # blank rows passed over}}. Nothing is written until you import.',
  },
  undoneTitle: { id: 'staff.import.preview.undoneTitle', defaultMessage: 'Imported, then undone' },
  alreadyTitle: { id: 'staff.import.preview.alreadyTitle', defaultMessage: 'Already imported' },
  undone: { id: 'staff.import.preview.undone', defaultMessage: 'This file was imported {importedAt} and undone {undoneAt}. Upload it again to import it once more.' },
  already: { id: 'staff.import.preview.already', defaultMessage: 'This file was imported {importedAt}. Its undo is in the list of past imports.' },
  volunteersToAdd: { id: 'staff.import.count.volunteersToAdd', defaultMessage: 'Volunteers to add' },
  alreadyHere: { id: 'staff.import.count.alreadyHere', defaultMessage: 'Already here' },
  rowsLeftOut: { id: 'staff.import.count.rowsLeftOut', defaultMessage: 'Rows left out' },
  newFamilies: { id: 'staff.import.count.newFamilies', defaultMessage: 'New families' },
  merged: { id: 'staff.import.count.merged', defaultMessage: 'Merged into families here' },
  childrenToAdd: { id: 'staff.import.count.childrenToAdd', defaultMessage: 'Children to add' },
  childrenAlreadyHere: { id: 'staff.import.count.childrenAlreadyHere', defaultMessage: '{count} already here' },
  leftOutTitle: { id: 'staff.import.problems.title', defaultMessage: '{count, plural, one {# row} other {# rows}} will be left out' },
  problemsLabel: { id: 'staff.import.problems.label', defaultMessage: 'Problems by row' },
  mergesLabel: { id: 'staff.import.merges.label', defaultMessage: 'Families merged' },
  newLabel: { id: 'staff.import.new.label', defaultMessage: 'New families' },
  importVolunteers: { id: 'staff.import.run.volunteers', defaultMessage: 'Import {count, plural, one {# new volunteer} other {# new volunteers}}' },
  importFamilies: {
    id: 'staff.import.run.families',
    defaultMessage: 'Import {families, plural, one {# new family} other {# new families}} and {merges, plural, one {# merge} other {# merges}}',
  },
});

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
  const intl = useIntl();
  /** A family's rows in the file, as its sentence names them ("rows 4, 5"). */
  const rowsText = (rows: readonly number[]) => intl.formatMessage(m.rows, { count: rows.length, rows: rows.join(', ') });
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
      toast.success(
        volunteers
          ? intl.formatMessage(m.importedVolunteers, { count: ran.staffCreated + ran.internsCreated })
          : intl.formatMessage(m.importedFamilies, { count: ran.familiesCreated }),
      );
      onImported();
    } catch (error) {
      toast.error(errorMessage(error, intl.formatMessage(m.importFailed)), { key: 'import-run' });
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="import-preview-title">
      <Stack gap="md" style={{ opacity: pending ? 0.6 : 1 }}>
        <div>
          <Title order={2} id="import-preview-title" size="h3">
            {intl.formatMessage(done ? m.titleImported : m.titlePreview, { fileName: p.fileName })}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" hidden={done}>
            {pending ? intl.formatMessage(m.working) : intl.formatMessage(m.read, { rows: counts.rows, blank: counts.blankRows })}
          </Text>
        </div>

        {result ? (
          <ImportResult result={result} undo={undo} volunteers={volunteers} />
        ) : p.importedAt ? (
          <Alert color={p.undoneAt ? 'gray' : 'blue'} title={intl.formatMessage(p.undoneAt ? m.undoneTitle : m.alreadyTitle)}>
            {p.undoneAt
              ? intl.formatMessage(m.undone, { importedAt: formatDateTime(p.importedAt), undoneAt: formatDateTime(p.undoneAt) })
              : intl.formatMessage(m.already, { importedAt: formatDateTime(p.importedAt) })}
          </Alert>
        ) : null}

        {!done && (
          <>
          {volunteers ? (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <Count label={intl.formatMessage(m.volunteersToAdd)} value={counts.volunteersNew} />
              <Count label={intl.formatMessage(m.alreadyHere)} value={counts.volunteersAlreadyThere} />
              <Count label={intl.formatMessage(m.rowsLeftOut)} value={counts.skippedRows} warn={counts.skippedRows > 0} />
            </SimpleGrid>
          ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Count label={intl.formatMessage(m.newFamilies)} value={counts.familiesNew} />
            <Count label={intl.formatMessage(m.merged)} value={counts.familiesMerged} />
            <Count
              label={intl.formatMessage(m.childrenToAdd)}
              value={counts.childrenNew}
              hint={counts.childrenAlreadyThere ? intl.formatMessage(m.childrenAlreadyHere, { count: counts.childrenAlreadyThere }) : undefined}
            />
            <Count label={intl.formatMessage(m.rowsLeftOut)} value={counts.skippedRows} warn={counts.skippedRows > 0} />
          </SimpleGrid>
          )}

          {p.problems.length > 0 && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={intl.formatMessage(m.leftOutTitle, { count: counts.skippedRows })}>
              <Text size="sm" mb={6}>
                <FormattedMessage id="staff.import.problems.intro" defaultMessage="Correct these rows in the spreadsheet and import them later, or change a column’s field below." />
              </Text>
              <List size="sm" spacing={4} aria-label={intl.formatMessage(m.problemsLabel)}>
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
              <FormattedMessage id="staff.import.merges.title" defaultMessage="Families already here ({count})" values={{ count: merges.length }} />
            </Title>
            {merges.length === 0 ? (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="staff.import.merges.none" defaultMessage="No family of the file matches one already here." />
              </Text>
            ) : (
              <List size="sm" spacing={6} aria-label={intl.formatMessage(m.mergesLabel)}>
                {merges.map((f) => {
                  const by = MATCHED_BY[(f.matchedBy ?? '') as keyof typeof MATCHED_BY];
                  return (
                    <List.Item key={f.rows.join('-')}>
                      <FormattedMessage
                        id="staff.import.merges.family"
                        defaultMessage="<name>{parentName}</name> ({rows}) matches <strong>{family}</strong> by {matchedBy}: {added, plural, =0 {adds no child} other {adds {newChildren}}}{there, plural, =0 {} other {; already there: {childrenThere}}}."
                        values={{
                          name: nameInSentence,
                          parentName: f.parentName,
                          rows: rowsText(f.rows),
                          family: f.existingFamily,
                          matchedBy: by ? intl.formatMessage(by) : (f.matchedBy ?? ''),
                          added: f.newChildren.length,
                          newChildren: f.newChildren.join(', '),
                          there: f.childrenAlreadyThere.length,
                          childrenThere: f.childrenAlreadyThere.join(', '),
                        }}
                      />
                    </List.Item>
                  );
                })}
              </List>
            )}
          </Stack>

          <Stack gap="xs" component="section" aria-labelledby="import-new-title">
            <Title order={3} size="h4" id="import-new-title">
              <FormattedMessage id="staff.import.new.title" defaultMessage="New families ({count})" values={{ count: counts.familiesNew }} />
            </Title>
            {created.length === 0 ? (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="staff.import.new.none" defaultMessage="The file brings no new family." />
              </Text>
            ) : (
              <List size="sm" spacing={4} aria-label={intl.formatMessage(m.newLabel)}>
                {created.map((f) => (
                  <List.Item key={f.rows.join('-')}>
                    <FormattedMessage
                      id="staff.import.new.family"
                      defaultMessage="<name>{parentName}</name> ({rows}, {email}): {added, plural, =0 {no child} other {{newChildren}}}"
                      values={{
                        name: nameInSentence,
                        parentName: f.parentName,
                        rows: rowsText(f.rows),
                        email: f.email,
                        added: f.newChildren.length,
                        newChildren: f.newChildren.join(', '),
                      }}
                    />
                  </List.Item>
                ))}
              </List>
            )}
            {counts.familiesNew + counts.familiesMerged > p.families.length && (
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="staff.import.new.firstListed"
                  defaultMessage="The first {count} families are listed; the counts cover the whole file."
                  values={{ count: p.families.length }}
                />
              </Text>
            )}
          </Stack>
          </>
          )}

          {p.combined.length > 0 && (
            <Stack gap={4} component="section" aria-labelledby="import-combined-title">
              <Title order={3} size="h4" id="import-combined-title">
                <FormattedMessage id="staff.import.combined.title" defaultMessage="Rows brought together" />
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
              <FormattedMessage id="staff.import.columns.title" defaultMessage="Columns" />
            </Title>
            <ImportMappingFields columns={columns} onChange={change} disabled={running} volunteers={volunteers} />
          </Stack>

          </>
        )}

        {!done && (
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button leftSection={<IconFileImport size={18} aria-hidden />} onClick={confirm} loading={running} disabled={pending || nothing}>
              {volunteers
                ? intl.formatMessage(m.importVolunteers, { count: counts.volunteersNew })
                : intl.formatMessage(m.importFamilies, { families: counts.familiesNew, merges: counts.familiesMerged })}
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
        {warn && (
          <Badge color="yellow" variant="light" size="sm">
            <FormattedMessage id="staff.import.count.check" defaultMessage="check" />
          </Badge>
        )}
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

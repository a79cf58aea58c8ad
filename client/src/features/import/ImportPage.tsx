// /dashboard/import (MANAGE_VBS, as import.policy.ts decides): last year's families, or the volunteers (staff
// and interns), brought in from a spreadsheet. The staff member first says what the file holds; a CSV or XLSX
// file is uploaded (kept, nothing else written), its preview shows the columns'
// guessed fields (editable), the families it creates and merges and every row left out with its problem;
// importing it is one transaction, and it can be undone as a whole until something it created changes.
// The import being looked at is in the address (?import=id), so a reload keeps it.
import { Alert, Button, Card, FileButton, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Component, Suspense, startTransition, useCallback, useState, type DragEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../app/toast.ts';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { errorMessage } from '../../lib/mutation.ts';
import { IMPORT_ACCEPT, spreadsheetProblem, uploadSpreadsheet, type ImportKind } from './import-upload.ts';
import { ImportReview } from './ImportReview.tsx';
import { PastImports } from './PastImports.tsx';
import { useUndoImport } from './useUndoImport.tsx';
import classes from './import.module.css';

const m = defineMessages({
  previewFailed: { id: 'staff.import.previewFailed.title', defaultMessage: 'The preview could not be shown' },
  previewFailedHint: { id: 'staff.import.previewFailed.hint', defaultMessage: 'Please upload the file again.' },
  uploadFailed: { id: 'staff.import.upload.failed', defaultMessage: 'The file could not be uploaded. Please try again.' },
  fileHolds: { id: 'staff.import.upload.kindLabel', defaultMessage: 'The file holds' },
  families: { id: 'staff.import.upload.kindFamilies', defaultMessage: 'Families and children' },
  volunteers: { id: 'staff.import.upload.kindVolunteers', defaultMessage: 'Volunteers' },
  familiesHint: {
    id: 'staff.import.upload.familiesHint',
    defaultMessage: 'CSV or Excel (.xlsx), up to 8 MB, one family per row (children in columns “Child 1 …”, “Child 2 …”) or one child per row. Drop it here or choose it.',
  },
  volunteersHint: {
    id: 'staff.import.upload.volunteersHint',
    defaultMessage:
      'CSV or Excel (.xlsx), up to 8 MB, one volunteer per row: name, e-mail, phone and role (“Staff”, “Leader” or “Volunteer” for staff; “Intern” or “Youth helper” for interns, with their grade). Drop it here or choose it.',
  },
  reading: { id: 'staff.import.upload.reading', defaultMessage: 'Reading {fileName}…' },
  refused: { id: 'staff.import.upload.refusedTitle', defaultMessage: 'This file cannot be imported' },
});

function PreviewError({ error }: { error: Error }) {
  const intl = useIntl();
  return (
    <Alert color="red" title={intl.formatMessage(m.previewFailed)}>
      {errorMessage(error, intl.formatMessage(m.previewFailedHint))}
    </Alert>
  );
}

const wholeParam = (value: string | null) => (value != null && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null);

class PreviewErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (this.state.error) return <PreviewError error={this.state.error} />;
    return this.props.children;
  }
}

export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const importId = wholeParam(params.get('import'));
  // Asked again in a transition, so what is shown stays until the new answer is in. The list follows every
  // import and undo; the preview follows an import only (an undone import's file is no longer kept).
  const [listKey, setListKey] = useState(0);
  const [previewKey, setPreviewKey] = useState(0);
  const imported = useCallback(
    () =>
      startTransition(() => {
        setListKey((k) => k + 1);
        setPreviewKey((k) => k + 1);
      }),
    [],
  );
  const undone = useCallback(() => startTransition(() => setListKey((k) => k + 1)), []);
  const [undo, undoDialog] = useUndoImport(undone);
  const open = (id: number | null) => {
    const next = new URLSearchParams(window.location.search);
    if (id) next.set('import', String(id));
    else next.delete('import');
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <FormattedMessage id="staff.import.title" defaultMessage="Import families and volunteers" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage
            id="staff.import.intro"
            defaultMessage="Bring last year’s families, or your staff and interns, in from a spreadsheet (a Google Forms export or an Excel file). You see what will be created and merged, and every row with a problem, before anything is written. Everyone new is invited by e-mail to claim their account."
          />
        </Text>
      </div>
      <UploadCard
        onUploaded={(id) => {
          open(id);
          startTransition(() => setListKey((k) => k + 1));
        }}
      />
      {importId && (
        <PreviewErrorBoundary key={importId}>
          <Suspense fallback={<PageSkeleton />}>
            <ImportReview key={importId} importId={importId} fetchKey={previewKey} onImported={imported} undo={undo} />
          </Suspense>
        </PreviewErrorBoundary>
      )}
      <Suspense fallback={<PageSkeleton />}>
        <PastImports fetchKey={listKey} openPreview={open} undo={undo} />
      </Suspense>
      {undoDialog}
    </Stack>
  );
}

function UploadCard({ onUploaded }: { onUploaded: (importId: number) => void }) {
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [kind, setKind] = useState<ImportKind>('FAMILIES');
  const intl = useIntl();

  async function send(file: File | null) {
    if (!file) return;
    const refusal = spreadsheetProblem(file);
    setProblem(refusal && intl.formatMessage(refusal));
    if (refusal) return;
    setUploading(file.name);
    try {
      onUploaded(await uploadSpreadsheet(file, kind));
    } catch (error) {
      const words = errorMessage(error, intl.formatMessage(m.uploadFailed));
      setProblem(words);
      toast.error(words, { key: 'import-upload' });
    } finally {
      setUploading(null);
    }
  }
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className={classes.drop}
      data-over={over || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>
          <FormattedMessage id="staff.import.upload.title" defaultMessage="Upload a spreadsheet" />
        </Text>
        <Radio.Group label={intl.formatMessage(m.fileHolds)} value={kind} onChange={(value) => setKind(value as ImportKind)}>
          <Group gap="lg" mt={6} wrap="wrap">
            <Radio value="FAMILIES" label={intl.formatMessage(m.families)} />
            <Radio value="VOLUNTEERS" label={intl.formatMessage(m.volunteers)} />
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(kind === 'FAMILIES' ? m.familiesHint : m.volunteersHint)}
        </Text>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={send} accept={IMPORT_ACCEPT}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={18} aria-hidden />} loading={uploading !== null}>
                <FormattedMessage id="staff.import.upload.choose" defaultMessage="Choose a file" />
              </Button>
            )}
          </FileButton>
          <Text size="sm" aria-live="polite">
            {uploading ? intl.formatMessage(m.reading, { fileName: uploading }) : ''}
          </Text>
        </Group>
        {problem && (
          <Alert color="red" title={intl.formatMessage(m.refused)} w="100%">
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

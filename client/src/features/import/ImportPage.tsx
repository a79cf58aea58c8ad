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
import { errorMessage } from '../../lib/mutation.ts';
import { IMPORT_ACCEPT, spreadsheetProblem, uploadSpreadsheet, type ImportKind } from './import-upload.ts';
import { ImportReview } from './ImportReview.tsx';
import { PastImports } from './PastImports.tsx';
import { useUndoImport } from './useUndoImport.tsx';
import classes from './import.module.css';

const wholeParam = (value: string | null) => (value != null && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null);

class PreviewErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (this.state.error) {
      return (
        <Alert color="red" title="The preview could not be shown">
          {errorMessage(this.state.error, 'Please upload the file again.')}
        </Alert>
      );
    }
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
        <Title order={1}>Import families and volunteers</Title>
        <Text c="dimmed">
          Bring last year’s families, or your staff and interns, in from a spreadsheet (a Google Forms export or an Excel file). You see what will be created and
          merged, and every row with a problem, before anything is written. Everyone new is invited by e-mail to claim their account.
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

  async function send(file: File | null) {
    if (!file) return;
    const refusal = spreadsheetProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setUploading(file.name);
    try {
      onUploaded(await uploadSpreadsheet(file, kind));
    } catch (error) {
      const words = errorMessage(error, 'The file could not be uploaded. Please try again.');
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
        <Text fw={600}>Upload a spreadsheet</Text>
        <Radio.Group label="The file holds" value={kind} onChange={(value) => setKind(value as ImportKind)}>
          <Group gap="lg" mt={6} wrap="wrap">
            <Radio value="FAMILIES" label="Families and children" />
            <Radio value="VOLUNTEERS" label="Volunteers" />
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {kind === 'FAMILIES'
            ? 'CSV or Excel (.xlsx), up to 8 MB, one family per row (children in columns “Child 1 …”, “Child 2 …”) or one child per row. Drop it here or choose it.'
            : 'CSV or Excel (.xlsx), up to 8 MB, one volunteer per row: name, e-mail, phone and role (“Staff”, “Leader” or “Volunteer” for staff; “Intern” or “Youth helper” for interns, with their grade). Drop it here or choose it.'}
        </Text>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={send} accept={IMPORT_ACCEPT}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={18} aria-hidden />} loading={uploading !== null}>
                Choose a file
              </Button>
            )}
          </FileButton>
          <Text size="sm" aria-live="polite">
            {uploading ? `Reading ${uploading}…` : ''}
          </Text>
        </Group>
        {problem && (
          <Alert color="red" title="This file cannot be imported" w="100%">
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

// One person's whole screening history (ASSIGN_STAFF): every record, newest first, replaced ones marked with
// when; a current record can be corrected. A correction replaces the record and keeps the old one in the
// history; a record someone else corrected meanwhile is refused (409), said in words, and the history is read again.
import { Badge, Button, Card, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ScreeningHistoryModalQuery, ScreeningHistoryModalQuery$data } from '../../__generated__/ScreeningHistoryModalQuery.graphql';
import type { ScreeningHistoryModalCorrectMutation } from '../../__generated__/ScreeningHistoryModalCorrectMutation.graphql';
import { TextInput } from '../../components/typed-fields.tsx';
import { toast } from '../../app/toast.ts';
import { RequestError } from '../../relay/errors.ts';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { fieldProblems } from '../../../../forms/problems.ts';
import { BACKGROUND_CHECK_RESULTS, screeningCorrectionSchema, type BackgroundCheckResult } from '../../../../forms/screening.ts';
import type { RecordTarget } from './RecordScreeningModal.tsx';
import { kindWords, resultWords } from './screening-words.ts';

const query = graphql`
  query ScreeningHistoryModalQuery($staffId: Int, $internId: Int) {
    screeningPerson(staffId: $staffId, internId: $internId) {
      id
      history {
        id
        databaseId
        kind
        completedOn
        expiresOn
        provider
        result
        title
        createdAt
        replacedAt
      }
    }
  }
`;

const correctMutation = graphql`
  mutation ScreeningHistoryModalCorrectMutation($input: CorrectScreeningRecordInput!) {
    correctScreeningRecord(input: $input) {
      ...ScreeningPage_person
    }
  }
`;

type HistoryRecord = NonNullable<ScreeningHistoryModalQuery$data['screeningPerson']['history']>[number];

function CorrectionForm({ record, onDone, onCancel }: { record: HistoryRecord; onDone: (stale: boolean) => void; onCancel: () => void }) {
  const [commit, saving] = useMutationPromise<ScreeningHistoryModalCorrectMutation>(correctMutation);
  const [completedOn, setCompletedOn] = useState<string>(record.completedOn);
  const [expiresOn, setExpiresOn] = useState<string>(record.expiresOn ?? '');
  const [provider, setProvider] = useState(record.provider ?? '');
  const [result, setResult] = useState<string>(record.result ?? 'CLEAR');
  const [title, setTitle] = useState(record.title ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = record.kind === 'BACKGROUND_CHECK';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const fields = {
      completedOn,
      expiresOn: expiresOn || null,
      provider: check ? provider : null,
      result: check ? (result as BackgroundCheckResult) : null,
      title: check ? null : title,
    };
    const read = screeningCorrectionSchema(record.kind as never).safeParse(fields);
    if (!read.success) return setErrors(fieldProblems(read.error));
    setErrors({});
    try {
      await commit({ input: { recordId: record.databaseId, ...fields } });
      toast.success(`${kindWords(record.kind)} corrected.`);
      onDone(false);
    } catch (error) {
      if (error instanceof RequestError && error.code === 'CONFLICT') {
        toast.error(error.message);
        return onDone(true);
      }
      const problems = fieldErrors(error);
      setErrors(problems);
      if (Object.keys(problems).length === 0) toast.error(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Correct the ${kindWords(record.kind).toLowerCase()}`}>
      <Stack gap="xs" mt="xs">
        <TextInput type="date" label="Done on" value={completedOn} onChange={(e) => setCompletedOn(e.currentTarget.value)} error={errors.completedOn} required />
        {check ? (
          <>
            <TextInput label="Provider" value={provider} onChange={(e) => setProvider(e.currentTarget.value)} error={errors.provider} required maxLength={120} />
            <NativeSelect label="Result" data={BACKGROUND_CHECK_RESULTS.map((r) => ({ value: r, label: resultWords(r) }))} value={result} onChange={(e) => setResult(e.currentTarget.value)} error={errors.result} />
          </>
        ) : (
          <TextInput label={record.kind === 'TRAINING' ? 'Name of the training' : 'Signed as (the name written)'} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} required={record.kind === 'TRAINING'} maxLength={120} />
        )}
        <TextInput type="date" label="Counts until (last day)" value={expiresOn} onChange={(e) => setExpiresOn(e.currentTarget.value)} error={errors.expiresOn} required={check} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button type="submit" loading={saving}>Save correction</Button>
        </Group>
      </Stack>
    </form>
  );
}

function History({ person, fetchKey, onChanged }: { person: RecordTarget; fetchKey: number; onChanged: () => void }) {
  const data = useLazyLoadQuery<ScreeningHistoryModalQuery>(query, { staffId: person.staffId, internId: person.internId }, { fetchKey, fetchPolicy: 'network-only' });
  const [correcting, setCorrecting] = useState<string | null>(null);
  const history = data.screeningPerson.history ?? [];
  if (history.length === 0) return <Text c="dimmed">Nothing is recorded for {person.name} yet.</Text>;
  return (
    <Stack gap="xs" data-testid="screening-history">
      {history.map((r) => (
        <Card key={r.id} withBorder padding="xs" data-testid="history-record" aria-label={`${kindWords(r.kind)} done ${formatDate(r.completedOn)}${r.replacedAt ? ', replaced' : ''}`}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Group gap={6}>
                <Text fw={600} size="sm" c={r.replacedAt ? 'dimmed' : undefined}>{kindWords(r.kind)}</Text>
                {r.replacedAt ? <Badge color="gray" variant="light" size="sm">Replaced {formatDateTime(r.replacedAt)}</Badge> : <Badge color="blue" variant="light" size="sm">Current</Badge>}
              </Group>
              <Text size="sm" c={r.replacedAt ? 'dimmed' : undefined} td={r.replacedAt ? 'line-through' : undefined}>
                Done {formatDate(r.completedOn)}
                {r.provider ? ` · ${r.provider}` : ''}
                {r.result ? ` · ${resultWords(r.result)}` : ''}
                {r.title ? ` · ${r.title}` : ''}
                {r.expiresOn ? ` · until ${formatDate(r.expiresOn)}` : ''}
              </Text>
              <Text size="xs" c="dimmed">Recorded {formatDateTime(r.createdAt)}</Text>
            </div>
            {!r.replacedAt && correcting !== r.id && (
              <Button size="xs" variant="light" onClick={() => setCorrecting(r.id)} aria-label={`Correct the ${kindWords(r.kind).toLowerCase()} done ${formatDate(r.completedOn)}`}>
                Correct…
              </Button>
            )}
          </Group>
          {correcting === r.id && (
            <CorrectionForm
              record={r}
              onCancel={() => setCorrecting(null)}
              onDone={() => {
                setCorrecting(null);
                onChanged();
              }}
            />
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** `onClose(changed)`: whether a record was corrected (the page's expiring list may have changed). */
export function ScreeningHistoryModal({ person, onClose }: { person: RecordTarget; onClose: (changed: boolean) => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Modal opened onClose={() => onClose(fetchKey > 0)} title={`Screening history: ${person.name}`} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Suspense fallback={<Group><Loader size="sm" /><Text>Loading the history…</Text></Group>}>
        <History
          person={person}
          fetchKey={fetchKey}
          onChanged={() => setFetchKey((k) => k + 1)}
        />
      </Suspense>
    </Modal>
  );
}

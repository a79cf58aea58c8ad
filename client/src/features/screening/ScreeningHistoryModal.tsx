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
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { kindWords, RECORD_FIELDS, recordParts, resultWords } from './screening-words.ts';

// A kind inside a sentence ("Correct the background check") is a select on the kind, so each language writes it
// as its sentence needs (English in lower case).
const WORDS = defineMessages({
  corrected: { id: 'staff.screening.history.corrected', defaultMessage: '{kind} corrected.' },
  correctForm: {
    id: 'staff.screening.history.correctForm',
    defaultMessage: 'Correct the {kind, select, BACKGROUND_CHECK {background check} TRAINING {training} CODE_OF_CONDUCT {code of conduct} other {{kind}}}',
  },
  correctButton: {
    id: 'staff.screening.history.correctButton',
    defaultMessage: 'Correct the {kind, select, BACKGROUND_CHECK {background check} TRAINING {training} CODE_OF_CONDUCT {code of conduct} other {{kind}}} done {done}',
  },
  record: { id: 'staff.screening.history.record', defaultMessage: '{kind} done {done}{replaced, select, yes {, replaced} other {}}' },
  title: { id: 'staff.screening.history.title', defaultMessage: 'Screening history: {name}' },
});

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
  const intl = useIntl();
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
      toast.success(intl.formatMessage(WORDS.corrected, { kind: kindWords(intl, record.kind) }));
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
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(WORDS.correctForm, { kind: record.kind })}>
      <Stack gap="xs" mt="xs">
        <TextInput type="date" label={intl.formatMessage(RECORD_FIELDS.doneOn)} value={completedOn} onChange={(e) => setCompletedOn(e.currentTarget.value)} error={errors.completedOn} required />
        {check ? (
          <>
            <TextInput label={intl.formatMessage(RECORD_FIELDS.provider)} value={provider} onChange={(e) => setProvider(e.currentTarget.value)} error={errors.provider} required maxLength={120} />
            <NativeSelect
              label={intl.formatMessage(RECORD_FIELDS.result)}
              data={BACKGROUND_CHECK_RESULTS.map((r) => ({ value: r, label: resultWords(intl, r) }))}
              value={result}
              onChange={(e) => setResult(e.currentTarget.value)}
              error={errors.result}
            />
          </>
        ) : (
          <TextInput
            label={intl.formatMessage(record.kind === 'TRAINING' ? RECORD_FIELDS.trainingName : RECORD_FIELDS.signedAs)}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            required={record.kind === 'TRAINING'}
            maxLength={120}
          />
        )}
        <TextInput type="date" label={intl.formatMessage(RECORD_FIELDS.countsUntil)} value={expiresOn} onChange={(e) => setExpiresOn(e.currentTarget.value)} error={errors.expiresOn} required={check} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(RECORD_FIELDS.cancel)}
          </Button>
          <Button type="submit" loading={saving}>
            <FormattedMessage id="staff.screening.history.save" defaultMessage="Save correction" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function History({ person, fetchKey, onChanged }: { person: RecordTarget; fetchKey: number; onChanged: () => void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<ScreeningHistoryModalQuery>(query, { staffId: person.staffId, internId: person.internId }, { fetchKey, fetchPolicy: 'network-only' });
  const [correcting, setCorrecting] = useState<string | null>(null);
  const history = data.screeningPerson.history ?? [];
  if (history.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="staff.screening.history.empty" defaultMessage="Nothing is recorded for {name} yet." values={{ name: person.name }} />
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="screening-history">
      {history.map((r) => (
        <Card
          key={r.id}
          withBorder
          padding="xs"
          data-testid="history-record"
          aria-label={intl.formatMessage(WORDS.record, { kind: kindWords(intl, r.kind), done: formatDate(r.completedOn), replaced: r.replacedAt ? 'yes' : 'no' })}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Group gap={6}>
                <Text fw={600} size="sm" c={r.replacedAt ? 'dimmed' : undefined}>
                  {kindWords(intl, r.kind)}
                </Text>
                {r.replacedAt ? (
                  <Badge color="gray" variant="light" size="sm">
                    <FormattedMessage id="staff.screening.history.replaced" defaultMessage="Replaced {when}" values={{ when: formatDateTime(r.replacedAt) }} />
                  </Badge>
                ) : (
                  <Badge color="blue" variant="light" size="sm">
                    <FormattedMessage id="staff.screening.history.current" defaultMessage="Current" />
                  </Badge>
                )}
              </Group>
              <Text size="sm" c={r.replacedAt ? 'dimmed' : undefined} td={r.replacedAt ? 'line-through' : undefined}>
                <FormattedMessage
                  id="staff.screening.history.details"
                  defaultMessage="Done {done}{hasProvider, select, yes { · {provider}} other {}}{hasResult, select, yes { · {result}} other {}}{hasTitle, select, yes { · {title}} other {}}{hasUntil, select, yes { · until {until}} other {}}"
                  values={{ done: formatDate(r.completedOn), ...recordParts(intl, r) }}
                />
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="staff.screening.history.recorded" defaultMessage="Recorded {when}" values={{ when: formatDateTime(r.createdAt) }} />
              </Text>
            </div>
            {!r.replacedAt && correcting !== r.id && (
              <Button size="xs" variant="light" onClick={() => setCorrecting(r.id)} aria-label={intl.formatMessage(WORDS.correctButton, { kind: r.kind, done: formatDate(r.completedOn) })}>
                <FormattedMessage id="staff.screening.history.correct" defaultMessage="Correct…" />
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
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Modal
      opened
      onClose={() => onClose(fetchKey > 0)}
      title={intl.formatMessage(WORDS.title, { name: person.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': intl.formatMessage(RECORD_FIELDS.close) }}
    >
      <Suspense
        fallback={
          <Group>
            <Loader size="sm" />
            <Text>
              <FormattedMessage id="staff.screening.history.loading" defaultMessage="Loading the history…" />
            </Text>
          </Group>
        }
      >
        <History
          person={person}
          fetchKey={fetchKey}
          onChanged={() => setFetchKey((k) => k + 1)}
        />
      </Suspense>
    </Modal>
  );
}

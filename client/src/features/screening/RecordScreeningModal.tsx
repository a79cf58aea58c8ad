// Recording a background check, a training or a signed code of conduct for one person (ASSIGN_STAFF). The form
// checks with the server's own schema first; the server's per-field answers show beside the fields.
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { RecordScreeningModalMutation } from '../../__generated__/RecordScreeningModalMutation.graphql';
import { TextInput } from '../../components/typed-fields.tsx';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import { todayIso } from '../../lib/dates.ts';
import { fieldProblems } from '../../../../forms/problems.ts';
import { BACKGROUND_CHECK_RESULTS, SCREENING_KINDS, screeningRecordSchema, type ScreeningKind } from '../../../../forms/screening.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { kindWords, RECORD_FIELDS, resultWords } from './screening-words.ts';

const WORDS = defineMessages({
  recorded: { id: 'staff.screening.record.recorded', defaultMessage: '{kind} recorded for {name}.' },
  title: { id: 'staff.screening.record.title', defaultMessage: 'Record screening: {name}' },
  what: { id: 'staff.screening.record.what', defaultMessage: 'What' },
  checkNeedsEnd: { id: 'staff.screening.record.checkNeedsEnd', defaultMessage: 'Required for a background check.' },
  mayNotExpire: { id: 'staff.screening.record.mayNotExpire', defaultMessage: 'Leave empty if it does not expire.' },
});

const mutation = graphql`
  mutation RecordScreeningModalMutation($input: RecordScreeningInput!) {
    recordScreening(input: $input) {
      ...ScreeningPage_person
    }
  }
`;

export interface RecordTarget {
  name: string;
  staffId: number | null;
  internId: number | null;
}

export function RecordScreeningModal({ person, onClose, onSaved }: { person: RecordTarget; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const [commit, saving] = useMutationPromise<RecordScreeningModalMutation>(mutation);
  const [kind, setKind] = useState<ScreeningKind>('BACKGROUND_CHECK');
  const [completedOn, setCompletedOn] = useState(todayIso());
  const [expiresOn, setExpiresOn] = useState('');
  const [provider, setProvider] = useState('');
  const [result, setResult] = useState('CLEAR');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      staffId: person.staffId,
      internId: person.internId,
      kind,
      completedOn,
      expiresOn: expiresOn || null,
      provider: kind === 'BACKGROUND_CHECK' ? provider : null,
      result: kind === 'BACKGROUND_CHECK' ? (result as (typeof BACKGROUND_CHECK_RESULTS)[number]) : null,
      title: kind === 'BACKGROUND_CHECK' ? null : title,
    };
    const read = screeningRecordSchema.safeParse(input);
    if (!read.success) return setErrors(fieldProblems(read.error));
    setErrors({});
    try {
      await commit({ input });
      toast.success(intl.formatMessage(WORDS.recorded, { kind: kindWords(intl, kind), name: person.name }));
      onSaved();
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(errorMessage(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(WORDS.title, { name: person.name })} closeButtonProps={{ 'aria-label': intl.formatMessage(RECORD_FIELDS.close) }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={intl.formatMessage(WORDS.what)}
            data={SCREENING_KINDS.map((k) => ({ value: k, label: kindWords(intl, k) }))}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as ScreeningKind)}
          />
          <TextInput type="date" label={intl.formatMessage(RECORD_FIELDS.doneOn)} value={completedOn} onChange={(e) => setCompletedOn(e.currentTarget.value)} error={errors.completedOn} required />
          {kind === 'BACKGROUND_CHECK' && (
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
          )}
          {kind !== 'BACKGROUND_CHECK' && (
            <TextInput
              label={intl.formatMessage(kind === 'TRAINING' ? RECORD_FIELDS.trainingName : RECORD_FIELDS.signedAs)}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={errors.title}
              required={kind === 'TRAINING'}
              maxLength={120}
            />
          )}
          <TextInput
            type="date"
            label={intl.formatMessage(RECORD_FIELDS.countsUntil)}
            description={intl.formatMessage(kind === 'BACKGROUND_CHECK' ? WORDS.checkNeedsEnd : WORDS.mayNotExpire)}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.currentTarget.value)}
            error={errors.expiresOn}
            required={kind === 'BACKGROUND_CHECK'}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage(RECORD_FIELDS.cancel)}
            </Button>
            <Button type="submit" loading={saving}>
              <FormattedMessage id="staff.screening.record.submit" defaultMessage="Record" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

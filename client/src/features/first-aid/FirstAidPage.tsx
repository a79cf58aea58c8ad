// /dashboard/first-aid: staff write incident reports (the parents are e-mailed at once) and read the ones
// the policy lets them (all with VIEW_SENSITIVE_INFO, else their own); corrections keep earlier versions.
// Live: a report written or corrected here or elsewhere merges from what the change returns
// (useFirstAidReportChanges.ts), without fetching the list again.
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FirstAidPageQuery } from '../../__generated__/FirstAidPageQuery.graphql';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors } from '../../lib/mutation.ts';
import { FirstAidReportCard } from './FirstAidReportCard.tsx';
import { useFirstAidReportChanges } from './useFirstAidReportChanges.ts';
import { useCorrectFirstAidReportMutation } from './useCorrectFirstAidReportMutation.ts';
import { useCreateFirstAidReportMutation } from './useCreateFirstAidReportMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query FirstAidPageQuery {
    viewer {
      isStaff
    }
    checkInStation {
      families {
        children {
          childId
          name
        }
      }
    }
    firstAidReports {
      ...useFirstAidReportChanges_report @relay(mask: false)
    }
  }
`;

interface Draft { reportId: number | null; childId: string | null; occurredAt: string; location: string; whatHappened: string; treatment: string; followUp: string }

const localNow = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const empty = (): Draft => ({ reportId: null, childId: null, occurredAt: localNow(), location: '', whatHappened: '', treatment: '', followUp: '' });

export function FirstAidPage() {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<FirstAidPageQuery>(query, {}, { fetchKey, fetchPolicy: 'store-and-network' });
  useFirstAidReportChanges(() => setFetchKey((k) => k + 1));
  const [create, creating] = useCreateFirstAidReportMutation();
  const [correct, correcting] = useCorrectFirstAidReportMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const children = useMemo(() => {
    const seen = new Map<number, string>();
    for (const f of data.checkInStation.families) for (const c of f.children) seen.set(c.childId, c.name);
    return [...seen].map(([value, label]) => ({ value: String(value), label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [data.checkInStation.families]);

  const save = async () => {
    if (!draft) return;
    const { reportId, childId } = draft;
    if (!reportId && !childId) return setErrors({ childId: intl.formatMessage({ id: 'staff.firstAid.chooseTheChild', defaultMessage: 'Choose the child.' }) });
    const fields = { occurredAt: new Date(draft.occurredAt).toISOString(), location: draft.location, whatHappened: draft.whatHappened, treatment: draft.treatment, followUp: draft.followUp };
    try {
      if (reportId) await correct({ input: { reportId, ...fields } });
      else await create({ input: { childId: Number(childId), ...fields } });
      toast.success(
        reportId
          ? intl.formatMessage({ id: 'staff.firstAid.reportCorrected', defaultMessage: 'Report corrected; the parents were e-mailed.' })
          : intl.formatMessage({ id: 'staff.firstAid.reportSaved', defaultMessage: 'Report saved; the parents were e-mailed.' }),
      );
      setDraft(null);
      setErrors({});
    } catch (error) {
      const refused = fieldErrors(error);
      if (Object.keys(refused).length) setErrors(refused);
      toast.error(errorMessage(error));
    }
  };

  // Read the value now: React clears currentTarget once the handler returns, before the updater runs.
  const set = (key: keyof Draft) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => d && { ...d, [key]: value });
  };
  const reports = data.firstAidReports;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1}><FormattedMessage id="staff.firstAid.title" defaultMessage="First aid reports" /></Title>
          <Text c="dimmed"><FormattedMessage id="staff.firstAid.intro" defaultMessage="Incident reports. The child’s parents are e-mailed as soon as a report is saved. Reports are never deleted." /></Text>
        </div>
        {data.viewer?.isStaff && !draft && <Button onClick={() => setDraft(empty())}><FormattedMessage id="staff.firstAid.newReport" defaultMessage="New report" /></Button>}
      </Group>
      {draft && (
        <Stack gap="sm" component="form" onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label={draft.reportId ? intl.formatMessage({ id: 'staff.firstAid.correctTheReport', defaultMessage: 'Correct the report' }) : intl.formatMessage({ id: 'staff.firstAid.newFirstAidReport', defaultMessage: 'New first-aid report' })}>
          {!draft.reportId && <Select label={intl.formatMessage({ id: 'staff.firstAid.child', defaultMessage: 'Child' })} searchable data={children} value={draft.childId} onChange={(v) => setDraft((d) => d && { ...d, childId: v })} error={errors.childId} required />}
          <TextInput type="datetime-local" label={intl.formatMessage({ id: 'staff.firstAid.when', defaultMessage: 'When' })} value={draft.occurredAt} onChange={set('occurredAt')} error={errors.occurredAt} required />
          <TextInput label={intl.formatMessage({ id: 'staff.firstAid.where', defaultMessage: 'Where' })} value={draft.location} onChange={set('location')} error={errors.location} required maxLength={200} />
          <Textarea label={intl.formatMessage({ id: 'staff.firstAid.whatHappened', defaultMessage: 'What happened' })} value={draft.whatHappened} onChange={set('whatHappened')} error={errors.whatHappened} required autosize minRows={2} />
          <Textarea label={intl.formatMessage({ id: 'staff.firstAid.treatmentGiven', defaultMessage: 'Treatment given' })} value={draft.treatment} onChange={set('treatment')} error={errors.treatment} required autosize minRows={2} />
          <Textarea label={intl.formatMessage({ id: 'staff.firstAid.followUp', defaultMessage: 'Follow-up' })} value={draft.followUp} onChange={set('followUp')} error={errors.followUp} autosize minRows={1} />
          <Group>
            <Button type="submit" loading={creating || correcting}>{draft.reportId ? <FormattedMessage id="staff.firstAid.saveCorrection" defaultMessage="Save correction" /> : <FormattedMessage id="staff.firstAid.saveAndEmailParents" defaultMessage="Save and e-mail parents" />}</Button>
            <Button variant="default" onClick={() => setDraft(null)}><FormattedMessage id="staff.firstAid.cancel" defaultMessage="Cancel" /></Button>
          </Group>
        </Stack>
      )}
      {reports.length === 0 ? (
        <Alert color="gray"><FormattedMessage id="staff.firstAid.noReports" defaultMessage="No reports you may read yet." /></Alert>
      ) : (
        reports.map((r) => (
          <FirstAidReportCard
            key={r.databaseId}
            report={r}
            onCorrect={data.viewer?.isStaff ? () => setDraft({ reportId: r.databaseId, childId: String(r.childId), occurredAt: new Date(new Date(r.occurredAt).getTime() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16), location: r.location, whatHappened: r.whatHappened, treatment: r.treatment, followUp: r.followUp }) : undefined}
          />
        ))
      )}
    </Stack>
  );
}

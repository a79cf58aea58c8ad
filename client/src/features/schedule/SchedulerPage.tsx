// /dashboard/scheduler — the builder: the week's days (add, copy from another day, delete), the chosen
// day's events on a timeline (DayEditor), who can see the schedule now in plain words, and the rotation
// generator beside the timeline. Staff without SCHEDULE_CLASSES or MANAGE_VBS may look but not change.
// Each change updates the page from what its mutation returns; others' changes arrive live.
import { Alert, Button, Card, Grid, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SchedulerPageAddDayMutation } from '../../__generated__/SchedulerPageAddDayMutation.graphql';
import type { SchedulerPageDeleteDayMutation } from '../../__generated__/SchedulerPageDeleteDayMutation.graphql';
import type { SchedulerPageQuery } from '../../__generated__/SchedulerPageQuery.graphql';
import type { SchedulerPageReleaseMutation } from '../../__generated__/SchedulerPageReleaseMutation.graphql';
import type { SchedulerPageVisibilityMutation } from '../../__generated__/SchedulerPageVisibilityMutation.graphql';
import { useNow } from '../../components/useNow.ts';
import { DayEditor } from './DayEditor.tsx';
import { RotationPanel } from './RotationPanel.tsx';
import { dayLabel } from './SchedulesPage.tsx';
import { audienceSummary } from './schedule-time.ts';
import { putDay, removeDay } from './schedule-store-updater.ts';
import { useScheduleChanges } from './useScheduleChanges.ts';
import { useScheduleMutation } from './useScheduleMutation.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query SchedulerPageQuery {
    currentEdition {
      startsAtLocal
    }
    schedule {
      id
      year
      visibility
      releaseDate
      releasesAt
      viewerCanEdit
      days {
        id
        date
        ...DayEditor_day
      }
    }
    groupList {
      groups {
        id
        databaseId
        name
        groupType
      }
    }
  }
`;

const addDay = graphql`
  mutation SchedulerPageAddDayMutation($scheduleId: ID!, $date: Date!, $copyFromDayId: ID) {
    addScheduleDay(scheduleId: $scheduleId, date: $date, copyFromDayId: $copyFromDayId) {
      id
      ...useScheduleChanges_day
    }
  }
`;
const deleteDay = graphql`
  mutation SchedulerPageDeleteDayMutation($dayId: ID!) {
    deleteScheduleDay(dayId: $dayId) {
      deletedId
      schedule {
        ...useScheduleChanges_schedule
      }
    }
  }
`;
const setVisibility = graphql`
  mutation SchedulerPageVisibilityMutation($scheduleId: ID!, $visibility: ScheduleVisibility!) {
    setScheduleVisibility(scheduleId: $scheduleId, visibility: $visibility) {
      ...useScheduleChanges_schedule
    }
  }
`;
const setRelease = graphql`
  mutation SchedulerPageReleaseMutation($scheduleId: ID!, $releaseDate: DateTime) {
    setScheduleReleaseDate(scheduleId: $scheduleId, releaseDate: $releaseDate) {
      ...useScheduleChanges_schedule
    }
  }
`;

const m = defineMessages({
  noSchedule: { id: 'staff.schedule.builder.noScheduleTitle', defaultMessage: 'No schedule' },
  addedCopy: { id: 'staff.schedule.builder.addedCopy', defaultMessage: 'Added {day} as a copy.' },
  added: { id: 'staff.schedule.builder.added', defaultMessage: 'Added {day}.' },
  visibility: { id: 'staff.schedule.builder.visibility', defaultMessage: 'Visibility' },
  everyone: { id: 'staff.schedule.builder.visibilityPublic', defaultMessage: 'Everyone' },
  staff: { id: 'staff.schedule.builder.visibilityInternal', defaultMessage: 'Staff' },
  schedulers: { id: 'staff.schedule.builder.visibilityPrivate', defaultMessage: 'Schedulers' },
  releaseDate: { id: 'staff.schedule.builder.releaseDate', defaultMessage: 'Release date' },
  day: { id: 'staff.schedule.builder.day', defaultMessage: 'Day' },
  newDay: { id: 'staff.schedule.builder.newDay', defaultMessage: 'New day' },
  copyFrom: { id: 'staff.schedule.builder.copyFrom', defaultMessage: 'Copy events from' },
  startEmpty: { id: 'staff.schedule.builder.startEmpty', defaultMessage: 'Start empty' },
  deleteTitle: { id: 'staff.schedule.builder.deleteTitle', defaultMessage: 'Delete {day}?' },
  deleteMessage: { id: 'staff.schedule.builder.deleteMessage', defaultMessage: 'The day and all its events are deleted.' },
  deleteConfirm: { id: 'staff.schedule.builder.deleteConfirm', defaultMessage: 'Delete day' },
  deleted: { id: 'staff.schedule.builder.deleted', defaultMessage: 'Deleted {day}.' },
});

const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function SchedulerPage() {
  const data = useLazyLoadQuery<SchedulerPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  useScheduleChanges(query, {});
  const now = useNow(60_000);
  const schedule = data.schedule;
  const [dayId, setDayId] = useState<string | null>(null);
  const [newDate, setNewDate] = useState('');
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [doAdd, adding] = useScheduleMutation<SchedulerPageAddDayMutation>(addDay);
  const [doDelete, deleting] = useScheduleMutation<SchedulerPageDeleteDayMutation>(deleteDay);
  const [confirm, confirmDialog] = useConfirm();
  const [doVisibility] = useScheduleMutation<SchedulerPageVisibilityMutation>(setVisibility);
  const [doRelease] = useScheduleMutation<SchedulerPageReleaseMutation>(setRelease);
  const intl = useIntl();
  if (!schedule) {
    return (
      <Alert title={intl.formatMessage(m.noSchedule)}>
        <FormattedMessage id="staff.schedule.builder.noSchedule" defaultMessage="There is no schedule for this year yet." />
      </Alert>
    );
  }
  const canEdit = schedule.viewerCanEdit;
  const day = schedule.days.find((d) => d.id === dayId) ?? schedule.days[0] ?? null;
  const groups = data.groupList.groups;

  const add = async () => {
    const res = await doAdd(
      { scheduleId: schedule.id, date: newDate, copyFromDayId: copyFrom },
      {
        success: intl.formatMessage(copyFrom ? m.addedCopy : m.added, { day: dayLabel(newDate) }),
        updater: (store) => {
          const added = store.getRootField('addScheduleDay');
          if (added) putDay(store, schedule.id, added);
        },
      },
    );
    if (res) {
      setDayId(res.addScheduleDay.id);
      setNewDate('');
      setCopyFrom(null);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>
        <FormattedMessage id="staff.schedule.builder.title" defaultMessage="Schedule builder" />
      </Title>
      {confirmDialog}
      {!canEdit && (
        <Alert color="gray">
          <FormattedMessage
            id="staff.schedule.builder.lookOnly"
            defaultMessage="Changing the schedule needs the Schedule classes or Manage VBS permission; you can look around."
          />
        </Alert>
      )}
      <Card withBorder component="section" aria-labelledby="visibility-heading">
        <Stack gap="xs">
          <Title order={2} size="h4" id="visibility-heading">
            <FormattedMessage id="staff.schedule.builder.whoCanSee" defaultMessage="Who can see it" />
          </Title>
          <Text data-testid="audience-summary">{audienceSummary(schedule.visibility, Date.parse(schedule.releasesAt), now, intl.formatMessage)}</Text>
          <Group wrap="wrap" align="flex-end">
            <SegmentedControl
              aria-label={intl.formatMessage(m.visibility)}
              disabled={!canEdit}
              value={schedule.visibility}
              onChange={(v) => void doVisibility({ scheduleId: schedule.id, visibility: v as 'PUBLIC' | 'INTERNAL' | 'PRIVATE' })}
              data={[
                { value: 'PUBLIC', label: intl.formatMessage(m.everyone) },
                { value: 'INTERNAL', label: intl.formatMessage(m.staff) },
                { value: 'PRIVATE', label: intl.formatMessage(m.schedulers) },
              ]}
            />
            <TextInput
              label={intl.formatMessage(m.releaseDate)}
              type="datetime-local"
              disabled={!canEdit}
              value={toLocalInput(schedule.releasesAt)}
              onChange={(e) => e.currentTarget.value && void doRelease({ scheduleId: schedule.id, releaseDate: new Date(e.currentTarget.value).toISOString() })}
            />
            {schedule.releaseDate && canEdit && (
              <Button variant="subtle" onClick={() => void doRelease({ scheduleId: schedule.id, releaseDate: null })}>
                <FormattedMessage id="staff.schedule.builder.defaultRelease" defaultMessage="Use the default (48 hours before the first day)" />
              </Button>
            )}
          </Group>
        </Stack>
      </Card>

      <Card withBorder component="section" aria-labelledby="days-heading">
        <Stack gap="xs">
          <Title order={2} size="h4" id="days-heading">
            <FormattedMessage id="staff.schedule.builder.days" defaultMessage="Days" />
          </Title>
          {schedule.days.length === 0 ? (
            <Text c="dimmed">
              <FormattedMessage id="staff.schedule.builder.noDays" defaultMessage="No days yet." />
            </Text>
          ) : (
            <SegmentedControl aria-label={intl.formatMessage(m.day)} value={day?.id} onChange={setDayId} data={schedule.days.map((d) => ({ value: d.id, label: dayLabel(d.date) }))} style={{ maxWidth: '100%', overflowX: 'auto' }} />
          )}
          {canEdit && (
            <Group align="flex-end" wrap="wrap">
              <TextInput label={intl.formatMessage(m.newDay)} type="date" value={newDate} onChange={(e) => setNewDate(e.currentTarget.value)} />
              <Select label={intl.formatMessage(m.copyFrom)} placeholder={intl.formatMessage(m.startEmpty)} clearable value={copyFrom} onChange={setCopyFrom} data={schedule.days.map((d) => ({ value: d.id, label: dayLabel(d.date) }))} />
              <Button onClick={() => void add()} loading={adding} disabled={!newDate}>
                <FormattedMessage id="staff.schedule.builder.addDay" defaultMessage="Add day" />
              </Button>
              {day && (
                <Button
                  color="red.9"
                  variant="outline"
                  loading={deleting}
                  onClick={async () => (await confirm({ title: intl.formatMessage(m.deleteTitle, { day: dayLabel(day.date) }), message: intl.formatMessage(m.deleteMessage), confirmLabel: intl.formatMessage(m.deleteConfirm), danger: true })) && void doDelete({ dayId: day.id }, { success: intl.formatMessage(m.deleted, { day: dayLabel(day.date) }), updater: (store) => store.getRootField('deleteScheduleDay') && removeDay(store, schedule.id, day.id) }).then(() => setDayId(null))}
                >
                  <FormattedMessage id="staff.schedule.builder.deleteDay" defaultMessage="Delete {day}" values={{ day: dayLabel(day.date) }} />
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Card>

      {day && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: canEdit ? 7 : 12 }}>
            <DayEditor key={day.id} day={day} groups={groups} canEdit={canEdit} programStart={data.currentEdition.startsAtLocal.slice(11, 16)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: canEdit ? 5 : 0 }} display={canEdit ? undefined : 'none'}>
            {canEdit && <RotationPanel key={day.id} dayId={day.id} groups={groups} />}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

// Create or edit one event: name, start and end, location, staff-only, and the groups that attend. Read
// only for those who may not change the schedule. Each save returns the event (useScheduleChanges_event):
// a new one joins the day's timeline, a deleted one leaves it, without fetching the day again.
import { Button, Group, Modal, MultiSelect, Stack, Switch } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { EventFormModalCreateMutation } from '../../__generated__/EventFormModalCreateMutation.graphql';
import type { EventFormModalDeleteMutation } from '../../__generated__/EventFormModalDeleteMutation.graphql';
import type { EventFormModalGroupMutation } from '../../__generated__/EventFormModalGroupMutation.graphql';
import type { EventFormModalUpdateMutation } from '../../__generated__/EventFormModalUpdateMutation.graphql';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { putEvent, removeEvent } from './schedule-store-updater.ts';
import { useScheduleMutation } from './useScheduleMutation.ts';
import { hhmmOf, minutesOf } from './schedule-time.ts';

export interface GroupOption {
  id: string;
  databaseId: number;
  name: string;
  groupType: string;
}

export interface EditedEvent {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  locationName: string;
  staffOnly: boolean;
  /** The version this form was opened on: saving is refused if someone else changed the event since. */
  version: number;
  groupIds: readonly number[];
}

const create = graphql`
  mutation EventFormModalCreateMutation($dayId: ID!, $name: String!, $startTime: String!, $endTime: String!, $locationName: String, $staffOnly: Boolean, $groupIds: [Int!]) {
    createEvent(dayId: $dayId, name: $name, startTime: $startTime, endTime: $endTime, locationName: $locationName, staffOnly: $staffOnly, groupIds: $groupIds) {
      ...useScheduleChanges_event
    }
  }
`;
const update = graphql`
  mutation EventFormModalUpdateMutation($eventId: ID!, $name: String, $startTime: String, $endTime: String, $locationName: String, $staffOnly: Boolean, $version: Int) {
    updateEvent(eventId: $eventId, name: $name, startTime: $startTime, endTime: $endTime, locationName: $locationName, staffOnly: $staffOnly, version: $version) {
      ...useScheduleChanges_event
    }
  }
`;
const setGroup = graphql`
  mutation EventFormModalGroupMutation($eventId: ID!, $groupId: ID!, $attending: Boolean!) {
    setEventGroup(eventId: $eventId, groupId: $groupId, attending: $attending) {
      ...useScheduleChanges_event
    }
  }
`;
const remove = graphql`
  mutation EventFormModalDeleteMutation($eventId: ID!) {
    deleteEvent(eventId: $eventId) {
      deletedId
    }
  }
`;

interface Props {
  dayId: string;
  event: EditedEvent | null;
  groups: readonly GroupOption[];
  canEdit: boolean;
  /** A new event's start 'HH:MM' (DayEditor: after the day's last event, else the program's opening time). */
  defaultStart?: string;
  onClose: () => void;
}

const m = defineMessages({
  added: { id: 'staff.schedule.event.added', defaultMessage: '{name} added.' },
  deleted: { id: 'staff.schedule.event.deleted', defaultMessage: '{name} deleted.' },
  editTitle: { id: 'staff.schedule.event.editTitle', defaultMessage: 'Edit {name}' },
  newTitle: { id: 'staff.schedule.event.newTitle', defaultMessage: 'New event' },
  name: { id: 'staff.schedule.event.name', defaultMessage: 'Name' },
  starts: { id: 'staff.schedule.event.starts', defaultMessage: 'Starts' },
  ends: { id: 'staff.schedule.event.ends', defaultMessage: 'Ends' },
  location: { id: 'staff.schedule.event.location', defaultMessage: 'Location' },
  groups: { id: 'staff.schedule.event.groups', defaultMessage: 'Groups' },
  staffOnly: { id: 'staff.schedule.event.staffOnly', defaultMessage: 'Staff only (hidden from parents and interns)' },
});

export function EventFormModal({ dayId, event, groups, canEdit, defaultStart = '09:00', onClose }: Props) {
  const [values, setValues] = useState({
    name: event?.name ?? '',
    startTime: event?.startTime ?? defaultStart,
    endTime: event?.endTime ?? hhmmOf(minutesOf(defaultStart) + 30),
    locationName: event?.locationName ?? '',
    staffOnly: event?.staffOnly ?? false,
    groupIds: (event?.groupIds ?? []).map(String),
  });
  const [doCreate, creating] = useScheduleMutation<EventFormModalCreateMutation>(create);
  const [doUpdate, updating] = useScheduleMutation<EventFormModalUpdateMutation>(update);
  const [doGroup] = useScheduleMutation<EventFormModalGroupMutation>(setGroup);
  const [doDelete, deleting] = useScheduleMutation<EventFormModalDeleteMutation>(remove);
  const intl = useIntl();
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const groupIds = values.groupIds.map(Number);
    if (!event) {
      const ok = await doCreate(
        { dayId, name: values.name, startTime: values.startTime, endTime: values.endTime, locationName: values.locationName, staffOnly: values.staffOnly, groupIds },
        {
          success: intl.formatMessage(m.added, { name: values.name }),
          updater: (store) => {
            const created = store.getRootField('createEvent');
            if (created) putEvent(store, dayId, created);
          },
        },
      );
      if (ok) onClose();
      return;
    }
    const ok = await doUpdate({ eventId: event.id, name: values.name, startTime: values.startTime, endTime: values.endTime, locationName: values.locationName, staffOnly: values.staffOnly, version: event.version });
    if (!ok) return;
    const gid = (n: number) => groups.find((g) => g.databaseId === n)!.id;
    for (const g of groupIds.filter((g) => !event.groupIds.includes(g))) await doGroup({ eventId: event.id, groupId: gid(g), attending: true });
    for (const g of event.groupIds.filter((g) => !groupIds.includes(g))) await doGroup({ eventId: event.id, groupId: gid(g), attending: false });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={event ? (canEdit ? intl.formatMessage(m.editTitle, { name: event.name }) : event.name) : intl.formatMessage(m.newTitle)}>
      <Stack gap="sm">
        <TextInput label={intl.formatMessage(m.name)} required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} readOnly={!canEdit} data-autofocus />
        <Group grow>
          <TextInput label={intl.formatMessage(m.starts)} type="time" required value={values.startTime} onChange={(e) => set('startTime', e.currentTarget.value)} readOnly={!canEdit} />
          <TextInput label={intl.formatMessage(m.ends)} type="time" required value={values.endTime} onChange={(e) => set('endTime', e.currentTarget.value)} readOnly={!canEdit} />
        </Group>
        <TextInput label={intl.formatMessage(m.location)} value={values.locationName} onChange={(e) => set('locationName', e.currentTarget.value)} readOnly={!canEdit} />
        <MultiSelect
          label={intl.formatMessage(m.groups)}
          data={groups.map((g) => ({ value: String(g.databaseId), label: g.name }))}
          value={values.groupIds}
          onChange={(v) => set('groupIds', v)}
          readOnly={!canEdit}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Switch label={intl.formatMessage(m.staffOnly)} checked={values.staffOnly} onChange={(e) => set('staffOnly', e.currentTarget.checked)} disabled={!canEdit} />
        {canEdit && (
          <Group justify="space-between">
            {event ? (
              <Button color="red.9" variant="outline" loading={deleting} onClick={() => void doDelete({ eventId: event.id }, { success: intl.formatMessage(m.deleted, { name: event.name }), updater: (store) => store.getRootField('deleteEvent') && removeEvent(store, dayId, event.id) }).then((ok) => ok && onClose())}>
                <FormattedMessage id="staff.schedule.event.delete" defaultMessage="Delete" />
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => void submit()} loading={creating || updating}>
              <FormattedMessage id="staff.schedule.event.save" defaultMessage="Save" />
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

// One day in the builder: its events on a timeline. Drag an event to move it, drag its lower edge to
// resize it; with the keyboard, focus an event and use ↑/↓ to move it 5 minutes, Shift+↑/↓ to change its
// end, Enter to edit. Moves save one at a time per event (event-save-queue.ts): quick key presses coalesce,
// and a change someone else made meanwhile is refused by the server and shown, never overwritten. Conflicts (a group in two events at once, two events in one place) show as they
// happen, while dragging too.
import { Alert, Box, Button, Group, List, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { DayEditor_day$key } from '../../__generated__/DayEditor_day.graphql';
import type { DayEditorEventQuery } from '../../__generated__/DayEditorEventQuery.graphql';
import type { DayEditorUpdateEventMutation } from '../../__generated__/DayEditorUpdateEventMutation.graphql';
import { createEventSaveQueue, type EventSaveQueue } from './event-save-queue.ts';
import { EventFormModal, type EditedEvent, type GroupOption } from './EventFormModal.tsx';
import { findConflicts, hhmmOf, minutesOf } from './schedule-time.ts';
import classes from './schedule.module.css';
import { putEvent } from './schedule-store-updater.ts';
import { useScheduleMutation } from './useScheduleMutation.ts';
import { clockRange, formatHour } from '../../lib/dates.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const PX_PER_MINUTE = 1.4;
/** On a phone the lanes are narrow, so names wrap: the timeline is taller to keep each event's words whole. */
const NARROW_PX_PER_MINUTE = 2.2;
/** Room below the last hour line for its label, which would otherwise be cut at the timeline's edge. */
const LAST_HOUR_LABEL_PX = 24;
const STEP = 5;

const m = defineMessages({
  help: {
    id: 'staff.schedule.timeline.help',
    defaultMessage: 'Drag an event to move it, its lower edge to resize it. Keyboard: focus an event, ↑/↓ moves it 5 minutes, Shift+↑/↓ changes its end, Enter edits it.',
  },
  lookOnly: { id: 'staff.schedule.timeline.lookOnly', defaultMessage: 'You may look but not change the schedule.' },
  conflicts: { id: 'staff.schedule.timeline.conflicts', defaultMessage: '{count, plural, one {# conflict} other {# conflicts}}' },
  conflict: {
    id: 'staff.schedule.timeline.conflict',
    defaultMessage: '{a} and {b} {kind, select, group {share a group at the same time} other {use the same place at the same time}}',
  },
});

const updateEvent = graphql`
  mutation DayEditorUpdateEventMutation($eventId: ID!, $startTime: String, $endTime: String, $version: Int!) {
    updateEvent(eventId: $eventId, startTime: $startTime, endTime: $endTime, version: $version) {
      id
      startTime
      endTime
      version
      ...useScheduleChanges_event
    }
  }
`;

/** After a refused move: the event as it now is (someone else changed it), or null if it was deleted. */
const eventNow = graphql`
  query DayEditorEventQuery($id: ID!) {
    node(id: $id) {
      ... on Event {
        id
        name
        startTime
        endTime
        locationName
        staffOnly
        version
        groupIds
      }
    }
  }
`;

interface Draft {
  id: string;
  startTime: string;
  endTime: string;
}

interface Props {
  day: DayEditor_day$key;
  groups: readonly GroupOption[];
  canEdit: boolean;
  /** The program's opening time 'HH:MM': where a new event on an empty day starts. */
  programStart?: string;
}

export function DayEditor({ day: ref, groups, canEdit, programStart }: Props) {
  const narrow = useMediaQuery('(max-width: 630px)') ?? false;
  const pxPerMinute = narrow ? NARROW_PX_PER_MINUTE : PX_PER_MINUTE;
  const day = useFragment(
    graphql`
      fragment DayEditor_day on Day {
        id
        date
        events {
          id
          name
          startTime
          endTime
          locationName
          staffOnly
          version
          groupIds
        }
      }
    `,
    ref,
  );
  const [commitTimes] = useScheduleMutation<DayEditorUpdateEventMutation>(updateEvent);
  const environment = useRelayEnvironment();
  const intl = useIntl();
  // An event being dragged shows where the pointer is; one with saves queued shows the latest wish.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [, queueChanged] = useReducer((n: number) => n + 1, 0);
  const [editing, setEditing] = useState<EditedEvent | 'new' | null>(null);
  const drag = useRef<{ id: string; mode: 'move' | 'resize'; y: number; start: number; end: number; moved: boolean } | null>(null);
  const commitRef = useRef(commitTimes);
  commitRef.current = commitTimes;
  const dayIdRef = useRef(day.id);
  dayIdRef.current = day.id;
  const queue = useRef<EventSaveQueue | null>(null);
  queue.current ??= createEventSaveQueue(
    async (eventId, times, version) => {
      const res = await commitRef.current(
        { eventId, ...times, version },
        {
          updater: (store) => {
            const moved = store.getRootField('updateEvent');
            if (moved) putEvent(store, dayIdRef.current, moved);
          },
        },
      );
      if (!res) return null;
      const { startTime, endTime, version: now } = res.updateEvent;
      acked.current.set(eventId, { version: now, startTime, endTime });
      return { version: now };
    },
    (eventId, saved) => {
      queueChanged();
      // Refused (the error toast names what it now is): bring the event as it now is onto the timeline.
      if (!saved) fetchQuery<DayEditorEventQuery>(environment, eventNow, { id: eventId }, { fetchPolicy: 'network-only' }).subscribe({ error: (e: unknown) => console.warn('Could not reload the event:', e) });
    },
  );
  const saves = queue.current;
  // The newest acknowledged times per event. A live change re-read on the server before our last save
  // landed can arrive after its answer and bring an older copy of the event into the store; the timeline
  // (and the version the next move is made from) must not step back to it.
  const acked = useRef(new Map<string, { version: number; startTime: string; endTime: string }>());
  const stored = day.events.map((e) => {
    const k = acked.current.get(e.id);
    return k && k.version > e.version ? { ...e, ...k } : e;
  });
  // Editing an event whose moves are still saving waits for them, so the form starts from the saved version.
  const [openWhenSaved, setOpenWhenSaved] = useState<string | null>(null);
  const openEditor = (id: string) => (saves.target(id) ? setOpenWhenSaved(id) : setEditing(stored.find((x) => x.id === id) ?? null));
  useEffect(() => {
    if (!openWhenSaved || saves.target(openWhenSaved)) return;
    setOpenWhenSaved(null);
    const e = stored.find((x) => x.id === openWhenSaved);
    if (e) setEditing(e);
  });

  const events = stored.map((e) => (draft?.id === e.id ? { ...e, ...draft } : { ...e, ...saves.target(e.id) }));
  const conflicts = findConflicts(events);
  const inConflict = new Set(conflicts.flatMap((c) => [c.a, c.b]));
  const nameOf = (id: string) => events.find((e) => e.id === id)?.name ?? '';
  const first = Math.min(8 * 60, ...events.map((e) => minutesOf(e.startTime)));
  const from = Math.floor(first / 60) * 60;
  const to = Math.ceil(Math.max(16 * 60, ...events.map((e) => minutesOf(e.endTime))) / 60) * 60;
  const lanes = laneOf(events);

  /** The times the event shows now: the latest queued wish, else as saved. */
  const timesOf = (id: string) => {
    const saved = stored.find((x) => x.id === id)!;
    return saves.target(id) ?? saved;
  };
  const save = (id: string, start: number, end: number) => {
    const saved = stored.find((x) => x.id === id)!;
    saves.request(id, { startTime: hhmmOf(start), endTime: hhmmOf(end) }, saved.version);
    setDraft(null);
    queueChanged();
  };

  const onPointerDown = (ev: PointerEvent, id: string, mode: 'move' | 'resize') => {
    if (!canEdit || ev.button !== 0) return;
    const e = events.find((x) => x.id === id)!;
    drag.current = { id, mode, y: ev.clientY, start: minutesOf(e.startTime), end: minutesOf(e.endTime), moved: false };
    (ev.currentTarget as HTMLElement).setPointerCapture(ev.pointerId);
    ev.stopPropagation();
  };
  const onPointerMove = (ev: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const delta = Math.round((ev.clientY - d.y) / pxPerMinute / STEP) * STEP;
    if (delta !== 0) d.moved = true;
    const [start, end] = d.mode === 'move' ? [d.start + delta, d.end + delta] : [d.start, Math.max(d.start + STEP, d.end + delta)];
    if (start < 0 || end > 24 * 60 - 1) return;
    setDraft({ id: d.id, startTime: hhmmOf(start), endTime: hhmmOf(end) });
  };
  const onPointerUp = (id: string) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    if (!d.moved) {
      setDraft(null);
      openEditor(id);
      return;
    }
    const e = events.find((x) => x.id === id)!;
    const shown = timesOf(id);
    if (e.startTime === shown.startTime && e.endTime === shown.endTime) return setDraft(null);
    save(id, minutesOf(e.startTime), minutesOf(e.endTime));
  };
  const onKeyDown = (ev: KeyboardEvent, id: string) => {
    const e = timesOf(id);
    const [start, end] = [minutesOf(e.startTime), minutesOf(e.endTime)];
    const dir = ev.key === 'ArrowUp' ? -STEP : ev.key === 'ArrowDown' ? STEP : 0;
    if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      openEditor(id);
      return;
    }
    if (!dir || !canEdit) return;
    ev.preventDefault();
    if (ev.shiftKey) {
      if (end + dir > start) save(id, start, end + dir);
    } else if (start + dir >= 0 && end + dir < 24 * 60) save(id, start + dir, end + dir);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" id="timeline-help">
          {intl.formatMessage(canEdit ? m.help : m.lookOnly)}
        </Text>
        {canEdit && (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
            <FormattedMessage id="staff.schedule.timeline.newEvent" defaultMessage="New event" />
          </Button>
        )}
      </Group>
      {conflicts.length > 0 && (
        <Alert color="orange" title={intl.formatMessage(m.conflicts, { count: conflicts.length })} aria-live="polite" data-testid="conflicts">
          <List size="sm">
            {conflicts.map((c) => (
              <List.Item key={`${c.a}-${c.b}-${c.kind}`}>
                {intl.formatMessage(m.conflict, { a: nameOf(c.a), b: nameOf(c.b), kind: c.kind })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Box className={classes.timeline} style={{ height: (to - from) * pxPerMinute + LAST_HOUR_LABEL_PX }} onPointerMove={onPointerMove} aria-describedby="timeline-help">
        {Array.from({ length: (to - from) / 60 + 1 }, (_, i) => (
          <div key={i} className={classes.hour} style={{ top: i * 60 * pxPerMinute }}>
            <span data-testid="timeline-hour">{formatHour(hhmmOf(from + i * 60))}</span>
          </div>
        ))}
        {events.map((e) => {
          const lane = lanes.get(e.id)!;
          return (
            <UnstyledButton
              key={e.id}
              data-testid="timeline-event"
              data-event-name={e.name}
              className={classes.block}
              data-conflict={inConflict.has(e.id) || undefined}
              data-staff-only={e.staffOnly || undefined}
              data-shared-time={lane.count > 1 || undefined}
              data-saving={saves.target(e.id) !== null || undefined}
              style={{
                top: (minutesOf(e.startTime) - from) * pxPerMinute,
                height: Math.max(18, (minutesOf(e.endTime) - minutesOf(e.startTime)) * pxPerMinute),
                left: `calc(3.2rem + (100% - 3.4rem) * ${lane.index} / ${lane.count})`,
                width: `calc((100% - 3.4rem) / ${lane.count} - 2px)`,
              }}
              onPointerDown={(ev) => onPointerDown(ev, e.id, 'move')}
              onPointerUp={() => onPointerUp(e.id)}
              onKeyDown={(ev) => onKeyDown(ev, e.id)}
            >
              <span className={classes.blockText}>
                <strong data-part="name">{e.name}</strong> <span data-part="time">{clockRange(e.startTime, e.endTime)}</span>
                {e.locationName && (
                  <span data-part="place">
                    {intl.formatMessage({ id: 'staff.schedule.timeline.place', defaultMessage: ' · {place}' }, { place: e.locationName })}
                  </span>
                )}
                {/* Its name is its words, and then what the color alone shows. */}
                {e.staffOnly && (
                  <VisuallyHidden>
                    <FormattedMessage id="staff.schedule.timeline.staffOnly" defaultMessage=" (staff only)" />
                  </VisuallyHidden>
                )}
              </span>
              {canEdit && <span className={classes.resize} aria-hidden onPointerDown={(ev) => onPointerDown(ev, e.id, 'resize')} onPointerUp={() => onPointerUp(e.id)} />}
            </UnstyledButton>
          );
        })}
      </Box>
      {editing && <EventFormModal dayId={day.id} event={editing === 'new' ? null : editing} defaultStart={newEventStart(events, programStart)} groups={groups} canEdit={canEdit} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** Side-by-side columns for overlapping events, so each stays visible and draggable. */
function laneOf(events: readonly { id: string; startTime: string; endTime: string }[]) {
  const sorted = [...events].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime));
  const result = new Map<string, { index: number; count: number }>();
  let cluster: { id: string; lane: number }[] = [];
  let clusterEnd = '';
  let laneEnds: string[] = [];
  const flush = () => {
    for (const c of cluster) result.set(c.id, { index: c.lane, count: laneEnds.length });
    cluster = [];
    laneEnds = [];
  };
  for (const e of sorted) {
    if (cluster.length && e.startTime >= clusterEnd) flush();
    let lane = laneEnds.findIndex((end) => end <= e.startTime);
    if (lane < 0) lane = laneEnds.push(e.endTime) - 1;
    else laneEnds[lane] = e.endTime;
    cluster.push({ id: e.id, lane });
    clusterEnd = e.endTime > clusterEnd || cluster.length === 1 ? e.endTime : clusterEnd;
  }
  flush();
  return result;
}

/**
 * Where a new event starts: after the day's last event, or on an empty day at the program's opening time
 * (9:00 when the edition has none).
 */
function newEventStart(events: readonly { endTime: string }[], programStart: string | undefined): string {
  const last = events.reduce<string | null>((latest, e) => (latest === null || e.endTime > latest ? e.endTime : latest), null);
  return last ?? programStart ?? '09:00';
}

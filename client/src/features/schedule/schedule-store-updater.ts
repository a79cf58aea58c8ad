// The one Relay updater for schedule changes, shared by the mutations that make them and the
// `scheduleChanged` subscription that reports them to every other open screen. Field values arrive
// through the payload fragments (useScheduleChanges.ts) and merge by id; what needs list surgery happens
// here: a new event or day joins its day's or schedule's list in the server's order, and a deleted event
// or day, or an event this viewer may no longer see, leaves every list and the store.
import type { RecordProxy, RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';

const text = (r: RecordProxy, field: string) => String(r.getValue(field) ?? '');
const number = (r: RecordProxy, field: string) => Number(r.getValue(field) ?? 0);

/** The server's order of a day's events: start time, then name, then id. */
const byStartThenName = (a: RecordProxy, b: RecordProxy) =>
  text(a, 'startTime').localeCompare(text(b, 'startTime')) || text(a, 'name').localeCompare(text(b, 'name')) || number(a, 'databaseId') - number(b, 'databaseId');
const byDate = (a: RecordProxy, b: RecordProxy) => text(a, 'date').localeCompare(text(b, 'date'));

function listOf(owner: RecordProxy | null | undefined, field: string): RecordProxy[] | null {
  const list = owner?.getLinkedRecords(field);
  return list ? list.filter((r): r is RecordProxy => r != null) : null;
}

/** Puts `item` into `owner`'s `field` list (once) and sorts the list; a list not in the store is left alone. */
function put(owner: RecordProxy | null | undefined, field: string, item: RecordProxy, order: (a: RecordProxy, b: RecordProxy) => number) {
  const list = listOf(owner, field);
  if (!owner || !list) return;
  const next = list.some((r) => r.getDataID() === item.getDataID()) ? list : [...list, item];
  owner.setLinkedRecords([...next].sort(order), field);
}

function take(owner: RecordProxy | null | undefined, field: string, id: string) {
  const list = listOf(owner, field);
  if (owner && list?.some((r) => r.getDataID() === id)) owner.setLinkedRecords(list.filter((r) => r.getDataID() !== id), field);
}

/** A created or changed event, in its day's list of events (re-sorted: a move may change its place). */
export function putEvent(store: RecordSourceProxy, dayId: string, event: RecordProxy) {
  put(store.get(dayId), 'events', event, byStartThenName);
}

/** An event deleted, or no longer visible to this viewer: out of its day's list and out of the store. */
export function removeEvent(store: RecordSourceProxy, dayId: string | null, eventId: string) {
  if (dayId) take(store.get(dayId), 'events', eventId);
  store.delete(eventId);
}

/** A new day, in its schedule's list of days (by date). */
export function putDay(store: RecordSourceProxy, scheduleId: string, day: RecordProxy) {
  put(store.get(scheduleId), 'days', day, byDate);
}

/** A deleted day: out of its schedule's list of days and out of the store (its events with it). */
export function removeDay(store: RecordSourceProxy, scheduleId: string, dayId: string) {
  take(store.get(scheduleId), 'days', dayId);
  for (const event of listOf(store.get(dayId), 'events') ?? []) store.delete(event.getDataID());
  store.delete(dayId);
}

/** Applies the ScheduleChange found at the root field `rootField` (the subscription's). */
export function applyScheduleChange(store: RecordSourceSelectorProxy, rootField: string) {
  const change = store.getRootField(rootField);
  if (!change) return;
  const scheduleId = text(change, 'scheduleId');
  const dayId = (change.getValue('dayId') as string | null) ?? null;
  const eventId = (change.getValue('eventId') as string | null) ?? null;
  switch (change.getValue('kind')) {
    case 'event-details-changed': {
      const event = change.getLinkedRecord('event');
      if (event && dayId) putEvent(store, dayId, event);
      else if (!event && eventId) removeEvent(store, dayId, eventId);
      return;
    }
    case 'event-deleted':
      if (eventId) removeEvent(store, dayId, eventId);
      return;
    case 'day-changed': {
      const day = change.getLinkedRecord('day');
      if (day) putDay(store, scheduleId, day);
      return;
    }
    case 'day-deleted':
      if (dayId) removeDay(store, scheduleId, dayId);
      return;
    default:
    // schedule-changed: the schedule's own fields merged by id.
  }
}

// What /api/v1/updates writes for an event: one SSE frame ("event: <type>\ndata: <json>\n\n"), built once per
// event and audience and written as the same bytes to every stream of that audience.
//
// Rules:
// - Whether a viewer receives an event at all is decided per viewer, each time (bus.ts mayReceive); the
//   cache only shares what receivers of the same audience would each have built themselves.
// - An event's data as a viewer sees it (liveEventData) depends on nothing but the parts of the viewer in its
//   audience key: whether it is staff, intern or parent, and the permissions it holds. When an event is
//   addressed to accounts (audience.accountIds), the key holds the account too, so such a frame is never
//   shared between accounts. A shaping rule that reads anything else of the viewer must add it to the key.
import type { Viewer } from '../auth/viewer.ts';
import { groupsPolicy } from '../domains/groups/groups.policy.ts';
import type { LiveEvent } from './bus.ts';

/** An event's data as this viewer may see it (group events without the roster ids for non-staff). */
export function liveEventData(viewer: Viewer, event: LiveEvent): unknown {
  return event.type.startsWith('group-') ? groupsPolicy.liveEventData(viewer, event.data) : event.data;
}

/** The viewer's roles and permissions, kept per identity (Viewer.generation changes with it). */
const roleKeys = new WeakMap<object, string>();

function roleKey(viewer: Viewer): string {
  let key = roleKeys.get(viewer.generation);
  if (key === undefined) {
    const roles = `${viewer.isStaff ? 'staff' : ''},${viewer.isIntern ? 'intern' : ''},${viewer.isParent ? 'parent' : ''}`;
    key = `${roles}:${viewer.permissions.sort().join(',')}`;
    roleKeys.set(viewer.generation, key);
  }
  return key;
}

/** The parts of a viewer that decide what it may receive of this event and how the event's data is shaped for it. */
export function audienceKey(viewer: Viewer, event: LiveEvent): string {
  const key = roleKey(viewer);
  return event.audience?.accountIds ? `${key}:account ${viewer.accountId}` : key;
}

const encoder = new TextEncoder();
/** Per event (dropped with it), its frame per audience key. */
const frames = new WeakMap<LiveEvent, Map<string, Uint8Array>>();

/** The SSE frame of `event` for `viewer`, built by the first viewer of its audience and shared with the rest. */
export function sseFrame(viewer: Viewer, event: LiveEvent): Uint8Array {
  let byAudience = frames.get(event);
  if (!byAudience) {
    byAudience = new Map();
    frames.set(event, byAudience);
  }
  const key = audienceKey(viewer, event);
  let frame = byAudience.get(key);
  if (!frame) {
    // JSON text has no raw line breaks, so the data is one `data:` line.
    frame = encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(liveEventData(viewer, event))}\n\n`);
    byAudience.set(key, frame);
  }
  return frame;
}

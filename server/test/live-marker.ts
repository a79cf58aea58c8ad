// Proving that a live stream did NOT receive something. Waiting a while proves nothing on a loaded
// machine: the while may end before the unwanted event would have come. Each stream delivers the bus's
// events in the order they were published, so a test publishes a marker every signed-in viewer may receive
// after the change under test; once a stream has delivered the marker, anything it was going to receive
// from that change stands before it.
import { randomUUID } from 'node:crypto';
import type { LiveBus } from '../src/live/bus.ts';

/**
 * Publishes a marker on the bus and returns the text that identifies it on the stream. It goes out as
 * `resync` (on /api/v1/updates `event: resync`), the one event that carries no domain data.
 */
export async function publishMarker(bus: LiveBus): Promise<string> {
  const marker = `marker-${randomUUID()}`;
  await bus.publish({ type: 'resync', data: { marker } });
  return marker;
}

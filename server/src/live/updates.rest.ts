// GET /api/v1/updates: the live events a viewer may receive, as text/event-stream
// ("event: <SPEC §4 type>" + "data: <json>"). A comment line every 25 s keeps proxies from closing it.
import { streamSSE } from 'hono/streaming';
import { RestRoutes } from '../http/operation.ts';
import { viewerEvents } from './bus.ts';
import { groupsPolicy } from '../domains/groups/groups.policy.ts';

const KEEPALIVE_MS = 25_000;

export function updatesRoutes() {
  return new RestRoutes().operation({
    method: 'get',
    path: '/api/v1/updates',
    tag: 'live',
    summary: 'Live events the caller may receive, as a text/event-stream ("event: <SPEC §4 type>", "data: <json>").',
    responses: { 200: { description: 'An endless event stream.', contentType: 'text/event-stream' } },
    handler: (c) => {
    const { viewer, bus } = c.var.ctx;
    viewer.requireSignedIn();
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const events = viewerEvents(bus, viewer);
      const keepalive = setInterval(() => void stream.write(': keepalive\n\n'), KEEPALIVE_MS);
      stream.onAbort(() => {
        clearInterval(keepalive);
        void events.return?.();
      });
      await stream.write(': connected\n\n');
      for await (const event of events) {
        await stream.writeSSE({ event: event.type, data: JSON.stringify(event.type.startsWith('group-') ? groupsPolicy.liveEventData(viewer, event.data) : event.data) });
      }
      clearInterval(keepalive);
    });
    },
  });
}

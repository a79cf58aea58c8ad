// GET /api/v1/updates: the live events a viewer may receive, as text/event-stream
// ("event: <SPEC §4 type>" + "data: <json>"). A comment line every 25 s keeps proxies from closing it.
// One change may go to a thousand open streams at once, so delivery does per stream only what differs per
// viewer: the event is judged for the viewer as it arrives (followViewer) and its frame, serialised once per
// audience (frames.ts), is queued on the stream's body as the same bytes for every stream of that audience.
import { RestRoutes } from '../http/operation.ts';
import { followViewer, type ViewerFeed } from './bus.ts';
import { sseFrame } from './frames.ts';

const KEEPALIVE_MS = 25_000;
const encoder = new TextEncoder();
const CONNECTED = encoder.encode(': connected\n\n');
const KEEPALIVE = encoder.encode(': keepalive\n\n');

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
    let feed: ViewerFeed | undefined;
    let keepalive: NodeJS.Timeout | undefined;
    const stop = () => {
      clearInterval(keepalive);
      feed?.close();
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(CONNECTED);
        feed = followViewer(bus, viewer, () => true, {
          deliver: (event) => controller.enqueue(sseFrame(viewer, event)),
          changed() {
            // The session ended: the stream ends with it.
            if (!feed?.done) return;
            clearInterval(keepalive);
            try {
              controller.close();
            } catch {
              // already closed by the client going away
            }
          },
        });
        if (feed.done) controller.close();
        else keepalive = setInterval(() => controller.enqueue(KEEPALIVE), KEEPALIVE_MS);
      },
      // The client went away.
      cancel: stop,
    });
    c.header('Content-Type', 'text/event-stream');
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    c.header('Connection', 'keep-alive');
    // Written as it comes, not buffered to find a length.
    c.header('Transfer-Encoding', 'chunked');
    return c.body(body);
    },
  });
}

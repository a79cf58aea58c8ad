// GET /api/v1/updates: the live events a viewer may receive, as text/event-stream
// ("event: <SPEC §4 type>" + "data: <json>"). A comment line every 25 s keeps proxies from closing it.
// One change may go to a thousand open streams at once, so delivery does per stream only what differs per
// viewer: the event is judged for the viewer as it arrives (followViewer) and its frame, serialised once per
// audience (frames.ts), is written as the same bytes to every stream of that audience.
//
// Rules:
// - Served by Node (@hono/node-server), a frame goes straight to the response once the headers and the
//   first comment are out: no web-stream read, promise and callback per stream and frame. Until then, and
//   where there is no Node response (app.fetch in tests), frames are queued on the body stream.
// - A stream holds at most BACKLOG_LIMIT unsent bytes; a client that reads slower than that is cut off.
import type { ServerResponse } from 'node:http';
import { RestRoutes } from '../http/operation.ts';
import { followViewer, type ViewerFeed } from './bus.ts';
import { sseFrame } from './frames.ts';

const KEEPALIVE_MS = 25_000;
/**
 * Unsent bytes one stream may hold (beyond what the kernel's socket buffers took) before it is ended: its
 * client stopped reading (a phone asleep, a stalled proxy). An EventSource reconnects and refetches what it
 * shows, which costs less than catching up on more than ~1,000 typical events; and a thousand stalled
 * streams hold at most a quarter of a gigabyte, in practice far less, since a frame's bytes are shared by
 * every stream of its audience.
 */
export const BACKLOG_LIMIT = 256 * 1024;
const encoder = new TextEncoder();
const CONNECTED = encoder.encode(': connected\n\n');
const KEEPALIVE = encoder.encode(': keepalive\n\n');

/** The Node response under the request, when @hono/node-server serves it (its bindings are the app's env). */
export function nodeResponse(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.write === 'function' ? outgoing : undefined;
}

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
      const outgoing = nodeResponse(c.env);
      /** Set once everything queued on the body has been written: frames go to the Node response from then on. */
      let direct: ServerResponse | null = null;
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      let feed: ViewerFeed | undefined;
      let keepalive: NodeJS.Timeout | undefined;
      const stop = () => {
        clearInterval(keepalive);
        feed?.close();
      };
      let cutOff = false;
      // The client is not reading: the stream ends instead of holding more for it. Under Node the connection
      // is closed (its 'close' cancels the body stream too); otherwise the body stream fails.
      const fallenBehind = () => {
        cutOff = true;
        if (outgoing) outgoing.destroy();
        else controller.error(new Error(`The client fell more than ${BACKLOG_LIMIT} bytes behind its live updates.`));
        stop();
      };
      const send = (bytes: Uint8Array) => {
        if (direct) {
          if (direct.destroyed || direct.writableEnded) return;
          direct.write(bytes);
          // Node corks the socket until the next tick, after everything the publishing request does next
          // (its answer's own reads included): sent now, each stream has its frame as the loop reaches it.
          direct.socket?.uncork();
          if (direct.writableLength > BACKLOG_LIMIT) fallenBehind();
        } else {
          controller.enqueue(bytes);
          if (controller.desiredSize! < -BACKLOG_LIMIT) fallenBehind();
        }
      };
      const body = new ReadableStream<Uint8Array>(
        {
          start(streamController) {
            controller = streamController;
            controller.enqueue(CONNECTED);
            feed = followViewer(bus, viewer, () => true, {
              deliver: (event) => send(sseFrame(viewer, event)),
              changed() {
                // The session ended: the stream ends with it (after what was written before).
                if (!feed?.done || cutOff) return;
                clearInterval(keepalive);
                try {
                  controller.close();
                } catch {
                  // already closed by the client going away
                }
              },
            });
            if (feed.done) controller.close();
            else keepalive = setInterval(() => send(KEEPALIVE), KEEPALIVE_MS);
          },
          // The reader asks with nothing queued: what was queued has been written (the headers first), so
          // later frames may go straight to the response without overtaking any.
          pull() {
            if (outgoing && !direct && outgoing.headersSent) direct = outgoing;
          },
          // The client went away.
          cancel: stop,
        },
        // Counted in bytes, and nothing read ahead: the queue is exactly what has not been written yet.
        { highWaterMark: 0, size: (chunk) => chunk.byteLength },
      );
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

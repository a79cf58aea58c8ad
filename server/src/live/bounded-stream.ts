// A GraphQL subscription stream (graphql-sse at /graphql/stream) holds no more for its client than an
// /api/v1/updates stream does: BACKLOG_LIMIT unsent bytes. The stream yoga answers with is read as fast as it
// produces, into a queue counted in bytes that holds exactly what the client has not taken yet (the HTTP
// server reads it only as the socket drains). A client that stops reading (a phone asleep, a stalled proxy)
// is cut off once its queue passes the limit: its subscriptions end on the server (their events are no
// longer held for it) and the connection is closed. The browser's graphql-sse client then reconnects,
// subscribes again and its live screens refetch what they show (client/src/relay/network.ts).
import type { ServerResponse } from 'node:http';
import { BACKLOG_LIMIT } from './updates.rest.ts';

const isEventStream = (res: Response) => res.body !== null && (res.headers.get('content-type') ?? '').includes('text/event-stream');

const sizeOf = (chunk: Uint8Array | string) => (typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength);

/**
 * `res` with its event stream bounded to `limit` unsent bytes; any other answer as it is. `outgoing`, the Node
 * response when Node serves the request, is closed to cut the client off; otherwise the body stream fails.
 */
export function boundedEventStream(res: Response, outgoing?: ServerResponse, limit = BACKLOG_LIMIT): Response {
  if (!isEventStream(res)) return res;
  const upstream = res.body!.getReader();
  let ended = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const pump = async () => {
          for (;;) {
            const { done, value } = await upstream.read();
            if (ended) return;
            if (done) {
              ended = true;
              controller.close();
              return;
            }
            controller.enqueue(typeof value === 'string' ? new TextEncoder().encode(value) : value);
            if (controller.desiredSize! < -limit) {
              // The client is not reading: its subscriptions end, and its connection is closed (under Node; the
              // closing cancels this stream too) or the body stream fails.
              ended = true;
              if (outgoing) outgoing.destroy();
              else controller.error(new Error(`The client fell more than ${limit} bytes behind its GraphQL subscriptions.`));
              await upstream.cancel('The client stopped reading.').catch(() => {});
              return;
            }
          }
        };
        pump().catch((error: unknown) => {
          if (ended) return;
          ended = true;
          controller.error(error);
        });
      },
      // The client went away: its subscriptions end with it (graphql-sse finishes ending them in its own time).
      cancel(reason) {
        ended = true;
        upstream.cancel(reason).catch(() => {});
      },
    },
    // Counted in bytes, and nothing read ahead: the queue is exactly what has not been written yet.
    { highWaterMark: 0, size: sizeOf },
  );
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

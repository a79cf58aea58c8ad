// Reading a GraphQL subscription the way a browser does (graphql-sse over one POST), for server tests.
import type { TestClient } from './harness.ts';

/**
 * Opens a GraphQL subscription over SSE for `client` and resolves once the server says it listens (its first
 * message, an SSE comment, is written after the operation subscribed to the bus). `next()` awaits the next
 * result the stream delivers, parsed: no polling, no timer.
 */
export async function openSubscription(client: TestClient, query: string) {
  const res = await client.request('POST', '/graphql', { headers: { accept: 'text/event-stream' }, body: { query } });
  if (res.status !== 200) throw new Error(`subscription refused: ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const messages: string[] = [];
  const fill = async () => {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`the stream ended; it had: ${buffer}`);
    buffer += decoder.decode(chunk.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      messages.push(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  };
  while (messages.length === 0) await fill();
  messages.shift();
  return {
    /** The data of the next result. */
    async next(): Promise<Record<string, unknown>> {
      for (;;) {
        while (messages.length === 0) await fill();
        const message = messages.shift()!;
        const data = message.split('\n').find((line) => line.startsWith('data:'));
        if (message.startsWith('event: next') && data) {
          const result = JSON.parse(data.slice(5)) as { data?: Record<string, unknown>; errors?: unknown };
          if (result.errors) throw new Error(`subscription error: ${JSON.stringify(result.errors)}`);
          return result.data!;
        }
      }
    },
    close: () => reader.cancel(),
  };
}

import { describe, expect, it } from 'vitest';
import { createEventSaveQueue, type EventTimes } from './event-save-queue.ts';

/** A fake server holding one event's version; each save waits until the test answers it. */
function fakeServer(startVersion = 1) {
  const server = { version: startVersion, times: null as EventTimes | null };
  const calls: { eventId: string; times: EventTimes; version: number; answer: () => void }[] = [];
  const send = (eventId: string, times: EventTimes, version: number) =>
    new Promise<{ version: number } | null>((resolve) => {
      calls.push({
        eventId,
        times,
        version,
        // Like updateEvent with a version: refused if the event changed since, else saved and raised.
        answer: () => {
          if (version !== server.version) return resolve(null);
          server.version += 1;
          server.times = times;
          resolve({ version: server.version });
        },
      });
    });
  return { server, calls, send };
}

const at = (start: number): EventTimes => ({ startTime: `09:${String(start).padStart(2, '0')}`, endTime: `10:${String(start).padStart(2, '0')}` });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('event save queue', () => {
  it('five quick moves while a save is on its way: none refused, the event ends at the last one', async () => {
    const { server, calls, send } = fakeServer();
    const settled: [string, boolean][] = [];
    const queue = createEventSaveQueue(send, (id, saved) => settled.push([id, saved]));

    for (const start of [25, 20, 15, 10, 5]) queue.request('e1', at(start), 1);
    // Only the first move went out; the rest wait, and the editor shows the latest wish.
    expect(calls.map((c) => [c.times.startTime, c.version])).toEqual([['09:25', 1]]);
    expect(queue.target('e1')).toEqual(at(5));

    calls[0].answer();
    await flush();
    // The four waiting moves went as one save, made from the version the first save acknowledged.
    expect(calls.map((c) => [c.times.startTime, c.version])).toEqual([['09:25', 1], ['09:05', 2]]);
    expect(settled).toEqual([]);

    calls[1].answer();
    await flush();
    expect(server).toEqual({ version: 3, times: at(5) });
    expect(settled).toEqual([['e1', true]]);
    expect(queue.target('e1')).toBeNull();
  });

  it('a move asked for after the last save came back starts from the version the editor now shows', async () => {
    const { calls, send } = fakeServer();
    const queue = createEventSaveQueue(send, () => {});
    queue.request('e1', at(25), 1);
    calls[0].answer();
    await flush();
    queue.request('e1', at(20), 2);
    expect(calls.at(-1)).toMatchObject({ times: at(20), version: 2 });
  });

  it('a change by someone else meanwhile is not overwritten: the save is refused and waiting moves are dropped', async () => {
    const { server, calls, send } = fakeServer();
    const settled: [string, boolean][] = [];
    const queue = createEventSaveQueue(send, (id, saved) => settled.push([id, saved]));
    server.version = 2; // someone else moved it after this editor loaded version 1
    queue.request('e1', at(25), 1);
    queue.request('e1', at(20), 1);
    calls[0].answer();
    await flush();
    expect(calls).toHaveLength(1);
    expect(server).toEqual({ version: 2, times: null });
    expect(settled).toEqual([['e1', false]]);
    expect(queue.target('e1')).toBeNull();
  });

  it('events queue independently', async () => {
    const { calls, send } = fakeServer();
    const queue = createEventSaveQueue(send, () => {});
    queue.request('a', at(25), 1);
    queue.request('b', at(10), 7);
    expect(calls.map((c) => [c.eventId, c.version])).toEqual([['a', 1], ['b', 7]]);
  });
});

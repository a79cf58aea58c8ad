// Saves of an event's times, one at a time per event. A move asked for while the previous save is still
// on its way is not sent at once (it would carry a version the server has already moved past and be
// refused as a concurrent edit): it waits, and all moves asked for meanwhile go as ONE save of the latest
// wish, made from the version the previous save acknowledged. Only a change by someone else makes the
// server refuse a save; then the waiting moves are dropped and the caller shows what the event now is.

export interface EventTimes {
  startTime: string;
  endTime: string;
}

/** Sends one save made from `version`; resolves with the new version, or null if it was refused or failed. */
export type SendEventTimes = (eventId: string, times: EventTimes, version: number) => Promise<{ version: number } | null>;

interface EventState {
  /** The version the next save is made from: the one the editor showed, then each acknowledged one. */
  version: number;
  /** The times of the save on its way, if any. */
  sending: EventTimes | null;
  /** The latest wish not yet sent. */
  waiting: EventTimes | null;
}

export interface EventSaveQueue {
  /** Asks for the event to end up at `times`; `version` is the one the editor shows (used if nothing is queued). */
  request(eventId: string, times: EventTimes, version: number): void;
  /** The times the event is on its way to (latest wish), or null when nothing is queued for it. */
  target(eventId: string): EventTimes | null;
}

/**
 * `onSettled(eventId, saved)` is called once the event has nothing left to send: `saved` is true if the
 * last save landed, false if a save was refused (the waiting moves are then dropped).
 */
export function createEventSaveQueue(send: SendEventTimes, onSettled: (eventId: string, saved: boolean) => void): EventSaveQueue {
  const states = new Map<string, EventState>();

  const pump = (eventId: string, state: EventState) => {
    const times = state.waiting!;
    state.waiting = null;
    state.sending = times;
    void send(eventId, times, state.version).then(
      (result) => settle(eventId, state, result),
      () => settle(eventId, state, null),
    );
  };

  const settle = (eventId: string, state: EventState, result: { version: number } | null) => {
    state.sending = null;
    if (result && state.waiting) {
      state.version = result.version;
      pump(eventId, state);
      return;
    }
    states.delete(eventId);
    onSettled(eventId, result !== null);
  };

  return {
    request(eventId, times, version) {
      let state = states.get(eventId);
      if (!state) {
        state = { version, sending: null, waiting: null };
        states.set(eventId, state);
      }
      state.waiting = { ...times };
      if (!state.sending) pump(eventId, state);
    },
    target(eventId) {
      const state = states.get(eventId);
      return state ? (state.waiting ?? state.sending) : null;
    },
  };
}

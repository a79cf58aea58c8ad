// Mutations as promises, and the errors they reject with turned into what a form shows: a message for
// a toast and, for BAD_INPUT, one message per field the server named.
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy, SelectorStoreUpdater } from 'relay-runtime';
import { formatMessageNow } from '../i18n/format-now.ts';
import { defineMessages } from '../i18n/intl.tsx';
import { RequestError, type GraphQLErrorPayload } from '../relay/errors.ts';

const WORDS = defineMessages({
  failed: { id: 'save.failed', defaultMessage: 'That did not work. Please try again.' },
});

/** What one call may add: the store as the change should look before the server answers, and what the answer changes. */
export interface CommitOptions<T extends MutationParameters> {
  optimisticUpdater?: (store: RecordSourceSelectorProxy<T['response']>) => void;
  /** Runs after the hook's own updater, for a change only this call knows (e.g. which list a new record joins). */
  updater?: SelectorStoreUpdater<T['response']>;
}

/** Both updaters, the hook's first; either may be missing. */
function bothUpdaters<R>(first?: SelectorStoreUpdater<R>, second?: SelectorStoreUpdater<R>): SelectorStoreUpdater<R> | undefined {
  if (!first || !second) return first ?? second;
  return (store, data) => {
    first(store, data);
    second(store, data);
  };
}

/**
 * Every client mutation commits through this (the check-in station's outbox aside: it sends its stored
 * writes outside React, features/check-in/station-mutations.ts): the payload on success, a RequestError
 * (or the network's error) otherwise.
 */
export function useMutationPromise<T extends MutationParameters>(mutation: GraphQLTaggedNode, updater?: SelectorStoreUpdater<T['response']>) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], options: CommitOptions<T> = {}) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          updater: bothUpdaters(updater, options.updater),
          optimisticUpdater: options.optimisticUpdater,
          onCompleted: (data, errors) => (errors?.length ? reject(new RequestError(errors as GraphQLErrorPayload[])) : resolve(data)),
          onError: reject,
        });
      }),
    [commit, updater],
  );
  return [run, inFlight] as const;
}

/** The server's message for a failed call, else `fallback`, else a general "try again" in the page's language. */
export function errorMessage(error: unknown, fallback?: string): string {
  return error instanceof Error && error.message ? error.message : (fallback ?? formatMessageNow(WORDS.failed));
}

/** The server's per-field messages (keys as the server names them, e.g. "address.city"). */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof RequestError && error.code === 'BAD_INPUT' && error.fields ? error.fields : {};
}

// Commits a schedule mutation as a promise: refused or failed changes become an error toast with the
// server's message (which names the field), success may say so. Relay's store takes the returned objects
// (the payload fragments of useScheduleChanges.ts), so every view of the changed day, event or memory work
// updates at once; `updater` (schedule-store-updater.ts) puts a new record into its list or takes a
// deleted one out. Nothing is fetched again.
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { toast } from '../../app/toast.ts';

export function useScheduleMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], success?: string, updater?: SelectorStoreUpdater<T['response']>) =>
      new Promise<T['response'] | null>((resolve) => {
        commit({
          variables,
          updater,
          onCompleted: (response, errors) => {
            if (errors?.length) {
              toast.error(errors[0].message, { key: 'schedule-change' });
              resolve(null);
              return;
            }
            if (success) toast.success(success);
            resolve(response);
          },
          onError: (error) => {
            toast.error(error.message || 'The change could not be saved. Please try again.', { key: 'schedule-change' });
            resolve(null);
          },
        });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

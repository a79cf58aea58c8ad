// Commits a group-change mutation as a promise: the shared updater keeps the group lists in order, a
// refused or failed change becomes an error toast with the server's message, success may say so.
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { toast } from '../../app/toast.ts';
import { applyGroupChange } from './group-list-updater.ts';

export interface ChangeOptions<T extends MutationParameters> {
  success?: string;
  optimisticUpdater?: (store: RecordSourceSelectorProxy<T['response']>) => void;
}

export function useChangeMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode, rootField: string) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], options: ChangeOptions<T> = {}) =>
      new Promise<T['response'] | null>((resolve) => {
        commit({
          variables,
          optimisticUpdater: options.optimisticUpdater,
          updater: (store) => applyGroupChange(store, rootField),
          onCompleted: (response, errors) => {
            if (errors?.length) {
              toast.error(errors[0].message, { key: `group-change-${rootField}` });
              resolve(null);
              return;
            }
            if (options.success) toast.success(options.success);
            resolve(response);
          },
          onError: (error) => {
            toast.error(error.message || 'The change could not be saved. Please try again.', { key: `group-change-${rootField}` });
            resolve(null);
          },
        });
      }),
    [commit, rootField],
  );
  return [run, inFlight] as const;
}

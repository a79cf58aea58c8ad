// A group change commits through the one mutation wrapper (lib/mutation.ts) with the groups' own rules on
// top: the shared updater keeps the group lists in order, a refused or failed change becomes an error toast
// with the server's message (resolving to null), success may say so.
import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { toast } from '../../app/toast.ts';
import { useIntl } from '../../i18n/intl.tsx';
import { errorMessage, useMutationPromise, type CommitOptions } from '../../lib/mutation.ts';
import { applyGroupChange } from './group-list-updater.ts';

export interface ChangeOptions<T extends MutationParameters> extends CommitOptions<T> {
  success?: string;
}

export function useChangeMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode, rootField: string) {
  const updater = useCallback((store: RecordSourceSelectorProxy<T['response']>) => applyGroupChange(store, rootField), [rootField]);
  const [commit, inFlight] = useMutationPromise<T>(mutation, updater);
  const intl = useIntl();
  const run = useCallback(
    async (variables: T['variables'], { success, ...options }: ChangeOptions<T> = {}): Promise<T['response'] | null> => {
      try {
        const response = await commit(variables, options);
        if (success) toast.success(success);
        return response;
      } catch (error) {
        const fallback = intl.formatMessage({ id: 'staff.groups.changeNotSaved', defaultMessage: 'The change could not be saved. Please try again.' });
        toast.error(errorMessage(error, fallback), { key: `group-change-${rootField}` });
        return null;
      }
    },
    [commit, rootField, intl],
  );
  return [run, inFlight] as const;
}

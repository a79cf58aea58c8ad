// A schedule change commits through the one mutation wrapper (lib/mutation.ts) with the schedule's own rules
// on top: a refused or failed change becomes an error toast with the server's message (which names the
// field), resolving to null; success may say so. Relay's store takes the returned objects (the payload
// fragments of useScheduleChanges.ts), so every view of the changed day, event or memory work updates at
// once; a call's `updater` (schedule-store-updater.ts) puts a new record into its list or takes a deleted
// one out. Nothing is fetched again.
import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { toast } from '../../app/toast.ts';
import { useIntl } from '../../i18n/intl.tsx';
import { errorMessage, useMutationPromise, type CommitOptions } from '../../lib/mutation.ts';

export interface ScheduleChangeOptions<T extends MutationParameters> extends CommitOptions<T> {
  /** The success toast; none when left out. */
  success?: string;
}

export function useScheduleMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutationPromise<T>(mutation);
  const intl = useIntl();
  const run = useCallback(
    async (variables: T['variables'], { success, ...options }: ScheduleChangeOptions<T> = {}): Promise<T['response'] | null> => {
      try {
        const response = await commit(variables, options);
        if (success) toast.success(success);
        return response;
      } catch (error) {
        const fallback = intl.formatMessage({ id: 'staff.schedule.saveFailed', defaultMessage: 'The change could not be saved. Please try again.' });
        toast.error(errorMessage(error, fallback), { key: 'schedule-change' });
        return null;
      }
    },
    [commit, intl],
  );
  return [run, inFlight] as const;
}

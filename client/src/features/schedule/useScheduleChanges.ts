// Live schedule: every change another screen makes (SPEC §4 day-deleted, event-details-changed,
// event-deleted, and day or schedule changes) re-fetches the page's query, so a moved event, a new day or
// a release shows without a reload, and so does the server's word that the stream may have missed changes
// (useLiveResync). The server decides per viewer what a change may reveal.
import { useMemo, useRef } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { serialRefetch } from '../../relay/serial-refetch.ts';
import { useLiveResync } from '../../relay/useLiveResync.ts';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { useScheduleChangesSubscription as Subscription } from '../../__generated__/useScheduleChangesSubscription.graphql';

const subscription = graphql`
  subscription useScheduleChangesSubscription($year: Int) {
    scheduleChanged(year: $year) {
      kind
      eventId
      event {
        id
        name
        startTime
        endTime
        locationName
        staffOnly
        groupIds
      }
    }
  }
`;

export function useScheduleChanges<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables'], year: number | null = null) {
  const environment = useRelayEnvironment();
  const latest = useRef(variables);
  latest.current = variables;
  const refetch = useMemo(
    () => serialRefetch<T>(environment, query, () => latest.current, (error) => console.warn('Could not refresh the schedule:', error)),
    [environment, query],
  );
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { year },
      onNext: refetch,
      // SPEC §8: event stream errors are only logged.
      onError: (error) => console.warn('Live schedule updates stopped:', error),
    }),
    [refetch, year],
  );
  useSubscription(config);
  useLiveResync(refetch);
}

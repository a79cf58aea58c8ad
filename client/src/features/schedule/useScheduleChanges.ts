// Live schedule: every change another screen makes (SPEC §4 day-deleted, event-details-changed,
// event-deleted, and day or schedule changes) re-fetches the page's query, so a moved event, a new day or
// a release shows without a reload. The server decides per viewer what a change may reveal.
import { useMemo, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
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
  // One refetch at a time; changes arriving meanwhile ask for one more, so an older answer can never
  // land after a newer one.
  const refetch = useRef({ running: false, again: false });
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { year },
      onNext: () => {
        const state = refetch.current;
        if (state.running) {
          state.again = true;
          return;
        }
        const run = () => {
          state.running = true;
          state.again = false;
          const done = () => {
            state.running = false;
            if (state.again) run();
          };
          fetchQuery<T>(environment, query, latest.current, { fetchPolicy: 'network-only' }).subscribe({
            complete: done,
            error: (error: unknown) => {
              console.warn('Could not refresh the schedule:', error);
              done();
            },
          });
        };
        run();
      },
      // SPEC §8: event stream errors are only logged.
      onError: (error) => console.warn('Live schedule updates stopped:', error),
    }),
    [environment, query, year],
  );
  useSubscription(config);
}

// Live schedule: every change another screen makes (SPEC §4 day-deleted, event-details-changed,
// event-deleted, and day or schedule changes) arrives as the changed event, day or schedule, re-read on the
// server with this viewer's own selection and rules, in the same fragments the mutations that make those
// changes return; the store merges them by id and schedule-store-updater.ts does the list surgery (a new
// day or event joins its list, a deleted or now hidden one leaves it). No change makes a request. When the
// server says the stream may have missed changes (useLiveResync), the page's query is fetched again.
import { useMemo, useRef } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { serialRefetch } from '../../relay/serial-refetch.ts';
import { useLiveResync } from '../../relay/useLiveResync.ts';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { useScheduleChangesSubscription as Subscription } from '../../__generated__/useScheduleChangesSubscription.graphql';
import { applyScheduleChange } from './schedule-store-updater.ts';

// An event as any schedule screen shows it: the live schedule's timeline and now-and-next lines, the
// builder's timeline and form, the dashboard's card. A mutation that creates or changes an event returns it.
graphql`
  fragment useScheduleChanges_event on Event {
    id
    databaseId
    dayDatabaseId
    name
    startTime
    endTime
    locationName
    staffOnly
    version
    groupIds
    groups {
      id
      name
      color
    }
  }
`;

// A day with its events, as the schedule screens list it. A mutation that adds or fills a day returns it.
graphql`
  fragment useScheduleChanges_day on Day {
    id
    databaseId
    date
    events {
      ...useScheduleChanges_event
    }
  }
`;

// The schedule's own fields (its days travel one by one). A mutation of the schedule returns them.
graphql`
  fragment useScheduleChanges_schedule on Schedule {
    id
    visibility
    releaseDate
    releasesAt
    currentDayId
  }
`;

const subscription = graphql`
  subscription useScheduleChangesSubscription($year: Int) {
    scheduleChanged(year: $year) {
      kind
      scheduleId
      dayId
      eventId
      schedule {
        ...useScheduleChanges_schedule
      }
      day {
        ...useScheduleChanges_day
      }
      event {
        ...useScheduleChanges_event
      }
    }
  }
`;

/** Keeps the page's data live; `query` and `variables` are what a resync fetches again. */
export function useScheduleChanges<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables'], year: number | null = null) {
  const environment = useRelayEnvironment();
  const latest = useRef(variables);
  latest.current = variables;
  const resync = useMemo(
    () => serialRefetch<T>(environment, query, () => latest.current, (error) => console.warn('Could not refresh the schedule:', error)),
    [environment, query],
  );
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { year },
      updater: (store) => applyScheduleChange(store, 'scheduleChanged'),
      // SPEC §8: event stream errors are only logged.
      onError: (error) => console.warn('Live schedule updates stopped:', error),
    }),
    [year],
  );
  useSubscription(config);
  useLiveResync(resync);
}

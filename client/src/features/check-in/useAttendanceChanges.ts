// Live attendance (SPEC §4 student-checkin) on the screens that show who is here. The server re-reads what
// a check-in, check-out or undo changed with this subscription's selection (the payload fragments below) and
// this viewer's rights, as records with stable ids: the rosters' rows and groups, the day's list. Relay
// merges them by id into whatever the page shows, so an event costs the page no request. Only the server's
// word that the stream may have missed changes (useLiveResync) re-fetches the page's query.
import { useCallback, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { useAttendanceChangesSubscription as Subscription } from '../../__generated__/useAttendanceChangesSubscription.graphql';
import { useLiveResync } from '../../relay/useLiveResync.ts';

/** What the rosters show of presence: each row's state today, and each group's checked-in count. */
graphql`
  fragment useAttendanceChanges_rosters on AttendanceChange {
    rosterRows {
      id
      checkInState
      checkInRecordedAt
    }
    groups {
      id
      checkedInCount
    }
  }
`;

/** What the day's attendance shows of a child: first in, last out, present. */
graphql`
  fragment useAttendanceChanges_day on AttendanceChange {
    dayChild {
      id
      checkedInAt
      checkedOutAt
      present
    }
  }
`;

const subscription = graphql`
  subscription useAttendanceChangesSubscription($year: Int, $rosters: Boolean!, $day: Boolean!) {
    attendanceChanged(year: $year) {
      recordId
      ...useAttendanceChanges_rosters @include(if: $rosters) @alias
      ...useAttendanceChanges_day @include(if: $day) @alias
    }
  }
`;

/** Which of the page's records a change should bring: the rosters' (rows, counts) and/or the day's list. */
export interface AttendanceShown {
  rosters?: boolean;
  day?: boolean;
}

export function useAttendanceChanges<T extends OperationType>(year: number | null, shown: AttendanceShown, query: GraphQLTaggedNode, variables: T['variables']) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  const rosters = !!shown.rosters;
  const day = !!shown.day;
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { year, rosters, day },
      onError: (error) => console.warn('Live attendance updates stopped:', error),
    }),
    [year, rosters, day],
  );
  useSubscription(config);
  const refetch = useCallback(() => {
    fetchQuery<T>(environment, query, JSON.parse(key), { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('Could not refresh attendance:', error),
    });
  }, [environment, query, key]);
  useLiveResync(refetch);
}

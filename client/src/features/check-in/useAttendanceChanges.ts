// Live attendance (SPEC §4 student-checkin) on the screens that show who is here: each check-in,
// check-out or undo anywhere re-fetches the page's query (debounced, so a family of four is one
// refetch), which re-reads present/absent with the page's own selection; so does the server's word that
// the stream may have missed changes (useLiveResync).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { useAttendanceChangesSubscription as Subscription } from '../../__generated__/useAttendanceChangesSubscription.graphql';
import { useLiveResync } from '../../relay/useLiveResync.ts';

const subscription = graphql`
  subscription useAttendanceChangesSubscription($year: Int) {
    attendanceChanged(year: $year) {
      recordId
      childId
      kind
      undone
    }
  }
`;

const DEBOUNCE_MS = 150;

export function useAttendanceChanges<T extends OperationType>(year: number | null, query: GraphQLTaggedNode, variables: T['variables'], onRefetched?: () => void) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  const timer = useRef<number | null>(null);
  const latest = useRef(onRefetched);
  latest.current = onRefetched;
  useEffect(() => () => void (timer.current && window.clearTimeout(timer.current)), []);
  const refetchSoon = useCallback(() => {
    if (timer.current) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      fetchQuery<T>(environment, query, JSON.parse(key), { fetchPolicy: 'network-only' }).subscribe({
        complete: () => latest.current?.(),
        error: (error: unknown) => console.warn('Could not refresh attendance:', error),
      });
    }, DEBOUNCE_MS);
  }, [environment, query, key]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { year },
      onNext: refetchSoon,
      onError: (error) => console.warn('Live attendance updates stopped:', error),
    }),
    [refetchSoon, year],
  );
  useSubscription(config);
  useLiveResync(refetchSoon);
}

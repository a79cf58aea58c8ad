// Live group changes (SPEC §4 group events) on the staff screens: the subscription spreads the payload
// fragment of each mutation that makes the same change and runs the same updater, so a change made on
// another screen lands exactly as if it had been made here. Also refreshes the page's query every
// 30 s (SPEC §4/§9), which catches anything a dropped connection missed, and at once when the server says
// the stream may have missed changes (useLiveResync).
import { useCallback, useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { useGroupChangesSubscription as Subscription } from '../../__generated__/useGroupChangesSubscription.graphql';
import { applyGroupChange } from './group-list-updater.ts';
import { useLiveResync } from '../../relay/useLiveResync.ts';

export const GROUP_REFRESH_MS = 30_000;

const subscription = graphql`
  subscription useGroupChangesSubscription($year: Int) {
    groupChanged(year: $year) {
      __typename
      ...useCreateGroupMutation_change @alias
      ...useDeleteGroupMutation_change @alias
      ...useRenameGroupMutation_change @alias
      ...useRecolorGroupMutation_change @alias
      ...useAdjustGroupPointsMutation_change @alias
      ...useSetChildGroupAssignmentMutation_change @alias
      ...useSetStaffGroupAssignmentMutation_change @alias
      ...useSetInternGroupAssignmentMutation_change @alias
    }
  }
`;

export function useGroupChanges(year: number) {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { year },
      updater: (store) => applyGroupChange(store, 'groupChanged'),
      // SPEC §8: event stream errors are only logged; the 30 s refresh still keeps the page current.
      onError: (error) => console.warn('Live group updates stopped:', error),
    }),
    [year],
  );
  useSubscription(config);
}

/** Re-fetches `query` from the server every 30 s while the page is visible, and when the live stream may have missed changes. */
export function useGroupListRefresh<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  const refetch = useCallback(() => {
    fetchQuery<T>(environment, query, JSON.parse(key), { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('Could not refresh the group list:', error),
    });
  }, [environment, query, key]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!document.hidden) refetch();
    }, GROUP_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);
  useLiveResync(refetch);
}

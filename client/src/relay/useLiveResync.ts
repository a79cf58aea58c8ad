// The server's word that this page's live stream may have missed changes (Redis was out of reach between
// server instances; the server's `liveResync`, `event: resync` on /api/v1/updates): the screen refetches
// what it shows, quietly. Nothing failed that the person could act on, so no toast and no error.
import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveResyncSubscription as Subscription } from '../__generated__/useLiveResyncSubscription.graphql';

const subscription = graphql`
  subscription useLiveResyncSubscription {
    liveResync
  }
`;

/** Calls `refetch` (the latest one given) whenever the live stream may have missed changes. */
export function useLiveResync(refetch: () => void) {
  const latest = useRef(refetch);
  latest.current = refetch;
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: () => latest.current(),
      // SPEC §8: event stream errors are only logged.
      onError: (error) => console.warn('Live resync signal stopped:', error),
    }),
    [],
  );
  useSubscription(config);
}

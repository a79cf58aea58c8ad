// What the client imports as 'react-relay' (vite.config.ts aliases it here): only the hooks the app uses,
// each from its own module. react-relay's index is CommonJS, so a bundler cannot drop what it does not
// use, and it also loads the legacy container APIs (QueryRenderer, fragment/refetch/pagination
// containers): ~12 KB gzip that every dashboard page downloaded for nothing. Types still come from
// react-relay's own declarations (the alias is for the bundler only). A name the app starts to import
// from 'react-relay' must be added here: the build fails on a missing export.
import type * as ReactRelay from 'react-relay';
// @ts-expect-error react-relay publishes no declarations for its individual modules
import RelayEnvironmentProviderModule from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
// @ts-expect-error as above
import useFragmentModule from 'react-relay/lib/relay-hooks/useFragment.js';
// @ts-expect-error as above
import useLazyLoadQueryModule from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
// @ts-expect-error as above
import useMutationModule from 'react-relay/lib/relay-hooks/useMutation.js';
// @ts-expect-error as above
import usePaginationFragmentModule from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
// @ts-expect-error as above
import useRelayEnvironmentModule from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
// @ts-expect-error as above
import useSubscriptionModule from 'react-relay/lib/relay-hooks/useSubscription.js';

export { fetchQuery, graphql } from 'relay-runtime';
export const RelayEnvironmentProvider: typeof ReactRelay.RelayEnvironmentProvider = RelayEnvironmentProviderModule;
export const useFragment: typeof ReactRelay.useFragment = useFragmentModule;
export const useLazyLoadQuery: typeof ReactRelay.useLazyLoadQuery = useLazyLoadQueryModule;
export const useMutation: typeof ReactRelay.useMutation = useMutationModule;
export const usePaginationFragment: typeof ReactRelay.usePaginationFragment = usePaginationFragmentModule;
export const useRelayEnvironment: typeof ReactRelay.useRelayEnvironment = useRelayEnvironmentModule;
export const useSubscription: typeof ReactRelay.useSubscription = useSubscriptionModule;

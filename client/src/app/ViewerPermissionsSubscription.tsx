// Live permission changes for a signed-in staff member (SPEC §4 staff-permission): replace the viewer's
// permissions in the store and say so for 2 s. When the stream may have missed such a change (useLiveResync)
// the permissions are read again, without a word: the person learns nothing new unless they changed. Mounted only while signed in as staff, so the
// graphql-sse connection opens after sign-in and closes at logout.
import { useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ViewerPermissionsSubscription as Subscription } from '../__generated__/ViewerPermissionsSubscription.graphql';
import type { ViewerPermissionsSubscriptionPermissionsQuery as PermissionsQuery } from '../__generated__/ViewerPermissionsSubscriptionPermissionsQuery.graphql';
import { useLiveResync } from '../relay/useLiveResync.ts';
import { toast } from './toast.ts';
import { formatMessageNow } from '../i18n/format-now.ts';
import { defineMessages } from '../i18n/intl.tsx';

const WORDS = defineMessages({
  updated: { id: 'staff.permissions.updated', defaultMessage: 'Your permissions have been updated by an admin.' },
});
/** SPEC §4's toast, in English. */
export const PERMISSIONS_UPDATED = WORDS.updated.defaultMessage;

const subscription = graphql`
  subscription ViewerPermissionsSubscription {
    viewerPermissionsChanged {
      id
      permissions
    }
  }
`;

const permissionsQuery = graphql`
  query ViewerPermissionsSubscriptionPermissionsQuery {
    viewer {
      permissions
    }
  }
`;

export function ViewerPermissionsSubscription() {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const staff = store.getRootField('viewerPermissionsChanged');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (staff && viewer) viewer.setValue(staff.getValue('permissions'), 'permissions');
      },
      onNext: () => toast.info(formatMessageNow(WORDS.updated), { key: 'staff-permission', duration: 2000 }),
      // SPEC §8: event stream errors are only logged.
      onError: (error) => console.warn('Live permission updates stopped:', error),
    }),
    [],
  );
  useSubscription(config);
  useLiveResync(() => {
    fetchQuery<PermissionsQuery>(environment, permissionsQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('Could not read the permissions again:', error),
    });
  });
  return null;
}

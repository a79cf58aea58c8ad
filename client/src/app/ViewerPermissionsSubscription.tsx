// Live permission changes for a signed-in staff member (SPEC §4 staff-permission): replace the viewer's
// permissions in the store and say so for 2 s. Mounted only while signed in as staff, so the
// graphql-sse connection opens after sign-in and closes at logout.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ViewerPermissionsSubscription as Subscription } from '../__generated__/ViewerPermissionsSubscription.graphql';
import { toast } from './toast.ts';

export const PERMISSIONS_UPDATED = 'Your permissions have been updated by an admin.';

const subscription = graphql`
  subscription ViewerPermissionsSubscription {
    viewerPermissionsChanged {
      id
      permissions
    }
  }
`;

export function ViewerPermissionsSubscription() {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const staff = store.getRootField('viewerPermissionsChanged');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (staff && viewer) viewer.setValue(staff.getValue('permissions'), 'permissions');
      },
      onNext: () => toast.info(PERMISSIONS_UPDATED, { key: 'staff-permission', duration: 2000 }),
      // SPEC §8: event stream errors are only logged.
      onError: (error) => console.warn('Live permission updates stopped:', error),
    }),
    [],
  );
  useSubscription(config);
  return null;
}

// Removing a photo of a child, a pickup person or the parent (GraphQL removePhoto). Adding one is an upload
// (photo-upload.ts); each screen then sets the record's photoUrl (setPhotoUrl), so the change shows at once.
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { useCallback } from 'react';
import type { useRemovePhotoMutation as RemovePhoto } from '../../__generated__/useRemovePhotoMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

export function useRemovePhotoMutation() {
  return useMutationPromise<RemovePhoto>(graphql`
    mutation useRemovePhotoMutation($input: RemovePhotoInput!) {
      removePhoto(input: $input) {
        kind
        id
      }
    }
  `);
}

/** Sets (or clears) the photoUrl of a record in the store, by its Relay id: the profile's child after an upload or a removal. */
export function useSetPhotoUrl() {
  const environment = useRelayEnvironment();
  return useCallback(
    (recordId: string, url: string | null) =>
      commitLocalUpdate(environment, (store) => {
        store.get(recordId)?.setValue(url, 'photoUrl');
      }),
    [environment],
  );
}

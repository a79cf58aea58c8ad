// Saves the staff notes about a family (the parent's internalNotes) from the version they were edited
// from; the answer updates the store. After a refused save, `refresh` reads the stored notes again.
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useUpdateParentInternalNotesMutation as Mutation } from '../../__generated__/useUpdateParentInternalNotesMutation.graphql';
import type { useUpdateParentInternalNotesMutationRefreshQuery as RefreshQuery } from '../../__generated__/useUpdateParentInternalNotesMutationRefreshQuery.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useUpdateParentInternalNotesMutation($input: UpdateParentInternalNotesInput!) {
    updateParentInternalNotes(input: $input) {
      id
      internalNotes
      internalNotesVersion
      lastSavedNotes: internalNotesVersions(last: 1) {
        savedBy
        savedAt
      }
    }
  }
`;

const refreshQuery = graphql`
  query useUpdateParentInternalNotesMutationRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Parent {
        id
        internalNotes
        internalNotesVersion
        lastSavedNotes: internalNotesVersions(last: 1) {
          savedBy
          savedAt
        }
      }
    }
  }
`;

export function useUpdateParentInternalNotesMutation() {
  const [commit] = useMutationPromise<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const save = useCallback(
    (parentId: string, internalNotes: string, baseVersion: number) =>
      commit({ input: { parentId, internalNotes, baseVersion } }).then((r) => r.updateParentInternalNotes.internalNotesVersion ?? baseVersion),
    [commit],
  );
  const refresh = useCallback(
    (parentId: string) =>
      fetchQuery<RefreshQuery>(environment, refreshQuery, { id: parentId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(() => undefined),
    [environment],
  );
  return { save, refresh };
}

// Saves a child's staff notes from the version they were edited from. The answer carries the stored
// (sanitized) notes, their version and who saved last, which replace the child's in the store (the same
// fields the live subscription updates). After a refused save, `refresh` reads the stored notes again.
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useUpdateChildStaffNotesMutation as Mutation } from '../../__generated__/useUpdateChildStaffNotesMutation.graphql';
import type { useUpdateChildStaffNotesMutationRefreshQuery as RefreshQuery } from '../../__generated__/useUpdateChildStaffNotesMutationRefreshQuery.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useUpdateChildStaffNotesMutation($input: UpdateChildStaffNotesInput!) {
    updateChildStaffNotes(input: $input) {
      id
      staffNotes
      staffNotesVersion
      lastSavedNotes: staffNotesVersions(last: 1) {
        savedBy
        savedAt
      }
    }
  }
`;

const refreshQuery = graphql`
  query useUpdateChildStaffNotesMutationRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Child {
        id
        staffNotes
        staffNotesVersion
        lastSavedNotes: staffNotesVersions(last: 1) {
          savedBy
          savedAt
        }
      }
    }
  }
`;

export function useUpdateChildStaffNotesMutation() {
  const [commit] = useMutationPromise<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const save = useCallback(
    (childId: string, staffNotes: string, baseVersion: number) =>
      commit({ input: { childId, staffNotes, baseVersion } }).then((r) => r.updateChildStaffNotes.staffNotesVersion ?? baseVersion),
    [commit],
  );
  const refresh = useCallback(
    (childId: string) =>
      fetchQuery<RefreshQuery>(environment, refreshQuery, { id: childId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(() => undefined),
    [environment],
  );
  return { save, refresh };
}

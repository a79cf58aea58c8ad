// Saves a child's staff notes. The answer carries the stored (sanitized) notes, which replace the
// child's notes in the store, the same field the live subscription updates.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateChildStaffNotesMutation as Mutation } from '../../__generated__/useUpdateChildStaffNotesMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useUpdateChildStaffNotesMutation($input: UpdateChildStaffNotesInput!) {
    updateChildStaffNotes(input: $input) {
      id
      staffNotes
    }
  }
`;

export function useUpdateChildStaffNotesMutation() {
  const [commit] = useMutationPromise<Mutation>(mutation);
  return useCallback((childId: string, staffNotes: string) => commit({ input: { childId, staffNotes } }).then(() => undefined), [commit]);
}

// Saves the staff notes about a family (the parent's internalNotes); the answer updates the store.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateParentInternalNotesMutation as Mutation } from '../../__generated__/useUpdateParentInternalNotesMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useUpdateParentInternalNotesMutation($input: UpdateParentInternalNotesInput!) {
    updateParentInternalNotes(input: $input) {
      id
      internalNotes
    }
  }
`;

export function useUpdateParentInternalNotesMutation() {
  const [commit] = useMutationPromise<Mutation>(mutation);
  return useCallback((parentId: string, internalNotes: string) => commit({ input: { parentId, internalNotes } }).then(() => undefined), [commit]);
}

// Saves the staff notes about a family (the parent's internalNotes); the answer updates the store.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateParentInternalNotesMutation as Mutation } from '../../__generated__/useUpdateParentInternalNotesMutation.graphql';

const mutation = graphql`
  mutation useUpdateParentInternalNotesMutation($input: UpdateParentInternalNotesInput!) {
    updateParentInternalNotes(input: $input) {
      id
      internalNotes
    }
  }
`;

export function useUpdateParentInternalNotesMutation() {
  const [commit] = useMutation<Mutation>(mutation);
  return useCallback(
    (parentId: string, internalNotes: string) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { parentId, internalNotes } },
          onCompleted: (_data, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve()),
          onError: reject,
        });
      }),
    [commit],
  );
}

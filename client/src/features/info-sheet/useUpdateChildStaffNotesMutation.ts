// Saves a child's staff notes. The answer carries the stored (sanitized) notes, which replace the
// child's notes in the store, the same field the live subscription updates.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateChildStaffNotesMutation as Mutation } from '../../__generated__/useUpdateChildStaffNotesMutation.graphql';

const mutation = graphql`
  mutation useUpdateChildStaffNotesMutation($input: UpdateChildStaffNotesInput!) {
    updateChildStaffNotes(input: $input) {
      id
      staffNotes
    }
  }
`;

export function useUpdateChildStaffNotesMutation() {
  const [commit] = useMutation<Mutation>(mutation);
  return useCallback(
    (childId: string, staffNotes: string) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { childId, staffNotes } },
          onCompleted: (_data, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve()),
          onError: reject,
        });
      }),
    [commit],
  );
}

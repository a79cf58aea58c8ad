// Takes a child out of a group from their badge in the info sheet (needs ASSIGN_STUDENT_GROUPS; the
// groups domain owns the mutation). The answer re-reads the child's badges for the sheet's year.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRemoveChildFromGroupMutation as Mutation } from '../../__generated__/useRemoveChildFromGroupMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useRemoveChildFromGroupMutation($input: SetChildGroupAssignmentInput!, $year: Int!) {
    setChildGroupAssignment(input: $input) {
      child {
        id
        groups(year: $year) {
          id
          name
          color
          groupType
        }
      }
    }
  }
`;

export function useRemoveChildFromGroupMutation() {
  const [commit] = useMutationPromise<Mutation>(mutation);
  return useCallback((childId: string, groupId: string, year: number) => commit({ input: { childId, groupId, assigned: false }, year }).then(() => undefined), [commit]);
}

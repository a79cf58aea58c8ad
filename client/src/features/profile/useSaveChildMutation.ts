// Adds or edits a child; the payload carries the child and the parent's refreshed list of children.
import { graphql } from 'react-relay';
import type { useSaveChildMutation as Mutation } from '../../__generated__/useSaveChildMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useSaveChildMutation($input: ChildInput!) {
    saveChild(input: $input) {
      child {
        id
        ...ChildrenCard_child
      }
      parent {
        ...ChildrenCard_parent
        ...GuardiansCard_parent
      }
    }
  }
`;

export type { ChildInput } from '../../__generated__/useSaveChildMutation.graphql';

export function useSaveChildMutation() {
  return useMutationPromise<Mutation>(mutation);
}

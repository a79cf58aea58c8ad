// Registers chosen children (or updates a pending registration / club choices); each child's status
// on screen updates from the payload.
import { graphql } from 'react-relay';
import type { useSubmitRegistrationMutation as Mutation } from '../../__generated__/useSubmitRegistrationMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useSubmitRegistrationMutation($input: SubmitRegistrationInput!) {
    submitRegistration(input: $input) {
      id
      child {
        id
        ...ChildrenCard_child
        ...RegistrationForm_child
      }
    }
  }
`;

export type { SubmitRegistrationInput } from '../../__generated__/useSubmitRegistrationMutation.graphql';

export function useSubmitRegistrationMutation() {
  return useMutationPromise<Mutation>(mutation);
}

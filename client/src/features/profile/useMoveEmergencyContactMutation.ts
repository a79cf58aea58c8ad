// Moves an emergency contact up or down the call order; the server renumbers 0..n-1 in one transaction.
import { graphql } from 'react-relay';
import type { useMoveEmergencyContactMutation as Mutation } from '../../__generated__/useMoveEmergencyContactMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useMoveEmergencyContactMutation($id: ID!, $priority: Int!) {
    moveEmergencyContact(id: $id, priority: $priority) {
      ...EmergencyContactsCard_parent
    }
  }
`;

export function useMoveEmergencyContactMutation() {
  return useMutationPromise<Mutation>(mutation);
}

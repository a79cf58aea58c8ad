// Removes an emergency contact; the others move up (the payload is the renumbered list).
import { graphql } from 'react-relay';
import type { useDeleteEmergencyContactMutation as Mutation } from '../../__generated__/useDeleteEmergencyContactMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useDeleteEmergencyContactMutation($id: ID!) {
    deleteEmergencyContact(id: $id) {
      ...EmergencyContactsCard_parent
    }
  }
`;

export function useDeleteEmergencyContactMutation() {
  return useMutationPromise<Mutation>(mutation);
}

// Adds or edits an emergency contact; the payload is the parent's whole ordered list.
import { graphql } from 'react-relay';
import type { useSaveEmergencyContactMutation as Mutation } from '../../__generated__/useSaveEmergencyContactMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useSaveEmergencyContactMutation($input: EmergencyContactInput!) {
    saveEmergencyContact(input: $input) {
      ...EmergencyContactsCard_parent
    }
  }
`;

export function useSaveEmergencyContactMutation() {
  return useMutationPromise<Mutation>(mutation);
}

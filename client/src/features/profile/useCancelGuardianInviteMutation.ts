// Withdraws an invitation that has not been accepted yet.
import { graphql } from 'react-relay';
import type { useCancelGuardianInviteMutation as Mutation } from '../../__generated__/useCancelGuardianInviteMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useCancelGuardianInviteMutation($id: Int!) {
    cancelGuardianInvite(id: $id) {
      ...GuardiansCard_parent
    }
  }
`;

export function useCancelGuardianInviteMutation() {
  return useMutationPromise<Mutation>(mutation);
}

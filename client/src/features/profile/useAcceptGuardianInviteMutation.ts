// Joins the family that invited the signed-in person; the page then reloads its data.
import { graphql } from 'react-relay';
import type { useAcceptGuardianInviteMutation as Mutation } from '../../__generated__/useAcceptGuardianInviteMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useAcceptGuardianInviteMutation($id: Int!) {
    acceptGuardianInvite(id: $id) {
      id
    }
  }
`;

export function useAcceptGuardianInviteMutation() {
  return useMutationPromise<Mutation>(mutation);
}

// Invites a second parent/guardian by e-mail; the payload is the family's refreshed guardian list.
import { graphql } from 'react-relay';
import type { useInviteGuardianMutation as Mutation } from '../../__generated__/useInviteGuardianMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useInviteGuardianMutation($input: GuardianInviteInput!) {
    inviteGuardian(input: $input) {
      ...GuardiansCard_parent
    }
  }
`;

export function useInviteGuardianMutation() {
  return useMutationPromise<Mutation>(mutation);
}

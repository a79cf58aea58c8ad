// Saves the signed-in parent's own profile; the payload refreshes every profile field on screen.
import { graphql } from 'react-relay';
import type { useUpdateParentProfileMutation as Mutation } from '../../__generated__/useUpdateParentProfileMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useUpdateParentProfileMutation($input: ParentProfileInput!) {
    updateParentProfile(input: $input) {
      ...ParentDetailsCard_parent
    }
  }
`;

export type { ParentProfileInput } from '../../__generated__/useUpdateParentProfileMutation.graphql';

export function useUpdateParentProfileMutation() {
  return useMutationPromise<Mutation>(mutation);
}

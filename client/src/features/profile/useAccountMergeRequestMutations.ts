// The signed-in owner's answers to an administrator's request to merge two accounts.
import { graphql } from 'react-relay';
import type { useAccountMergeRequestMutationsConfirmMutation } from '../../__generated__/useAccountMergeRequestMutationsConfirmMutation.graphql';
import type { useAccountMergeRequestMutationsDeclineMutation } from '../../__generated__/useAccountMergeRequestMutationsDeclineMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

export function useConfirmAccountMergeMutation() {
  return useMutationPromise<useAccountMergeRequestMutationsConfirmMutation>(graphql`
    mutation useAccountMergeRequestMutationsConfirmMutation($requestId: ID!) {
      confirmAccountMerge(requestId: $requestId) {
        merged
        request {
          id
          keepConfirmed
          mergeConfirmed
        }
      }
    }
  `);
}

export function useDeclineAccountMergeMutation() {
  return useMutationPromise<useAccountMergeRequestMutationsDeclineMutation>(graphql`
    mutation useAccountMergeRequestMutationsDeclineMutation($requestId: ID!) {
      declineAccountMerge(requestId: $requestId)
    }
  `);
}

import { graphql } from 'react-relay';
import type { useUpdateMyDetailsMutation as Mutation } from '../../__generated__/useUpdateMyDetailsMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

/** Saves the signed-in person's own name and phone; the greeting and profile re-read what changed. */
export function useUpdateMyDetailsMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useUpdateMyDetailsMutation($input: MyDetailsInput!) {
      updateMyDetails(input: $input) {
        details {
          ...MyDetailsCard_details
        }
        viewer {
          ...DashboardGreeting_viewer
        }
      }
    }
  `);
}

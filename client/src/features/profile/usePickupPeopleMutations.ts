// A parent's pickup people: saving one (new, or changed by id) and removing one.
import { graphql } from 'react-relay';
import type { usePickupPeopleMutationsSaveMutation as Save } from '../../__generated__/usePickupPeopleMutationsSaveMutation.graphql';
import type { usePickupPeopleMutationsDeleteMutation as Delete } from '../../__generated__/usePickupPeopleMutationsDeleteMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

export function useSavePickupPersonMutation() {
  return useMutationPromise<Save>(graphql`
    mutation usePickupPeopleMutationsSaveMutation($input: SavePickupPersonInput!) {
      savePickupPerson(input: $input) {
        databaseId
      }
    }
  `);
}

export function useDeletePickupPersonMutation() {
  return useMutationPromise<Delete>(graphql`
    mutation usePickupPeopleMutationsDeleteMutation($id: Int!) {
      deletePickupPerson(id: $id) {
        databaseId
      }
    }
  `);
}

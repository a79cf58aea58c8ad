import { graphql, useMutation } from 'react-relay';
import type { usePickupPeopleMutationsSaveMutation as Save } from '../../__generated__/usePickupPeopleMutationsSaveMutation.graphql';
import type { usePickupPeopleMutationsDeleteMutation as Delete } from '../../__generated__/usePickupPeopleMutationsDeleteMutation.graphql';

export function useSavePickupPersonMutation() {
  return useMutation<Save>(graphql`
    mutation usePickupPeopleMutationsSaveMutation($input: SavePickupPersonInput!) {
      savePickupPerson(input: $input) {
        databaseId
      }
    }
  `);
}

export function useDeletePickupPersonMutation() {
  return useMutation<Delete>(graphql`
    mutation usePickupPeopleMutationsDeleteMutation($id: Int!) {
      deletePickupPerson(id: $id) {
        databaseId
      }
    }
  `);
}

// Deleting a saved people query (its owner, or MANAGE_VBS); the id leaves the saved list in the store.
import { graphql } from 'react-relay';
import type { useDeleteSavedPeopleQueryMutation as Mutation } from '../../__generated__/useDeleteSavedPeopleQueryMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

export function useDeleteSavedPeopleQueryMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useDeleteSavedPeopleQueryMutation($id: ID!) {
      deleteSavedPeopleQuery(id: $id) @deleteRecord
    }
  `);
}

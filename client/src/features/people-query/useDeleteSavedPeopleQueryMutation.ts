// Deleting a saved people query (its owner, or MANAGE_VBS); the id leaves the saved list in the store.
import { graphql, useMutation } from 'react-relay';
import type { useDeleteSavedPeopleQueryMutation as Mutation } from '../../__generated__/useDeleteSavedPeopleQueryMutation.graphql';

export function useDeleteSavedPeopleQueryMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteSavedPeopleQueryMutation($id: ID!) {
      deleteSavedPeopleQuery(id: $id) @deleteRecord
    }
  `);
}

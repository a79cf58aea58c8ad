// Saving a people query by name (new, or over one the viewer owns).
import { graphql } from 'react-relay';
import type { useSavePeopleQueryMutation as Mutation } from '../../__generated__/useSavePeopleQueryMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

export function useSavePeopleQueryMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useSavePeopleQueryMutation($id: ID, $name: String!, $definition: String!, $shared: Boolean) {
      savePeopleQuery(id: $id, name: $name, definition: $definition, shared: $shared) {
        id
        name
        definition
        shared
        ownedByViewer
        ownerName
      }
    }
  `);
}

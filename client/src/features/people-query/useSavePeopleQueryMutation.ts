// Saving a people query by name (new, or over one the viewer owns).
import { graphql, useMutation } from 'react-relay';
import type { useSavePeopleQueryMutation as Mutation } from '../../__generated__/useSavePeopleQueryMutation.graphql';

export function useSavePeopleQueryMutation() {
  return useMutation<Mutation>(graphql`
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

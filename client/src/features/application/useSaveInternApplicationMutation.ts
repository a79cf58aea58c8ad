// Applies, or changes the pending application. The payload refreshes the application and the intern
// record the page shows, and points the viewer's myIntern at it (the first application creates it).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { InternApplicationInput, useSaveInternApplicationMutation as Mutation } from '../../__generated__/useSaveInternApplicationMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useSaveInternApplicationMutation($input: InternApplicationInput!) {
    saveInternApplication(input: $input) {
      id
      ...ApplicationStatusCard_application
      intern {
        id
        ...ApplicationForm_intern
      }
    }
  }
`;

export type { InternApplicationInput };

function pointMyInternAt(store: RecordSourceSelectorProxy) {
  const intern = store.getRootField('saveInternApplication')?.getLinkedRecord('intern');
  if (intern) store.getRoot().setLinkedRecord(intern, 'myIntern');
}

export function useSaveInternApplicationMutation() {
  const [commit, inFlight] = useMutationPromise<Mutation>(mutation, pointMyInternAt);
  const save = useCallback((input: InternApplicationInput) => commit({ input }), [commit]);
  return [save, inFlight] as const;
}

// Applies, or changes the pending application. The payload refreshes the application and the intern
// record the page shows, and points the viewer's myIntern at it (the first application creates it).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { InternApplicationInput, useSaveInternApplicationMutation as Mutation } from '../../__generated__/useSaveInternApplicationMutation.graphql';
import { RequestError, type GraphQLErrorPayload } from '../../relay/errors.ts';

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

export function useSaveInternApplicationMutation() {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const save = useCallback(
    (input: InternApplicationInput) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input },
          updater: (store) => {
            const intern = store.getRootField('saveInternApplication')?.getLinkedRecord('intern');
            if (intern) store.getRoot().setLinkedRecord(intern, 'myIntern');
          },
          onCompleted: (_data, errors) => (errors?.length ? reject(new RequestError(errors as GraphQLErrorPayload[])) : resolve()),
          onError: reject,
        });
      }),
    [commit],
  );
  return [save, inFlight] as const;
}

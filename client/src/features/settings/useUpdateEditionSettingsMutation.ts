// Changes the current edition's details or flags. The answer carries every field the app shows from
// the edition (nav bar, footer countdown, dashboard cards), so all of them update from one response.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UpdateEditionSettingsInput, useUpdateEditionSettingsMutation as Mutation } from '../../__generated__/useUpdateEditionSettingsMutation.graphql';

const mutation = graphql`
  mutation useUpdateEditionSettingsMutation($input: UpdateEditionSettingsInput!) {
    updateEditionSettings(input: $input) {
      id
      year
      name
      startsAt
      startsAtLocal
      timeZone
      generalRegistrationOpen
      internApplicationOpen
      electiveSelectionOpen
    }
  }
`;

export type { UpdateEditionSettingsInput };

export function useUpdateEditionSettingsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const update = useCallback(
    (input: UpdateEditionSettingsInput) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input },
          // A new year makes another edition current: point the app's currentEdition at it.
          updater: (store) => {
            const edition = store.getRootField('updateEditionSettings');
            if (edition) store.getRoot().setLinkedRecord(edition, 'currentEdition');
          },
          onCompleted: (_data, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve()),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, inFlight] as const;
}

// Changes the current edition's details or flags. The answer carries every field the app shows from
// the edition (nav bar, footer countdown, dashboard cards), so all of them update from one response.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { UpdateEditionSettingsInput, useUpdateEditionSettingsMutation as Mutation } from '../../__generated__/useUpdateEditionSettingsMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

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
      messageReviewFamilies
    }
  }
`;

export type { UpdateEditionSettingsInput };

/** A new year makes another edition current: point the app's currentEdition at it. */
function pointCurrentEditionAt(store: RecordSourceSelectorProxy) {
  const edition = store.getRootField('updateEditionSettings');
  if (edition) store.getRoot().setLinkedRecord(edition, 'currentEdition');
}

export function useUpdateEditionSettingsMutation() {
  const [commit, inFlight] = useMutationPromise<Mutation>(mutation, pointCurrentEditionAt);
  const update = useCallback((input: UpdateEditionSettingsInput) => commit({ input }), [commit]);
  return [update, inFlight] as const;
}

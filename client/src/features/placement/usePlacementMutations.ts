// Running a placement (a new lottery, shown for review) and applying the reviewed one. Both answer with
// the run, which becomes the page's electivePlacement.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { usePlacementMutationsApplyMutation as ApplyMutation } from '../../__generated__/usePlacementMutationsApplyMutation.graphql';
import type { usePlacementMutationsRunMutation as RunMutation } from '../../__generated__/usePlacementMutationsRunMutation.graphql';
import { RequestError, type GraphQLErrorPayload } from '../../relay/errors.ts';

const runMutation = graphql`
  mutation usePlacementMutationsRunMutation($seed: Int) {
    runElectivePlacement(seed: $seed) {
      id
      createdAt
      appliedAt
      ...PlacementReview_run
    }
  }
`;

const applyMutation = graphql`
  mutation usePlacementMutationsApplyMutation($id: ID!) {
    applyElectivePlacement(id: $id) {
      id
      createdAt
      appliedAt
      ...PlacementReview_run
    }
  }
`;

const pointRootAt = (field: string) => (store: RecordSourceSelectorProxy) => {
  const run = store.getRootField(field);
  if (run) store.getRoot().setLinkedRecord(run, 'electivePlacement');
};

export function useRunElectivePlacementMutation() {
  const [commit, inFlight] = useMutation<RunMutation>(runMutation);
  const run = useCallback(
    (seed: number | null) =>
      new Promise<void>((resolve, reject) =>
        commit({
          variables: { seed },
          updater: pointRootAt('runElectivePlacement'),
          onCompleted: (_d, errors) => (errors?.length ? reject(new RequestError(errors as GraphQLErrorPayload[])) : resolve()),
          onError: reject,
        }),
      ),
    [commit],
  );
  return [run, inFlight] as const;
}

export function useApplyElectivePlacementMutation() {
  const [commit, inFlight] = useMutation<ApplyMutation>(applyMutation);
  const apply = useCallback(
    (id: string) =>
      new Promise<void>((resolve, reject) =>
        commit({
          variables: { id },
          updater: pointRootAt('applyElectivePlacement'),
          onCompleted: (_d, errors) => (errors?.length ? reject(new RequestError(errors as GraphQLErrorPayload[])) : resolve()),
          onError: reject,
        }),
      ),
    [commit],
  );
  return [apply, inFlight] as const;
}

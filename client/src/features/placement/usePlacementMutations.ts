// Running a placement (a new lottery, shown for review) and applying the reviewed one. Both answer with
// the run, which becomes the page's electivePlacement.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { usePlacementMutationsApplyMutation as ApplyMutation } from '../../__generated__/usePlacementMutationsApplyMutation.graphql';
import type { usePlacementMutationsRunMutation as RunMutation } from '../../__generated__/usePlacementMutationsRunMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

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
const pointAtNewRun = pointRootAt('runElectivePlacement');
const pointAtAppliedRun = pointRootAt('applyElectivePlacement');

export function useRunElectivePlacementMutation() {
  const [commit, inFlight] = useMutationPromise<RunMutation>(runMutation, pointAtNewRun);
  const run = useCallback((seed: number | null) => commit({ seed }), [commit]);
  return [run, inFlight] as const;
}

export function useApplyElectivePlacementMutation() {
  const [commit, inFlight] = useMutationPromise<ApplyMutation>(applyMutation, pointAtAppliedRun);
  const apply = useCallback((id: string) => commit({ id }), [commit]);
  return [apply, inFlight] as const;
}

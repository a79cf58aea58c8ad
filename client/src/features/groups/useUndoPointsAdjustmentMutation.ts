import { graphql } from 'react-relay';
import type { useUndoPointsAdjustmentMutation as Mutation } from '../../__generated__/useUndoPointsAdjustmentMutation.graphql';
import { useIntl } from '../../i18n/intl.tsx';
import { useChangeMutation } from './useChangeMutation.ts';

const mutation = graphql`
  mutation useUndoPointsAdjustmentMutation($input: UndoPointsAdjustmentInput!) {
    undoPointsAdjustment(input: $input) {
      ...useAdjustGroupPointsMutation_change
    }
  }
`;

/** Undoes one points adjustment; the group's total and its adjustment list come back with the answer. */
export function useUndoPointsAdjustmentMutation() {
  const [run, inFlight] = useChangeMutation<Mutation>(mutation, 'undoPointsAdjustment');
  const intl = useIntl();
  const undo = (adjustmentId: string) => run({ input: { adjustmentId } }, { success: intl.formatMessage({ id: 'staff.groups.adjustmentUndone', defaultMessage: 'Adjustment undone' }) });
  return [undo, inFlight] as const;
}

import { graphql } from 'react-relay';
import type { useAdjustGroupPointsMutation as Mutation } from '../../__generated__/useAdjustGroupPointsMutation.graphql';
import { useChangeMutation } from './useChangeMutation.ts';

graphql`
  fragment useAdjustGroupPointsMutation_change on GroupDayPointsChanged {
    groupId
    dayId
    amount
    group {
      id
      totalPoints
      averagePoints
      pointsRecords {
        dayId
        amount
      }
      ...PointsAdjustmentList_group
    }
  }
`;

const mutation = graphql`
  mutation useAdjustGroupPointsMutation($input: GroupPointsInput!) {
    adjustGroupPoints(input: $input) {
      ...useAdjustGroupPointsMutation_change
    }
  }
`;

export function useAdjustGroupPointsMutation() {
  const [run, inFlight] = useChangeMutation<Mutation>(mutation, 'adjustGroupPoints');
  // Shown at once on the leader's phone; the server's running total replaces it when it answers.
  const adjust = (groupId: string, dayId: number, amount: number) =>
    run(
      { input: { groupId, dayId, amount } },
      {
        optimisticUpdater: (store) => {
          const group = store.get(groupId);
          if (!group) return;
          const total = Number(group.getValue('totalPoints') ?? 0);
          group.setValue(total + amount, 'totalPoints');
          const records = group.getLinkedRecords('pointsRecords') ?? [];
          const record = records.find((r) => r?.getValue('dayId') === dayId);
          if (record) record.setValue(Number(record.getValue('amount') ?? 0) + amount, 'amount');
        },
      },
    );
  return [adjust, inFlight] as const;
}

import { graphql } from 'react-relay';
import type { useSetChildGroupAssignmentMutation as Mutation } from '../../__generated__/useSetChildGroupAssignmentMutation.graphql';
import { useChangeMutation } from './useChangeMutation.ts';

graphql`
  fragment useSetChildGroupAssignmentMutation_change on GroupChildAssignment {
    groupId
    assigned
    groupList {
      id
      standardPointMultiplier
    }
    group {
      id
      childCount
      averagePoints
      ...RosterGroupCard_group
    }
    movedFrom {
      id
      childCount
      averagePoints
      ...RosterGroupCard_group
    }
  }
`;

const mutation = graphql`
  mutation useSetChildGroupAssignmentMutation($input: SetChildGroupAssignmentInput!) {
    setChildGroupAssignment(input: $input) {
      ...useSetChildGroupAssignmentMutation_change
    }
  }
`;

export const useSetChildGroupAssignmentMutation = () => useChangeMutation<Mutation>(mutation, 'setChildGroupAssignment');

import { graphql } from 'react-relay';
import type { useSetInternGroupAssignmentMutation as Mutation } from '../../__generated__/useSetInternGroupAssignmentMutation.graphql';
import { useChangeMutation } from './useChangeMutation.ts';

graphql`
  fragment useSetInternGroupAssignmentMutation_change on GroupInternAssignment {
    groupId
    assigned
    group {
      id
      ...StaffGroupCard_group
      ...RosterGroupCard_group
    }
  }
`;

const mutation = graphql`
  mutation useSetInternGroupAssignmentMutation($input: SetInternGroupAssignmentInput!) {
    setInternGroupAssignment(input: $input) {
      ...useSetInternGroupAssignmentMutation_change
    }
  }
`;

export const useSetInternGroupAssignmentMutation = () => useChangeMutation<Mutation>(mutation, 'setInternGroupAssignment');

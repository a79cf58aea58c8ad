import { graphql } from 'react-relay';
import type { useSetStaffGroupAssignmentMutation as Mutation } from '../../__generated__/useSetStaffGroupAssignmentMutation.graphql';
import { useChangeMutation } from './useChangeMutation.ts';

graphql`
  fragment useSetStaffGroupAssignmentMutation_change on GroupStaffAssignment {
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
  mutation useSetStaffGroupAssignmentMutation($input: SetStaffGroupAssignmentInput!) {
    setStaffGroupAssignment(input: $input) {
      ...useSetStaffGroupAssignmentMutation_change
    }
  }
`;

export const useSetStaffGroupAssignmentMutation = () => useChangeMutation<Mutation>(mutation, 'setStaffGroupAssignment');

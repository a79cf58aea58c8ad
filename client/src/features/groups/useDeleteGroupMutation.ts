import { graphql } from 'react-relay';
import type { useDeleteGroupMutation as Mutation } from '../../__generated__/useDeleteGroupMutation.graphql';
import { useChangeMutation } from './useChangeMutation.ts';

graphql`
  fragment useDeleteGroupMutation_change on GroupDeleted {
    groupId
    groupList {
      id
      standardPointMultiplier
    }
  }
`;

const mutation = graphql`
  mutation useDeleteGroupMutation($input: DeleteGroupInput!) {
    deleteGroup(input: $input) {
      ...useDeleteGroupMutation_change
    }
  }
`;

export const useDeleteGroupMutation = () => useChangeMutation<Mutation>(mutation, 'deleteGroup');

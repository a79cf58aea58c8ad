import { graphql } from 'react-relay';
import type { useRenameGroupMutation as Mutation } from '../../__generated__/useRenameGroupMutation.graphql';
import { useChangeMutation } from './useChangeMutation.ts';

graphql`
  fragment useRenameGroupMutation_change on GroupRenamed {
    groupId
    groupList {
      id
    }
    group {
      id
      name
    }
  }
`;

const mutation = graphql`
  mutation useRenameGroupMutation($input: RenameGroupInput!) {
    renameGroup(input: $input) {
      ...useRenameGroupMutation_change
    }
  }
`;

export const useRenameGroupMutation = () => useChangeMutation<Mutation>(mutation, 'renameGroup');

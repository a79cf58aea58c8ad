import { graphql } from 'react-relay';
import type { useCreateGroupMutation as Mutation } from '../../__generated__/useCreateGroupMutation.graphql';
import { useChangeMutation } from './useChangeMutation.ts';

graphql`
  fragment useCreateGroupMutation_change on GroupCreated {
    groupId
    groupList {
      id
    }
    group {
      id
      name
      groupType
      ...RosterGroupCard_group
      ...StaffGroupCard_group
      ...LeaderboardRow_group
    }
  }
`;

const mutation = graphql`
  mutation useCreateGroupMutation($input: CreateGroupInput!) {
    createGroup(input: $input) {
      ...useCreateGroupMutation_change
    }
  }
`;

export const useCreateGroupMutation = () => useChangeMutation<Mutation>(mutation, 'createGroup');

import { graphql } from 'react-relay';
import type { useRecolorGroupMutation as Mutation } from '../../__generated__/useRecolorGroupMutation.graphql';
import { useChangeMutation } from './useChangeMutation.ts';

graphql`
  fragment useRecolorGroupMutation_change on GroupColorChanged {
    groupId
    group {
      id
      color
    }
  }
`;

const mutation = graphql`
  mutation useRecolorGroupMutation($input: RecolorGroupInput!) {
    recolorGroup(input: $input) {
      ...useRecolorGroupMutation_change
    }
  }
`;

export const useRecolorGroupMutation = () => useChangeMutation<Mutation>(mutation, 'recolorGroup');

import { graphql, useMutation } from 'react-relay';
import type { useCreateFirstAidReportMutation as Mutation } from '../../__generated__/useCreateFirstAidReportMutation.graphql';

export function useCreateFirstAidReportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateFirstAidReportMutation($input: CreateFirstAidReportInput!) {
      createFirstAidReport(input: $input) {
        ...useFirstAidReportChanges_report
      }
    }
  `);
}

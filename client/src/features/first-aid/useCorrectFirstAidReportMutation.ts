import { graphql, useMutation } from 'react-relay';
import type { useCorrectFirstAidReportMutation as Mutation } from '../../__generated__/useCorrectFirstAidReportMutation.graphql';

export function useCorrectFirstAidReportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCorrectFirstAidReportMutation($input: CorrectFirstAidReportInput!) {
      correctFirstAidReport(input: $input) {
        ...useFirstAidReportChanges_report
      }
    }
  `);
}

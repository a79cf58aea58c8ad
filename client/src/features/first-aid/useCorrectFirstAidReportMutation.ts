// Corrects a first-aid report (earlier versions are kept; the parents are e-mailed); the answer merges by id.
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCorrectFirstAidReportMutation as Mutation } from '../../__generated__/useCorrectFirstAidReportMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';
import { putReport } from './useFirstAidReportChanges.ts';

const mutation = graphql`
  mutation useCorrectFirstAidReportMutation($input: CorrectFirstAidReportInput!) {
    correctFirstAidReport(input: $input) {
      ...useFirstAidReportChanges_report
    }
  }
`;

const putInList = (store: RecordSourceSelectorProxy) => putReport(store, 'correctFirstAidReport');

export function useCorrectFirstAidReportMutation() {
  return useMutationPromise<Mutation>(mutation, putInList);
}

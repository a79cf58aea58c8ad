// Writes a first-aid report (the server e-mails the parents); the report it answers with joins the page's list.
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreateFirstAidReportMutation as Mutation } from '../../__generated__/useCreateFirstAidReportMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';
import { putReport } from './useFirstAidReportChanges.ts';

const mutation = graphql`
  mutation useCreateFirstAidReportMutation($input: CreateFirstAidReportInput!) {
    createFirstAidReport(input: $input) {
      ...useFirstAidReportChanges_report
    }
  }
`;

const putInList = (store: RecordSourceSelectorProxy) => putReport(store, 'createFirstAidReport');

export function useCreateFirstAidReportMutation() {
  return useMutationPromise<Mutation>(mutation, putInList);
}

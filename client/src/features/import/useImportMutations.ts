// The import's two writes as promises: run an uploaded file, undo an import. Neither payload has a Relay
// record to update (an import's summary carries no global id), so the page asks its lists again after each.
import { graphql } from 'react-relay';
import type { useImportMutationsRunMutation as Run } from '../../__generated__/useImportMutationsRunMutation.graphql';
import type { useImportMutationsUndoMutation as Undo } from '../../__generated__/useImportMutationsUndoMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const run = graphql`
  mutation useImportMutationsRunMutation($input: RunSpreadsheetImportInput!) {
    runSpreadsheetImport(input: $input) {
      importId
      familiesCreated
      familiesMerged
      childrenCreated
      staffCreated
      internsCreated
      skippedRows
      invitationsQueued
    }
  }
`;

const undo = graphql`
  mutation useImportMutationsUndoMutation($input: UndoSpreadsheetImportInput!) {
    undoSpreadsheetImport(input: $input) {
      importId
      undoneAt
      familiesRemoved
      childrenRemoved
      volunteersRemoved
    }
  }
`;

export type ImportRunResult = Run['response']['runSpreadsheetImport'];
export type ImportUndoResult = Undo['response']['undoSpreadsheetImport'];

export const useRunImportMutation = () => useMutationPromise<Run>(run);
export const useUndoImportMutation = () => useMutationPromise<Undo>(undo);

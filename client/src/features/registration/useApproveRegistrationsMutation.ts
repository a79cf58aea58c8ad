// Bulk approval and its undo. The server holds the families' e-mails until undoUntil; undo within the
// window restores the registrations to pending and nothing is sent (registration-decisions.ts).
import { graphql } from 'react-relay';
import type { useApproveRegistrationsMutation as Approve } from '../../__generated__/useApproveRegistrationsMutation.graphql';
import type { useApproveRegistrationsMutationUndoMutation as Undo } from '../../__generated__/useApproveRegistrationsMutationUndoMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

export function useApproveRegistrationsMutation() {
  return useMutationPromise<Approve>(graphql`
    mutation useApproveRegistrationsMutation($ids: [ID!]!) {
      approveRegistrations(registrationIds: $ids) {
        batch
        approved
        undoUntil
        registrations {
          id
          status
          decidedAt
        }
      }
    }
  `);
}

export function useUndoRegistrationApprovalsMutation() {
  return useMutationPromise<Undo>(graphql`
    mutation useApproveRegistrationsMutationUndoMutation($batch: String!) {
      undoRegistrationApprovals(batch: $batch) {
        id
        status
        decidedAt
      }
    }
  `);
}

// The accounts page's mutations. Each answers with the changed record in the fields the page shows, so
// Relay updates the card in place (permissions, staff identity, deactivation).
import { graphql } from 'react-relay';
import type { useAccountMutationsGrantMutation } from '../../__generated__/useAccountMutationsGrantMutation.graphql';
import type { useAccountMutationsRevokeMutation } from '../../__generated__/useAccountMutationsRevokeMutation.graphql';
import type { useAccountMutationsMakeStaffMutation } from '../../__generated__/useAccountMutationsMakeStaffMutation.graphql';
import type { useAccountMutationsDeactivateMutation } from '../../__generated__/useAccountMutationsDeactivateMutation.graphql';
import type { useAccountMutationsReactivateMutation } from '../../__generated__/useAccountMutationsReactivateMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

export function useGrantPermissionMutation() {
  return useMutationPromise<useAccountMutationsGrantMutation>(graphql`
    mutation useAccountMutationsGrantMutation($staffId: ID!, $permission: Permission!) {
      grantPermission(staffId: $staffId, permission: $permission) {
        id
        permissions
      }
    }
  `);
}

export function useRevokePermissionMutation() {
  return useMutationPromise<useAccountMutationsRevokeMutation>(graphql`
    mutation useAccountMutationsRevokeMutation($staffId: ID!, $permission: Permission!) {
      revokePermission(staffId: $staffId, permission: $permission) {
        id
        permissions
      }
    }
  `);
}

export function useMakeStaffMutation() {
  return useMutationPromise<useAccountMutationsMakeStaffMutation>(graphql`
    mutation useAccountMutationsMakeStaffMutation($accountId: ID!) {
      makeAccountStaff(accountId: $accountId) {
        ...AccountCard_account
      }
    }
  `);
}

export function useDeactivateAccountMutation() {
  return useMutationPromise<useAccountMutationsDeactivateMutation>(graphql`
    mutation useAccountMutationsDeactivateMutation($accountId: ID!) {
      deactivateAccount(accountId: $accountId) {
        ...AccountCard_account
      }
    }
  `);
}

export function useReactivateAccountMutation() {
  return useMutationPromise<useAccountMutationsReactivateMutation>(graphql`
    mutation useAccountMutationsReactivateMutation($accountId: ID!) {
      reactivateAccount(accountId: $accountId) {
        ...AccountCard_account
      }
    }
  `);
}

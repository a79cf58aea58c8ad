// Approves or declines a pending registration; it leaves the pending list at once.
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useDecideRegistrationMutation as Mutation } from '../../__generated__/useDecideRegistrationMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useDecideRegistrationMutation($input: DecideRegistrationInput!) {
    decideRegistration(input: $input) {
      id
      status
      decisionReason
      decidedAt
    }
  }
`;

const removeFromPending: SelectorStoreUpdater<Mutation['response']> = (store) => {
  const decided = store.getRootField('decideRegistration');
  const root = store.getRoot();
  const pending = root.getLinkedRecords('pendingRegistrations');
  if (decided && pending) root.setLinkedRecords(pending.filter((r) => r && r.getDataID() !== decided.getDataID()), 'pendingRegistrations');
};

export function useDecideRegistrationMutation() {
  return useMutationPromise<Mutation>(mutation, removeFromPending);
}

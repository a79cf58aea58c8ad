// Accepts or declines an application; the payload refreshes that application's card.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { InternApplicationDecision, useReviewInternApplicationMutation as Mutation } from '../../__generated__/useReviewInternApplicationMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

const mutation = graphql`
  mutation useReviewInternApplicationMutation($id: ID!, $decision: InternApplicationDecision!, $reason: String) {
    reviewInternApplication(id: $id, decision: $decision, reason: $reason) {
      id
      ...ApplicationReviewCard_application
    }
  }
`;

export type { InternApplicationDecision };

export function useReviewInternApplicationMutation() {
  const [commit, inFlight] = useMutationPromise<Mutation>(mutation);
  const review = useCallback((id: string, decision: InternApplicationDecision, reason: string | null) => commit({ id, decision, reason }), [commit]);
  return [review, inFlight] as const;
}

// Accepts or declines an application; the payload refreshes that application's card.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { InternApplicationDecision, useReviewInternApplicationMutation as Mutation } from '../../__generated__/useReviewInternApplicationMutation.graphql';
import { RequestError, type GraphQLErrorPayload } from '../../relay/errors.ts';

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
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const review = useCallback(
    (id: string, decision: InternApplicationDecision, reason: string | null) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { id, decision, reason },
          onCompleted: (_data, errors) => (errors?.length ? reject(new RequestError(errors as GraphQLErrorPayload[])) : resolve()),
          onError: reject,
        });
      }),
    [commit],
  );
  return [review, inFlight] as const;
}

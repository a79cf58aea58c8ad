// The settings page's smaller mutations: form questions (add, reword, reorder, remove) and club
// capacities. Each answers with what it changed, spread through the fragments that show it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { RequestError, type GraphQLErrorPayload } from '../../relay/errors.ts';
import type { useSettingsMutationsAddQuestionMutation } from '../../__generated__/useSettingsMutationsAddQuestionMutation.graphql';
import type { useSettingsMutationsUpdateQuestionMutation } from '../../__generated__/useSettingsMutationsUpdateQuestionMutation.graphql';
import type { useSettingsMutationsReorderQuestionsMutation } from '../../__generated__/useSettingsMutationsReorderQuestionsMutation.graphql';
import type { useSettingsMutationsRemoveQuestionMutation } from '../../__generated__/useSettingsMutationsRemoveQuestionMutation.graphql';
import type { useSettingsMutationsSetClubCapacityMutation } from '../../__generated__/useSettingsMutationsSetClubCapacityMutation.graphql';

function usePromiseMutation<T extends MutationParameters>(node: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(node);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) =>
        commit({
          variables,
          onCompleted: (data, errors) => (errors?.length ? reject(new RequestError(errors as GraphQLErrorPayload[])) : resolve(data)),
          onError: reject,
        }),
      ),
    [commit],
  );
  return [run, inFlight] as const;
}

export const useAddQuestionMutation = () =>
  usePromiseMutation<useSettingsMutationsAddQuestionMutation>(graphql`
    mutation useSettingsMutationsAddQuestionMutation($kind: QuestionKind!, $prompt: String!, $required: Boolean, $type: QuestionType, $options: [String!]) {
      addQuestion(kind: $kind, prompt: $prompt, required: $required, type: $type, options: $options) {
        id
        ...QuestionsEditor_edition
      }
    }
  `);

export const useUpdateQuestionMutation = () =>
  usePromiseMutation<useSettingsMutationsUpdateQuestionMutation>(graphql`
    mutation useSettingsMutationsUpdateQuestionMutation($id: ID!, $prompt: String, $required: Boolean) {
      updateQuestion(id: $id, prompt: $prompt, required: $required) {
        id
        prompt
        required
      }
    }
  `);

export const useReorderQuestionsMutation = () =>
  usePromiseMutation<useSettingsMutationsReorderQuestionsMutation>(graphql`
    mutation useSettingsMutationsReorderQuestionsMutation($kind: QuestionKind!, $questionIds: [ID!]!) {
      reorderQuestions(kind: $kind, questionIds: $questionIds) {
        id
        ...QuestionsEditor_edition
      }
    }
  `);

export const useRemoveQuestionMutation = () =>
  usePromiseMutation<useSettingsMutationsRemoveQuestionMutation>(graphql`
    mutation useSettingsMutationsRemoveQuestionMutation($id: ID!) {
      removeQuestion(id: $id) {
        id
        ...QuestionsEditor_edition
      }
    }
  `);

export const useSetClubCapacityMutation = () =>
  usePromiseMutation<useSettingsMutationsSetClubCapacityMutation>(graphql`
    mutation useSettingsMutationsSetClubCapacityMutation($clubId: ID!, $capacity: Int) {
      setClubCapacity(clubId: $clubId, capacity: $capacity) {
        id
        capacity
      }
    }
  `);

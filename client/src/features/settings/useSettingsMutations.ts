// The settings page's smaller mutations: form questions (add, reword, reorder, remove) and club
// capacities. Each answers with what it changed, spread through the fragments that show it.
import { graphql } from 'react-relay';
import { useMutationPromise } from '../../lib/mutation.ts';
import type { useSettingsMutationsAddQuestionMutation } from '../../__generated__/useSettingsMutationsAddQuestionMutation.graphql';
import type { useSettingsMutationsUpdateQuestionMutation } from '../../__generated__/useSettingsMutationsUpdateQuestionMutation.graphql';
import type { useSettingsMutationsReorderQuestionsMutation } from '../../__generated__/useSettingsMutationsReorderQuestionsMutation.graphql';
import type { useSettingsMutationsRemoveQuestionMutation } from '../../__generated__/useSettingsMutationsRemoveQuestionMutation.graphql';
import type { useSettingsMutationsSetClubCapacityMutation } from '../../__generated__/useSettingsMutationsSetClubCapacityMutation.graphql';

export const useAddQuestionMutation = () =>
  useMutationPromise<useSettingsMutationsAddQuestionMutation>(graphql`
    mutation useSettingsMutationsAddQuestionMutation(
      $kind: QuestionKind!
      $prompt: String!
      $promptEs: String
      $required: Boolean
      $type: QuestionType
      $options: [String!]
      $optionsEs: [String!]
    ) {
      addQuestion(kind: $kind, prompt: $prompt, promptEs: $promptEs, required: $required, type: $type, options: $options, optionsEs: $optionsEs) {
        id
        ...QuestionsEditor_edition
      }
    }
  `);

export const useUpdateQuestionMutation = () =>
  useMutationPromise<useSettingsMutationsUpdateQuestionMutation>(graphql`
    mutation useSettingsMutationsUpdateQuestionMutation($id: ID!, $prompt: String, $promptEs: String, $required: Boolean, $optionsEs: [String!]) {
      updateQuestion(id: $id, prompt: $prompt, promptEs: $promptEs, required: $required, optionsEs: $optionsEs) {
        id
        prompt
        promptEn
        promptEs
        required
        optionsEs
      }
    }
  `);

export const useReorderQuestionsMutation = () =>
  useMutationPromise<useSettingsMutationsReorderQuestionsMutation>(graphql`
    mutation useSettingsMutationsReorderQuestionsMutation($kind: QuestionKind!, $questionIds: [ID!]!) {
      reorderQuestions(kind: $kind, questionIds: $questionIds) {
        id
        ...QuestionsEditor_edition
      }
    }
  `);

export const useRemoveQuestionMutation = () =>
  useMutationPromise<useSettingsMutationsRemoveQuestionMutation>(graphql`
    mutation useSettingsMutationsRemoveQuestionMutation($id: ID!) {
      removeQuestion(id: $id) {
        id
        ...QuestionsEditor_edition
      }
    }
  `);

export const useSetClubCapacityMutation = () =>
  useMutationPromise<useSettingsMutationsSetClubCapacityMutation>(graphql`
    mutation useSettingsMutationsSetClubCapacityMutation($clubId: ID!, $capacity: Int) {
      setClubCapacity(clubId: $clubId, capacity: $capacity) {
        id
        capacity
      }
    }
  `);

// The compose and message pages' writes, each through the one mutation wrapper (lib/mutation.ts). Every
// payload re-reads the message with the selections of the pages that show it, so the list, the compose form
// and the status view update from the answer.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { MessageInput, useMessageMutationsCreateMutation as Create } from '../../__generated__/useMessageMutationsCreateMutation.graphql';
import type { useMessageMutationsUpdateMutation as Update } from '../../__generated__/useMessageMutationsUpdateMutation.graphql';
import type { useMessageMutationsSendMutation as Send } from '../../__generated__/useMessageMutationsSendMutation.graphql';
import type { useMessageMutationsApproveMutation as Approve } from '../../__generated__/useMessageMutationsApproveMutation.graphql';
import type { useMessageMutationsRetryMutation as Retry } from '../../__generated__/useMessageMutationsRetryMutation.graphql';
import { useMutationPromise } from '../../lib/mutation.ts';

export type { MessageInput };

const create = graphql`
  mutation useMessageMutationsCreateMutation($input: MessageInput!) {
    createMessage(input: $input) {
      message {
        databaseId
        ...MessagesPage_message
        ...MessageStatusView_message
        ...MessageCompose_message
      }
    }
  }
`;

const update = graphql`
  mutation useMessageMutationsUpdateMutation($messageId: Int!, $input: MessageInput!) {
    updateMessage(messageId: $messageId, input: $input) {
      message {
        databaseId
        ...MessagesPage_message
        ...MessageStatusView_message
        ...MessageCompose_message
      }
    }
  }
`;

const send = graphql`
  mutation useMessageMutationsSendMutation($messageId: Int!) {
    sendMessage(messageId: $messageId) {
      message {
        databaseId
        status
        ...MessagesPage_message
        ...MessageStatusView_message
        ...MessageCompose_message
      }
    }
  }
`;

const approve = graphql`
  mutation useMessageMutationsApproveMutation($messageId: Int!) {
    approveMessage(messageId: $messageId) {
      message {
        status
        ...MessagesPage_message
        ...MessageStatusView_message
      }
    }
  }
`;

const retry = graphql`
  mutation useMessageMutationsRetryMutation($messageId: Int!) {
    retryFailedMessages(messageId: $messageId) {
      retried
      message {
        ...MessagesPage_message
        ...MessageStatusView_message
      }
    }
  }
`;

export function useSaveMessage() {
  const [commitCreate, creating] = useMutationPromise<Create>(create);
  const [commitUpdate, updating] = useMutationPromise<Update>(update);
  /** Saves the draft: a new one when there is no id yet; answers the draft's id. */
  const save = useCallback(
    async (messageId: number | null, input: MessageInput) =>
      messageId === null ? (await commitCreate({ input })).createMessage.message.databaseId : (await commitUpdate({ messageId, input })).updateMessage.message.databaseId,
    [commitCreate, commitUpdate],
  );
  return [save, creating || updating] as const;
}

export function useSendMessage() {
  const [commit, inFlight] = useMutationPromise<Send>(send);
  const run = useCallback(async (messageId: number) => (await commit({ messageId })).sendMessage.message.status, [commit]);
  return [run, inFlight] as const;
}

export function useApproveMessage() {
  const [commit, inFlight] = useMutationPromise<Approve>(approve);
  const run = useCallback(async (messageId: number) => (await commit({ messageId })).approveMessage.message.status, [commit]);
  return [run, inFlight] as const;
}

export function useRetryFailed() {
  const [commit, inFlight] = useMutationPromise<Retry>(retry);
  const run = useCallback(async (messageId: number) => (await commit({ messageId })).retryFailedMessages.retried ?? 0, [commit]);
  return [run, inFlight] as const;
}

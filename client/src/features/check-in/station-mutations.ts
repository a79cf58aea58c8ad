// The station's writes, as Relay mutations: a family's check-in and a family's check-out (all the chosen
// children, one request each; one child's check-out stays for actions an older station stored). Each answer
// carries the change as the server re-read it (the child's state today, by the same id the station's list
// holds), so the station's store is brought up to date by the answer itself, with no reload of the families.
// The outbox (station-queue.ts) stores the mutation's name and variables, the idempotency key among them, and
// sends exactly those, however often.
import { commitMutation, graphql, type Environment } from 'relay-runtime';
import { RequestError, type GraphQLErrorPayload } from '../../relay/errors.ts';
import type { CheckInChildrenInput, stationMutationsCheckInMutation } from '../../__generated__/stationMutationsCheckInMutation.graphql';
import type { CheckOutChildInput, stationMutationsCheckOutMutation } from '../../__generated__/stationMutationsCheckOutMutation.graphql';
import type { CheckOutChildrenInput, stationMutationsCheckOutChildrenMutation } from '../../__generated__/stationMutationsCheckOutChildrenMutation.graphql';

/** What the station shows of a child that a change may alter: the state today, since when, the pickup code. */
graphql`
  fragment stationMutations_change on AttendanceChange {
    child {
      id
      state
      stateAt
      pickupCode
    }
  }
`;

const checkIn = graphql`
  mutation stationMutationsCheckInMutation($input: CheckInChildrenInput!) {
    checkInChildren(input: $input) {
      created
      change {
        ...stationMutations_change @relay(mask: false)
      }
    }
  }
`;

const checkOut = graphql`
  mutation stationMutationsCheckOutMutation($input: CheckOutChildInput!) {
    checkOutChild(input: $input) {
      created
      change {
        ...stationMutations_change @relay(mask: false)
      }
    }
  }
`;

const checkOutFamily = graphql`
  mutation stationMutationsCheckOutChildrenMutation($input: CheckOutChildrenInput!) {
    checkOutChildren(input: $input) {
      created
      change {
        ...stationMutations_change @relay(mask: false)
      }
    }
  }
`;

export type { CheckInChildrenInput, CheckOutChildInput, CheckOutChildrenInput };

/** A write as the outbox keeps it: which mutation, and its variables exactly as they are sent. */
export type StationMutation =
  | { mutation: 'checkInChildren'; variables: { input: CheckInChildrenInput } }
  | { mutation: 'checkOutChildren'; variables: { input: CheckOutChildrenInput } }
  | { mutation: 'checkOutChild'; variables: { input: CheckOutChildInput } };

/**
 * Sends the write through Relay, which merges the answer's records into the store by id. Rejects with the
 * network's error (a TypeError when offline, a RequestError with the server's code otherwise). It calls
 * relay-runtime's commitMutation, not lib/mutation.ts's hook: the outbox sends from outside React (on
 * reconnect, from its own loop), where no component's hook is at hand.
 */
export function commitStationMutation(environment: Environment, write: StationMutation): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = {
      onCompleted: (_response: unknown, errors: readonly GraphQLErrorPayload[] | null | undefined) => (errors?.length ? reject(new RequestError([...errors])) : resolve()),
      onError: reject,
    };
    if (write.mutation === 'checkInChildren') commitMutation<stationMutationsCheckInMutation>(environment, { mutation: checkIn, variables: write.variables, ...done });
    else if (write.mutation === 'checkOutChildren') commitMutation<stationMutationsCheckOutChildrenMutation>(environment, { mutation: checkOutFamily, variables: write.variables, ...done });
    else commitMutation<stationMutationsCheckOutMutation>(environment, { mutation: checkOut, variables: write.variables, ...done });
  });
}

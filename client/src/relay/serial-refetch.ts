// Re-fetches a query once per burst of live changes, one fetch at a time: changes arriving while a fetch
// runs ask for exactly one more, so an older answer never lands after a newer one and no change is missed.
import { fetchQuery, type GraphQLTaggedNode, type IEnvironment, type OperationType } from 'relay-runtime';

export function serialRefetch<T extends OperationType>(environment: IEnvironment, query: GraphQLTaggedNode, variables: () => T['variables'], onError: (error: unknown) => void) {
  const state = { running: false, again: false };
  const run = () => {
    state.running = true;
    state.again = false;
    const done = () => {
      state.running = false;
      // Not from inside `complete`: Relay still holds the finished request for deduplication until its
      // completion has been delivered, and a fetch started now would be answered from it with the old
      // data and no network request (the change that asked for it would be lost).
      if (state.again) setTimeout(request, 0);
    };
    fetchQuery<T>(environment, query, variables(), { fetchPolicy: 'network-only' }).subscribe({
      complete: done,
      error: (error: unknown) => {
        onError(error);
        done();
      },
    });
  };
  function request() {
    if (state.running) state.again = true;
    else run();
  }
  return request;
}

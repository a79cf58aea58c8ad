// A live schedule page re-fetches once per burst of changes: a change arriving while a fetch runs must
// cause one more real network request once it ends (Relay would otherwise answer a fetch started inside
// the finished one's completion from that finished request, and the change would be lost).
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import query from '../__generated__/SchedulesPageQuery.graphql.ts';
import { serialRefetch } from './serial-refetch.ts';

function environmentWithControlledNetwork() {
  const pending: ((response: GraphQLResponse) => void)[] = [];
  const network = Network.create(() => Observable.create<GraphQLResponse>((sink) => {
    pending.push((response) => {
      sink.next(response);
      sink.complete();
    });
  }));
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), pending };
}

const answer: GraphQLResponse = { data: {} };
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('serialRefetch', () => {
  it('one request per change when changes are apart', async () => {
    const { environment, pending } = environmentWithControlledNetwork();
    const request = serialRefetch(environment, query, () => ({}), () => {});
    request();
    expect(pending).toHaveLength(1);
    pending[0](answer);
    await tick();
    request();
    expect(pending).toHaveLength(2);
  });

  it('changes during a fetch ask for exactly one more real request after it', async () => {
    const { environment, pending } = environmentWithControlledNetwork();
    const request = serialRefetch(environment, query, () => ({}), () => {});
    request();
    request();
    request();
    expect(pending).toHaveLength(1);
    pending[0](answer);
    await tick();
    expect(pending).toHaveLength(2);
    pending[1](answer);
    await tick();
    expect(pending).toHaveLength(2);
  });
});

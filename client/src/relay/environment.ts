// One Relay environment per page load: the network (fetch + graphql-sse) and a normalized store.
import { Environment, RecordSource, Store } from 'relay-runtime';
import { createNetwork, type NetworkOptions } from './network.ts';

export function createRelayEnvironment(options: NetworkOptions): Environment {
  return new Environment({
    network: createNetwork(options),
    store: new Store(new RecordSource()),
  });
}

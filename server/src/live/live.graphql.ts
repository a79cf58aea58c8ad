// The signal every live screen listens for beside its own subscription: this stream may have missed
// events (Redis was out of reach between instances), so the screen refetches what it shows.
import { builder } from '../graphql/builder.ts';
import { viewerEvents, type LiveEvent } from './bus.ts';

builder.subscriptionFields((t) => ({
  liveResync: t.boolean({
    description:
      'Fires (always true) when this stream may have missed live events from other server instances, e.g. after Redis was out of reach; the client refetches the queries its live screens show. The same moment is `event: resync` on /api/v1/updates.',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => viewerEvents(ctx.bus, ctx.viewer, (e) => e.type === 'resync') as AsyncIterable<unknown> as AsyncIterable<LiveEvent>,
    resolve: () => true,
  }),
}));

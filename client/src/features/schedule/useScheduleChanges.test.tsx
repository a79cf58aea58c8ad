// A live screen told by the server that its stream may have missed changes (`liveResync`, e.g. after
// Redis was out of reach between server instances) refetches its query quietly: no toast, no error.
import { notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { useScheduleChangesTestQuery } from '../../__generated__/useScheduleChangesTestQuery.graphql';
import { renderWithProviders } from '../../test/render.tsx';
import { useScheduleChanges } from './useScheduleChanges.ts';

const query = graphql`
  query useScheduleChangesTestQuery @relay_test_operation {
    viewer {
      permissions
    }
  }
`;

function Schedule() {
  const data = useLazyLoadQuery<useScheduleChangesTestQuery>(query, {});
  useScheduleChanges<useScheduleChangesTestQuery>(query, {});
  return <p>{data.viewer?.permissions.join(', ') || 'no permissions'}</p>;
}

const named = (name: string) => (operation: OperationDescriptor) => operation.request.node.params.name === name;

describe('useScheduleChanges when the server says the stream may have missed changes', () => {
  it('refetches the page’s query once, silently', async () => {
    const environment = createMockEnvironment();
    // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
    renderWithProviders(<Schedule />, { environment: environment as unknown as Environment });
    act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Viewer: () => ({ permissions: [] }) })));
    await screen.findByText('no permissions');
    const pending = () => environment.mock.getAllOperations().filter(named('useScheduleChangesTestQuery'));
    expect(pending()).toHaveLength(0);

    // The page subscribes in an effect, which React may run after the text is on screen (a loaded machine).
    const resync = await waitFor(() => {
      const operation = environment.mock.getAllOperations().find(named('useLiveResyncSubscription'));
      expect(operation).toBeDefined();
      return operation!;
    });
    act(() => environment.mock.nextValue(resync, { data: { liveResync: true } }));
    expect(pending()).toHaveLength(1);

    act(() => environment.mock.resolve(pending()[0], MockPayloadGenerator.generate(pending()[0], { Viewer: () => ({ permissions: ['SCHEDULE_CLASSES'] }) })));
    await screen.findByText('SCHEDULE_CLASSES');
    const { notifications, queue } = notificationsStore.getState();
    expect([...notifications, ...queue]).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// The signed-in staff member's permissions follow live changes with a toast; when the server says the
// stream may have missed changes (`liveResync`), they are read again without one.
import { notificationsStore } from '@mantine/notifications';
import { act } from '@testing-library/react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ViewerPermissionsSubscription } from './ViewerPermissionsSubscription.tsx';

const named = (name: string) => (operation: OperationDescriptor) => operation.request.node.params.name === name;

describe('ViewerPermissionsSubscription when the server says the stream may have missed changes', () => {
  it('reads the permissions again and shows no toast', () => {
    const environment = createMockEnvironment();
    // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
    renderWithProviders(<ViewerPermissionsSubscription />, { environment: environment as unknown as Environment });
    const resync = environment.mock.getAllOperations().find(named('useLiveResyncSubscription'));
    expect(resync).toBeDefined();
    act(() => environment.mock.nextValue(resync!, { data: { liveResync: true } }));
    const reread = environment.mock.getAllOperations().filter(named('ViewerPermissionsSubscriptionPermissionsQuery'));
    expect(reread).toHaveLength(1);
    act(() => environment.mock.resolve(reread[0], { data: { viewer: { permissions: ['SCHEDULE_CLASSES'] } } }));
    expect(environment.getStore().getSource().get('client:root:viewer')).toMatchObject({ permissions: ['SCHEDULE_CLASSES'] });
    const { notifications, queue } = notificationsStore.getState();
    expect([...notifications, ...queue]).toEqual([]);
  });
});

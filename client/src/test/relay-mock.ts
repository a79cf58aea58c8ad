// For component tests that send mutations: a Relay test environment, the operation a component sent (waited
// for, since components commit from handlers and effects), and a clean toast stack for each test (render the
// app's own app/ToastStack.tsx beside the component to see them).
import { notifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { expect } from 'vitest';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

export function mockEnvironment(): { mock: MockEnvironment; environment: Environment } {
  const mock = createMockEnvironment();
  // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
  return { mock, environment: mock as unknown as Environment };
}

/**
 * The pending operation named `name` (e.g. 'useRenameGroupMutation'), once the component has sent it. Waits up
 * to 10 s: a query a suspended component sends on its retry can take seconds on a loaded 2-core machine.
 */
export function sentOperation(mock: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(
    () => {
      const operation = mock.mock.getAllOperations().find((o) => o.request.node.params.name === name);
      expect(operation, `${name} was sent`).toBeDefined();
      return operation!;
    },
    { timeout: 10_000 },
  );
}

/** Operations sent so far with that name (to assert nothing else was sent). */
export const operationsNamed = (mock: MockEnvironment, name: string) => mock.mock.getAllOperations().filter((o) => o.request.node.params.name === name);

/** Clears toasts between tests: the notifications store is shared by the whole file. */
export function clearToasts() {
  act(() => notifications.clean());
}

// For component tests that send mutations: a Relay test environment, the operation a component sent (waited
// for, since components commit from handlers and effects), and a clean toast stack for each test (render the
// app's own app/ToastStack.tsx beside the component to see them).
import { notifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { createElement, Fragment, type ReactNode } from 'react';
import type { Environment, GraphQLResponse, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib';
import { expect } from 'vitest';
import { ToastStack } from '../app/ToastStack.tsx';
import { renderWithProviders } from './render.tsx';

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

/** How a test answers the query its component sends: a whole response, or resolvers MockPayloadGenerator fills it from. */
export type QueryAnswer = { response: GraphQLResponse } | { resolvers: MockResolvers };

/**
 * Renders `ui` beside the app's toasts in a fresh mock environment, waits for the query `name` it sends and
 * answers it; returns the environment for the operations the test resolves next.
 */
export async function renderResolved(ui: ReactNode, name: string, answer: QueryAnswer, options: { path?: string } = {}): Promise<MockEnvironment> {
  const { mock, environment } = mockEnvironment();
  renderWithProviders(createElement(Fragment, null, ui, createElement(ToastStack)), { environment, path: options.path });
  const operation = await sentOperation(mock, name);
  act(() => mock.mock.resolve(operation, 'response' in answer ? answer.response : MockPayloadGenerator.generate(operation, answer.resolvers)));
  return mock;
}

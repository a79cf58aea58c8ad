// One tap marks memory work memorized; the tally shown beside it moves from the mutation's answer (the
// schedule with its tally, merged by id), with no request for the page. A refusal says why in an error toast
// and leaves the tally and the chip as they were.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemorizedToggleTestQuery } from '../../__generated__/MemorizedToggleTestQuery.graphql';
import { ToastStack } from '../../app/ToastStack.tsx';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MemorizedToggle } from './MemorizedToggle.tsx';

const query = graphql`
  query MemorizedToggleTestQuery @relay_test_operation {
    schedule {
      id
      tally {
        total
      }
    }
  }
`;

function Tally() {
  const data = useLazyLoadQuery<MemorizedToggleTestQuery>(query, {});
  return (
    <>
      <p data-testid="total">{data.schedule?.tally.total}</p>
      <MemorizedToggle memoryWork={{ id: 'm1', reference: 'John 1:29', memorizedChildIds: [] }} childId={7} childName="Lily" />
      <ToastStack />
    </>
  );
}

/** Shows a tally of 4, taps the toggle, and gives the mutation it sent. */
async function tapWithTallyOf4() {
  const environment = createMockEnvironment();
  // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
  renderWithProviders(<Tally />, { environment: environment as unknown as Environment });
  act(() => environment.mock.resolveMostRecentOperation({ data: { schedule: { id: 's1', tally: { total: 4 } } } }));
  expect((await screen.findByTestId('total')).textContent).toBe('4');
  fireEvent.click(screen.getByLabelText('Lily memorized John 1:29'));
  const mutation = await waitFor(() => environment.mock.getMostRecentOperation());
  return { environment, mutation };
}

afterEach(clearToasts);

describe('MemorizedToggle', { timeout: 30_000 }, () => {
  it('moves the tally from the mutation’s answer', async () => {
    const { environment, mutation } = await tapWithTallyOf4();
    expect(mutation.request.variables).toEqual({ memoryWorkId: 'm1', childId: 7, memorized: true });
    act(() =>
      environment.mock.resolve(mutation, {
        data: { setMemoryWorkMemorized: { memorized: true, memoryWork: { id: 'm1', memorizedChildIds: [7] }, schedule: { id: 's1', tally: { total: 5, groups: [] } } } },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('5'));
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('shows the server’s refusal (naming the field) in an error toast, and the tally stays', async () => {
    const { environment, mutation } = await tapWithTallyOf4();
    const refusal = 'Lily is not in this year’s program; choose a child who is.';
    act(() => environment.mock.reject(mutation, new RequestError([{ message: refusal, extensions: { code: 'BAD_INPUT', fields: { childId: refusal } } }])));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(screen.getByTestId('total').textContent).toBe('4');
    expect((screen.getByLabelText('Lily memorized John 1:29') as HTMLInputElement).checked).toBe(false);
  });
});

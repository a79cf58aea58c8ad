// The builder's event form updates the day it belongs to from what its mutation returns, with no request
// for the day: a created event joins the day's events in time order, a deleted one leaves them.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { EventFormModalTestQuery } from '../../__generated__/EventFormModalTestQuery.graphql';
import { renderWithProviders } from '../../test/render.tsx';
import { EventFormModal, type EditedEvent } from './EventFormModal.tsx';

const query = graphql`
  query EventFormModalTestQuery @relay_test_operation {
    node(id: "d1") {
      ... on Day {
        id
        events {
          id
          name
          startTime
        }
      }
    }
  }
`;

function Day({ editing }: { editing: EditedEvent | null }) {
  const data = useLazyLoadQuery<EventFormModalTestQuery>(query, {});
  return (
    <>
      <p data-testid="events">{data.node?.events?.map((e) => `${e.startTime} ${e.name}`).join(', ')}</p>
      <EventFormModal dayId="d1" event={editing} groups={[]} canEdit onClose={() => {}} />
    </>
  );
}

const event = (id: string, name: string, startTime: string) => ({
  id, databaseId: Number(id.slice(1)), dayDatabaseId: 1, name, startTime, endTime: '23:00', locationName: '', staffOnly: false, version: 1, groupIds: [], groups: [],
});

async function open(editing: EditedEvent | null) {
  const environment = createMockEnvironment();
  // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
  renderWithProviders(<Day editing={editing} />, { environment: environment as unknown as Environment });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: { node: { __typename: 'Day', id: 'd1', events: [event('e1', 'Opening', '09:00'), event('e2', 'Games', '10:00')] } },
    }),
  );
  await screen.findByText('09:00 Opening, 10:00 Games');
  const pending = () => environment.mock.getAllOperations();
  const named = (name: string) => (o: OperationDescriptor) => o.request.node.params.name === name;
  return { environment, pending, named };
}

describe('EventFormModal', () => {
  it('a created event joins its day in time order from the mutation’s answer', async () => {
    const { environment, pending, named } = await open(null);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Snack' } });
    fireEvent.change(screen.getByLabelText(/Starts/), { target: { value: '09:30' } });
    fireEvent.change(screen.getByLabelText(/Ends/), { target: { value: '09:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const create = await waitFor(() => pending().find(named('EventFormModalCreateMutation'))!);
    expect(create.request.variables).toMatchObject({ dayId: 'd1', name: 'Snack', startTime: '09:30', endTime: '09:45' });
    act(() => environment.mock.resolve(create, { data: { createEvent: event('e5', 'Snack', '09:30') } }));
    await screen.findByText('09:00 Opening, 09:30 Snack, 10:00 Games');
    expect(pending()).toEqual([]);
  });

  it('a deleted event leaves its day once the server confirms', async () => {
    const editing = { id: 'e1', name: 'Opening', startTime: '09:00', endTime: '23:00', locationName: '', staffOnly: false, version: 1, groupIds: [] };
    const { environment, pending, named } = await open(editing);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const remove = await waitFor(() => pending().find(named('EventFormModalDeleteMutation'))!);
    act(() => environment.mock.resolve(remove, { data: { deleteEvent: { deletedId: 'e1' } } }));
    await screen.findByText('10:00 Games');
    expect(environment.getStore().getSource().get('e1')).toBeNull();
    expect(pending()).toEqual([]);
  });
});

// The builder's event form updates the day it belongs to from what its mutation returns, with no request
// for the day: a created event joins the day's events in time order, a deleted one leaves them, and a toast
// says so. A refused change shows the server's message (which names the field) in an error toast and leaves
// the form open and the day as it was.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventFormModalTestQuery } from '../../__generated__/EventFormModalTestQuery.graphql';
import { ToastStack } from '../../app/ToastStack.tsx';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, mockEnvironment, operationsNamed, sentOperation } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EventFormModal, type EditedEvent, type GroupOption } from './EventFormModal.tsx';

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

const GROUPS: GroupOption[] = [{ id: 'g1', databaseId: 1, name: 'Lions', groupType: 'CLASS' }];

function Day({ editing, onClose }: { editing: EditedEvent | null; onClose: () => void }) {
  const data = useLazyLoadQuery<EventFormModalTestQuery>(query, {});
  return (
    <>
      <p data-testid="events">{data.node?.events?.map((e) => `${e.startTime} ${e.name}`).join(', ')}</p>
      <EventFormModal dayId="d1" event={editing} groups={GROUPS} canEdit onClose={onClose} />
      <ToastStack />
    </>
  );
}

const event = (id: string, name: string, startTime: string) => ({
  id, databaseId: Number(id.slice(1)), dayDatabaseId: 1, name, startTime, endTime: '23:00', locationName: '', staffOnly: false, version: 1, groupIds: [], groups: [],
});
const OPENING = { id: 'e1', name: 'Opening', startTime: '09:00', endTime: '23:00', locationName: '', staffOnly: false, version: 1, groupIds: [] };

async function open(editing: EditedEvent | null) {
  const { mock, environment } = mockEnvironment();
  const onClose = vi.fn();
  renderWithProviders(<Day editing={editing} onClose={onClose} />, { environment });
  const day = await sentOperation(mock, 'EventFormModalTestQuery');
  act(() => mock.mock.resolve(day, { data: { node: { __typename: 'Day', id: 'd1', events: [event('e1', 'Opening', '09:00'), event('e2', 'Games', '10:00')] } } }));
  await screen.findByText('09:00 Opening, 10:00 Games', undefined, { timeout: 10_000 });
  return { mock, environment, onClose, pending: () => mock.mock.getAllOperations() };
}

const fillIn = (name: string, starts: string, ends: string) => {
  fireEvent.change(screen.getByLabelText(/Name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/Starts/), { target: { value: starts } });
  fireEvent.change(screen.getByLabelText(/Ends/), { target: { value: ends } });
};

afterEach(clearToasts);

// Each test renders a Mantine modal with a multi-select; on a loaded 2-core machine, seconds.
describe('EventFormModal', { timeout: 30_000 }, () => {
  it('a created event joins its day in time order from the mutation’s answer, and a toast says so', async () => {
    const { mock, onClose, pending } = await open(null);
    fillIn('Snack', '09:30', '09:45');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const create = await sentOperation(mock, 'EventFormModalCreateMutation');
    expect(create.request.variables).toMatchObject({ dayId: 'd1', name: 'Snack', startTime: '09:30', endTime: '09:45' });
    act(() => mock.mock.resolve(create, { data: { createEvent: event('e5', 'Snack', '09:30') } }));
    await screen.findByText('09:00 Opening, 09:30 Snack, 10:00 Games');
    expect((await screen.findByRole('status')).textContent).toContain('Snack added.');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(pending()).toEqual([]);
  });

  it('a refused event shows the server’s message in an error toast, and the form and the day stay as they were', async () => {
    const { mock, onClose, pending } = await open(null);
    fillIn('Snack', '09:30', '09:15');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const create = await sentOperation(mock, 'EventFormModalCreateMutation');
    const refusal = 'Ends must be after it starts.';
    act(() => mock.mock.reject(create, new RequestError([{ message: refusal, extensions: { code: 'BAD_INPUT', fields: { endTime: refusal } } }])));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(screen.getByTestId('events').textContent).toBe('09:00 Opening, 10:00 Games');
    expect(screen.getByRole('dialog', { name: 'New event' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(pending()).toEqual([]);
  });

  const addLions = async () => {
    fireEvent.click(screen.getByRole('combobox', { name: 'Groups' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  };

  it('a saved edit is followed by its group changes, then the form closes', async () => {
    const { mock, onClose, pending } = await open(OPENING);
    await addLions();
    const update = await sentOperation(mock, 'EventFormModalUpdateMutation');
    expect(update.request.variables).toMatchObject({ eventId: 'e1', name: 'Opening', version: 1 });
    act(() => mock.mock.resolve(update, { data: { updateEvent: { ...event('e1', 'Opening', '09:00'), version: 2 } } }));
    const group = await sentOperation(mock, 'EventFormModalGroupMutation');
    expect(group.request.variables).toEqual({ eventId: 'e1', groupId: 'g1', attending: true });
    act(() => mock.mock.resolve(group, { data: { setEventGroup: { ...event('e1', 'Opening', '09:00'), version: 3, groupIds: [1] } } }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(pending()).toEqual([]);
  });

  it('a refused edit sends none of the group changes after it', async () => {
    const { mock, onClose } = await open(OPENING);
    await addLions();
    const update = await sentOperation(mock, 'EventFormModalUpdateMutation');
    const refusal = 'Someone changed Opening since you opened it; it now starts at 08:30.';
    act(() => mock.mock.reject(update, new RequestError([{ message: refusal, extensions: { code: 'CONFLICT' } }])));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(operationsNamed(mock, 'EventFormModalGroupMutation')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a deleted event leaves its day once the server confirms, and a toast says so', async () => {
    const { mock, environment, onClose, pending } = await open(OPENING);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const remove = await sentOperation(mock, 'EventFormModalDeleteMutation');
    act(() => mock.mock.resolve(remove, { data: { deleteEvent: { deletedId: 'e1' } } }));
    await screen.findByText('10:00 Games');
    expect(environment.getStore().getSource().get('e1')).toBeNull();
    expect((await screen.findByRole('status')).textContent).toContain('Opening deleted.');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(pending()).toEqual([]);
  });
});

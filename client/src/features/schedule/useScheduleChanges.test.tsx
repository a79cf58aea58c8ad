// A live schedule page merges what `scheduleChanged` delivers by id, with no request: a changed or new
// event takes its place in its day (by start time), an event deleted or no longer visible to this viewer
// leaves it, a new day joins the week and a deleted one leaves it. When the server says the stream may have
// missed changes (`liveResync`), the page refetches its query quietly: no toast, no error.
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
    schedule {
      id
      visibility
      days {
        id
        date
        events {
          id
          name
          startTime
        }
      }
    }
  }
`;

function Schedule() {
  const data = useLazyLoadQuery<useScheduleChangesTestQuery>(query, {});
  useScheduleChanges<useScheduleChangesTestQuery>(query, {});
  return (
    <>
      <p>{data.schedule?.visibility}</p>
      <ul aria-label="days">
        {data.schedule?.days.map((d) => (
          <li key={d.id}>
            {d.date}: {d.events.map((e) => `${e.startTime} ${e.name}`).join(', ') || 'nothing'}
          </li>
        ))}
      </ul>
    </>
  );
}

const named = (name: string) => (operation: OperationDescriptor) => operation.request.node.params.name === name;

const event = (id: string, name: string, startTime: string) => ({
  id, databaseId: Number(id.slice(1)), dayDatabaseId: 1, name, startTime, endTime: '23:00', locationName: '', staffOnly: false, version: 1, groupIds: [], groups: [],
});
const change = (over: Record<string, unknown>) => ({ scheduleChanged: { kind: 'event-details-changed', scheduleId: 's1', dayId: 'd1', eventId: null, schedule: null, day: null, event: null, ...over } });

async function openPage() {
  const environment = createMockEnvironment();
  // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
  renderWithProviders(<Schedule />, { environment: environment as unknown as Environment });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        schedule: {
          id: 's1',
          visibility: 'PUBLIC',
          days: [
            { id: 'd1', date: '2025-08-11', events: [event('e1', 'Opening', '09:00'), event('e2', 'Games', '10:00')] },
            { id: 'd2', date: '2025-08-12', events: [event('e3', 'Crafts', '09:30')] },
          ],
        },
      },
    }),
  );
  await screen.findByText('2025-08-11: 09:00 Opening, 10:00 Games');
  // The page subscribes in an effect, which React may run after the text is on screen (a loaded machine).
  const subscription = await waitFor(() => {
    const operation = environment.mock.getAllOperations().find(named('useScheduleChangesSubscription'));
    expect(operation).toBeDefined();
    return operation!;
  });
  const deliver = (data: ReturnType<typeof change>) => act(() => environment.mock.nextValue(subscription, { data }));
  const requests = () => environment.mock.getAllOperations().filter((o) => o.request.node.params.operationKind !== 'subscription');
  const days = () => screen.getAllByRole('listitem').map((li) => li.textContent);
  return { environment, deliver, requests, days };
}

describe('useScheduleChanges merges each change by id, with no request', () => {
  it('a moved event takes its new place; a new one joins its day; one deleted or hidden from this viewer leaves it', async () => {
    const page = await openPage();
    page.deliver(change({ eventId: 'e1', event: event('e1', 'Opening', '10:30') }));
    expect(page.days()).toEqual(['2025-08-11: 10:00 Games, 10:30 Opening', '2025-08-12: 09:30 Crafts']);
    page.deliver(change({ eventId: 'e9', event: event('e9', 'Snack', '10:00') }));
    expect(page.days()[0]).toBe('2025-08-11: 10:00 Games, 10:00 Snack, 10:30 Opening');
    // Made staff-only: the server re-reads it for this viewer as nothing.
    page.deliver(change({ eventId: 'e2', event: null }));
    expect(page.days()[0]).toBe('2025-08-11: 10:00 Snack, 10:30 Opening');
    page.deliver(change({ kind: 'event-deleted', eventId: 'e9' }));
    expect(page.days()).toEqual(['2025-08-11: 10:30 Opening', '2025-08-12: 09:30 Crafts']);
    expect(page.environment.getStore().getSource().get('e9')).toBeNull();
    expect(page.requests()).toEqual([]);
  });

  it('a new day joins the week in date order with its events; a deleted day leaves it; the schedule’s fields merge', async () => {
    const page = await openPage();
    page.deliver(change({ kind: 'day-changed', dayId: 'd0', day: { id: 'd0', databaseId: 0, date: '2025-08-10', events: [event('e7', 'Setup', '08:00')] } }));
    expect(page.days()).toEqual(['2025-08-10: 08:00 Setup', '2025-08-11: 09:00 Opening, 10:00 Games', '2025-08-12: 09:30 Crafts']);
    page.deliver(change({ kind: 'day-deleted', dayId: 'd1' }));
    expect(page.days()).toEqual(['2025-08-10: 08:00 Setup', '2025-08-12: 09:30 Crafts']);
    page.deliver(change({ kind: 'schedule-changed', dayId: null, schedule: { id: 's1', visibility: 'INTERNAL', releaseDate: null, releasesAt: '2025-08-09T00:00:00Z', currentDayId: 3 } }));
    expect(screen.getByText('INTERNAL')).toBeTruthy();
    expect(page.requests()).toEqual([]);
  });
});

describe('useScheduleChanges when the server says the stream may have missed changes', () => {
  it('refetches the page’s query once, silently', async () => {
    const { environment, requests } = await openPage();
    const resync = await waitFor(() => {
      const operation = environment.mock.getAllOperations().find(named('useLiveResyncSubscription'));
      expect(operation).toBeDefined();
      return operation!;
    });
    act(() => environment.mock.nextValue(resync, { data: { liveResync: true } }));
    const pending = requests().filter(named('useScheduleChangesTestQuery'));
    expect(pending).toHaveLength(1);

    act(() =>
      environment.mock.resolve(
        pending[0],
        MockPayloadGenerator.generate(pending[0], { Schedule: () => ({ id: 's1', visibility: 'PRIVATE', days: [] }) }),
      ),
    );
    await screen.findByText('PRIVATE');
    const { notifications, queue } = notificationsStore.getState();
    expect([...notifications, ...queue]).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

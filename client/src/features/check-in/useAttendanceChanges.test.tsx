// A change reaches a page by id and costs it no request: an attendanceChanged event lands on the roster row
// and the group count the page shows; the station's own mutation answer lands on the child in its list, and
// the variables sent (its idempotency key among them) are exactly those the outbox stored.
import { act, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type Environment, type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { useAttendanceChangesTestQuery } from '../../__generated__/useAttendanceChangesTestQuery.graphql';
import stationDataQuery from '../../__generated__/stationDataQuery.graphql';
import { renderWithProviders } from '../../test/render.tsx';
import { holdStation, stationInStore, type StationData } from './station-data.ts';
import { commitStationMutation, type StationMutation } from './station-mutations.ts';
import { useAttendanceChanges } from './useAttendanceChanges.ts';

const query = graphql`
  query useAttendanceChangesTestQuery @relay_test_operation {
    groupList {
      year
      groups {
        id
        name
        checkedInCount
        roster {
          checkInState
          child {
            firstName
          }
        }
      }
    }
  }
`;

function Rosters() {
  const data = useLazyLoadQuery<useAttendanceChangesTestQuery>(query, {});
  useAttendanceChanges<useAttendanceChangesTestQuery>(data.groupList.year, { rosters: true }, query, {});
  return (
    <ul>
      {data.groupList.groups.map((g) => (
        <li key={g.id}>
          {g.name}: {g.checkedInCount} in; {g.roster.map((r) => `${r.child.firstName} ${r.checkInState}`).join(', ')}
        </li>
      ))}
    </ul>
  );
}

const named = (name: string) => (operation: OperationDescriptor) => operation.request.node.params.name === name;

describe('useAttendanceChanges', () => {
  it('merges the event’s roster rows and group counts by id, and asks the server nothing', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(<Rosters />, { environment: environment as unknown as Environment });
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          GroupList: () => ({ year: 2025 }),
          Group: () => ({ id: 'group-1', name: 'Pyramids', checkedInCount: 0 }),
          RosterChild: () => ({ id: 'row-1', checkInState: 'NOT_CHECKED_IN' }),
          Child: () => ({ firstName: 'Ada' }),
        }),
      ),
    );
    await screen.findByText('Pyramids: 0 in; Ada NOT_CHECKED_IN');
    const live = await waitFor(() => {
      const operation = environment.mock.getAllOperations().find(named('useAttendanceChangesSubscription'));
      expect(operation).toBeDefined();
      return operation!;
    });
    expect(live.request.variables).toEqual({ year: 2025, rosters: true, day: false });

    act(() =>
      environment.mock.nextValue(live, {
        data: {
          attendanceChanged: {
            recordId: 7,
            rosterRows: [{ id: 'row-1', checkInState: 'CHECKED_IN', checkInRecordedAt: '2025-08-11T14:00:00.000Z' }],
            groups: [{ id: 'group-1', checkedInCount: 1 }],
          },
        },
      }),
    );
    await screen.findByText('Pyramids: 1 in; Ada CHECKED_IN');
    // Only the two subscriptions are open: no query went out for the event.
    expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name).sort()).toEqual(['useAttendanceChangesSubscription', 'useLiveResyncSubscription']);
  });
});

describe('the station’s mutation', () => {
  it('sends the stored variables unchanged and puts the answer on the child in the station’s list', async () => {
    const environment = createMockEnvironment();
    const operation = createOperationDescriptor(getRequest(stationDataQuery), {});
    const data = MockPayloadGenerator.generate(operation, {
      CheckInStation: () => ({ year: 2025, scheduleId: 3, date: '2025-08-11' }),
      CheckInFamily: () => ({ parentId: 1, familyName: 'Lee family', pickupPeople: [] }),
      CheckInChild: () => ({ id: 'child-10', childId: 10, state: 'NOT_HERE_YET', stateAt: null, pickupCode: null }),
    }).data as unknown as StationData;
    const held = holdStation(environment as unknown as Environment, data);
    expect(stationInStore(environment as unknown as Environment)?.checkInStation.families[0].children[0].state).toBe('NOT_HERE_YET');

    const write: StationMutation = {
      mutation: 'checkInChildren',
      variables: { input: { childIds: [10], scheduleId: 3, pickupCode: 'AB12', recordedAt: '2025-08-11T14:00:00.000Z', idempotencyKey: 'station-key-0001' } },
    };
    const sent = commitStationMutation(environment as unknown as Environment, write);
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('stationMutationsCheckInMutation');
    expect(mutation.request.variables).toEqual(write.variables);
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          checkInChildren: [
            { created: true, change: { child: { id: 'child-10', state: 'CHECKED_IN', stateAt: '2025-08-11T14:00:00.000Z', pickupCode: 'AB12' } } },
          ],
        },
      }),
    );
    await sent;
    const child = stationInStore(environment as unknown as Environment)?.checkInStation.families[0].children[0];
    expect(child).toMatchObject({ childId: 10, state: 'CHECKED_IN', pickupCode: 'AB12' });
    // The families were not asked for again.
    expect(environment.mock.getAllOperations()).toEqual([]);
    held.dispose();
  });
});

// The "my group" points card: the day's and the week's points a leader sees, the mutation each tap sends
// (with which variables), the error toast when the server refuses, and what it says when there is no day.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupPointsCardTestQuery } from '../../__generated__/GroupPointsCardTestQuery.graphql';
import { ToastStack } from '../../app/ToastStack.tsx';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, mockEnvironment, operationsNamed, sentOperation, type MockEnvironment } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { GroupPointsCard } from './GroupPointsCard.tsx';

const query = graphql`
  query GroupPointsCardTestQuery @relay_test_operation {
    myLedGroups {
      ...GroupPointsCard_group
    }
  }
`;

const TODAY = { dayId: 3, label: 'today' };

function Card({ pointsDay }: { pointsDay: typeof TODAY | null }) {
  const data = useLazyLoadQuery<GroupPointsCardTestQuery>(query, {});
  return <GroupPointsCard group={data.myLedGroups[0]} pointsDay={pointsDay} dayLabels={new Map([[3, 'Wed']])} />;
}

async function renderCard(pointsDay: typeof TODAY | null = TODAY): Promise<MockEnvironment> {
  const { mock, environment } = mockEnvironment();
  renderWithProviders(
    <>
      <Card pointsDay={pointsDay} />
      <ToastStack />
    </>,
    { environment },
  );
  const group = { id: 'group-1', name: 'Pharaohs', totalPoints: 95, pointsRecords: [{ dayId: 2, amount: 60 }, { dayId: 3, amount: 35 }] };
  act(() =>
    mock.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ myLedGroups: [group] }),
        Group: () => group,
        GroupRecentPointsAdjustmentsConnection: () => ({ edges: [] }),
      }),
    ),
  );
  // Generous: the first render loads Mantine's modules, slow on a loaded machine.
  await screen.findByRole('region', { name: 'Points' }, { timeout: 10_000 });
  return mock;
}

afterEach(clearToasts);

describe('GroupPointsCard', { timeout: 30_000 }, () => {
  it('shows the day’s points and the week’s', async () => {
    await renderCard();
    expect(screen.getByTestId('group-points').textContent).toBe('35 on today · 95 this week');
  });

  it('sends adjustGroupPoints with the group, the day and the amount for each tap', async () => {
    const mock = await renderCard();
    const controls = screen.getByRole('group', { name: 'Points for Pharaohs on today' });
    fireEvent.click(within(controls).getByRole('button', { name: 'Add 10 points to Pharaohs' }));
    const sent = await sentOperation(mock, 'useAdjustGroupPointsMutation');
    expect(sent.request.variables).toEqual({ input: { groupId: 'group-1', dayId: 3, amount: 10 } });
    fireEvent.click(within(controls).getByRole('button', { name: 'Take away 1 point from Pharaohs' }));
    expect(operationsNamed(mock, 'useAdjustGroupPointsMutation').map((o) => o.request.variables.input.amount)).toEqual([10, -1]);
  });

  it('says why when the server refuses, in an error toast', async () => {
    const mock = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Add 5 points to Pharaohs' }));
    const sent = await sentOperation(mock, 'useAdjustGroupPointsMutation');
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'An intern changes the points of the groups they lead only.', extensions: { code: 'FORBIDDEN' } }])));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An intern changes the points of the groups they lead only.');
  });

  it('offers no buttons when the schedule has no day to add points to, and says so', async () => {
    await renderCard(null);
    expect(screen.queryByRole('button', { name: /points to Pharaohs/ })).toBeNull();
    expect(screen.getByText('Points are added on the schedule’s days; none are planned yet.')).toBeTruthy();
    expect(screen.getByTestId('group-points').textContent).toBe('95 this week');
  });
});

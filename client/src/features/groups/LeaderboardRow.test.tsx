// A leaderboard row's points controls and its adjustment log: what a leader sees, and the mutation each tap
// sends (with which variables), including the error toast when the server refuses.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeaderboardRowTestQuery } from '../../__generated__/LeaderboardRowTestQuery.graphql';
import { ToastStack } from '../../app/ToastStack.tsx';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, mockEnvironment, operationsNamed, sentOperation, type MockEnvironment } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LeaderboardRow } from './LeaderboardRow.tsx';

const query = graphql`
  query LeaderboardRowTestQuery @relay_test_operation {
    myScheduleGroups {
      ...LeaderboardRow_group
    }
  }
`;

const DAY = { dayId: 3, label: 'Wed' };
const MINUTE = 60_000;
const adjustment = (id: string, fields: Record<string, unknown>) => ({
  id, amount: 5, dayId: 3, byName: 'Dana Leader', createdAt: new Date(Date.now() - 2 * MINUTE).toISOString(), undoneAt: null, undoneByName: null, canUndo: true, ...fields,
});
const ADJUSTMENTS = [
  adjustment('adj-1', {}),
  adjustment('adj-2', { amount: -1, byName: 'Sam Staff', undoneAt: new Date().toISOString(), undoneByName: 'Dana Leader', canUndo: false }),
];

type DayPoints = { label: string; amount: number; today: boolean } | null;
const TODAY: DayPoints = { label: 'Wed', amount: 12, today: true };

function Row({ pointsDay, dayPoints }: { pointsDay: typeof DAY | null; dayPoints: DayPoints }) {
  const data = useLazyLoadQuery<LeaderboardRowTestQuery>(query, {});
  return (
    <ul>
      <LeaderboardRow group={data.myScheduleGroups[0]} rank={1} score={35} points={30} dayPoints={dayPoints} pointsDay={pointsDay} multiplier={7} dayLabels={new Map([[3, 'Wed']])} />
    </ul>
  );
}

async function renderRow(pointsDay: typeof DAY | null = DAY, dayPoints: DayPoints = TODAY): Promise<MockEnvironment> {
  const { mock, environment } = mockEnvironment();
  renderWithProviders(
    <>
      <Row pointsDay={pointsDay} dayPoints={dayPoints} />
      <ToastStack />
    </>,
    { environment },
  );
  act(() =>
    mock.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ myScheduleGroups: [{ id: 'group-1', name: 'Red Team', color: '#c92a2a', childCount: 6 }] }),
        Group: () => ({ id: 'group-1', name: 'Red Team', color: '#c92a2a', childCount: 6 }),
        GroupRecentPointsAdjustmentsConnection: () => ({ edges: ADJUSTMENTS.map((node) => ({ node })) }),
      }),
    ),
  );
  // Generous: the first render loads Mantine's and the row's modules, slow on a loaded machine.
  await screen.findByRole('listitem', { name: '1. Red Team, score 35' }, { timeout: 10_000 });
  return mock;
}

afterEach(clearToasts);

// Each test renders a row with Mantine's popover and buttons; on a loaded 2-core machine that can take seconds.
describe('LeaderboardRow', { timeout: 30_000 }, () => {
  it('shows the latest adjustments: who, when, on which day, and which were undone', async () => {
    await renderRow();
    const log = screen.getByRole('list', { name: 'Latest points for Red Team' });
    const lines = within(log).getAllByTestId('points-adjustment').map((line) => line.textContent);
    expect(lines).toEqual(['+5 on Wed by Dana Leader, 2 min ago', '−1 on Wed by Sam Staff, 2 min ago']);
    expect(within(log).getByText('undone by Dana Leader')).toBeTruthy();
    // Only the adjustment that may still be undone offers it.
    expect(within(log).getAllByRole('button', { name: /^Undo/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Undo +5 by Dana Leader for Red Team']);
  });

  it('adds points to the chosen day: the tap sends adjustGroupPoints with the group, the day and the amount', async () => {
    const mock = await renderRow();
    const controls = screen.getByRole('group', { name: 'Points for Red Team on Wed' });
    fireEvent.click(within(controls).getByRole('button', { name: 'Add 10 points to Red Team' }));
    const sent = await sentOperation(mock, 'useAdjustGroupPointsMutation');
    expect(sent.request.variables).toEqual({ input: { groupId: 'group-1', dayId: 3, amount: 10 } });

    fireEvent.click(within(controls).getByRole('button', { name: 'Take away 1 point from Red Team' }));
    expect(operationsNamed(mock, 'useAdjustGroupPointsMutation').map((o) => o.request.variables.input.amount)).toEqual([10, -1]);
  });

  it('says why when the server refuses the points, in an error toast', async () => {
    const mock = await renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Add 5 points to Red Team' }));
    const sent = await sentOperation(mock, 'useAdjustGroupPointsMutation');
    // The network layer (relay/network.ts) turns a refusal into a RequestError carrying the server's message.
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'That day is not part of this year’s schedule.', extensions: { code: 'BAD_INPUT' } }])));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That day is not part of this year’s schedule.');
  });

  it('offers no points buttons to a viewer who may not add points', async () => {
    await renderRow(null);
    expect(screen.queryByRole('group', { name: /^Points for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /points to Red Team/ })).toBeNull();
  });

  it('undoes an adjustment: sends undoPointsAdjustment with its id and confirms in a toast', async () => {
    const mock = await renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Undo +5 by Dana Leader for Red Team' }));
    const sent = await sentOperation(mock, 'useUndoPointsAdjustmentMutation');
    expect(sent.request.variables).toEqual({ input: { adjustmentId: 'adj-1' } });
    act(() =>
      mock.mock.resolve(
        sent,
        MockPayloadGenerator.generate(sent, {
          GroupDayPointsChanged: () => ({ groupId: 'group-1', dayId: 3, amount: 25 }),
          Group: () => ({ id: 'group-1' }),
          GroupRecentPointsAdjustmentsConnection: () => ({
            edges: [{ node: { ...ADJUSTMENTS[0], undoneAt: new Date().toISOString(), undoneByName: 'Dana Leader', canUndo: false } }],
          }),
        }),
      ),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Adjustment undone');
    const log = screen.getByRole('list', { name: 'Latest points for Red Team' });
    expect(within(log).queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(within(log).getByText('undone by Dana Leader')).toBeTruthy();
  });

  it('keeps the Undo button when undoing fails, and says why', async () => {
    const mock = await renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Undo +5 by Dana Leader for Red Team' }));
    const sent = await sentOperation(mock, 'useUndoPointsAdjustmentMutation');
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'Only adjustments made today can be undone.', extensions: { code: 'CONFLICT' } }])));
    expect((await screen.findByRole('alert')).textContent).toContain('Only adjustments made today can be undone.');
    expect(await screen.findByRole('button', { name: 'Undo +5 by Dana Leader for Red Team' })).toBeTruthy();
  });

  it('shows the raw points under the score, and how the score is counted one tap away', async () => {
    await renderRow();
    expect(screen.getByTestId('leaderboard-score').textContent).toBe('35');
    expect(screen.getByTestId('leaderboard-raw').textContent).toBe('30 raw points · 12 today');
    fireEvent.click(screen.getByRole('button', { name: 'Score 35, 30 raw points · 12 today: how the score is counted' }));
    const rule = await screen.findByRole('dialog');
    expect(rule.textContent).toContain('30 raw points ÷ 6 children × 7 = 35');
    expect(rule.textContent).toContain('Points are scaled by group size');
    expect(rule.textContent).toContain('multiplied by 7, the number of children in the largest assigned group');
  });

  it('names the day of the raw points when it is not today', async () => {
    await renderRow(DAY, { label: 'Tue', amount: 4, today: false });
    expect(screen.getByTestId('leaderboard-raw').textContent).toBe('30 raw points · 4 on Tue');
  });

  it('in one day’s ranking, says only that day’s raw points', async () => {
    await renderRow(DAY, null);
    expect(screen.getByTestId('leaderboard-raw').textContent).toBe('30 raw points');
  });

  it('sends one adjustment per tap when a leader taps +10 six times quickly', async () => {
    const mock = await renderRow();
    const add10 = screen.getByRole('button', { name: 'Add 10 points to Red Team' });
    for (let tap = 0; tap < 6; tap++) fireEvent.click(add10);
    const sent = operationsNamed(mock, 'useAdjustGroupPointsMutation');
    expect(sent.map((o) => o.request.variables.input)).toEqual(Array.from({ length: 6 }, () => ({ groupId: 'group-1', dayId: 3, amount: 10 })));
  });

  it('keeps Undo out of the buttons: the log comes after the points controls, its own list', async () => {
    await renderRow();
    const controls = screen.getByRole('group', { name: 'Points for Red Team on Wed' });
    expect(within(controls).queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(within(controls).getAllByRole('button').map((b) => b.textContent)).toEqual(['−5', '−1', '+1', '+5', '+10']);
    const log = screen.getByRole('list', { name: 'Latest points for Red Team' });
    // The log follows the controls in the card (below them on screen, after them for the keyboard).
    expect(controls.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(controls.contains(log)).toBe(false);
  });
});

// A group's latest points adjustments on the leaderboard: "+5 by Dana Leader, 2 min ago — Undo", undone
// ones struck through with who undid them. Live: the points event re-reads this fragment.
import { Button, Group, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { PointsAdjustmentList_group$key } from '../../__generated__/PointsAdjustmentList_group.graphql';
import classes from './leaderboard.module.css';
import { useUndoPointsAdjustmentMutation } from './useUndoPointsAdjustmentMutation.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { useNow } from '../../components/useNow.ts';

/** "just now", "2 min ago", "3 h ago", else the date: short enough for a phone. */
export function ago(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatShortDate(iso);
}

interface Props {
  group: PointsAdjustmentList_group$key;
  groupName: string;
  /** Short label of each schedule day by id, to say which day points went to. */
  dayLabels: ReadonlyMap<number, string>;
}

export function PointsAdjustmentList({ group: ref, groupName, dayLabels }: Props) {
  const group = useFragment(
    graphql`
      fragment PointsAdjustmentList_group on Group {
        recentPointsAdjustments(first: 3) {
          edges {
            node {
              id
              amount
              dayId
              byName
              createdAt
              undoneAt
              undoneByName
              canUndo
            }
          }
        }
      }
    `,
    ref,
  );
  const [undo, undoing] = useUndoPointsAdjustmentMutation();
  const now = useNow(30_000); // renewed so "2 min ago" stays true
  const edges = group.recentPointsAdjustments.edges;
  if (edges.length === 0) return null;
  return (
    <ul className={classes.adjustments} aria-label={`Latest points for ${groupName}`}>
      {edges.map(({ node: a }) => {
        const amount = a.amount > 0 ? `+${a.amount}` : `−${-a.amount}`;
        const day = dayLabels.get(a.dayId);
        return (
          <li key={a.id}>
            <Group gap={6} wrap="wrap" justify="flex-end">
              <Text size="sm" c="dimmed" td={a.undoneAt ? 'line-through' : undefined} data-testid="points-adjustment">
                <Text span fw={700} c="var(--mantine-color-text)">
                  {amount}
                </Text>
                {day ? ` on ${day}` : ''} by {a.byName ?? 'a former staff member'}, {ago(a.createdAt, now)}
              </Text>
              {a.undoneAt ? (
                <Text size="sm" c="dimmed">
                  undone by {a.undoneByName ?? 'a former staff member'}
                </Text>
              ) : (
                a.canUndo && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    disabled={undoing}
                    aria-label={`Undo ${amount} by ${a.byName ?? 'a former staff member'} for ${groupName}`}
                    onClick={() => void undo(a.id)}
                  >
                    Undo
                  </Button>
                )
              )}
            </Group>
          </li>
        );
      })}
    </ul>
  );
}

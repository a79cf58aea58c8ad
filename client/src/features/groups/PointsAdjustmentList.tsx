// A group's latest points adjustments on the leaderboard: "+5 by Dana Leader, 2 min ago — Undo", undone
// ones struck through with who undid them. Live: the points event re-reads this fragment.
import { Button, Group, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { PointsAdjustmentList_group$key } from '../../__generated__/PointsAdjustmentList_group.graphql';
import classes from './leaderboard.module.css';
import { useUndoPointsAdjustmentMutation } from './useUndoPointsAdjustmentMutation.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { useNow } from '../../components/useNow.ts';
import { FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';
import { POINTS_WORDS, stepValues } from './points-words.ts';

/** "just now", "2 min ago", "3 h ago", else the date: short enough for a phone. */
export function ago(iso: string, now: number, intl: IntlShape): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return intl.formatMessage({ id: 'staff.groups.ago.justNow', defaultMessage: 'just now' });
  if (minutes < 60) return intl.formatMessage({ id: 'staff.groups.ago.minutes', defaultMessage: '{minutes} min ago' }, { minutes });
  if (minutes < 24 * 60) return intl.formatMessage({ id: 'staff.groups.ago.hours', defaultMessage: '{hours} h ago' }, { hours: Math.floor(minutes / 60) });
  return formatShortDate(iso);
}

interface Props {
  group: PointsAdjustmentList_group$key;
  groupName: string;
  /** Short label of each schedule day by id, to say which day points went to. */
  dayLabels: ReadonlyMap<number, string>;
}

export function PointsAdjustmentList({ group: ref, groupName, dayLabels }: Props) {
  const intl = useIntl();
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
    <ul className={classes.adjustments} aria-label={intl.formatMessage({ id: 'staff.groups.latestPoints', defaultMessage: 'Latest points for {groupName}' }, { groupName })}>
      {edges.map(({ node: a }) => {
        const amount = intl.formatMessage(POINTS_WORDS.step, stepValues(a.amount, groupName));
        const day = dayLabels.get(a.dayId);
        const by = a.byName ?? intl.formatMessage({ id: 'staff.groups.formerStaffMember', defaultMessage: 'a former staff member' });
        return (
          <li key={a.id}>
            <Group gap={6} wrap="wrap" justify="flex-end">
              <Text size="sm" c="dimmed" td={a.undoneAt ? 'line-through' : undefined} data-testid="points-adjustment">
                <FormattedMessage
                  id="staff.groups.adjustment"
                  defaultMessage="<bold>{amount}</bold>{hasDay, select, true { on {day}} other {}} by {by}, {ago}"
                  values={{
                    amount,
                    hasDay: String(Boolean(day)),
                    day: day ?? '',
                    by,
                    ago: ago(a.createdAt, now, intl),
                    bold: (words) => (
                      <Text span fw={700} c="var(--mantine-color-text)">
                        {words}
                      </Text>
                    ),
                  }}
                />
              </Text>
              {a.undoneAt ? (
                <Text size="sm" c="dimmed">
                  <FormattedMessage
                    id="staff.groups.undoneBy"
                    defaultMessage="undone by {by}"
                    values={{ by: a.undoneByName ?? intl.formatMessage({ id: 'staff.groups.formerStaffMember', defaultMessage: 'a former staff member' }) }}
                  />
                </Text>
              ) : (
                a.canUndo && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    disabled={undoing}
                    aria-label={intl.formatMessage({ id: 'staff.groups.undoAdjustment', defaultMessage: 'Undo {amount} by {by} for {groupName}' }, { amount, by, groupName })}
                    onClick={() => void undo(a.id)}
                  >
                    <FormattedMessage id="staff.groups.undo" defaultMessage="Undo" />
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

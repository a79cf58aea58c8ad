// One group on the leaderboard: rank, color, name and score in type a projector shows across a gym, with
// the raw points under the score and how the score is counted one tap away; staff add or take away points
// for the chosen day with large buttons, on one line even on a phone. The log of adjustments (with its
// Undo) sits below the buttons with a clear gap, so a repeated tap on a button never reaches it.
import { Button, Group, Paper, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { LeaderboardRow_group$key } from '../../__generated__/LeaderboardRow_group.graphql';
import classes from './leaderboard.module.css';
import { PointsAdjustmentList } from './PointsAdjustmentList.tsx';
import { POINTS_WORDS, stepValues } from './points-words.ts';
import { useAdjustGroupPointsMutation } from './useAdjustGroupPointsMutation.ts';
import { FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';

const STEPS = [-5, -1, 1, 5, 10];

interface Props {
  group: LeaderboardRow_group$key;
  rank: number;
  score: number;
  /** Raw points behind the score: the week's total or the shown day's. */
  points: number;
  /** In the week view, one day's raw points (the day points go to, else today); null in a day's view. */
  dayPoints?: { label: string; amount: number; today: boolean } | null;
  /** The day points go to; null when the schedule has no days or the viewer may not add points. */
  pointsDay: { dayId: number; label: string } | null;
  /** The standard point multiplier (the largest group's size), for the formula behind the score. */
  multiplier: number;
  /** Short label of each schedule day by id. */
  dayLabels: ReadonlyMap<number, string>;
}

/** "120 raw points · 57 today" in the week view, "57 raw points" in a day's. */
export function rawPointsLine(points: number, dayPoints: Props['dayPoints'], intl: IntlShape): string {
  return intl.formatMessage(
    {
      id: 'staff.groups.rawPoints',
      defaultMessage: '{points, plural, one {# raw point} other {# raw points}}{day, select, none {} today { · {amount} today} other { · {amount} on {day}}}',
    },
    { points, day: dayPoints ? (dayPoints.today ? 'today' : dayPoints.label) : 'none', amount: dayPoints?.amount ?? 0 },
  );
}

export function LeaderboardRow({ group: ref, rank, score, points, dayPoints = null, pointsDay, multiplier, dayLabels }: Props) {
  const intl = useIntl();
  const group = useFragment(
    graphql`
      fragment LeaderboardRow_group on Group {
        id
        name
        color
        childCount
        ...PointsAdjustmentList_group
      }
    `,
    ref,
  );
  const [adjust] = useAdjustGroupPointsMutation();
  const raw = rawPointsLine(points, dayPoints, intl);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.row}
      style={{ borderLeftColor: group.color }}
      component="li"
      data-pin-id={group.id}
      aria-label={intl.formatMessage({ id: 'staff.groups.rowLabel', defaultMessage: '{rank}. {name}, score {score}' }, { rank, name: group.name, score })}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text className={classes.rank} aria-hidden>
            {rank}
          </Text>
          <span className={classes.swatch} style={{ background: group.color }} aria-hidden />
          <Text className={classes.name} style={{ minWidth: 0 }} data-testid="leaderboard-name">
            {group.name}
          </Text>
        </Group>
        <Text className={classes.score} data-testid="leaderboard-score" aria-hidden>
          {score}
        </Text>
      </Group>
      {/* The raw points behind the score, on a line of their own (a longer number never squeezes the
          name into more lines, which would move the buttons); how the score is counted is one tap away. */}
      <div className={classes.rawRow}>
        {/* Focus moves into the explanation (Escape closes it) and back to the line when it closes. */}
        <Popover position="bottom-end" withArrow shadow="md" width={280} trapFocus returnFocus>
          <Popover.Target>
            <UnstyledButton className={classes.rawButton} aria-label={intl.formatMessage({ id: 'staff.groups.howScoreIsCounted', defaultMessage: 'Score {score}, {raw}: how the score is counted' }, { score, raw })}>
              <span data-testid="leaderboard-raw">{raw}</span>
              <IconInfoCircle size={16} aria-hidden className={classes.rawInfo} />
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm" fw={600}>
              <FormattedMessage
                id="staff.groups.scoreFormula"
                defaultMessage="{points, plural, one {# raw point} other {# raw points}} ÷ {children, plural, one {# child} other {# children}} × {multiplier} = {score}"
                values={{ points, children: group.childCount, multiplier, score }}
              />
            </Text>
            <Text size="sm" mt={6}>
              <FormattedMessage
                id="staff.groups.scoreExplained"
                defaultMessage="Points are scaled by group size: a group’s raw points (what leaders add with the buttons) are divided by its number of children{children, plural, =0 { (at least 1)} other {}}, then multiplied by {multiplier}, the number of children in the largest assigned group, and rounded. So a small group competes fairly with a large one."
                values={{ children: group.childCount, multiplier }}
              />
            </Text>
          </Popover.Dropdown>
        </Popover>
      </div>
      {pointsDay && (
        <div className={classes.controls} role="group" aria-label={intl.formatMessage(POINTS_WORDS.controls, { name: group.name, day: pointsDay.label })}>
          {/* Which day the points go to, said where they are added. */}
          <Text size="sm" c="dimmed" className={classes.controlsDay} aria-hidden>
            <FormattedMessage id="staff.groups.pointsDayLabel" defaultMessage="{day}:" values={{ day: pointsDay.label }} />
          </Text>
          {STEPS.map((step) => (
            <Button
              key={step}
              size="md"
              px={6}
              className={classes.step}
              variant={step < 0 ? 'default' : 'filled'}
              aria-label={intl.formatMessage(POINTS_WORDS.stepLabel, stepValues(step, group.name))}
              onClick={() => adjust(group.id, pointsDay.dayId, step)}
            >
              <FormattedMessage {...POINTS_WORDS.step} values={stepValues(step, group.name)} />
            </Button>
          ))}
        </div>
      )}
      <PointsAdjustmentList group={group} groupName={group.name} dayLabels={dayLabels} />
    </Paper>
  );
}

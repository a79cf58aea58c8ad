// One group on the leaderboard: rank, color, name and score in type a projector shows across a gym;
// staff add or take away points for the chosen day with large buttons.
import { Button, Group, Paper, Popover, Text, UnstyledButton } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { LeaderboardRow_group$key } from '../../__generated__/LeaderboardRow_group.graphql';
import classes from './leaderboard.module.css';
import { PointsAdjustmentList } from './PointsAdjustmentList.tsx';
import { useAdjustGroupPointsMutation } from './useAdjustGroupPointsMutation.ts';

const STEPS = [-5, -1, 1, 5, 10];

interface Props {
  group: LeaderboardRow_group$key;
  rank: number;
  score: number;
  points: number;
  /** The day points go to; null when the schedule has no days or the viewer may not add points. */
  pointsDay: { dayId: number; label: string } | null;
  /** The standard point multiplier (the largest group's size), for the formula behind the score. */
  multiplier: number;
  /** Short label of each schedule day by id. */
  dayLabels: ReadonlyMap<number, string>;
}

export function LeaderboardRow({ group: ref, rank, score, points, pointsDay, multiplier, dayLabels }: Props) {
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
  return (
    <Paper withBorder radius="md" p="md" className={classes.row} style={{ borderLeftColor: group.color }} component="li" aria-label={`${rank}. ${group.name}, score ${score}`}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text className={classes.rank} aria-hidden>
            {rank}
          </Text>
          <span className={classes.swatch} style={{ background: group.color }} aria-hidden />
          <Text className={classes.name} style={{ minWidth: 0 }}>
            {group.name}
          </Text>
        </Group>
        {/* One number per group; how it is counted is one tap away. */}
        <Popover position="bottom-end" withArrow shadow="md" width={260}>
          <Popover.Target>
            <UnstyledButton className={classes.scoreButton} aria-label={`Score ${score}: how it is counted`}>
              <Text component="span" className={classes.score} data-testid="leaderboard-score">
                {score}
              </Text>
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">
              {points} {points === 1 ? 'point' : 'points'} ÷ {group.childCount || 1} {group.childCount === 1 ? 'child' : 'children'} × {multiplier} = {score}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              Points per child, times the largest group’s size, so a small group competes fairly.
            </Text>
          </Popover.Dropdown>
        </Popover>
      </Group>
      {pointsDay && (
        <Group gap={6} mt="sm" justify="flex-end" className={classes.controls} role="group" aria-label={`Points for ${group.name} on ${pointsDay.label}`}>
          {/* Which day the points go to, said where they are added. */}
          <Text size="sm" c="dimmed" aria-hidden>
            {pointsDay.label}:
          </Text>
          {STEPS.map((step) => (
            <Button
              key={step}
              size="compact-md"
              variant={step < 0 ? 'default' : 'filled'}
              aria-label={`${step > 0 ? 'Add' : 'Take away'} ${Math.abs(step)} ${Math.abs(step) === 1 ? 'point' : 'points'} ${step > 0 ? 'to' : 'from'} ${group.name}`}
              onClick={() => adjust(group.id, pointsDay.dayId, step)}
            >
              {step > 0 ? `+${step}` : `−${-step}`}
            </Button>
          ))}
        </Group>
      )}
      <PointsAdjustmentList group={group} groupName={group.name} dayLabels={dayLabels} />
    </Paper>
  );
}

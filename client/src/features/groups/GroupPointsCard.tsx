// A group's points on its leader's phone: the day's points and the week's, large add buttons in one row that
// never moves (nothing above it changes height while someone taps), and below them the latest adjustments
// with Undo (the leaderboard's list). The same mutation as the leaderboard: shown at once, confirmed by the
// server, and live from other phones through the page's group subscription.
import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { GroupPointsCard_group$key } from '../../__generated__/GroupPointsCard_group.graphql';
import { PointsAdjustmentList } from './PointsAdjustmentList.tsx';
import { POINTS_WORDS, stepValues } from './points-words.ts';
import { useAdjustGroupPointsMutation } from './useAdjustGroupPointsMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const ADD = [1, 5, 10];
const TAKE = [-1, -5];

interface Props {
  group: GroupPointsCard_group$key;
  /** The day points go to (today's, else the schedule's current day); null when there is no such day. */
  pointsDay: { dayId: number; label: string } | null;
  dayLabels: ReadonlyMap<number, string>;
}


export function GroupPointsCard({ group: ref, pointsDay, dayLabels }: Props) {
  const intl = useIntl();
  const group = useFragment(
    graphql`
      fragment GroupPointsCard_group on Group {
        id
        name
        totalPoints
        pointsRecords {
          dayId
          amount
        }
        ...PointsAdjustmentList_group
      }
    `,
    ref,
  );
  const [adjust] = useAdjustGroupPointsMutation();
  const dayPoints = pointsDay ? (group.pointsRecords.find((p) => p.dayId === pointsDay.dayId)?.amount ?? 0) : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="group-points-heading">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs" mb="sm">
        <Title order={2} size="h4" id="group-points-heading">
          <FormattedMessage id="staff.groups.points" defaultMessage="Points" />
        </Title>
        <Text size="sm" aria-live="polite" data-testid="group-points">
          <FormattedMessage
            id="staff.groups.pointsLine"
            defaultMessage="{hasDay, select, true {<dayTotal>{dayPoints}</dayTotal> on {day} · } other {}}<weekTotal>{weekPoints}</weekTotal> this week"
            values={{
              hasDay: String(pointsDay !== null),
              dayPoints: dayPoints ?? 0,
              day: pointsDay?.label ?? '',
              weekPoints: group.totalPoints,
              dayTotal: (words) => (
                <Text span fw={700} data-testid="points-day">
                  {words}
                </Text>
              ),
              weekTotal: (words) => (
                <Text span fw={700} data-testid="points-week">
                  {words}
                </Text>
              ),
            }}
          />
        </Text>
      </Group>
      {pointsDay ? (
        <div role="group" aria-label={intl.formatMessage(POINTS_WORDS.controls, { name: group.name, day: pointsDay.label })}>
          <SimpleGrid cols={3} spacing="xs">
            {ADD.map((step) => (
              <Button key={step} size="lg" aria-label={intl.formatMessage(POINTS_WORDS.stepLabel, stepValues(step, group.name))} onClick={() => void adjust(group.id, pointsDay.dayId, step)}>
                <FormattedMessage {...POINTS_WORDS.step} values={stepValues(step, group.name)} />
              </Button>
            ))}
          </SimpleGrid>
          <Group gap="xs" mt="xs" justify="flex-end">
            {TAKE.map((step) => (
              <Button key={step} size="compact-md" variant="default" aria-label={intl.formatMessage(POINTS_WORDS.stepLabel, stepValues(step, group.name))} onClick={() => void adjust(group.id, pointsDay.dayId, step)}>
                <FormattedMessage {...POINTS_WORDS.step} values={stepValues(step, group.name)} />
              </Button>
            ))}
          </Group>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="staff.groups.noPointsDays" defaultMessage="Points are added on the schedule’s days; none are planned yet." />
        </Text>
      )}
      <PointsAdjustmentList group={group} groupName={group.name} dayLabels={dayLabels} />
    </Card>
  );
}

// The leaderboard (/dashboard/leaderboard): permanent groups ranked for the week or one day, live, in
// type large enough for a projector (full-screen button). Score = points per child × the standard point
// multiplier (SPEC §9), so a small group competes fairly with the largest; each card also says its raw
// points. Staff add points here: while they tap, the order holds still and re-sorts after a pause
// (useSteadyOrder.ts).
import { Button, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMaximize } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { LeaderboardPageQuery } from '../../__generated__/LeaderboardPageQuery.graphql';
import type { LeaderboardPageSubscription } from '../../__generated__/LeaderboardPageSubscription.graphql';
import { applyGroupChange } from './group-list-updater.ts';
import { averagePoints, compareGroups } from './group-type.ts';
import classes from './leaderboard.module.css';
import { LeaderboardRow } from './LeaderboardRow.tsx';
import { useGroupListRefresh } from './useGroupChanges.ts';
import { useSteadyOrder } from './useSteadyOrder.ts';
import { formatDay, todayIso as readerToday } from '../../lib/dates.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query LeaderboardPageQuery {
    viewer {
      isStaff
    }
    groupList {
      id
      year
      standardPointMultiplier
      currentDayId
      days {
        dayId
        date
      }
      groups {
        id
        name
        groupType
        childCount
        totalPoints
        pointsRecords {
          dayId
          amount
        }
        ...LeaderboardRow_group
      }
    }
  }
`;

// Interns watch the board too, so this selection stays within what they may read (no rosters).
const subscription = graphql`
  subscription LeaderboardPageSubscription($year: Int) {
    groupChanged(year: $year) {
      __typename
      ... on GroupCreated {
        groupId
        groupList {
          id
        }
        group {
          id
          name
          groupType
          childCount
          totalPoints
          pointsRecords {
            dayId
            amount
          }
          ...LeaderboardRow_group
        }
      }
      ...useDeleteGroupMutation_change @alias
      ...useRenameGroupMutation_change @alias
      ...useRecolorGroupMutation_change @alias
      ...useAdjustGroupPointsMutation_change @alias
      ... on GroupChildAssignment {
        groupList {
          id
          standardPointMultiplier
        }
        group {
          id
          childCount
        }
        movedFrom {
          id
          childCount
        }
      }
    }
  }
`;

const dayLabel = (date: string) => formatDay(date);

export function LeaderboardPage() {
  const intl = useIntl();
  const data = useLazyLoadQuery<LeaderboardPageQuery>(query, {});
  useGroupListRefresh<LeaderboardPageQuery>(query, {});
  const list = data.groupList;
  const config = useMemo<GraphQLSubscriptionConfig<LeaderboardPageSubscription>>(
    () => ({
      subscription,
      variables: { year: list.year },
      updater: (store) => applyGroupChange(store, 'groupChanged'),
      onError: (error) => console.warn('Live leaderboard updates stopped:', error),
    }),
    [list.year],
  );
  useSubscription(config);

  const [view, setView] = useState('week');
  const phone = useMediaQuery('(max-width: 630px)') ?? false;
  const boardRef = useRef<HTMLDivElement>(null);
  const dayId = view === 'week' ? null : Number(view);
  // In the week view staff choose the day points go to, explicitly (today's by default).
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const weekPointsDayId = chosenDay != null ? Number(chosenDay) : (list.currentDayId ?? list.days[0]?.dayId ?? null);
  const pointsDayId = dayId ?? weekPointsDayId;
  const pointsDay = data.viewer?.isStaff && pointsDayId != null ? { dayId: pointsDayId, label: dayLabel(list.days.find((d) => d.dayId === pointsDayId)?.date ?? '') } : null;
  const dayLabels = useMemo(() => new Map(list.days.map((d) => [d.dayId, dayLabel(d.date)])), [list.days]);
  const views = [{ value: 'week', label: intl.formatMessage({ id: 'staff.groups.week', defaultMessage: 'Week' }) }, ...list.days.map((d) => ({ value: String(d.dayId), label: dayLabel(d.date) }))];

  const ranked = list.groups
    .filter((g) => g.groupType === 'PERMANENT')
    .map((g) => {
      const points = dayId == null ? g.totalPoints : (g.pointsRecords.find((p) => p.dayId === dayId)?.amount ?? 0);
      return { group: g, points, score: Math.round(averagePoints(points, g.childCount) * list.standardPointMultiplier) };
    })
    .sort((a, b) => b.score - a.score || compareGroups(a.group, b.group));
  const byId = new Map(ranked.map((r) => [r.group.id, r]));
  const [listElement, setListElement] = useState<HTMLOListElement | null>(null);
  const { order } = useSteadyOrder(
    ranked.map((r) => r.group.id),
    listElement,
  );
  // In the week view each card also says the raw points of one day: the day points go to, else today.
  const rawDayId = dayId == null ? weekPointsDayId : null;
  const todayIso = readerToday();
  const rawDay = rawDayId == null ? null : { dayId: rawDayId, label: dayLabels.get(rawDayId) ?? '', today: list.days.find((d) => d.dayId === rawDayId)?.date === todayIso };

  return (
    <Stack gap="md" ref={boardRef} className={classes.board}>
      <div className={classes.titleBand}>
        <div>
          <Title order={1}><FormattedMessage id="staff.groups.leaderboard" defaultMessage="Leaderboard" /></Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="staff.groups.leaderboardIntro" defaultMessage="Each group’s score is its points per child, scaled to the largest group. Tap the raw points under a score to see how it is counted. While you add points, the order waits until you pause." />
          </Text>
        </div>
        <Button variant="default" className={classes.hideInFullscreen} leftSection={<IconMaximize size={16} aria-hidden />} onClick={() => void boardRef.current?.requestFullscreen?.()}>
          <FormattedMessage id="staff.groups.fullScreen" defaultMessage="Full screen" />
        </Button>
      </div>
      {/* The day tabs fit a phone as a drop-down; on wider screens they stay one tap each. */}
      {phone ? (
        <NativeSelect label={intl.formatMessage({ id: 'staff.groups.leaderboardFor', defaultMessage: 'Leaderboard for' })} data={views} value={view} onChange={(e) => setView(e.currentTarget.value)} />
      ) : (
        <SegmentedControl aria-label={intl.formatMessage({ id: 'staff.groups.leaderboardFor', defaultMessage: 'Leaderboard for' })} value={view} onChange={setView} data={views} style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }} />
      )}
      {data.viewer?.isStaff && view === 'week' && list.days.length > 0 && (
        <NativeSelect
          className={classes.hideInFullscreen}
          label={intl.formatMessage({ id: 'staff.groups.pointsGoTo', defaultMessage: 'Points you add go to' })}
          data={list.days.map((d) => ({ value: String(d.dayId), label: dayLabel(d.date) }))}
          value={weekPointsDayId != null ? String(weekPointsDayId) : undefined}
          onChange={(e) => setChosenDay(e.currentTarget.value)}
          w={{ base: '100%', xs: 240 }}
        />
      )}
      {ranked.length === 0 ? (
        <Text c="dimmed"><FormattedMessage id="staff.groups.noAssignedGroups" defaultMessage="No assigned groups for {year} yet." values={{ year: String(list.year) }} /></Text>
      ) : (
        <ol ref={setListElement} className={classes.list} aria-label={view === 'week' ? intl.formatMessage({ id: 'staff.groups.rankingForTheWeek', defaultMessage: 'Ranking for the week' }) : intl.formatMessage({ id: 'staff.groups.rankingForDay', defaultMessage: 'Ranking for {day}' }, { day: dayLabel(list.days.find((d) => d.dayId === dayId)?.date ?? '') })}>
          {order.map((id, i) => {
            const r = byId.get(id)!;
            const dayPoints = rawDay && { label: rawDay.label, today: rawDay.today, amount: r.group.pointsRecords.find((p) => p.dayId === rawDay.dayId)?.amount ?? 0 };
            return (
              <LeaderboardRow
                key={id}
                group={r.group}
                rank={i + 1}
                score={r.score}
                points={r.points}
                dayPoints={dayPoints}
                pointsDay={pointsDay}
                multiplier={list.standardPointMultiplier}
                dayLabels={dayLabels}
              />
            );
          })}
        </ol>
      )}
    </Stack>
  );
}

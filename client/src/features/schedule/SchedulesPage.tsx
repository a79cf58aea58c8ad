// /dashboard/schedules — the live schedule: today's timeline; for each of my groups what is happening now
// and next, where, and in how long (SPEC §9 labels); other days one tap away; a full-screen projector
// mode; changes from the builder arrive without a reload. Before release it says when it opens.
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SchedulesPageQuery } from '../../__generated__/SchedulesPageQuery.graphql';
import type { SchedulesPageReleaseQuery } from '../../__generated__/SchedulesPageReleaseQuery.graphql';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { useNow } from '../../components/useNow.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { DayTimeline } from './DayTimeline.tsx';
import { nowAndNextLines } from './schedule-time.ts';
import { useScheduleChanges } from './useScheduleChanges.ts';
import { formatDay, formatLongDateTime } from '../../lib/dates.ts';

const query = graphql`
  query SchedulesPageQuery {
    schedule {
      year
      timeZone
      currentDayId
      days {
        id
        databaseId
        date
        events {
          id
          name
          startTime
          endTime
          locationName
          groupIds
        }
        ...DayTimeline_day
      }
    }
    myScheduleGroups {
      databaseId
      name
      color
    }
  }
`;

export const dayLabel = (date: string) => formatDay(date);

const m = defineMessages({
  title: { id: 'schedule.live.title', defaultMessage: 'Live schedule' },
  noSchedule: { id: 'schedule.live.noSchedule', defaultMessage: 'There is no schedule for this year yet.' },
  notReleased: { id: 'schedule.live.notReleased', defaultMessage: 'The schedule is not released yet. It opens to everyone on {when}.' },
  notYet: { id: 'schedule.live.notYet', defaultMessage: 'Not yet' },
  noDays: { id: 'schedule.live.noDays', defaultMessage: 'No days are planned yet.' },
  leaveFullScreen: { id: 'schedule.live.leaveFullScreen', defaultMessage: 'Leave full screen' },
  fullScreen: { id: 'schedule.live.fullScreen', defaultMessage: 'Full screen' },
  day: { id: 'schedule.live.day', defaultMessage: 'Day' },
});

export function SchedulesPage() {
  const release = useLazyLoadQuery<SchedulesPageReleaseQuery>(
    graphql`
      query SchedulesPageReleaseQuery {
        scheduleRelease {
          visibleToViewer
          releasesAt
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const intl = useIntl();
  if (!release.scheduleRelease) return <Empty text={intl.formatMessage(m.noSchedule)} />;
  if (!release.scheduleRelease.visibleToViewer) {
    const when = formatLongDateTime(release.scheduleRelease.releasesAt);
    return <Empty text={intl.formatMessage(m.notReleased, { when })} />;
  }
  return (
    <Suspense fallback={<PageSkeleton />}>
      <LiveSchedule />
    </Suspense>
  );
}

function Empty({ text }: { text: string }) {
  const intl = useIntl();
  return (
    <Stack>
      <Title order={1}>{intl.formatMessage(m.title)}</Title>
      <Alert color="blue" title={intl.formatMessage(m.notYet)}>
        {text}
      </Alert>
    </Stack>
  );
}

function LiveSchedule() {
  const data = useLazyLoadQuery<SchedulesPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  useScheduleChanges(query, {});
  const now = useNow(30_000);
  const schedule = data.schedule!;
  const [dayId, setDayId] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [projector, setProjector] = useState(false);
  const intl = useIntl();
  useEffect(() => {
    const sync = () => setProjector(document.fullscreenElement === frame.current && frame.current !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  if (schedule.days.length === 0) return <Empty text={intl.formatMessage(m.noDays)} />;
  const current = schedule.days.find((d) => d.databaseId === schedule.currentDayId) ?? schedule.days[0];
  const day = schedule.days.find((d) => d.id === dayId) ?? current;
  const mine = data.myScheduleGroups.map((g) => ({ ...g, ...nowAndNextLines(day.events, g.databaseId, day.date, now, schedule.timeZone, { detailed: true, dayWord: 'this day', t: intl.formatMessage }) }));
  const highlight = new Set(mine.flatMap((g) => (g.now ? [g.now.id] : [])));

  return (
    <Stack ref={frame} gap="md" p={projector ? 'xl' : 0} bg={projector ? 'var(--mantine-color-body)' : undefined} style={projector ? { overflow: 'auto' } : undefined}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size={projector ? 48 : undefined}>
          {projector ? dayLabel(day.date) : intl.formatMessage(m.title)}
        </Title>
        <Button
          variant="default"
          leftSection={<IconMaximize size={16} aria-hidden />}
          onClick={() => (projector ? document.exitFullscreen() : frame.current?.requestFullscreen().catch(() => setProjector(true)))}
        >
          {intl.formatMessage(projector ? m.leaveFullScreen : m.fullScreen)}
        </Button>
      </Group>
      {!projector && (
        <SegmentedControl
          aria-label={intl.formatMessage(m.day)}
          value={day.id}
          onChange={setDayId}
          data={schedule.days.map((d) => ({ value: d.id, label: dayLabel(d.date) }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
      )}
      {mine.length > 0 && (
        <Group align="stretch" gap="sm" wrap="wrap">
          {mine.map((g) => (
            <Card key={g.databaseId} withBorder padding="sm" style={{ borderLeft: `6px solid ${g.color}`, flex: '1 1 16rem' }} data-testid="my-group-now">
              <Text fw={700} size={projector ? 'xl' : 'md'}>
                {g.name}
              </Text>
              <Text size={projector ? 'lg' : 'sm'}>{g.nowLine}</Text>
              <Text size={projector ? 'lg' : 'sm'} c="dimmed">
                {g.nextLine}
              </Text>
            </Card>
          ))}
        </Group>
      )}
      <DayTimeline day={day} highlightIds={highlight} large={projector} />
    </Stack>
  );
}

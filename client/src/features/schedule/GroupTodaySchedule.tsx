// One group's events today (the program's day in its time zone), in time order, for a leader's phone: each
// with its times on the program's clock in the reader's words, where it is, and which one is on now. Live: schedule changes made
// elsewhere arrive through useScheduleChanges and land by id. Says so when nothing is scheduled today, or
// when the schedule is not released to the viewer yet.
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GroupTodayScheduleQuery } from '../../__generated__/GroupTodayScheduleQuery.graphql';
import type { GroupTodayScheduleReleaseQuery } from '../../__generated__/GroupTodayScheduleReleaseQuery.graphql';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { formatClockTime } from '../../lib/dates.ts';
import { useNow } from '../../components/useNow.ts';
import { programInstant } from './schedule-time.ts';
import { useScheduleChanges } from './useScheduleChanges.ts';

const query = graphql`
  query GroupTodayScheduleQuery {
    schedule {
      timeZone
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
      }
    }
  }
`;

interface Props {
  groupId: number;
  groupName: string;
}

export function GroupTodaySchedule(props: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="group-today-schedule">
      <Title order={2} size="h4" id="group-today-schedule" mb="xs">
        <FormattedMessage id="staff.schedule.group.title" defaultMessage="Today’s schedule" />
      </Title>
      <Suspense fallback={<Skeleton height={60} radius="sm" />}>
        <ReleasedSchedule {...props} />
      </Suspense>
    </Card>
  );
}

function ReleasedSchedule(props: Props) {
  const release = useLazyLoadQuery<GroupTodayScheduleReleaseQuery>(
    graphql`
      query GroupTodayScheduleReleaseQuery {
        scheduleRelease {
          visibleToViewer
        }
      }
    `,
    {},
  );
  if (!release.scheduleRelease) return <NoSchedule />;
  if (!release.scheduleRelease.visibleToViewer) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="staff.schedule.group.notReleased" defaultMessage="The schedule is not released yet." />
      </Text>
    );
  }
  return <TodayEvents {...props} />;
}

function NoSchedule() {
  return (
    <Text c="dimmed">
      <FormattedMessage id="staff.schedule.group.noSchedule" defaultMessage="There is no schedule for this year yet." />
    </Text>
  );
}

/** The program's date of `instant` in `timeZone`, as 'yyyy-mm-dd'. */
const programDate = (instant: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(instant);

function TodayEvents({ groupId, groupName }: Props) {
  const data = useLazyLoadQuery<GroupTodayScheduleQuery>(query, {});
  useScheduleChanges(query, {});
  const now = useNow(30_000);
  const intl = useIntl();
  const schedule = data.schedule;
  if (!schedule) return <NoSchedule />;
  const today = programDate(now, schedule.timeZone);
  const day = schedule.days.find((d) => d.date === today);
  const events = (day?.events ?? []).filter((e) => e.groupIds.includes(groupId)).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime));
  if (!day || events.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="staff.schedule.group.nothingToday" defaultMessage="Nothing scheduled for {groupName} today." values={{ groupName }} />
      </Text>
    );
  }
  const at = (time: string) => programInstant(day.date, time, schedule.timeZone);
  const clock = formatClockTime;
  return (
    <Stack gap={6} component="ol" aria-label={intl.formatMessage({ id: 'staff.schedule.group.listLabel', defaultMessage: '{groupName} today' }, { groupName })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((e) => {
        const isNow = at(e.startTime) <= now && now < at(e.endTime);
        const past = at(e.endTime) <= now;
        return (
          <Group key={e.id} component="li" gap="md" wrap="nowrap" align="flex-start" data-testid="group-event">
            <Text size="sm" fw={600} miw={150} style={{ flex: 'none', whiteSpace: 'nowrap' }} c={past ? 'dimmed' : undefined}>
              <FormattedMessage id="staff.schedule.group.times" defaultMessage="{start} – {end}" values={{ start: clock(e.startTime), end: clock(e.endTime) }} />
            </Text>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={isNow ? 700 : 400} c={past ? 'dimmed' : undefined}>
                {e.name}
                {isNow && (
                  <Badge component="span" ml={6} size="sm" color="#1b5e20" variant="filled">
                    <FormattedMessage id="staff.schedule.group.now" defaultMessage="Now" />
                  </Badge>
                )}
              </Text>
              {e.locationName && (
                <Text size="xs" c="dimmed">
                  {e.locationName}
                </Text>
              )}
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}

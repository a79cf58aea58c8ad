// A self-contained dashboard card, titled in words that fit every reader: for each of the viewer's groups
// (staff and interns: their assigned groups; parents: their children's groups) what is happening now and
// next on the current day, with SPEC §9 relative labels. It asks for its own data, so any dashboard can place it with one element; it shows
// nothing while the schedule is not released to the viewer or they follow no group.
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TodayScheduleCardDayQuery } from '../../__generated__/TodayScheduleCardDayQuery.graphql';
import type { TodayScheduleCardQuery } from '../../__generated__/TodayScheduleCardQuery.graphql';
import { useNow } from '../../components/useNow.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { nowAndNextLines } from './schedule-time.ts';

export function TodayScheduleCard() {
  return (
    <Suspense fallback={null}>
      <TodayForMyGroups />
    </Suspense>
  );
}

function TodayForMyGroups() {
  const data = useLazyLoadQuery<TodayScheduleCardQuery>(
    graphql`
      query TodayScheduleCardQuery {
        scheduleRelease {
          visibleToViewer
        }
        myScheduleGroups {
          databaseId
          name
          color
        }
      }
    `,
    {},
  );
  if (!data.scheduleRelease?.visibleToViewer || data.myScheduleGroups.length === 0) return null;
  return <NowAndNext groups={data.myScheduleGroups} />;
}

function NowAndNext({ groups }: { groups: readonly { databaseId: number; name: string; color: string }[] }) {
  const data = useLazyLoadQuery<TodayScheduleCardDayQuery>(
    graphql`
      query TodayScheduleCardDayQuery {
        schedule {
          timeZone
          currentDayId
          days {
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
    `,
    {},
  );
  const now = useNow(30_000);
  const intl = useIntl();
  const schedule = data.schedule;
  const day = schedule?.days.find((d) => d.databaseId === schedule.currentDayId);
  if (!schedule || !day) return null;
  return (
    <Card withBorder component="section" aria-labelledby="today-card-heading">
      <Title order={2} size="h4" id="today-card-heading" mb="xs">
        <FormattedMessage id="schedule.today.title" defaultMessage="Today’s schedule" />
      </Title>
      <Stack gap="xs">
        {groups.map((g) => {
          const { nowLine, nextLine } = nowAndNextLines(day.events, g.databaseId, day.date, now, schedule.timeZone, { t: intl.formatMessage });
          return (
            <div key={g.databaseId} style={{ borderLeft: `4px solid ${g.color}`, paddingLeft: 8 }}>
              <Text fw={600}>{g.name}</Text>
              <Text size="sm">{nowLine}</Text>
              <Text size="sm" c="dimmed">
                {nextLine}
              </Text>
            </div>
          );
        })}
      </Stack>
      <Anchor component={Link} to="/dashboard/schedules" size="sm" mt="sm">
        <FormattedMessage id="schedule.today.open" defaultMessage="Open the live schedule" />
      </Anchor>
    </Card>
  );
}

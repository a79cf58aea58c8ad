// One day's events in time order: time, name, place, groups (badges) and a staff-only mark. Used by the
// live schedule on phones and laptops and, larger, in projector mode.
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { DayTimeline_day$key } from '../../__generated__/DayTimeline_day.graphql';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { clockRange, formatLongDate } from '../../lib/dates.ts';

interface Props {
  day: DayTimeline_day$key;
  /** Event id happening now for one of my groups, highlighted. */
  highlightIds?: ReadonlySet<string>;
  large?: boolean;
}

export function DayTimeline({ day: ref, highlightIds, large = false }: Props) {
  const day = useFragment(
    graphql`
      fragment DayTimeline_day on Day {
        date
        events {
          id
          name
          startTime
          endTime
          locationName
          staffOnly
          groups {
            id
            name
            color
          }
        }
      }
    `,
    ref,
  );
  const intl = useIntl();
  if (day.events.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="schedule.day.nothingPlanned" defaultMessage="Nothing is planned for this day yet." />
      </Text>
    );
  }
  const active = day.events.findIndex((e) => highlightIds?.has(e.id));
  return (
    <Timeline
      active={active}
      bulletSize={large ? 28 : 18}
      lineWidth={2}
      aria-label={intl.formatMessage({ id: 'schedule.day.events', defaultMessage: 'Events on {date}' }, { date: formatLongDate(day.date) })}
    >
      {day.events.map((e) => (
        <Timeline.Item key={e.id} data-testid="schedule-event" title={<Text fw={600} size={large ? 'xl' : 'md'}>{e.name}</Text>}>
          <Stack gap={2}>
            <Text size={large ? 'lg' : 'sm'}>
              {intl.formatMessage(
                { id: 'schedule.event.timesAndPlace', defaultMessage: '{times}{hasPlace, select, yes { · {place}} other {}}' },
                { times: clockRange(e.startTime, e.endTime), hasPlace: e.locationName ? 'yes' : 'no', place: e.locationName },
              )}
            </Text>
            <Group gap={4} wrap="wrap">
              {e.staffOnly && (
                <Badge size="sm" color="dark" variant="filled">
                  <FormattedMessage id="schedule.event.staffOnly" defaultMessage="Staff only" />
                </Badge>
              )}
              {e.groups.map((g) => (
                <Badge key={g.id} size="sm" variant="light" styles={{ root: { borderLeft: `4px solid ${g.color}` } }} color="gray">
                  {g.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

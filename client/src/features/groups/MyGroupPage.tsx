// A leader's "my group" phone view (/dashboard/my-group, /dashboard/my-group/:groupId): for a group the
// viewer leads (staff or intern; staff may open any group), its children each with the parent's alert line
// and today's check-in state with its time, its points buttons, and its schedule today. Check-ins arrive live
// (useAttendanceChanges merges the changed rows by id) and so do points (the group subscription below, the
// same payload as the leaderboard's); neither costs a request. The server decides who may see the group
// (groups.policy.ts readLeaderView); this page only picks which group to show.
import { FacePhoto } from '../photos/FacePhoto.tsx';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFirstAidKit } from '@tabler/icons-react';
import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { MyGroupPageQuery } from '../../__generated__/MyGroupPageQuery.graphql';
import type { MyGroupPageSubscription } from '../../__generated__/MyGroupPageSubscription.graphql';
import type { MyGroupViewQuery } from '../../__generated__/MyGroupViewQuery.graphql';
import { formatDay, formatTime } from '../../lib/dates.ts';
import { NoticePage } from '../../components/NoticePage.tsx';
import { useNow } from '../../components/useNow.ts';
import { displayName, medicalMarkText } from '../../lib/format.ts';
import { useAttendanceChanges } from '../check-in/useAttendanceChanges.ts';
import { GroupTodaySchedule } from '../schedule/GroupTodaySchedule.tsx';
import { GroupPointsCard } from './GroupPointsCard.tsx';
import { applyGroupChange } from './group-list-updater.ts';
import classes from './groups.module.css';
import mine from './my-group.module.css';
import { MedicalAlertWords } from './MedicalAlertWords.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const TITLE = { id: 'staff.groups.myGroup.title', defaultMessage: 'My group' };

export function MyGroupPage() {
  const intl = useIntl();
  const params = useParams();
  const data = useLazyLoadQuery<MyGroupPageQuery>(
    graphql`
      query MyGroupPageQuery {
        viewer {
          isStaff
        }
        currentEdition {
          year
          timeZone
        }
        myLedGroups {
          databaseId
          name
          color
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const led = data.myLedGroups;
  const asked = params.groupId !== undefined ? Number(params.groupId) : null;
  const groupId = asked ?? led[0]?.databaseId ?? null;
  if (groupId === null) {
    return (
      <NoticePage
        kind="notForYou"
        title={intl.formatMessage(TITLE)}
        heading={intl.formatMessage({ id: 'staff.groups.myGroup.noGroup', defaultMessage: 'You lead no group this year yet' })}
        description={
          data.viewer?.isStaff
            ? intl.formatMessage({ id: 'staff.groups.myGroup.noGroupStaff', defaultMessage: 'An administrator assigns staff to groups on the staff rosters; the student rosters show every group.' })
            : intl.formatMessage({ id: 'staff.groups.myGroup.noGroupIntern', defaultMessage: 'Staff put interns in groups before the week starts.' })
        }
        action={data.viewer?.isStaff ? { label: intl.formatMessage({ id: 'staff.groups.myGroup.openRosters', defaultMessage: 'Open the rosters' }), to: '/dashboard/rosters' } : undefined}
      />
    );
  }
  // Staff may open any group; an intern only their own (the server refuses the others too).
  if (!Number.isSafeInteger(groupId) || groupId < 1 || (!data.viewer?.isStaff && !led.some((g) => g.databaseId === groupId))) {
    return (
      <NoticePage
        kind="notForYou"
        title={intl.formatMessage(TITLE)}
        heading={intl.formatMessage({ id: 'staff.groups.myGroup.notYours', defaultMessage: 'This is not one of your groups' })}
        description={intl.formatMessage({ id: 'staff.groups.myGroup.notYoursExplained', defaultMessage: 'You see the groups you lead. Your dashboard lists them.' })}
      />
    );
  }
  return (
    <Stack gap="md">
      {led.length > 1 && (
        <Group gap="xs" component="nav" aria-label={intl.formatMessage({ id: 'staff.groups.yourGroups', defaultMessage: 'Your groups' })}>
          {led.map((g) => (
            <Button
              key={g.databaseId}
              component={Link}
              to={`/dashboard/my-group/${g.databaseId}`}
              size="compact-md"
              variant={g.databaseId === groupId ? 'filled' : 'default'}
              aria-current={g.databaseId === groupId ? 'page' : undefined}
              leftSection={<span className={mine.swatch} style={{ background: g.color }} aria-hidden />}
            >
              {g.name}
            </Button>
          ))}
        </Group>
      )}
      <Suspense fallback={<Skeleton height={320} radius="md" />}>
        <MyGroupView key={groupId} groupId={groupId} year={data.currentEdition.year} timeZone={data.currentEdition.timeZone} />
      </Suspense>
    </Stack>
  );
}

const viewQuery = graphql`
  query MyGroupViewQuery($groupId: Int!) {
    ledGroup(groupId: $groupId) {
      id
      databaseId
      name
      color
      childCount
      roster {
        id
        checkInState
        checkInRecordedAt
        child {
          id
          firstName
          preferredName
          lastName
          medicalAlert
          hasMedicalInformation
          photoUrl
        }
      }
      ...GroupPointsCard_group
    }
    groupList {
      id
      currentDayId
      days {
        dayId
        date
      }
    }
  }
`;

// Only what a leader may read of any group's change (no rosters): points, names and colors.
const subscription = graphql`
  subscription MyGroupPageSubscription($year: Int) {
    groupChanged(year: $year) {
      __typename
      ...useAdjustGroupPointsMutation_change @alias
      ...useRenameGroupMutation_change @alias
      ...useRecolorGroupMutation_change @alias
    }
  }
`;

const dayLabel = formatDay;
const programDate = (instant: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(instant);

function MyGroupView({ groupId, year, timeZone }: { groupId: number; year: number; timeZone: string }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<MyGroupViewQuery>(viewQuery, { groupId }, { fetchPolicy: 'store-and-network' });
  useAttendanceChanges<MyGroupViewQuery>(year, { rosters: true }, viewQuery, { groupId });
  const config = useMemo<GraphQLSubscriptionConfig<MyGroupPageSubscription>>(
    () => ({
      subscription,
      variables: { year },
      updater: (store) => applyGroupChange(store, 'groupChanged'),
      onError: (error) => console.warn('Live points stopped:', error),
    }),
    [year],
  );
  useSubscription(config);

  const now = useNow(60_000);
  const group = data.ledGroup;
  const { days, currentDayId } = data.groupList;
  const dayLabels = useMemo(() => new Map(days.map((d) => [d.dayId, dayLabel(d.date)])), [days]);
  // Points go to today when it is a program day, else to the schedule's current day.
  const today = programDate(now, timeZone);
  const day = days.find((d) => d.date === today) ?? days.find((d) => d.dayId === currentDayId) ?? null;
  const pointsDay = day ? { dayId: day.dayId, label: day.date === today ? intl.formatMessage({ id: 'staff.groups.myGroup.today', defaultMessage: 'today' }) : dayLabel(day.date) } : null;
  const here = group.roster.filter((r) => r.checkInState === 'CHECKED_IN').length;

  return (
    <Stack gap="md">
      <div>
        <Group gap="sm" wrap="nowrap">
          <span className={mine.swatch} style={{ background: group.color, width: 18, height: 18 }} aria-hidden />
          <Title order={1}>{group.name}</Title>
        </Group>
        <Text c="dimmed" size="sm" data-testid="group-here-count">
          <FormattedMessage id="staff.groups.myGroup.here" defaultMessage="{here} of {count, plural, one {# child} other {# children}} here" values={{ here, count: group.childCount }} />
        </Text>
      </div>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="group-children-heading">
        <Title order={2} size="h4" id="group-children-heading" mb="xs">
          <FormattedMessage id="staff.groups.myGroup.children" defaultMessage="Children" />
        </Title>
        {group.roster.length === 0 ? (
          <Text c="dimmed"><FormattedMessage id="staff.groups.myGroup.noChildren" defaultMessage="No children in {name} yet." values={{ name: group.name }} /></Text>
        ) : (
          <Stack gap={0} component="ul" aria-labelledby="group-children-heading" className={mine.list}>
            {group.roster.map((row) => (
              <ChildRow key={row.id} row={row} timeZone={timeZone} />
            ))}
          </Stack>
        )}
      </Card>
      <GroupPointsCard group={group} pointsDay={pointsDay} dayLabels={dayLabels} />
      <GroupTodaySchedule groupId={group.databaseId} groupName={group.name} />
      <Anchor component={Link} to="/dashboard/leaderboard" size="sm">
        <FormattedMessage id="staff.groups.myGroup.seeLeaderboard" defaultMessage="See the leaderboard" />
      </Anchor>
    </Stack>
  );
}

type Row = MyGroupViewQuery['response']['ledGroup']['roster'][number];

const STATE_WORDS = defineMessages({
  CHECKED_IN: { id: 'staff.groups.myGroup.stateIn', defaultMessage: 'In' },
  CHECKED_OUT: { id: 'staff.groups.myGroup.stateOut', defaultMessage: 'Out' },
  NOT_CHECKED_IN: { id: 'staff.groups.myGroup.stateNotYet', defaultMessage: 'Not yet' },
});

const STATE_BADGE: Record<string, { color: string; variant: 'filled' | 'outline'; words: (typeof STATE_WORDS)[keyof typeof STATE_WORDS] }> = {
  CHECKED_IN: { color: '#1b5e20', variant: 'filled', words: STATE_WORDS.CHECKED_IN }, // green.9 is below 4.5:1 with white text
  CHECKED_OUT: { color: 'gray.7', variant: 'filled', words: STATE_WORDS.CHECKED_OUT },
  NOT_CHECKED_IN: { color: 'gray.8', variant: 'outline', words: STATE_WORDS.NOT_CHECKED_IN },
};

function ChildRow({ row, timeZone }: { row: Row; timeZone: string }) {
  const intl = useIntl();
  const name = displayName(row.child);
  const alert = medicalMarkText(row.child);
  const badge = STATE_BADGE[row.checkInState] ?? STATE_BADGE.NOT_CHECKED_IN;
  const at = row.checkInState !== 'NOT_CHECKED_IN' && row.checkInRecordedAt ? formatTime(row.checkInRecordedAt, timeZone) : null;
  const stateWords = intl.formatMessage(
    { id: 'staff.groups.myGroup.state', defaultMessage: '{state, select, CHECKED_IN {Checked in at {at}} CHECKED_OUT {Checked out at {at}} other {Not checked in yet}}' },
    { state: row.checkInState, at: at ?? '' },
  );
  return (
    <Group component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="sm" py={8} className={mine.row} data-testid="group-child">
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <FacePhoto url={row.child.photoUrl} name={name} size={40} decorative />
        <div style={{ minWidth: 0 }}>
        <Text fw={600}>{name}</Text>
        {alert && (
          <div className={classes.medicalAlert} data-testid="alert-line">
            <IconFirstAidKit size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <MedicalAlertWords alert={alert} />
          </div>
        )}
        </div>
      </Group>
      <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
        <span className={classes.visuallyHidden}>{stateWords}</span>
        <Badge size="md" radius="sm" className={classes.stateBadge} color={badge.color} variant={badge.variant} aria-hidden data-testid="check-in-state">
          <FormattedMessage {...badge.words} />
        </Badge>
        {at && (
          <Text size="xs" c="dimmed" aria-hidden>
            {at}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

// /dashboard/attendance: present and absent per group for a day (today by default), live as children are
// checked in and out anywhere, with the day's attendance as CSV.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { IconDownload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AttendanceDayPageQuery } from '../../__generated__/AttendanceDayPageQuery.graphql';
import classes from './station.module.css';
import { useAttendanceChanges } from './useAttendanceChanges.ts';
import { formatLongDate, formatTime } from '../../lib/dates.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query AttendanceDayPageQuery($date: String) {
    attendanceDay(date: $date) {
      year
      date
      groups {
        groupId
        name
        color
        groupType
        children {
          childId
          name
          checkedInAt
          checkedOutAt
          present
        }
      }
    }
  }
`;

/** A time, or a dash for none (a sign, not a word). */
const time = (iso: string | null | undefined) => (iso ? formatTime(iso) : '—');

function Day({ date }: { date: string | null }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<AttendanceDayPageQuery>(query, { date }, { fetchPolicy: 'store-and-network' });
  const day = data.attendanceDay;
  useAttendanceChanges<AttendanceDayPageQuery>(day.year, { day: true }, query, { date });
  const groups = day.groups.filter((g) => g.children.length > 0);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text>
          <FormattedMessage
            id="staff.checkIn.childrenHereNow"
            defaultMessage="{date}: {count} children here now"
            values={{ date: formatLongDate(day.date), count: groups.filter((g) => g.groupType === 'PERMANENT').reduce((n, g) => n + g.children.filter((c) => c.present).length, 0) }}
          />
        </Text>
        <Anchor href={`/api/v1/attendance/day.csv?date=${day.date}`} download>
          <Group gap={4}>
            <IconDownload size={16} aria-hidden />
            <FormattedMessage id="staff.checkIn.downloadCsv" defaultMessage="Download CSV" />
          </Group>
        </Anchor>
      </Group>
      {groups.length === 0 && <Text c="dimmed"><FormattedMessage id="staff.checkIn.noGroupsWithChildren" defaultMessage="No groups with children this year yet." /></Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {groups.map((g) => {
          const present = g.children.filter((c) => c.present).length;
          return (
            <Card key={g.groupId} withBorder aria-label={intl.formatMessage({ id: 'staff.checkIn.attendanceOf', defaultMessage: 'Attendance of {name}' }, { name: g.name })} style={{ borderTop: `4px solid ${g.color}` }}>
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h4">{g.name}</Title>
                <Text size="sm">
                  <FormattedMessage id="staff.checkIn.presentAndAbsent" defaultMessage="{present} present · {absent} absent" values={{ present, absent: g.children.length - present }} />
                </Text>
              </Group>
              <Table.ScrollContainer minWidth={300}>
                <Table striped horizontalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th><FormattedMessage id="staff.checkIn.column.child" defaultMessage="Child" /></Table.Th>
                      <Table.Th><FormattedMessage id="staff.checkIn.column.in" defaultMessage="In" /></Table.Th>
                      <Table.Th><FormattedMessage id="staff.checkIn.column.out" defaultMessage="Out" /></Table.Th>
                      <Table.Th><FormattedMessage id="staff.checkIn.column.status" defaultMessage="Status" /></Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {g.children.map((c) => (
                      <Table.Tr key={c.childId}>
                        <Table.Td>{c.name}</Table.Td>
                        <Table.Td>{time(c.checkedInAt)}</Table.Td>
                        <Table.Td>{time(c.checkedOutAt)}</Table.Td>
                        <Table.Td className={classes.stateCell}>
                          <Badge className={classes.stateBadge} color={c.present ? '#1b5e20' : 'gray.8'} variant={c.present ? 'filled' : 'outline'}>
                            <FormattedMessage
                              id="staff.checkIn.attendanceState"
                              defaultMessage="{state, select, present {Present} pickedUp {Picked up} other {Absent}}"
                              values={{ state: c.present ? 'present' : c.checkedInAt ? 'pickedUp' : 'absent' }}
                            />
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export function AttendanceDayPage() {
  const intl = useIntl();
  const [date, setDate] = useState<string>('');
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" align="end">
        <div>
          <Title order={1}><FormattedMessage id="staff.checkIn.attendance" defaultMessage="Attendance" /></Title>
          <Text c="dimmed"><FormattedMessage id="staff.checkIn.attendanceIntro" defaultMessage="Who is here, per group. Updates live as children are checked in and out." /></Text>
        </div>
        <TextInput type="date" label={intl.formatMessage({ id: 'staff.checkIn.day', defaultMessage: 'Day' })} value={date} onChange={(e) => setDate(e.currentTarget.value)} description={intl.formatMessage({ id: 'staff.checkIn.dayHint', defaultMessage: 'Empty: today' })} />
      </Group>
      <Suspense fallback={<Text><FormattedMessage id="staff.checkIn.loadingAttendance" defaultMessage="Loading attendance…" /></Text>}>
        <Day date={date || null} />
      </Suspense>
    </Stack>
  );
}

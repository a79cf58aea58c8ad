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

const time = (iso: string | null | undefined) => (iso ? formatTime(iso) : '—');

function Day({ date }: { date: string | null }) {
  const data = useLazyLoadQuery<AttendanceDayPageQuery>(query, { date }, { fetchPolicy: 'store-and-network' });
  const day = data.attendanceDay;
  useAttendanceChanges<AttendanceDayPageQuery>(day.year, { day: true }, query, { date });
  const groups = day.groups.filter((g) => g.children.length > 0);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text>{formatLongDate(day.date)}: {groups.filter((g) => g.groupType === 'PERMANENT').reduce((n, g) => n + g.children.filter((c) => c.present).length, 0)} children here now</Text>
        <Anchor href={`/api/v1/attendance/day.csv?date=${day.date}`} download>
          <Group gap={4}><IconDownload size={16} aria-hidden />Download CSV</Group>
        </Anchor>
      </Group>
      {groups.length === 0 && <Text c="dimmed">No groups with children this year yet.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {groups.map((g) => {
          const present = g.children.filter((c) => c.present).length;
          return (
            <Card key={g.groupId} withBorder aria-label={`Attendance of ${g.name}`} style={{ borderTop: `4px solid ${g.color}` }}>
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h4">{g.name}</Title>
                <Text size="sm">{present} present · {g.children.length - present} absent</Text>
              </Group>
              <Table.ScrollContainer minWidth={300}>
                <Table striped horizontalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr><Table.Th>Child</Table.Th><Table.Th>In</Table.Th><Table.Th>Out</Table.Th><Table.Th>Status</Table.Th></Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {g.children.map((c) => (
                      <Table.Tr key={c.childId}>
                        <Table.Td>{c.name}</Table.Td>
                        <Table.Td>{time(c.checkedInAt)}</Table.Td>
                        <Table.Td>{time(c.checkedOutAt)}</Table.Td>
                        <Table.Td className={classes.stateCell}>
                          <Badge className={classes.stateBadge} color={c.present ? '#1b5e20' : 'gray.8'} variant={c.present ? 'filled' : 'outline'}>
                            {c.present ? 'Present' : c.checkedInAt ? 'Picked up' : 'Absent'}
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
  const [date, setDate] = useState<string>('');
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" align="end">
        <div>
          <Title order={1}>Attendance</Title>
          <Text c="dimmed">Who is here, per group. Updates live as children are checked in and out.</Text>
        </div>
        <TextInput type="date" label="Day" value={date} onChange={(e) => setDate(e.currentTarget.value)} description="Empty: today" />
      </Group>
      <Suspense fallback={<Text>Loading attendance…</Text>}>
        <Day date={date || null} />
      </Suspense>
    </Stack>
  );
}

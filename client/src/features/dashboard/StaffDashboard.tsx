// The staff member's part of the dashboard: their groups this year and, at a glance,
// how many of each group's children are checked in right now, updated live as children are checked in
// and out at any station.
import { Stack, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { StaffDashboardQuery } from '../../__generated__/StaffDashboardQuery.graphql';
import { useAttendanceChanges } from '../check-in/useAttendanceChanges.ts';
import { GroupGlance } from './GroupGlance.tsx';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query StaffDashboardQuery($year: Int!) {
    viewer {
      staffIdentity {
        groups(year: $year) {
          id
          databaseId
          name
          color
          childCount
          roster {
            checkInState
          }
        }
      }
    }
  }
`;

export function StaffDashboard({ year }: { year: number }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<StaffDashboardQuery>(query, { year }, { fetchPolicy: 'store-and-network' });
  useAttendanceChanges<StaffDashboardQuery>(year, { rosters: true }, query, { year });
  const groups = (data.viewer?.staffIdentity?.groups ?? []).map((g) => ({
    id: g.id,
    databaseId: g.databaseId,
    name: g.name,
    color: g.color,
    childCount: g.childCount,
    checkedIn: g.roster.filter((r) => r.checkInState === 'CHECKED_IN').length,
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-today">
      <Title order={2} size="h4" id="staff-today">
        <FormattedMessage id="staff.dashboard.groups" defaultMessage="Your groups today" />
      </Title>
      <GroupGlance
        groups={groups}
        rostersLink
        emptyText={intl.formatMessage({ id: 'staff.dashboard.noGroups', defaultMessage: 'You lead no group this year yet. An administrator assigns staff to groups on the staff rosters.' })}
      />
    </Stack>
  );
}

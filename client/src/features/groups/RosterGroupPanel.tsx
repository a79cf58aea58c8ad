// The one group the rosters page shows: its own request (the group's id as the variable), so choosing
// another group loads only that roster. Live: a check-in anywhere lands on its rows by id (useAttendanceChanges), and the 30 s refresh re-reads it.
import { Card, Skeleton, Stack } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RosterGroupPanelQuery } from '../../__generated__/RosterGroupPanelQuery.graphql';
import { useAttendanceChanges } from '../check-in/useAttendanceChanges.ts';
import { RosterGroupCard, type RosterGroupCardProps } from './RosterGroupCard.tsx';
import { useTodaysMemoryWork } from '../schedule/RosterMemoryWork.tsx';
import { useGroupListRefresh } from './useGroupChanges.ts';
import classes from './groups.module.css';
import { FormattedMessage } from '../../i18n/intl.tsx';

const query = graphql`
  query RosterGroupPanelQuery($id: ID!) {
    node(id: $id) {
      ...RosterGroupCard_group @alias(as: "group")
    }
  }
`;

type Props = Omit<RosterGroupCardProps, 'group' | 'memoryWork'> & { groupId: string; year: number };

export function RosterGroupPanel({ groupId, year, ...card }: Props) {
  const variables = { id: groupId };
  const data = useLazyLoadQuery<RosterGroupPanelQuery>(query, variables);
  const memoryWork = useTodaysMemoryWork();
  useGroupListRefresh<RosterGroupPanelQuery>(query, variables);
  useAttendanceChanges<RosterGroupPanelQuery>(year, { rosters: true }, query, variables);
  // A group deleted meanwhile (here or on another screen) is simply gone.
  if (!data.node?.group) return null;
  return <RosterGroupCard group={data.node.group} memoryWork={memoryWork} {...card} />;
}

/** What the panel shows while a roster loads: the card's outline, so the page does not jump. */
export function RosterGroupSkeleton() {
  return (
    <Card withBorder padding="md" aria-busy="true">
      <Stack gap="sm">
        <span role="status" className={classes.visuallyHidden}>
          <FormattedMessage id="staff.groups.loadingTheRoster" defaultMessage="Loading the roster…" />
        </span>
        <Skeleton height={24} width="40%" />
        <Skeleton height={14} width="60%" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={28} />
        ))}
      </Stack>
    </Card>
  );
}

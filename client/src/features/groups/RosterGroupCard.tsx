// One group on the rosters page: its colour, type, counts, leaders, and its children with grade and
// today's check-in state. Clicking a child opens their info sheet; staff who may assign children move
// a child to another group of the same type, or take them out, from the row's menu.
import { ActionIcon, Badge, Card, Group, Menu, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsExchange, IconDots, IconUserMinus } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { RosterGroupCard_group$key } from '../../__generated__/RosterGroupCard_group.graphql';
import { GroupManageMenu } from './GroupManageMenu.tsx';
import { GroupTypeBadge } from './GroupTypeBadge.tsx';
import { gradeLabel, personName } from './group-type.ts';
import classes from './groups.module.css';
import { CHECK_IN_LABEL, matchesCheckIn, matchesSearch, type CheckInFilter } from './roster-filter.ts';
import { useSetChildGroupAssignmentMutation } from './useSetChildGroupAssignmentMutation.ts';

const CHECK_IN_BADGE: Record<string, { color: string; variant: 'filled' | 'outline' }> = {
  CHECKED_IN: { color: '#1b5e20', variant: 'filled' }, // green.9 is below 4.5:1 with white text
  CHECKED_OUT: { color: 'gray.7', variant: 'filled' },
  NOT_CHECKED_IN: { color: 'gray.8', variant: 'outline' },
};

export interface MoveTarget {
  id: string;
  name: string;
  groupType: string;
}

interface Props {
  group: RosterGroupCard_group$key;
  search: string;
  checkIn: CheckInFilter;
  canManage: boolean;
  canAssign: boolean;
  moveTargets: readonly MoveTarget[];
  onOpenChild: (childId: string) => void;
}

export function RosterGroupCard({ group: ref, search, checkIn, canManage, canAssign, moveTargets, onOpenChild }: Props) {
  const group = useFragment(
    graphql`
      fragment RosterGroupCard_group on Group {
        id
        name
        color
        groupType
        capacity
        childCount
        staff {
          id
          firstName
          preferredName
          lastName
        }
        interns {
          id
          firstName
          preferredName
          lastName
        }
        roster {
          checkInState
          child {
            id
            firstName
            preferredName
            lastName
            gradeEntering
          }
        }
      }
    `,
    ref,
  );
  const [assign] = useSetChildGroupAssignmentMutation();
  const filtering = search.trim() !== '' || checkIn !== 'all';
  const rows = group.roster.filter((r) => matchesSearch(r, search, group.name) && matchesCheckIn(r, checkIn));
  if (filtering && rows.length === 0) return null;
  const checkedIn = group.roster.filter((r) => r.checkInState === 'CHECKED_IN').length;
  const targets = moveTargets.filter((t) => t.id !== group.id && t.groupType === group.groupType);
  const leaders = [...group.staff.map(personName), ...group.interns.map((i) => `${personName(i)} (intern)`)];
  const headingId = `roster-${group.id}`;

  return (
    <Card withBorder padding="md" className={classes.groupCard} style={{ borderLeftColor: group.color }} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <div>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h3" id={headingId}>
              {group.name}
            </Title>
            <GroupTypeBadge groupType={group.groupType} />
          </Group>
          <Text size="sm" c="dimmed">
            {group.childCount} {group.childCount === 1 ? 'child' : 'children'}
            {group.capacity != null && ` of ${group.capacity} seats`} · {checkedIn} checked in
          </Text>
          <Text size="sm" c="dimmed">
            {leaders.length ? `Leaders: ${leaders.join(', ')}` : 'No leaders assigned yet'}
          </Text>
        </div>
        {canManage && <GroupManageMenu group={group} />}
      </Group>

      {group.roster.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          No children in this group yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped highlightOnHover verticalSpacing={6} aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Grade</Table.Th>
                <Table.Th>Today</Table.Th>
                {canAssign && (
                  <Table.Th className="no-print">
                    <span className={classes.visuallyHidden}>Actions</span>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ child, checkInState }) => (
                <Table.Tr key={child.id}>
                  <Table.Td>
                    <UnstyledButton className={classes.personLink} onClick={() => onOpenChild(child.id)}>
                      {personName(child)}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{gradeLabel(child.gradeEntering)}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" radius="sm" {...CHECK_IN_BADGE[checkInState]}>
                      {CHECK_IN_LABEL[checkInState] ?? checkInState}
                    </Badge>
                  </Table.Td>
                  {canAssign && (
                    <Table.Td className="no-print" w={44}>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray.8" aria-label={`Move or remove ${personName(child)}`}>
                            <IconDots size={16} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {targets.length > 0 && <Menu.Label>Move to</Menu.Label>}
                          {targets.map((t) => (
                            <Menu.Item
                              key={t.id}
                              leftSection={<IconArrowsExchange size={16} aria-hidden />}
                              onClick={() => assign({ input: { groupId: t.id, childId: child.id, assigned: true } }, { success: `${child.firstName} moved to ${t.name}.` })}
                            >
                              {t.name}
                            </Menu.Item>
                          ))}
                          <Menu.Item
                            color="red.8"
                            leftSection={<IconUserMinus size={16} aria-hidden />}
                            onClick={() => assign({ input: { groupId: group.id, childId: child.id, assigned: false } }, { success: `${child.firstName} was taken out of ${group.name}.` })}
                          >
                            Remove from {group.name}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

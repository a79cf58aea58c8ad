// One group on the rosters page (the page shows one at a time): its color, type, counts, leaders, and its
// children with grade and today's check-in state. Clicking a child opens their info sheet; staff who may
// assign children move a child to another group of the same type, or take them out, from the row's menu.
// On a phone the rows are compact and the check-in badge is never cut short; the grade and the memory-work
// buttons go under the child's name, so the table fits the screen and no column is cut off at its edge. Both
// layouts are in the HTML and CSS shows one (groups.module.css), so the server renders what the phone shows.
import { ActionIcon, Badge, Card, Group, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsExchange, IconDots, IconFirstAidKit, IconUserMinus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FacePhoto } from '../photos/FacePhoto.tsx';
import type { RosterGroupCard_group$key } from '../../__generated__/RosterGroupCard_group.graphql';
import { LazyMenu } from '../../components/LazyMenu.tsx';
import { GroupManageMenu } from './GroupManageMenu.tsx';
import { GroupTypeBadge } from './GroupTypeBadge.tsx';
import { gradeLabel } from '../../lib/format.ts';
import { displayName } from '../../../../shared/person-name.ts';
import classes from './groups.module.css';
import { CHECK_IN_LABEL, hasMedicalMark, matchesCheckIn, matchesSearch, parentContactsText, type CheckInFilter, type RosterChildRow } from './roster-filter.ts';
import { useSetChildGroupAssignmentMutation } from './useSetChildGroupAssignmentMutation.ts';

const RosterMemoryWork = lazy(() => import('../schedule/RosterMemoryWork.tsx'));

export const CHECK_IN_BADGE: Record<string, { color: string; variant: 'filled' | 'outline' }> = {
  CHECKED_IN: { color: '#1b5e20', variant: 'filled' }, // green.9 is below 4.5:1 with white text
  CHECKED_OUT: { color: 'gray.7', variant: 'filled' },
  NOT_CHECKED_IN: { color: 'gray.8', variant: 'outline' },
};

export interface MoveTarget {
  id: string;
  name: string;
  groupType: string;
}

export interface RosterGroupCardProps {
  group: RosterGroupCard_group$key;
  search: string;
  checkIn: CheckInFilter;
  canManage: boolean;
  canAssign: boolean;
  moveTargets: readonly MoveTarget[];
  onOpenChild: (childId: string) => void;
}

/** The medical mark: the parent's alert line when there is one, else "Medical info on file". */
export function MedicalMark({ row }: { row: RosterChildRow }) {
  if (!hasMedicalMark(row)) return null;
  const line = row.child.medicalAlert?.trim();
  return (
    <div className={classes.medicalAlert} data-testid="medical-alert">
      <IconFirstAidKit size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <span>
        <span className={classes.visuallyHidden}>Medical alert: </span>
        {line || 'Medical info on file'}
      </span>
    </div>
  );
}

/** A roster row as the card, CSV and print show it (the export reads the same fields, unmasked). */
graphql`
  fragment RosterGroupCard_row on RosterChild {
    checkInState
    child {
      id
      databaseId
      firstName
      preferredName
      lastName
      gradeEntering
      photoUrl
      hasMedicalInformation
      medicalAlert
      medicalInformation
      parentContacts {
        firstName
        preferredName
        lastName
        phone
      }
    }
  }
`;

export function RosterGroupCard({ group: ref, search, checkIn, canManage, canAssign, moveTargets, onOpenChild }: RosterGroupCardProps) {
  const group = useFragment(
    graphql`
      fragment RosterGroupCard_group on Group {
        id
        name
        color
        groupType
        capacity
        childCount
        checkedInCount
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
          ...RosterGroupCard_row @relay(mask: false)
        }
      }
    `,
    ref,
  );
  const [assign] = useSetChildGroupAssignmentMutation();
  const filtering = search.trim() !== '' || checkIn !== 'all';
  const rows = group.roster.filter((r) => matchesSearch(r, search, group.name) && matchesCheckIn(r, checkIn));
  const checkedIn = group.checkedInCount;
  const targets = moveTargets.filter((t) => t.id !== group.id && t.groupType === group.groupType);
  const leaders = [...group.staff.map(displayName), ...group.interns.map((i) => `${displayName(i)} (intern)`)];
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
      ) : filtering && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No children in {group.name} match. Try another word or clear the filters.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped highlightOnHover className={classes.rosterTable} aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <span className={classes.wideOnly}>Name</span>
                  <span className={classes.narrowOnly}>
                    Name, grade <span className="no-print">and memory work</span>
                  </span>
                </Table.Th>
                <Table.Th className={classes.wideOnly}>Grade</Table.Th>
                <Table.Th>Today</Table.Th>
                <Table.Th className={`no-print ${classes.wideOnly}`}>Memory work</Table.Th>
                {canAssign && (
                  <Table.Th className="no-print">
                    <span className={classes.visuallyHidden}>Actions</span>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const { child, checkInState } = row;
                return (
                <Table.Tr key={child.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {child.photoUrl && (
                        <span className="no-print">
                          <FacePhoto url={child.photoUrl} name={displayName(child)} size={32} decorative />
                        </span>
                      )}
                      <UnstyledButton className={classes.personLink} onClick={() => onOpenChild(child.id)}>
                        {displayName(child)}
                      </UnstyledButton>
                    </Group>
                    <MedicalMark row={row} />
                    <div className={classes.narrowOnly}>
                      <Text size="xs" c="dimmed">
                        {gradeLabel(child.gradeEntering)}
                      </Text>
                      <div className="no-print">
                        <Suspense fallback={null}>
                          <RosterMemoryWork childId={child.databaseId} childName={displayName(child)} />
                        </Suspense>
                      </div>
                    </div>
                    <div className={classes.printOnly}>
                      {parentContactsText(child.parentContacts) && <Text size="xs">Parents: {parentContactsText(child.parentContacts)}</Text>}
                      {child.medicalInformation?.trim() && <Text size="xs">Medical: {child.medicalInformation}</Text>}
                    </div>
                  </Table.Td>
                  <Table.Td className={classes.wideOnly}>{gradeLabel(child.gradeEntering)}</Table.Td>
                  <Table.Td className={classes.stateCell}>
                    <Badge size="sm" radius="sm" className={classes.stateBadge} {...CHECK_IN_BADGE[checkInState]}>
                      {CHECK_IN_LABEL[checkInState] ?? checkInState}
                    </Badge>
                  </Table.Td>
                  <Table.Td className={`no-print ${classes.wideOnly}`}>
                    <Suspense fallback={null}>
                      <RosterMemoryWork childId={child.databaseId} childName={displayName(child)} />
                    </Suspense>
                  </Table.Td>
                  {canAssign && (
                    <Table.Td className="no-print" w={44}>
                      <LazyMenu
                        position="bottom-end"
                        withinPortal
                        target={
                          <ActionIcon variant="subtle" color="gray.8" aria-label={`Move or remove ${displayName(child)}`}>
                            <IconDots size={16} aria-hidden />
                          </ActionIcon>
                        }
                      >
                        {(Menu) => (
                          <>
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
                          </>
                        )}
                      </LazyMenu>
                    </Table.Td>
                  )}
                </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

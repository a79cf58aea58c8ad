// One group on the rosters page (the page shows one at a time): its color, type, counts, leaders, and its
// children with grade and today's check-in state. Clicking a child opens their info sheet; staff who may
// assign children move a child to another group of the same type, or take them out, from the row's menu.
// On a phone the rows are compact and the check-in badge is never cut short; the grade and the memory-work
// buttons go under the child's name, so the table fits the screen and no column is cut off at its edge. Both
// layouts are in the HTML and CSS shows one (groups.module.css), so the server renders what the phone shows.
import { ActionIcon, Badge, Card, Group, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsExchange, IconDots, IconFirstAidKit, IconUserMinus } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { FacePhoto } from '../photos/FacePhoto.tsx';
// With the card, not loaded lazily: the server renders each row's memory work, and a part whose code comes later
// cannot hydrate until it arrives; the page's first update after hydration then threw the server's rows away and
// built them again (14 rows of chips on the demo roster, ~70 ms of a phone's main thread).
import { RosterMemoryWork, type TodaysMemoryWork } from '../schedule/RosterMemoryWork.tsx';
import type { RosterGroupCard_group$key } from '../../__generated__/RosterGroupCard_group.graphql';
import { LazyMenu } from '../../components/LazyMenu.tsx';
import { GroupManageMenu } from './GroupManageMenu.tsx';
import { GroupTypeBadge } from './GroupTypeBadge.tsx';
import { gradeLabel } from '../../lib/format.ts';
import { displayName } from '../../../../shared/person-name.ts';
import classes from './groups.module.css';
import { MedicalAlertWords } from './MedicalAlertWords.tsx';
import { CHECK_IN_WORDS, hasMedicalMark, matchesCheckIn, matchesSearch, parentContactsText, MEDICAL_ON_FILE, type CheckInFilter, type RosterChildRow } from './roster-filter.ts';
import { useSetChildGroupAssignmentMutation } from './useSetChildGroupAssignmentMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

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
  /** Today's memory work, read once for the roster (RosterGroupPanel). */
  memoryWork: TodaysMemoryWork;
  onOpenChild: (childId: string) => void;
}

/** The medical mark: the parent's alert line when there is one, else "Medical info on file". */
export function MedicalMark({ row }: { row: RosterChildRow }) {
  if (!hasMedicalMark(row)) return null;
  const line = row.child.medicalAlert?.trim();
  return (
    <div className={classes.medicalAlert} data-testid="medical-alert">
      <IconFirstAidKit size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <MedicalAlertWords alert={line || <FormattedMessage {...MEDICAL_ON_FILE} />} />
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

export function RosterGroupCard({ group: ref, search, checkIn, canManage, canAssign, moveTargets, memoryWork, onOpenChild }: RosterGroupCardProps) {
  const intl = useIntl();
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
  const leaders = [...group.staff.map(displayName), ...group.interns.map((i) => intl.formatMessage({ id: 'staff.groups.internLeader', defaultMessage: '{name} (intern)' }, { name: displayName(i) }))];
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
            <FormattedMessage
              id="staff.groups.rosterCounts"
              defaultMessage="{children, plural, one {# child} other {# children}}{hasCapacity, select, true { of {capacity} seats} other {}} · {checkedIn} checked in"
              values={{ children: group.childCount, hasCapacity: String(group.capacity != null), capacity: group.capacity ?? 0, checkedIn }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="staff.groups.leaders"
              defaultMessage="{count, plural, =0 {No leaders assigned yet} other {Leaders: {names}}}"
              values={{ count: leaders.length, names: leaders.join(', ') }}
            />
          </Text>
        </div>
        {canManage && <GroupManageMenu group={group} />}
      </Group>
      {group.roster.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          <FormattedMessage id="staff.groups.noChildrenYet" defaultMessage="No children in this group yet." />
        </Text>
      ) : filtering && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="staff.groups.noChildrenMatch" defaultMessage="No children in {name} match. Try another word or clear the filters." values={{ name: group.name }} />
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped highlightOnHover className={classes.rosterTable} aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <span className={classes.wideOnly}><FormattedMessage id="staff.groups.column.name" defaultMessage="Name" /></span>
                  <span className={classes.narrowOnly}>
                    <FormattedMessage
                      id="staff.groups.narrowNameColumn"
                      defaultMessage="Name, grade <screenOnly>and memory work</screenOnly>"
                      values={{ screenOnly: (words) => <span className="no-print">{words}</span> }}
                    />
                  </span>
                </Table.Th>
                <Table.Th className={classes.wideOnly}><FormattedMessage id="staff.groups.column.grade" defaultMessage="Grade" /></Table.Th>
                <Table.Th><FormattedMessage id="staff.groups.column.today" defaultMessage="Today" /></Table.Th>
                <Table.Th className={`no-print ${classes.wideOnly}`}><FormattedMessage id="staff.groups.memoryWork" defaultMessage="Memory work" /></Table.Th>
                {canAssign && (
                  <Table.Th className="no-print">
                    <span className={classes.visuallyHidden}><FormattedMessage id="staff.groups.actions" defaultMessage="Actions" /></span>
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
                        <RosterMemoryWork memoryWork={memoryWork} childId={child.databaseId} childName={displayName(child)} />
                      </div>
                    </div>
                    <div className={classes.printOnly}>
                      {parentContactsText(child.parentContacts) && <Text size="xs"><FormattedMessage id="staff.groups.printParents" defaultMessage="Parents: {parents}" values={{ parents: parentContactsText(child.parentContacts) }} /></Text>}
                      {child.medicalInformation?.trim() && <Text size="xs"><FormattedMessage id="staff.groups.printMedical" defaultMessage="Medical: {information}" values={{ information: child.medicalInformation }} /></Text>}
                    </div>
                  </Table.Td>
                  <Table.Td className={classes.wideOnly}>{gradeLabel(child.gradeEntering)}</Table.Td>
                  <Table.Td className={classes.stateCell}>
                    <Badge size="sm" radius="sm" className={classes.stateBadge} {...CHECK_IN_BADGE[checkInState]}>
                      {CHECK_IN_WORDS[checkInState] ? <FormattedMessage {...CHECK_IN_WORDS[checkInState]} /> : checkInState}
                    </Badge>
                  </Table.Td>
                  <Table.Td className={`no-print ${classes.wideOnly}`}>
                    <RosterMemoryWork memoryWork={memoryWork} childId={child.databaseId} childName={displayName(child)} />
                  </Table.Td>
                  {canAssign && (
                    <Table.Td className="no-print" w={44}>
                      <LazyMenu
                        position="bottom-end"
                        withinPortal
                        target={
                          <ActionIcon variant="subtle" color="gray.8" aria-label={intl.formatMessage({ id: 'staff.groups.moveOrRemove', defaultMessage: 'Move or remove {name}' }, { name: displayName(child) })}>
                            <IconDots size={16} aria-hidden />
                          </ActionIcon>
                        }
                      >
                        {(Menu) => (
                          <>
                            {targets.length > 0 && <Menu.Label><FormattedMessage id="staff.groups.moveTo" defaultMessage="Move to" /></Menu.Label>}
                            {targets.map((t) => (
                              <Menu.Item
                                key={t.id}
                                leftSection={<IconArrowsExchange size={16} aria-hidden />}
                                onClick={() => assign({ input: { groupId: t.id, childId: child.id, assigned: true } }, { success: intl.formatMessage({ id: 'staff.groups.childMoved', defaultMessage: '{child} moved to {group}.' }, { child: child.firstName, group: t.name }) })}
                              >
                                {t.name}
                              </Menu.Item>
                            ))}
                            <Menu.Item
                              color="red.8"
                              leftSection={<IconUserMinus size={16} aria-hidden />}
                              onClick={() => assign({ input: { groupId: group.id, childId: child.id, assigned: false } }, { success: intl.formatMessage({ id: 'staff.groups.childTakenOut', defaultMessage: '{child} was taken out of {group}.' }, { child: child.firstName, group: group.name }) })}
                            >
                              <FormattedMessage id="staff.groups.removeFrom" defaultMessage="Remove from {name}" values={{ name: group.name }} />
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

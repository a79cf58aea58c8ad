// Staff rosters and assignments (/dashboard/staff): every staff member and intern with their groups, and
// every group with its staff and interns. Those with ASSIGN_STAFF assign by dragging a person onto a
// group or from the person's "Assign" menu (keyboard friendly), and take people off a group. Live.
import { ActionIcon, Badge, Card, Group, Menu, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGripVertical, IconShieldX, IconUserPlus } from '@tabler/icons-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReactNode } from 'react';
import type { StaffRostersPageQuery } from '../../__generated__/StaffRostersPageQuery.graphql';
import { startPersonDrag, type PersonKind } from './dragged-person.ts';
import { displayName } from '../../../../shared/person-name.ts';
import classes from './groups.module.css';
import { canAssignStaff } from './permissions.ts';
import { StaffGroupCard } from './StaffGroupCard.tsx';
import { useGroupChanges, useGroupListRefresh } from './useGroupChanges.ts';
import { useSetInternGroupAssignmentMutation } from './useSetInternGroupAssignmentMutation.ts';
import { useSetStaffGroupAssignmentMutation } from './useSetStaffGroupAssignmentMutation.ts';
import { openInfoSheet } from '../info-sheet/info-sheet-store.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query StaffRostersPageQuery {
    viewer {
      permissions
    }
    staffMembers {
      id
      firstName
      preferredName
      lastName
      cleared
    }
    groupList {
      id
      year
      groups {
        id
        name
        color
        staff {
          id
        }
        interns {
          id
        }
        ...StaffGroupCard_group
      }
      assignableInterns {
        id
        firstName
        preferredName
        lastName
        cleared
      }
    }
  }
`;

interface Person {
  kind: PersonKind;
  id: string;
  firstName: string;
  preferredName?: string | null;
  lastName: string;
  /** Cleared to work with children today (screening); only a cleared person is assigned to a group. */
  cleared: boolean;
}

/** The page as a route: a name opens that person's info sheet. */
export const StaffRoute = () => <StaffRostersPage onOpenPerson={(kind, personId) => openInfoSheet({ personType: kind, personId })} />;

export function StaffRostersPage({ onOpenPerson }: { onOpenPerson: (kind: PersonKind, personId: string) => void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<StaffRostersPageQuery>(query, {});
  useGroupListRefresh<StaffRostersPageQuery>(query, {});
  const list = data.groupList;
  useGroupChanges(list.year);
  const canAssign = canAssignStaff(data.viewer?.permissions ?? []);
  const [assignStaff] = useSetStaffGroupAssignmentMutation();
  const [assignIntern] = useSetInternGroupAssignmentMutation();

  const groupsOf = (p: Person) => list.groups.filter((g) => (p.kind === 'staff' ? g.staff : g.interns).some((x) => x.id === p.id));
  const assign = (kind: PersonKind, personId: string, groupId: string, assigned: boolean) => {
    const group = list.groups.find((g) => g.id === groupId);
    const person = [...data.staffMembers, ...list.assignableInterns].find((p) => p.id === personId);
    const what =
      person && group
        ? intl.formatMessage(
            { id: 'staff.groups.helpsGroup', defaultMessage: '{assigned, select, true {{person} now helps {group}.} other {{person} no longer helps {group}.}}' },
            { assigned: String(assigned), person: displayName(person), group: group.name },
          )
        : undefined;
    if (kind === 'staff') void assignStaff({ input: { groupId, staffId: personId, assigned } }, { success: what });
    else void assignIntern({ input: { groupId, internId: personId, assigned } }, { success: what });
  };

  const section = (title: ReactNode, people: Person[]) => (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {people.length === 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="staff.groups.nobodyYet" defaultMessage="Nobody yet." />
        </Text>
      )}
      {people.map((p) => {
        const groups = groupsOf(p);
        const open = list.groups.filter((g) => !groups.includes(g));
        return (
          <Card
            key={p.id}
            withBorder
            padding="xs"
            draggable={canAssign}
            className={canAssign ? classes.draggable : undefined}
            onDragStart={(e) => startPersonDrag(e.dataTransfer, p.kind, p.id)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                {canAssign && <IconGripVertical size={16} aria-hidden color="var(--mantine-color-gray-6)" />}
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <button type="button" className={classes.personLink} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }} onClick={() => onOpenPerson(p.kind, p.id)}>
                      {displayName(p)}
                    </button>
                    {!p.cleared && (
                      <Badge color="red" variant="light" size="sm" leftSection={<IconShieldX size={12} aria-hidden />}>
                        <FormattedMessage id="staff.groups.notCleared" defaultMessage="Not cleared" />
                      </Badge>
                    )}
                  </Group>
                  {!p.cleared && groups.length > 0 && (
                    <Text size="xs" c="red.9">
                      <FormattedMessage id="staff.groups.notClearedButAssigned" defaultMessage="Still assigned from before: the check-in station refuses them until a new screening record clears them." />
                    </Text>
                  )}
                  <Group gap={6} mt={2}>
                    {groups.length === 0 ? (
                      <Text size="xs" c="dimmed">
                        <FormattedMessage id="staff.groups.noGroups" defaultMessage="No groups" />
                      </Text>
                    ) : (
                      groups.map((g) => (
                        <Group key={g.id} gap={4} wrap="nowrap">
                          <span className={classes.swatch} style={{ background: g.color }} aria-hidden />
                          <Text size="xs">{g.name}</Text>
                        </Group>
                      ))
                    )}
                  </Group>
                </div>
              </Group>
              {canAssign && open.length > 0 && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray.8" aria-label={intl.formatMessage({ id: 'staff.groups.assignToGroup', defaultMessage: 'Assign {person} to a group' }, { person: displayName(p) })}>
                      <IconUserPlus size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
                    <Menu.Label><FormattedMessage id="staff.groups.assignTo" defaultMessage="Assign to" /></Menu.Label>
                    {open.map((g) => (
                      <Menu.Item key={g.id} leftSection={<span className={classes.swatch} style={{ background: g.color }} aria-hidden />} onClick={() => assign(p.kind, p.id, g.id, true)}>
                        {g.name}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}><FormattedMessage id="staff.groups.staffRostersTitle" defaultMessage="Staff rosters" /></Title>
        <Text c="dimmed">
          <FormattedMessage
            id="staff.groups.staffRostersSummary"
            defaultMessage="{year}: {staff} staff and {interns} interns across {groups} groups.{canAssign, select, true { Drag a person onto a group, or use their assign menu.} other { An administrator assigns staff and interns to groups.}}"
            values={{ year: String(list.year), staff: data.staffMembers.length, interns: list.assignableInterns.length, groups: list.groups.length, canAssign: String(canAssign) }}
          />
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          {section(<FormattedMessage id="staff.groups.staffSection" defaultMessage="Staff" />, data.staffMembers.map((s) => ({ kind: 'staff' as const, ...s })))}
          {section(<FormattedMessage id="staff.groups.internsSection" defaultMessage="Interns" />, list.assignableInterns.map((i) => ({ kind: 'intern' as const, ...i })))}
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h3">
            <FormattedMessage id="staff.groups.groups" defaultMessage="Groups" />
          </Title>
          {list.groups.length === 0 && <Text c="dimmed"><FormattedMessage id="staff.groups.noGroupsForYear" defaultMessage="No groups for {year} yet." values={{ year: String(list.year) }} /></Text>}
          {list.groups.map((g) => (
            <StaffGroupCard key={g.id} group={g} canAssign={canAssign} onAssign={assign} onOpenPerson={onOpenPerson} />
          ))}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

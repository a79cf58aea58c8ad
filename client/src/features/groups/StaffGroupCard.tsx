// One group on the staff page: its staff and interns, each removable by those with ASSIGN_STAFF; a
// person dragged from the people list onto the card is assigned to it.
import { Badge, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StaffGroupCard_group$key } from '../../__generated__/StaffGroupCard_group.graphql';
import { GroupTypeBadge } from './GroupTypeBadge.tsx';
import { displayName } from '../../../../shared/person-name.ts';
import classes from './groups.module.css';
import { readDraggedPerson, type PersonKind } from './dragged-person.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

interface Props {
  group: StaffGroupCard_group$key;
  canAssign: boolean;
  onAssign: (kind: PersonKind, personId: string, groupId: string, assigned: boolean) => void;
  onOpenPerson: (kind: PersonKind, personId: string) => void;
}

export function StaffGroupCard({ group: ref, canAssign, onAssign, onOpenPerson }: Props) {
  const intl = useIntl();
  const group = useFragment(
    graphql`
      fragment StaffGroupCard_group on Group {
        id
        name
        color
        groupType
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
      }
    `,
    ref,
  );
  const [over, setOver] = useState(false);
  const people = [...group.staff.map((p) => ({ kind: 'staff' as const, ...p })), ...group.interns.map((p) => ({ kind: 'intern' as const, ...p }))];
  const headingId = `staff-group-${group.id}`;

  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-labelledby={headingId}
      className={`${classes.groupCard} ${over ? classes.dropTarget : ''}`}
      style={{ borderLeftColor: group.color }}
      onDragOver={canAssign ? (e) => (e.preventDefault(), setOver(true)) : undefined}
      onDragLeave={() => setOver(false)}
      onDrop={
        canAssign
          ? (e) => {
              e.preventDefault();
              setOver(false);
              const person = readDraggedPerson(e.dataTransfer);
              if (person) onAssign(person.kind, person.id, group.id, true);
            }
          : undefined
      }
    >
      <Group gap="xs" mb={6}>
        <Title order={3} size="h4" id={headingId}>
          {group.name}
        </Title>
        <GroupTypeBadge groupType={group.groupType} />
      </Group>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          <FormattedMessage
            id="staff.groups.nobodyAssigned"
            defaultMessage="Nobody assigned yet.{canAssign, select, true { Drag a person here or use their “Assign” menu.} other {}}"
            values={{ canAssign: String(canAssign) }}
          />
        </Text>
      ) : (
        <Stack gap={4}>
          {people.map((p) => (
            <Group key={p.id} gap={6} wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap">
                <button type="button" className={classes.personLink} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }} onClick={() => onOpenPerson(p.kind, p.id)}>
                  {displayName(p)}
                </button>
                {p.kind === 'intern' && (
                  <Badge size="xs" variant="outline" color="gray.8">
                    <FormattedMessage id="staff.groups.intern" defaultMessage="Intern" />
                  </Badge>
                )}
              </Group>
              {canAssign && <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'staff.groups.takeOff', defaultMessage: 'Take {person} off {group}' }, { person: displayName(p), group: group.name })} onClick={() => onAssign(p.kind, p.id, group.id, false)} />}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

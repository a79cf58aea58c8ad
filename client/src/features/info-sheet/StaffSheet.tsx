// The staff view: contact, the groups they are assigned to this year, and their permissions. Staff are
// labeled 'Member' (SPEC §2).
import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { StaffSheet_staff$key } from '../../__generated__/StaffSheet_staff.graphql';
import type { StaffSheetQuery } from '../../__generated__/StaffSheetQuery.graphql';
import { displayName, formatPhone, permissionLabel } from '../../lib/format.ts';
import { Empty, Field, Fields, GroupBadges } from './SheetParts.tsx';
import { SheetFrame } from './SheetFrame.tsx';

const query = graphql`
  query StaffSheetQuery($id: ID!, $year: Int!) {
    node(id: $id) {
      ...StaffSheet_staff @alias(as: "staff") @arguments(year: $year)
    }
  }
`;

export function StaffSheetEntry({ personId, year }: { personId: string; year: number }) {
  const data = useLazyLoadQuery<StaffSheetQuery>(query, { id: personId, year }, { fetchPolicy: 'store-and-network' });
  const staffKey = data.node?.staff;
  if (!staffKey) throw new Error('This staff member could not be found.');
  return <StaffSheet staff={staffKey} />;
}

export function StaffSheet({ staff: staffKey }: { staff: StaffSheet_staff$key }) {
  const staff = useFragment(
    graphql`
      fragment StaffSheet_staff on Staff @argumentDefinitions(year: { type: "Int!" }) {
        id
        firstName
        preferredName
        lastName
        email
        phone
        permissions
        groups(year: $year) {
          id
          name
          color
          groupType
        }
      }
    `,
    staffKey,
  );
  return (
    <SheetFrame title={displayName(staff)} typeLabel="Member">
      <Stack gap="md">
        <Fields>
          <Field label="Email">{staff.email ? <Anchor href={`mailto:${staff.email}`}>{staff.email}</Anchor> : <Empty>(No email provided)</Empty>}</Field>
          <Field label="Phone">{staff.phone ? <Anchor href={`tel:${staff.phone}`}>{formatPhone(staff.phone)}</Anchor> : <Empty>(No phone number provided)</Empty>}</Field>
          <Field label="Groups">{staff.groups.length ? <GroupBadges groups={staff.groups} /> : <Empty>(No assigned groups)</Empty>}</Field>
          <Field label="Permissions">
            {staff.permissions.length ? (
              <Group gap={6}>
                {staff.permissions.map((p) => (
                  <Badge key={p} variant="dot" tt="none">
                    {permissionLabel(p)}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Empty>(No permissions)</Empty>
            )}
          </Field>
        </Fields>
      </Stack>
    </SheetFrame>
  );
}

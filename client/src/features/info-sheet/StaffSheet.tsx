// The staff view: contact, the groups they are assigned to this year, and their permissions. Staff are
// labeled 'Member' (SPEC §2).
import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { StaffSheet_staff$key } from '../../__generated__/StaffSheet_staff.graphql';
import type { StaffSheetQuery } from '../../__generated__/StaffSheetQuery.graphql';
import { displayName, formatPhone, permissionLabel } from '../../lib/format.ts';
import { useIntl } from '../../i18n/intl.tsx';
import { PERSON_TYPE_LABEL } from './person-type-words.ts';
import { Empty, Field, Fields, GroupBadges, SHEET_WORDS } from './SheetParts.tsx';
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
  const intl = useIntl();
  return (
    <SheetFrame title={displayName(staff)} typeLabel={intl.formatMessage(PERSON_TYPE_LABEL.staff)}>
      <Stack gap="md">
        <Fields>
          <Field label={intl.formatMessage(SHEET_WORDS.email)}>
            {staff.email ? <Anchor href={`mailto:${staff.email}`}>{staff.email}</Anchor> : <Empty>{intl.formatMessage(SHEET_WORDS.noEmail)}</Empty>}
          </Field>
          <Field label={intl.formatMessage(SHEET_WORDS.phone)}>
            {staff.phone ? <Anchor href={`tel:${staff.phone}`}>{formatPhone(staff.phone)}</Anchor> : <Empty>{intl.formatMessage(SHEET_WORDS.noPhone)}</Empty>}
          </Field>
          <Field label={intl.formatMessage(SHEET_WORDS.groups)}>
            {staff.groups.length ? <GroupBadges groups={staff.groups} /> : <Empty>{intl.formatMessage(SHEET_WORDS.noGroups)}</Empty>}
          </Field>
          <Field label={intl.formatMessage({ id: 'staff.infoSheet.staff.permissions', defaultMessage: 'Permissions' })}>
            {staff.permissions.length ? (
              <Group gap={6}>
                {staff.permissions.map((p) => (
                  <Badge key={p} variant="dot" tt="none">
                    {permissionLabel(p)}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Empty>{intl.formatMessage({ id: 'staff.infoSheet.staff.noPermissions', defaultMessage: '(No permissions)' })}</Empty>
            )}
          </Field>
        </Fields>
      </Stack>
    </SheetFrame>
  );
}

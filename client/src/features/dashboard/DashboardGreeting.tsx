// The dashboard's greeting: the person's first (or preferred) name and their roles.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { DashboardGreeting_viewer$key } from '../../__generated__/DashboardGreeting_viewer.graphql';
import { calledName } from '../../../../shared/person-name.ts';

export function DashboardGreeting({ viewer: viewerRef }: { viewer: DashboardGreeting_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment DashboardGreeting_viewer on Viewer {
        isStaff
        isParent
        isIntern
        account {
          fullName
          preferredName
          email
        }
        staffIdentity {
          firstName
          preferredName
        }
        parentIdentity {
          firstName
          preferredName
        }
      }
    `,
    viewerRef,
  );
  const identity = viewer.staffIdentity ?? viewer.parentIdentity;
  const name = calledName(identity ?? { firstName: viewer.account.fullName.split(' ')[0], preferredName: viewer.account.preferredName });
  const roles = [viewer.isStaff && 'Staff', viewer.isParent && 'Parent', viewer.isIntern && 'Intern'].filter(Boolean) as string[];
  return (
    <Stack gap={6}>
      <Title order={1}>{name ? `Welcome, ${name}!` : 'Welcome!'}</Title>
      <Group gap="xs">
        <Text c="dimmed" size="sm">
          Signed in as {viewer.account.email ?? (viewer.account.fullName || 'you')}
        </Text>
        {roles.map((role) => (
          <Badge key={role} variant="light" size="sm">
            {role}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

// The dashboard's greeting: the person's first (or preferred) name and their roles.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { DashboardGreeting_viewer$key } from '../../__generated__/DashboardGreeting_viewer.graphql';
import { calledName } from '../../../../shared/person-name.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const ROLES = defineMessages({
  staff: { id: 'dashboard.role.staff', defaultMessage: 'Staff' },
  parent: { id: 'dashboard.role.parent', defaultMessage: 'Parent' },
  intern: { id: 'dashboard.role.intern', defaultMessage: 'Intern' },
});

export function DashboardGreeting({ viewer: viewerRef }: { viewer: DashboardGreeting_viewer$key }) {
  const intl = useIntl();
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
  const roles = [viewer.isStaff && ROLES.staff, viewer.isParent && ROLES.parent, viewer.isIntern && ROLES.intern].flatMap((role) => (role ? [intl.formatMessage(role)] : []));
  return (
    <Stack gap={6}>
      <Title order={1}>
        {name ? (
          <FormattedMessage id="dashboard.welcome.named" defaultMessage="Welcome, {name}!" values={{ name }} />
        ) : (
          <FormattedMessage id="dashboard.welcome" defaultMessage="Welcome!" />
        )}
      </Title>
      <Group gap="xs">
        <Text c="dimmed" size="sm">
          {viewer.account.email || viewer.account.fullName ? (
            <FormattedMessage id="dashboard.signedInAs" defaultMessage="Signed in as {who}" values={{ who: viewer.account.email ?? viewer.account.fullName }} />
          ) : (
            <FormattedMessage id="dashboard.signedIn" defaultMessage="Signed in" />
          )}
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

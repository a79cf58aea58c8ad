// The parent's part of the dashboard: each child with this year's registration status,
// group and today's check-in, and the family check-in code one tap away.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ParentDashboardQuery } from '../../__generated__/ParentDashboardQuery.graphql';
import { useNow } from '../../components/useNow.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { RegistrationStatusBadge } from '../registration/RegistrationStatusBadge.tsx';
import { checkInWords } from './check-in-words.ts';
import { displayName } from '../../../../shared/person-name.ts';

export function ParentDashboard({ year, timeZone }: { year: number; timeZone: string }) {
  const data = useLazyLoadQuery<ParentDashboardQuery>(
    graphql`
      query ParentDashboardQuery($year: Int!) {
        viewer {
          parentIdentity {
            children {
              id
              firstName
              preferredName
              lastName
              currentRegistration {
                status
              }
              groups(year: $year) {
                id
                name
                color
              }
              currentCheckIn {
                checkedIn
                recordedAt
              }
            }
          }
        }
      }
    `,
    { year },
    { fetchPolicy: 'store-and-network' },
  );
  const intl = useIntl();
  const now = useNow(60_000);
  const children = data.viewer?.parentIdentity?.children ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="family-today">
      <Title order={2} size="h4" id="family-today">
        <FormattedMessage id="dashboard.children" defaultMessage="Your children" />
      </Title>
      {children.length === 0 ? (
        <Card withBorder radius="md" padding="md">
          <Text>
            <FormattedMessage
              id="dashboard.noChildren"
              defaultMessage="No children on your profile yet. <profile>Add them on your profile</profile> to register them."
              values={{
                profile: (words) => (
                  <Anchor component={Link} to="/dashboard/profile">
                    {words}
                  </Anchor>
                ),
              }}
            />
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {children.map((child) => {
            const checkIn = checkInWords(child.currentCheckIn, now, timeZone);
            return (
              <Card key={child.id} component="li" withBorder radius="md" padding="md" aria-label={displayName(child)}>
                <Stack gap={8}>
                  <Text fw={700} size="lg">
                    {displayName(child)}
                  </Text>
                  <Group gap="xs">
                    <RegistrationStatusBadge status={child.currentRegistration?.status} />
                    <Badge variant="light" color={checkIn.color} c="dark.8" size="lg" tt="none">
                      {intl.formatMessage(checkIn.message, checkIn.values)}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {child.groups.length ? (
                      <FormattedMessage id="dashboard.group" defaultMessage="Group: {groups}" values={{ groups: child.groups.map((g) => g.name).join(', ') }} />
                    ) : (
                      <FormattedMessage id="dashboard.group.none" defaultMessage="Group: not assigned yet" />
                    )}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <Card withBorder radius="md" padding="md">
        <Group gap="sm" wrap="nowrap">
          <IconQrcode size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Text>
            <FormattedMessage
              id="dashboard.code"
              defaultMessage="<code>Show your family check-in code</code>: staff scan it at the check-in table. Open it once at home and it works offline."
              values={{
                code: (words) => (
                  <Anchor component={Link} to="/qrcode">
                    {words}
                  </Anchor>
                ),
              }}
            />
          </Text>
        </Group>
      </Card>
    </Stack>
  );
}

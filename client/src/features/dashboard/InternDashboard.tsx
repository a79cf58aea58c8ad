// The intern's part of the dashboard: where their application stands (also while
// applications are closed) and the groups they help lead.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InternDashboardQuery } from '../../__generated__/InternDashboardQuery.graphql';
import { GroupGlance } from './GroupGlance.tsx';
import { applicationStatusWords } from './application-status.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export function InternDashboard({ year, applicationsOpen }: { year: number; applicationsOpen: boolean }) {
  const data = useLazyLoadQuery<InternDashboardQuery>(
    graphql`
      query InternDashboardQuery($year: Int!) {
        myIntern {
          currentApplication {
            status
          }
          groups(year: $year) {
            id
            databaseId
            name
            color
            childCount
          }
        }
      }
    `,
    { year },
    { fetchPolicy: 'store-and-network' },
  );
  const intl = useIntl();
  const status = data.myIntern?.currentApplication?.status ?? null;
  const groups = data.myIntern?.groups ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="intern-today">
      <Title order={2} size="h4" id="intern-today">
        <FormattedMessage id="staff.intern.title" defaultMessage="Your internship" />
      </Title>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" gap="sm">
          <Text>{intl.formatMessage(applicationStatusWords(status, applicationsOpen))}</Text>
          {(status || applicationsOpen) && (
            <Anchor component={Link} to="/dashboard/application">
              {status ? (
                <FormattedMessage id="staff.intern.seeApplication" defaultMessage="See your application" />
              ) : (
                <FormattedMessage id="staff.intern.apply" defaultMessage="Apply now" />
              )}
            </Anchor>
          )}
        </Group>
      </Card>
      <GroupGlance groups={groups} rostersLink={false} emptyText={intl.formatMessage({ id: 'staff.intern.noGroup', defaultMessage: 'You are not in a group yet. Staff put interns in groups before the week starts.' })} />
    </Stack>
  );
}

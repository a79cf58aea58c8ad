// Intern application (/dashboard/application, open while intern applications are open): apply, or see
// where the application stands and change it while it is pending.
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ApplicationPageQuery } from '../../__generated__/ApplicationPageQuery.graphql';
import { ApplicationForm } from './ApplicationForm.tsx';
import { ApplicationStatusCard } from './ApplicationStatusCard.tsx';

export function ApplicationPage() {
  const data = useLazyLoadQuery<ApplicationPageQuery>(
    graphql`
      query ApplicationPageQuery {
        viewer {
          account {
            email
            fullName
          }
        }
        currentEdition {
          year
          name
          ...ApplicationForm_edition
        }
        myIntern {
          ...ApplicationForm_intern
          currentApplication {
            status
            ...ApplicationStatusCard_application
            responses {
              prompt
              worded
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return null;
  const application = data.myIntern?.currentApplication ?? null;
  const [firstName = '', ...rest] = data.viewer.account.fullName.split(/\s+/);
  const decided = application && application.status !== 'PENDING';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Intern application</Title>
        <Text c="dimmed">
          {data.currentEdition.year} {data.currentEdition.name}: help lead a group of children for the week.
        </Text>
      </div>
      {application && <ApplicationStatusCard application={application} />}
      {decided ? (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="answers-heading">
          <Title order={2} size="h3" id="answers-heading" mb="sm">
            Your answers
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {application.responses.map((r) => (
                <Table.Tr key={r.prompt}>
                  <Table.Th w="45%">{r.prompt}</Table.Th>
                  <Table.Td>{r.worded}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ) : (
        <ApplicationForm
          edition={data.currentEdition}
          intern={data.myIntern ?? null}
          defaults={{ firstName, lastName: rest.join(' '), email: data.viewer.account.email ?? '' }}
        />
      )}
    </Stack>
  );
}

// Intern application (/dashboard/application): apply while applications are open, or see where the
// application stands (also once they are closed) and change it while it is pending and still open.
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ApplicationPageQuery } from '../../__generated__/ApplicationPageQuery.graphql';
import { NoticePage } from '../../components/NoticePage.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';
import { ApplicationStatusCard } from './ApplicationStatusCard.tsx';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  title: { id: 'application.page.title', defaultMessage: 'Intern application' },
  closed: { id: 'application.page.closed', defaultMessage: 'Intern applications are closed right now' },
  closedText: {
    id: 'application.page.closedText',
    defaultMessage: 'Applications to help lead a group at {edition} open when the team is ready for them; this page will take them then.',
  },
  intro: { id: 'application.page.intro', defaultMessage: '{year} {edition}: help lead a group of children for the week.' },
  answers: { id: 'application.page.answers', defaultMessage: 'Your answers' },
});

export function ApplicationPage() {
  const intl = useIntl();
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
          internApplicationOpen
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
  const open = data.currentEdition.internApplicationOpen;
  const decided = application && application.status !== 'PENDING';
  if (!open && !application)
    return (
      <NoticePage
        kind="notOpenYet"
        title={intl.formatMessage(m.title)}
        heading={intl.formatMessage(m.closed)}
        description={intl.formatMessage(m.closedText, { edition: data.currentEdition.name })}
      />
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{intl.formatMessage(m.title)}</Title>
        <Text c="dimmed">{intl.formatMessage(m.intro, { year: data.currentEdition.year, edition: data.currentEdition.name })}</Text>
      </div>
      {application && <ApplicationStatusCard application={application} />}
      {application && (decided || !open) ? (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="answers-heading">
          <Title order={2} size="h3" id="answers-heading" mb="sm">
            {intl.formatMessage(m.answers)}
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

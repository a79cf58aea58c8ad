// A volunteer's own screening on the dashboard (staff and interns): cleared until when, or what is missing, and
// the code of conduct to sign by typing their name when it is missing. Working with children (the check-in
// station, leading a group) needs a current clearance; an administrator records background checks and training.
// The signing form is loaded only when the code of conduct is missing (CodeOfConductForm.tsx).
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MyScreeningCardQuery } from '../../__generated__/MyScreeningCardQuery.graphql';
import { LazyForm } from '../../components/LazyPart.tsx';
import { lazyPage } from '../../app/lazy-page.ts';
import { formatDate } from '../../lib/dates.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { clearanceLine, kindWords, recordParts } from './screening-words.ts';
import { screeningStatusOf } from './screening-status.ts';

graphql`
  fragment MyScreeningCard_screening on MyScreening {
    ...screeningStatus_fields
    requiresCodeOfConduct
  }
`;

const query = graphql`
  query MyScreeningCardQuery {
    myScreening {
      ...MyScreeningCard_screening @relay(mask: false)
    }
  }
`;

const CodeOfConductForm = lazyPage(() => import('./CodeOfConductForm.tsx'), 'default');

export function MyScreeningCard() {
  const intl = useIntl();
  const data = useLazyLoadQuery<MyScreeningCardQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const s = { ...data.myScreening, ...screeningStatusOf(data.myScreening) };
  const hasCode = s.records.some((r) => r.kind === 'CODE_OF_CONDUCT');

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-screening">
      <Title order={2} size="h4" id="my-screening">
        <FormattedMessage id="staff.screening.mine.heading" defaultMessage="Working with children" />
      </Title>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {s.clearance.cleared ? <IconShieldCheck color="var(--mantine-color-green-8)" aria-hidden /> : <IconShieldX color="var(--mantine-color-red-8)" aria-hidden />}
            <div>
              <Badge color={s.clearance.cleared ? 'green' : 'red'} variant="light" data-testid="my-clearance">
                {s.clearance.cleared ? (
                  <FormattedMessage id="staff.screening.badge.cleared" defaultMessage="Cleared" />
                ) : (
                  <FormattedMessage id="staff.screening.badge.notCleared" defaultMessage="Not cleared" />
                )}
              </Badge>
              <Text mt={4}>{clearanceLine(intl, s.clearance)}</Text>
              {!s.clearance.cleared && (
                <Text size="sm" c="dimmed">
                  <FormattedMessage
                    id="staff.screening.mine.untilThen"
                    defaultMessage="Until then you cannot use the check-in station or lead a group. Ask the VBS director to record what is missing."
                  />
                </Text>
              )}
            </div>
          </Group>
          {s.records.length > 0 && (
            <List size="sm" spacing={4} aria-label={intl.formatMessage({ id: 'staff.screening.mine.records', defaultMessage: 'Your screening records' })}>
              {s.records.map((r) => (
                <List.Item key={r.id}>
                  <FormattedMessage
                    id="staff.screening.mine.record"
                    defaultMessage="{kind}: {done}{hasResult, select, yes {, {result}} other {}}{hasTitle, select, yes {, {title}} other {}}{hasUntil, select, yes { (counts until {until})} other {}}"
                    values={{ kind: kindWords(intl, r.kind), done: formatDate(r.completedOn), ...recordParts(intl, r) }}
                  />
                </List.Item>
              ))}
            </List>
          )}
          {s.requiresCodeOfConduct && !hasCode && (
            <LazyForm label={intl.formatMessage({ id: 'staff.screening.mine.loadingCode', defaultMessage: 'Loading the code of conduct' })} rows={3}>
              <CodeOfConductForm />
            </LazyForm>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

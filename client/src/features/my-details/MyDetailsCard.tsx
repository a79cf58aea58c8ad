// "Your details" for staff and interns on /dashboard/profile: their name and phone as
// the program knows them, edited in place (MyDetailsForm.tsx, loaded when first opened).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MyDetailsCard_details$key } from '../../__generated__/MyDetailsCard_details.graphql';
import { preloadOn } from '../../app/lazy-page.ts';
import { LazyForm } from '../../components/LazyPart.tsx';
import { formatPhone } from '../../lib/format.ts';
import { MyDetailsForm } from '../profile/parts.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export function MyDetailsCard({ details: detailsRef }: { details: MyDetailsCard_details$key }) {
  const details = useFragment(
    graphql`
      fragment MyDetailsCard_details on MyDetails {
        id
        email
        firstName
        lastName
        preferredName
        phone
      }
    `,
    detailsRef,
  );
  const intl = useIntl();
  const [editing, setEditing] = useState(!details.firstName);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-details-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="my-details-heading">
              <FormattedMessage id="profile.details" defaultMessage="Your details" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="staff.myDetails.intro"
                defaultMessage="How the team and the families see your name, and the phone number the office can reach you at."
              />
            </Text>
          </div>
          {!editing && (
            <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} {...preloadOn(MyDetailsForm)}>
              <FormattedMessage id="profile.details.edit" defaultMessage="Edit details" />
            </Button>
          )}
        </Group>
        {editing ? (
          <LazyForm label={intl.formatMessage({ id: 'profile.form.loading', defaultMessage: 'Loading the form…' })} rows={3}>
            <MyDetailsForm details={details} onDone={() => setEditing(false)} />
          </LazyForm>
        ) : (
          <Stack gap={6}>
            <Text fw={600}>{displayName(details)}</Text>
            {details.email && <Text>{details.email}</Text>}
            <Text>{details.phone ? formatPhone(details.phone) : <FormattedMessage id="staff.myDetails.noPhone" defaultMessage="No phone number yet" />}</Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

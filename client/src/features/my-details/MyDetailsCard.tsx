// "Your details" for staff and interns on /dashboard/profile (issue 14 item 4): their name and phone as
// the program knows them, edited in place. The form checks with the schema the server uses and names the
// field to fix beside it, in the summary, and with focus.
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { myDetailsSchema } from '../../../../forms/my-details.ts';
import { useSchemaForm } from '../../app/use-schema-form.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { graphql, useFragment } from 'react-relay';
import type { MyDetailsCard_details$data, MyDetailsCard_details$key } from '../../__generated__/MyDetailsCard_details.graphql';
import { formatPhone } from '../info-sheet/format.ts';
import { useUpdateMyDetailsMutation } from './useUpdateMyDetailsMutation.ts';

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
  const [editing, setEditing] = useState(!details.firstName);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-details-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="my-details-heading">
              Your details
            </Title>
            <Text size="sm" c="dimmed">
              How the team and the families see your name, and the phone number the office can reach you at.
            </Text>
          </div>
          {!editing && (
            <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              Edit details
            </Button>
          )}
        </Group>
        {editing ? (
          <MyDetailsForm details={details} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap={6}>
            <Text fw={600}>
              {details.firstName} {details.preferredName && details.preferredName !== details.firstName ? `(${details.preferredName}) ` : ''}
              {details.lastName}
            </Text>
            {details.email && <Text>{details.email}</Text>}
            <Text>{details.phone ? formatPhone(details.phone) : 'No phone number yet'}</Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function MyDetailsForm({ details, onDone }: { details: MyDetailsCard_details$data; onDone: () => void }) {
  const [save, saving] = useUpdateMyDetailsMutation();
  // The schema both doors check with (forms/my-details.ts): the same words, before anything is sent.
  const { form, problems, formProps } = useSchemaForm({
    schema: myDetailsSchema,
    initialValues: {
      firstName: details.firstName,
      lastName: details.lastName,
      preferredName: details.preferredName ?? '',
      phone: details.phone ? formatPhone(details.phone) : '',
    },
    send: (values) => save({ input: { firstName: values.firstName, lastName: values.lastName, preferredName: values.preferredName || null, phone: values.phone } }),
    saved: 'Your details are saved.',
    failed: 'Your details could not be saved. Please try again.',
    toastKey: 'my-details-saved',
    onSaved: onDone,
  });
  return (
    <form {...formProps} aria-label="Your details">
      <Stack gap="sm">
        <FormErrorSummary problems={problems} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="First name" required autoComplete="given-name" miw={180} {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required autoComplete="family-name" miw={180} {...form.getInputProps('lastName')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Preferred name" description="What the children call you, if not your first name" miw={180} {...form.getInputProps('preferredName')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" description="7 digits, or 10 with the area code" miw={180} {...form.getInputProps('phone')} />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            Save details
          </Button>
          {details.firstName && (
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

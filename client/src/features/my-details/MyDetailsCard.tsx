// "Your details" for staff and interns on /dashboard/profile (issue 14 item 4): their name and phone as
// the program knows them, edited in place. The server checks every field and names the one to fix.
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MyDetailsCard_details$data, MyDetailsCard_details$key } from '../../__generated__/MyDetailsCard_details.graphql';
import { toast } from '../../app/toast.ts';
import { formatPhone } from '../info-sheet/format.ts';
import { errorMessage, fieldErrors } from '../profile/mutation.ts';
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
  const [values, setValues] = useState({
    firstName: details.firstName,
    lastName: details.lastName,
    preferredName: details.preferredName ?? '',
    phone: details.phone ? formatPhone(details.phone) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof values, label: string, props: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={errors[name]}
      {...props}
    />
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save({ input: { firstName: values.firstName, lastName: values.lastName, preferredName: values.preferredName || null, phone: values.phone } });
      toast.success('Your details are saved.', { key: 'my-details-saved' });
      onDone();
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      else toast.error(errorMessage(error), { key: 'my-details-saved' });
    }
  };
  return (
    <form onSubmit={submit} aria-label="Your details" noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          {field('firstName', 'First name', { required: true, autoComplete: 'given-name', miw: 180 })}
          {field('lastName', 'Last name', { required: true, autoComplete: 'family-name', miw: 180 })}
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          {field('preferredName', 'Preferred name', { description: 'What the children call you, if not your first name', miw: 180 })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', miw: 180 })}
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            Save details
          </Button>
          {details.firstName && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

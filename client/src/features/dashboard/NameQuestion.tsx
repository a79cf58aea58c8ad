// A brand-new parent is asked for their name before anything else (issue 14 item 12): the program never
// guesses it from an e-mail address. Saved through updateMyDetails; the greeting updates in place.
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { siteShell } from '../../app/site-shell.ts';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors } from '../profile/mutation.ts';
import { useUpdateMyDetailsMutation } from '../my-details/useUpdateMyDetailsMutation.ts';

export function NameQuestion() {
  const [save, saving] = useUpdateMyDetailsMutation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save({ input: { firstName, lastName } });
      // The header's avatar menu shows the name too.
      void siteShell.refresh();
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      else toast.error(errorMessage(error), { key: 'name-question' });
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="name-question">
      <form onSubmit={submit} aria-label="Your name" noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3" id="name-question">
              What is your name?
            </Title>
            <Text size="sm" c="dimmed">
              So we can greet you, and so the staff know who to call about your children.
            </Text>
          </div>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="First name" required autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} error={errors.firstName} miw={180} />
            <TextInput label="Last name" required autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} error={errors.lastName} miw={180} />
          </Group>
          <Button type="submit" loading={saving} w="fit-content">
            Continue
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

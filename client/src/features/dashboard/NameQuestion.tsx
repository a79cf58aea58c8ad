// A brand-new parent is asked for their name before anything else: the program never
// guesses it from an e-mail address. Saved through updateMyDetails; the greeting updates in place.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { myDetailsSchema } from '../../../../forms/my-details.ts';
import { siteShell } from '../../app/site-shell.ts';
import { useSchemaForm } from '../../app/use-schema-form.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { useUpdateMyDetailsMutation } from '../my-details/useUpdateMyDetailsMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export function NameQuestion() {
  const intl = useIntl();
  const [save, saving] = useUpdateMyDetailsMutation();
  // The schema both doors check with (forms/my-details.ts), before anything is sent.
  const { form, problems, formProps } = useSchemaForm({
    schema: myDetailsSchema,
    initialValues: { firstName: '', lastName: '' },
    send: (input) => save({ input }),
    failed: intl.formatMessage({ id: 'name.failed', defaultMessage: 'Your name could not be saved. Please try again.' }),
    toastKey: 'name-question',
    // The header's avatar menu shows the name too; the greeting updates in place.
    onSaved: () => void siteShell.refresh(),
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="name-question">
      <form {...formProps} aria-label={intl.formatMessage({ id: 'name.form', defaultMessage: 'Your name' })}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3" id="name-question">
              <FormattedMessage id="name.question" defaultMessage="What is your name?" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="name.why" defaultMessage="So we can greet you, and so the staff know who to call about your children." />
            </Text>
          </div>
          <FormErrorSummary problems={problems} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={intl.formatMessage({ id: 'person.firstName', defaultMessage: 'First name' })} required autoComplete="given-name" miw={180} {...form.getInputProps('firstName')} />
            <TextInput label={intl.formatMessage({ id: 'person.lastName', defaultMessage: 'Last name' })} required autoComplete="family-name" miw={180} {...form.getInputProps('lastName')} />
          </Group>
          <Button type="submit" loading={saving} w="fit-content">
            <FormattedMessage id="name.continue" defaultMessage="Continue" />
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

// The form of "Your details" for staff and interns (MyDetailsCard.tsx opens it; its code loads when first
// needed). It checks with the schema the server uses and names the field to fix beside it, in the summary,
// and with focus.
import { Button, Group, Stack } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { myDetailsSchema } from '../../../../forms/my-details.ts';
import { useSchemaForm } from '../../app/use-schema-form.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import type { MyDetailsCard_details$data } from '../../__generated__/MyDetailsCard_details.graphql';
import { formatPhone } from '../../lib/format.ts';
import { useUpdateMyDetailsMutation } from './useUpdateMyDetailsMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export function MyDetailsForm({ details, onDone }: { details: MyDetailsCard_details$data; onDone: () => void }) {
  const intl = useIntl();
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
    saved: intl.formatMessage({ id: 'profile.details.saved', defaultMessage: 'Your details are saved.' }),
    failed: intl.formatMessage({ id: 'profile.details.failed', defaultMessage: 'Your details could not be saved. Please try again.' }),
    toastKey: 'my-details-saved',
    onSaved: onDone,
  });
  return (
    <form {...formProps} aria-label={intl.formatMessage({ id: 'profile.details', defaultMessage: 'Your details' })}>
      <Stack gap="sm">
        <FormErrorSummary problems={problems} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={intl.formatMessage({ id: 'person.firstName', defaultMessage: 'First name' })} required autoComplete="given-name" miw={180} {...form.getInputProps('firstName')} />
          <TextInput label={intl.formatMessage({ id: 'person.lastName', defaultMessage: 'Last name' })} required autoComplete="family-name" miw={180} {...form.getInputProps('lastName')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={intl.formatMessage({ id: 'person.preferredName', defaultMessage: 'Preferred name' })}
            description={intl.formatMessage({ id: 'staff.myDetails.preferredName.hint', defaultMessage: 'What the children call you, if not your first name' })} miw={180} {...form.getInputProps('preferredName')} />
          <TextInput
            label={intl.formatMessage({ id: 'person.phone', defaultMessage: 'Phone' })}
            type="tel"
            autoComplete="tel"
            description={intl.formatMessage({ id: 'person.phone.hint', defaultMessage: '7 digits, or 10 with the area code' })} miw={180} {...form.getInputProps('phone')} />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            <FormattedMessage id="profile.details.save" defaultMessage="Save details" />
          </Button>
          {details.firstName && (
            <Button variant="default" onClick={onDone} disabled={saving}>
              <FormattedMessage id="confirm.cancel" defaultMessage="Cancel" />
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

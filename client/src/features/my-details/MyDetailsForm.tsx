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

export function MyDetailsForm({ details, onDone }: { details: MyDetailsCard_details$data; onDone: () => void }) {
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

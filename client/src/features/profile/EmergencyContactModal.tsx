// Adding or editing an emergency contact; EmergencyContactsCard.tsx opens it, and its code loads when first needed.
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useMediaQuery } from '@mantine/hooks';
import { emergencyContactSchema } from '../../../../forms/family.ts';
import { useSchemaForm } from '../../app/use-schema-form.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { NARROW_LAYOUT } from '../../app/site.ts';
import { formatPhone } from '../../lib/format.ts';
import type { Contact } from './people-records.ts';
import { RELATIONSHIP_OPTIONS, type RelationshipValue } from './format.ts';
import { useSaveEmergencyContactMutation } from './useSaveEmergencyContactMutation.ts';

type ContactFormValues = { firstName: string; lastName: string; relationship: RelationshipValue | null; relationshipOther: string; phone: string };

export function EmergencyContactModal({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const narrow = useMediaQuery(NARROW_LAYOUT);
  const [save, saving] = useSaveEmergencyContactMutation();
  // The same schema the server checks with (forms/family.ts): the same words, before anything is sent.
  const { form, problems, formProps } = useSchemaForm<ContactFormValues>({
    schema: emergencyContactSchema,
    initialValues: {
      firstName: contact?.name.firstName ?? '',
      lastName: contact?.name.lastName ?? '',
      relationship: (contact?.relationship ?? null) as RelationshipValue | null,
      relationshipOther: contact?.relationshipOther ?? '',
      phone: formatPhone(contact?.phone),
    },
    send: (values) =>
      save({
        input: {
          id: contact?.id ?? null,
          firstName: values.firstName,
          lastName: values.lastName,
          relationship: values.relationship!,
          ...(values.relationship === 'OTHER' ? { relationshipOther: values.relationshipOther } : {}),
          phone: values.phone,
        },
      }),
    saved: contact ? 'Emergency contact saved.' : 'Emergency contact added.',
    failed: 'The contact could not be saved. Please try again.',
    onSaved: onClose,
  });
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={contact ? 'Edit emergency contact' : 'Add an emergency contact'} fullScreen={narrow}>
      <form {...formProps}>
        <Stack gap="sm">
          <FormErrorSummary problems={problems} />
          <TextInput label="First name" required data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          <Select label="Relationship" required data={RELATIONSHIP_OPTIONS} allowDeselect={false} {...form.getInputProps('relationship')} />
          {form.values.relationship === 'OTHER' && (
            <TextInput label="Who are they to your family?" placeholder="Neighbor" required {...form.getInputProps('relationshipOther')} />
          )}
          <TextInput label="Phone" type="tel" required description="7 digits, or 10 with the area code" {...form.getInputProps('phone')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {contact ? 'Save contact' : 'Add contact'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

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
import { relationshipOptions, type RelationshipValue } from './format.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { useSaveEmergencyContactMutation } from './useSaveEmergencyContactMutation.ts';

type ContactFormValues = { firstName: string; lastName: string; relationship: RelationshipValue | null; relationshipOther: string; phone: string };

export function EmergencyContactModal({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const intl = useIntl();
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
    saved: contact
      ? intl.formatMessage({ id: 'profile.contact.saved', defaultMessage: 'Emergency contact saved.' })
      : intl.formatMessage({ id: 'profile.contact.added', defaultMessage: 'Emergency contact added.' }),
    failed: intl.formatMessage({ id: 'profile.contact.failed', defaultMessage: 'The contact could not be saved. Please try again.' }),
    onSaved: onClose,
  });
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'dialog.close', defaultMessage: 'Close' }) }}
      title={
        contact
          ? intl.formatMessage({ id: 'profile.contact.edit', defaultMessage: 'Edit emergency contact' })
          : intl.formatMessage({ id: 'profile.contact.new', defaultMessage: 'Add an emergency contact' })
      } fullScreen={narrow}>
      <form {...formProps}>
        <Stack gap="sm">
          <FormErrorSummary problems={problems} />
          <TextInput label={intl.formatMessage({ id: 'person.firstName', defaultMessage: 'First name' })} required data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label={intl.formatMessage({ id: 'person.lastName', defaultMessage: 'Last name' })} required {...form.getInputProps('lastName')} />
          <Select
            label={intl.formatMessage({ id: 'profile.contact.relationship', defaultMessage: 'Relationship' })}
            required
            data={relationshipOptions(intl)} allowDeselect={false} {...form.getInputProps('relationship')} />
          {form.values.relationship === 'OTHER' && (
            <TextInput
              label={intl.formatMessage({ id: 'profile.contact.relationshipOther', defaultMessage: 'Who are they to your family?' })}
              placeholder={intl.formatMessage({ id: 'profile.contact.relationshipOther.example', defaultMessage: 'Neighbor' })}
              required {...form.getInputProps('relationshipOther')} />
          )}
          <TextInput
            label={intl.formatMessage({ id: 'person.phone', defaultMessage: 'Phone' })}
            type="tel"
            required
            description={intl.formatMessage({ id: 'person.phone.hint', defaultMessage: '7 digits, or 10 with the area code' })} {...form.getInputProps('phone')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              <FormattedMessage id="confirm.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" loading={saving}>
              {contact ? (
                <FormattedMessage id="profile.contact.save" defaultMessage="Save contact" />
              ) : (
                <FormattedMessage id="profile.contacts.add" defaultMessage="Add contact" />
              )}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

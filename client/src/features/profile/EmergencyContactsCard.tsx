// Emergency contacts in call order: add, edit, delete, and move up/down (buttons, so the keyboard and
// screen readers can reorder as easily as a mouse). At least one is needed before registering.
import { ActionIcon, Alert, Button, Card, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { emergencyContactSchema } from '../../../../forms/family.ts';
import { useSchemaForm } from '../../app/use-schema-form.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { graphql, useFragment } from 'react-relay';
import type { EmergencyContactsCard_parent$data, EmergencyContactsCard_parent$key } from '../../__generated__/EmergencyContactsCard_parent.graphql';
import { NARROW_LAYOUT } from '../../app/site.ts';
import { toast } from '../../app/toast.ts';
import { formatPhone, RELATIONSHIP_LABEL } from '../info-sheet/format.ts';
import { RELATIONSHIP_OPTIONS, type RelationshipValue } from './format.ts';
import { errorMessage } from './mutation.ts';
import { useDeleteEmergencyContactMutation } from './useDeleteEmergencyContactMutation.ts';
import { useMoveEmergencyContactMutation } from './useMoveEmergencyContactMutation.ts';
import { useSaveEmergencyContactMutation } from './useSaveEmergencyContactMutation.ts';

type Contact = EmergencyContactsCard_parent$data['emergencyContacts'][number];
type ContactFormValues = { firstName: string; lastName: string; relationship: RelationshipValue | null; phone: string };

export function EmergencyContactsCard({ parent: parentRef }: { parent: EmergencyContactsCard_parent$key }) {
  const { emergencyContacts: contacts } = useFragment(
    graphql`
      fragment EmergencyContactsCard_parent on Parent {
        emergencyContacts {
          id
          name {
            firstName
            lastName
          }
          priority
          relationship
          phone
        }
      }
    `,
    parentRef,
  );
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [move, moving] = useMoveEmergencyContactMutation();
  const [remove] = useDeleteEmergencyContactMutation();

  const moveTo = async (contact: Contact, priority: number) => {
    try {
      await move({ id: contact.id, priority });
    } catch (error) {
      toast.error(errorMessage(error, 'The order could not be changed. Please try again.'));
    }
  };
  const del = async (contact: Contact) => {
    if (!window.confirm(`Remove ${contact.name.firstName} ${contact.name.lastName} from your emergency contacts?`)) return;
    try {
      await remove({ id: contact.id });
      toast.success('Emergency contact removed.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contacts-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="contacts-heading">
              Emergency contacts
            </Title>
            <Text size="sm" c="dimmed">
              We call them in this order if we cannot reach you.
            </Text>
          </div>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add contact
          </Button>
        </Group>
        {contacts.length === 0 ? (
          <Alert color="yellow" title="No emergency contacts yet">
            Add at least one person we can call if we cannot reach you. You need one before you can register.
          </Alert>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Emergency contacts in call order">
            {contacts.map((contact, index) => {
              const who = `${contact.name.firstName} ${contact.name.lastName}`;
              return (
                <Card key={contact.id} component="li" withBorder radius="sm" padding="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="sm" wrap="nowrap">
                      <Text fw={700} c="dimmed" aria-hidden>
                        {index + 1}.
                      </Text>
                      <div>
                        <Text fw={600}>{who}</Text>
                        <Text size="sm" c="dimmed">
                          {RELATIONSHIP_LABEL[contact.relationship] ?? contact.relationship} · {formatPhone(contact.phone)}
                        </Text>
                      </div>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" size="lg" aria-label={`Move ${who} up`} disabled={index === 0 || moving} onClick={() => moveTo(contact, index - 1)}>
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" size="lg" aria-label={`Move ${who} down`} disabled={index === contacts.length - 1 || moving} onClick={() => moveTo(contact, index + 1)}>
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${who}`} onClick={() => setEditing(contact)}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${who}`} onClick={() => del(contact)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>
      {editing && <EmergencyContactModal contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function EmergencyContactModal({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const narrow = useMediaQuery(NARROW_LAYOUT);
  const [save, saving] = useSaveEmergencyContactMutation();
  // The same schema the server checks with (forms/family.ts): the same words, before anything is sent.
  const { form, problems, formProps } = useSchemaForm<ContactFormValues>({
    schema: emergencyContactSchema,
    initialValues: {
      firstName: contact?.name.firstName ?? '',
      lastName: contact?.name.lastName ?? '',
      relationship: (contact?.relationship ?? null) as RelationshipValue | null,
      phone: formatPhone(contact?.phone),
    },
    send: (values) =>
      save({ input: { id: contact?.id ?? null, firstName: values.firstName, lastName: values.lastName, relationship: values.relationship!, phone: values.phone } }),
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

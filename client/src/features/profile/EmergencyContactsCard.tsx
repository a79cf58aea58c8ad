// Emergency contacts in call order: add, edit, delete, and move up/down (buttons, so the keyboard and
// screen readers can reorder as easily as a mouse). At least one is needed before registering.
import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EmergencyContactsCard_parent$key } from '../../__generated__/EmergencyContactsCard_parent.graphql';
import type { Contact } from './people-records.ts';
import { preloadOn } from '../../app/lazy-page.ts';
import { toast } from '../../app/toast.ts';
import { LazyDialog } from '../../components/LazyPart.tsx';
import { formatPhone } from '../../lib/format.ts';
import { relationshipWords } from '../../lib/family-words.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { errorMessage } from '../../lib/mutation.ts';
import { EmergencyContactModal } from './parts.ts';
import { useDeleteEmergencyContactMutation } from './useDeleteEmergencyContactMutation.ts';
import { useMoveEmergencyContactMutation } from './useMoveEmergencyContactMutation.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';

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
          relationshipOther
          phone
        }
      }
    `,
    parentRef,
  );
  const intl = useIntl();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [move, moving] = useMoveEmergencyContactMutation();
  const [remove] = useDeleteEmergencyContactMutation();

  const moveTo = async (contact: Contact, priority: number) => {
    try {
      await move({ id: contact.id, priority });
    } catch (error) {
      toast.error(errorMessage(error, intl.formatMessage({ id: 'profile.contacts.moveFailed', defaultMessage: 'The order could not be changed. Please try again.' })));
    }
  };
  const [confirm, confirmDialog] = useConfirm();
  const del = async (contact: Contact) => {
    const yes = await confirm({
      title: intl.formatMessage({ id: 'profile.contacts.remove.title', defaultMessage: 'Remove this emergency contact?' }),
      message: intl.formatMessage(
        { id: 'profile.contacts.remove.text', defaultMessage: '{name} will no longer be called in an emergency.' },
        { name: `${contact.name.firstName} ${contact.name.lastName}` },
      ),
      confirmLabel: intl.formatMessage({ id: 'profile.remove', defaultMessage: 'Remove' }),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove({ id: contact.id });
      toast.success(intl.formatMessage({ id: 'profile.contacts.removed', defaultMessage: 'Emergency contact removed.' }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contacts-heading">
      {confirmDialog}
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="contacts-heading">
              <FormattedMessage id="profile.contacts" defaultMessage="Emergency contacts" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="profile.contacts.intro" defaultMessage="We call them in this order if we cannot reach you." />
            </Text>
          </div>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} {...preloadOn(EmergencyContactModal)}>
            <FormattedMessage id="profile.contacts.add" defaultMessage="Add contact" />
          </Button>
        </Group>
        {contacts.length === 0 ? (
          <Alert color="yellow" title={intl.formatMessage({ id: 'profile.contacts.none', defaultMessage: 'No emergency contacts yet' })}>
            <FormattedMessage
              id="profile.contacts.none.text"
              defaultMessage="Add at least one person we can call if we cannot reach you. You need one before you can register."
            />
          </Alert>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={intl.formatMessage({ id: 'profile.contacts.order', defaultMessage: 'Emergency contacts in call order' })}>
            {contacts.map((contact, index) => {
              const who = `${contact.name.firstName} ${contact.name.lastName}`;
              return (
                <Card key={contact.id} component="li" withBorder radius="sm" padding="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="sm" wrap="nowrap">
                      <Text fw={700} c="dimmed" aria-hidden>
                        {intl.formatMessage({ id: 'profile.contacts.number', defaultMessage: '{number}.' }, { number: index + 1 })}
                      </Text>
                      <div>
                        <Text fw={600}>{who}</Text>
                        <Text size="sm" c="dimmed">
                          {[relationshipWords(intl, contact.relationship, contact.relationshipOther), formatPhone(contact.phone)].join(' · ')}
                        </Text>
                      </div>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" size="lg" aria-label={intl.formatMessage({ id: 'profile.contacts.up', defaultMessage: 'Move {name} up' }, { name: who })} disabled={index === 0 || moving} onClick={() => moveTo(contact, index - 1)}>
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" size="lg" aria-label={intl.formatMessage({ id: 'profile.contacts.down', defaultMessage: 'Move {name} down' }, { name: who })} disabled={index === contacts.length - 1 || moving} onClick={() => moveTo(contact, index + 1)}>
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" size="lg" aria-label={intl.formatMessage({ id: 'profile.editNamed', defaultMessage: 'Edit {name}' }, { name: who })} onClick={() => setEditing(contact)} {...preloadOn(EmergencyContactModal)}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" size="lg" aria-label={intl.formatMessage({ id: 'profile.removeNamed', defaultMessage: 'Remove {name}' }, { name: who })} onClick={() => del(contact)}>
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
      {editing && (
        <LazyDialog onClose={() => setEditing(null)}>
          <EmergencyContactModal contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </LazyDialog>
      )}
    </Card>
  );
}

// Adding or editing a pickup person (PickupPeopleCard.tsx opens it; its code loads when first needed).
import { Badge, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useState } from 'react';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors } from '../../lib/mutation.ts';
import type { Person } from './people-records.ts';
import { useSavePickupPersonMutation } from './usePickupPeopleMutations.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

interface Draft { id: number | null; name: string; relationship: string; phone: string; mayPickUp: boolean; note: string }

export function PickupPersonModal({ person, onClose, onSaved }: { person: Person | null; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const [save, saving] = useSavePickupPersonMutation();
  const [draft, setDraft] = useState<Draft>(() =>
    person
      ? { id: person.databaseId, name: person.name, relationship: person.relationship, phone: person.phone, mayPickUp: person.mayPickUp, note: person.note }
      : { id: null, name: '', relationship: '', phone: '', mayPickUp: true, note: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      await save({ input: { ...(draft.id ? { id: draft.id } : {}), name: draft.name, relationship: draft.relationship, phone: draft.phone, mayPickUp: draft.mayPickUp, note: draft.note } });
    } catch (error) {
      const refused = fieldErrors(error);
      if (Object.keys(refused).length) setErrors(refused);
      else toast.error(errorMessage(error));
      return;
    }
    onSaved();
    toast.success(intl.formatMessage({ id: 'profile.pickup.saved', defaultMessage: 'Pickup list saved.' }));
  };
  return (
    <Modal opened onClose={onClose} title={
        draft.id
          ? intl.formatMessage({ id: 'profile.pickup.edit', defaultMessage: 'Edit pickup person' })
          : intl.formatMessage({ id: 'profile.pickup.new', defaultMessage: 'Add a pickup person' })
      }
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'dialog.close', defaultMessage: 'Close' }) }}
    >
      <Stack gap="sm" component="form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <TextInput label={intl.formatMessage({ id: 'profile.pickup.name', defaultMessage: 'Name' })} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} error={errors.name} required data-autofocus />
        <TextInput
          label={intl.formatMessage({ id: 'profile.pickup.relationship.label', defaultMessage: 'Relationship to the children' })}
          placeholder={intl.formatMessage({ id: 'profile.pickup.relationship.example', defaultMessage: 'Grandmother' })} value={draft.relationship} onChange={(e) => setDraft({ ...draft, relationship: e.currentTarget.value })} error={errors.relationship} required />
        <TextInput label={intl.formatMessage({ id: 'person.phone', defaultMessage: 'Phone' })} type="tel" value={draft.phone} onChange={(e) => setDraft({ ...draft, phone: e.currentTarget.value })} error={errors.phone} />
        <Checkbox
          label={intl.formatMessage({ id: 'profile.pickup.mustNot', defaultMessage: 'This person must NOT pick up my children' })} checked={!draft.mayPickUp} onChange={(e) => setDraft({ ...draft, mayPickUp: !e.currentTarget.checked })} />
        <TextInput label={intl.formatMessage({ id: 'profile.pickup.note', defaultMessage: 'Note for staff' })} value={draft.note} onChange={(e) => setDraft({ ...draft, note: e.currentTarget.value })} error={errors.note} />
        {!draft.mayPickUp && (
          <Badge color="red" variant="light">
            <FormattedMessage id="profile.pickup.warning" defaultMessage="Staff will see a warning at check-out" />
          </Badge>
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="confirm.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" loading={saving}>
            <FormattedMessage id="profile.save" defaultMessage="Save" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

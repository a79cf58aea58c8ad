// Create a group for the year: name, type (SPEC §3 labels), color, and seats for an afternoon club.
// NewGroupButton.tsx opens it and keeps what was typed; its code loads when first needed.
import { Button, ColorInput, Group, Modal, Select, Stack } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { NumberInput } from '../../components/typed-number-input.tsx';
import { GROUP_SWATCHES } from './GroupDialog.tsx';
import { GROUP_TYPE_WORDS, type GroupDraft, type GroupTypeName } from './group-type.ts';
import { useCreateGroupMutation } from './useCreateGroupMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';


interface Props {
  year: number;
  draft: GroupDraft;
  onChange: (update: (draft: GroupDraft) => GroupDraft) => void;
  onClose: () => void;
  onCreated: () => void;
}

export function NewGroupModal({ year, draft, onChange, onClose, onCreated }: Props) {
  const intl = useIntl();
  const { name, groupType, color, capacity } = draft;
  const set = <K extends keyof GroupDraft>(key: K) => (value: GroupDraft[K]) => onChange((d) => ({ ...d, [key]: value }));
  const [create, creating] = useCreateGroupMutation();

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'staff.groups.newGroup', defaultMessage: 'New group' })}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const created = await create(
            { input: { year, name, groupType, color: color || null, capacity: groupType === 'ROTATIONAL' && capacity !== '' ? Number(capacity) : null } },
            { success: intl.formatMessage({ id: 'staff.groups.created', defaultMessage: '{name} was created.' }, { name: name.trim() }) },
          );
          if (created) onCreated();
        }}
      >
        <Stack>
          <TextInput label={intl.formatMessage({ id: 'staff.groups.groupName', defaultMessage: 'Group name' })} value={name} onChange={(e) => set('name')(e.currentTarget.value)} required maxLength={60} data-autofocus />
          <Select label={intl.formatMessage({ id: 'staff.groups.type', defaultMessage: 'Type' })} data={(Object.keys(GROUP_TYPE_WORDS) as GroupTypeName[]).map((value) => ({ value, label: intl.formatMessage(GROUP_TYPE_WORDS[value]) }))} value={groupType} onChange={(v) => v && set('groupType')(v as GroupTypeName)} allowDeselect={false} />
          {groupType === 'ROTATIONAL' && (
            <NumberInput label={intl.formatMessage({ id: 'staff.groups.seats', defaultMessage: 'Seats' })} description={intl.formatMessage({ id: 'staff.groups.seatsHint', defaultMessage: 'Leave empty for no limit.' })} min={1} max={1000} value={capacity} onChange={set('capacity')} />
          )}
          <ColorInput label={intl.formatMessage({ id: 'staff.groups.color', defaultMessage: 'Color' })} description={intl.formatMessage({ id: 'staff.groups.colorHint', defaultMessage: 'Leave empty to pick one no other group uses.' })} format="hex" value={color} onChange={set('color')} swatches={GROUP_SWATCHES} swatchesPerRow={10} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}><FormattedMessage id="staff.groups.cancel" defaultMessage="Cancel" /></Button>
            <Button type="submit" loading={creating}><FormattedMessage id="staff.groups.createGroup" defaultMessage="Create group" /></Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

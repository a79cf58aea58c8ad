// Create a group for the year: name, type (SPEC §3 labels), color, and seats for an afternoon club.
// NewGroupButton.tsx opens it and keeps what was typed; its code loads when first needed.
import { Button, ColorInput, Group, Modal, Select, Stack } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { NumberInput } from '../../components/typed-number-input.tsx';
import { GROUP_SWATCHES } from './GroupDialog.tsx';
import { GROUP_TYPE_LABEL, type GroupDraft, type GroupTypeName } from './group-type.ts';
import { useCreateGroupMutation } from './useCreateGroupMutation.ts';

const TYPES = (Object.keys(GROUP_TYPE_LABEL) as GroupTypeName[]).map((value) => ({ value, label: GROUP_TYPE_LABEL[value] }));

interface Props {
  year: number;
  draft: GroupDraft;
  onChange: (update: (draft: GroupDraft) => GroupDraft) => void;
  onClose: () => void;
  onCreated: () => void;
}

export function NewGroupModal({ year, draft, onChange, onClose, onCreated }: Props) {
  const { name, groupType, color, capacity } = draft;
  const set = <K extends keyof GroupDraft>(key: K) => (value: GroupDraft[K]) => onChange((d) => ({ ...d, [key]: value }));
  const [create, creating] = useCreateGroupMutation();

  return (
    <Modal opened onClose={onClose} title="New group">
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const created = await create(
            { input: { year, name, groupType, color: color || null, capacity: groupType === 'ROTATIONAL' && capacity !== '' ? Number(capacity) : null } },
            { success: `${name.trim()} was created.` },
          );
          if (created) onCreated();
        }}
      >
        <Stack>
          <TextInput label="Group name" value={name} onChange={(e) => set('name')(e.currentTarget.value)} required maxLength={60} data-autofocus />
          <Select label="Type" data={TYPES} value={groupType} onChange={(v) => v && set('groupType')(v as GroupTypeName)} allowDeselect={false} />
          {groupType === 'ROTATIONAL' && (
            <NumberInput label="Seats" description="Leave empty for no limit." min={1} max={1000} value={capacity} onChange={set('capacity')} />
          )}
          <ColorInput label="Color" description="Leave empty to pick one no other group uses." format="hex" value={color} onChange={set('color')} swatches={GROUP_SWATCHES} swatchesPerRow={10} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={creating}>Create group</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

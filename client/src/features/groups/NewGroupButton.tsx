// Create a group for the year: name, type (SPEC §3 labels), color, and seats for an afternoon club.
import { Button, ColorInput, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { GROUP_SWATCHES } from './GroupManageMenu.tsx';
import { GROUP_TYPE_LABEL, type GroupTypeName } from './group-type.ts';
import { useCreateGroupMutation } from './useCreateGroupMutation.ts';

const TYPES = (Object.keys(GROUP_TYPE_LABEL) as GroupTypeName[]).map((value) => ({ value, label: GROUP_TYPE_LABEL[value] }));

export function NewGroupButton({ year }: { year: number }) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [groupType, setGroupType] = useState<GroupTypeName>('PERMANENT');
  const [color, setColor] = useState('');
  const [capacity, setCapacity] = useState<number | string>('');
  const [create, creating] = useCreateGroupMutation();

  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)} className="no-print">
        New group
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="New group">
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const created = await create(
              { input: { year, name, groupType, color: color || null, capacity: groupType === 'ROTATIONAL' && capacity !== '' ? Number(capacity) : null } },
              { success: `${name.trim()} was created.` },
            );
            if (created) {
              setOpened(false);
              setName('');
              setColor('');
              setCapacity('');
            }
          }}
        >
          <Stack>
            <TextInput label="Group name" value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={60} data-autofocus />
            <Select label="Type" data={TYPES} value={groupType} onChange={(v) => v && setGroupType(v as GroupTypeName)} allowDeselect={false} />
            {groupType === 'ROTATIONAL' && (
              <NumberInput label="Seats" description="Leave empty for no limit." min={1} max={1000} value={capacity} onChange={setCapacity} />
            )}
            <ColorInput label="Color" description="Leave empty to pick one no other group uses." format="hex" value={color} onChange={setColor} swatches={GROUP_SWATCHES} swatchesPerRow={10} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>Cancel</Button>
              <Button type="submit" loading={creating}>Create group</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

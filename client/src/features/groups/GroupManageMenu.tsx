// Rename, recolor or delete a group (MANAGE_VBS or ASSIGN_STUDENT_GROUPS), each in a small dialog.
import { ActionIcon, Button, ColorInput, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDots, IconPalette, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteGroupMutation } from './useDeleteGroupMutation.ts';
import { useRecolorGroupMutation } from './useRecolorGroupMutation.ts';
import { useRenameGroupMutation } from './useRenameGroupMutation.ts';

export const GROUP_SWATCHES = ['#c92a2a', '#e8590c', '#f08c00', '#2f9e44', '#0c8599', '#1971c2', '#4c6ef5', '#7048e8', '#862e9c', '#d6336c'];

interface Props {
  group: { id: string; name: string; color: string };
}

export function GroupManageMenu({ group }: Props) {
  const [dialog, setDialog] = useState<'rename' | 'recolor' | 'delete' | null>(null);
  const [name, setName] = useState(group.name);
  const [color, setColor] = useState(group.color);
  const [rename, renaming] = useRenameGroupMutation();
  const [recolor, recoloring] = useRecolorGroupMutation();
  const [remove, removing] = useDeleteGroupMutation();
  const close = () => setDialog(null);

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray.8" aria-label={`Change ${group.name}`} className="no-print">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => (setName(group.name), setDialog('rename'))}>
            Rename
          </Menu.Item>
          <Menu.Item leftSection={<IconPalette size={16} aria-hidden />} onClick={() => (setColor(group.color), setDialog('recolor'))}>
            Change color
          </Menu.Item>
          <Menu.Item color="red.8" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
            Delete group
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <Modal opened={dialog === 'rename'} onClose={close} title={`Rename ${group.name}`}>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (await rename({ input: { groupId: group.id, name } }, { success: 'Group renamed.' })) close();
          }}
        >
          <Stack>
            <TextInput label="Group name" value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={60} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>Cancel</Button>
              <Button type="submit" loading={renaming}>Rename</Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal opened={dialog === 'recolor'} onClose={close} title={`Color of ${group.name}`}>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (await recolor({ input: { groupId: group.id, color } }, { success: 'Color changed.' })) close();
          }}
        >
          <Stack>
            <ColorInput label="Color" format="hex" value={color} onChange={setColor} swatches={GROUP_SWATCHES} swatchesPerRow={10} required data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>Cancel</Button>
              <Button type="submit" loading={recoloring}>Save color</Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal opened={dialog === 'delete'} onClose={close} title={`Delete ${group.name}?`}>
        <Stack>
          <Text size="sm">The group’s children, staff and interns are taken out of it and its points are deleted. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>Keep group</Button>
            <Button
              color="red.8"
              loading={removing}
              onClick={async () => {
                if (await remove({ input: { groupId: group.id } }, { success: `${group.name} was deleted.` })) close();
              }}
            >
              Delete group
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

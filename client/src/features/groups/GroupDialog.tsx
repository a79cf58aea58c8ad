// Rename, recolor or delete a group, each in a small dialog (GroupManageMenu.tsx opens them; their code
// loads when first needed).
import { Button, ColorInput, Group, Modal, Stack, Text } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useState } from 'react';
import { useDeleteGroupMutation } from './useDeleteGroupMutation.ts';
import { useRecolorGroupMutation } from './useRecolorGroupMutation.ts';
import { useRenameGroupMutation } from './useRenameGroupMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export const GROUP_SWATCHES = ['#c92a2a', '#e8590c', '#f08c00', '#2f9e44', '#0c8599', '#1971c2', '#4c6ef5', '#7048e8', '#862e9c', '#d6336c'];

export type GroupDialogKind = 'rename' | 'recolor' | 'delete';

interface Props {
  dialog: GroupDialogKind;
  group: { id: string; name: string; color: string };
  onClose: () => void;
}

export function GroupDialog({ dialog, group, onClose }: Props) {
  const intl = useIntl();
  const [name, setName] = useState(group.name);
  const [color, setColor] = useState(group.color);
  const [rename, renaming] = useRenameGroupMutation();
  const [recolor, recoloring] = useRecolorGroupMutation();
  const [remove, removing] = useDeleteGroupMutation();

  if (dialog === 'rename')
    return (
      <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'staff.groups.renameTitle', defaultMessage: 'Rename {name}' }, { name: group.name })}>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (await rename({ input: { groupId: group.id, name } }, { success: intl.formatMessage({ id: 'staff.groups.renamed', defaultMessage: 'Group renamed.' }) })) onClose();
          }}
        >
          <Stack>
            <TextInput label={intl.formatMessage({ id: 'staff.groups.groupName', defaultMessage: 'Group name' })} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={60} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}><FormattedMessage id="staff.groups.cancel" defaultMessage="Cancel" /></Button>
              <Button type="submit" loading={renaming}><FormattedMessage id="staff.groups.rename" defaultMessage="Rename" /></Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    );

  if (dialog === 'recolor')
    return (
      <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'staff.groups.recolorTitle', defaultMessage: 'Color of {name}' }, { name: group.name })}>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (await recolor({ input: { groupId: group.id, color } }, { success: intl.formatMessage({ id: 'staff.groups.recolored', defaultMessage: 'Color changed.' }) })) onClose();
          }}
        >
          <Stack>
            <ColorInput label={intl.formatMessage({ id: 'staff.groups.color', defaultMessage: 'Color' })} format="hex" value={color} onChange={setColor} swatches={GROUP_SWATCHES} swatchesPerRow={10} required data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}><FormattedMessage id="staff.groups.cancel" defaultMessage="Cancel" /></Button>
              <Button type="submit" loading={recoloring}><FormattedMessage id="staff.groups.saveColor" defaultMessage="Save color" /></Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    );

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'staff.groups.deleteTitle', defaultMessage: 'Delete {name}?' }, { name: group.name })}>
      <Stack>
        <Text size="sm"><FormattedMessage id="staff.groups.deleteExplained" defaultMessage="The group’s children, staff and interns are taken out of it and its points are deleted. This cannot be undone." /></Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus><FormattedMessage id="staff.groups.keepGroup" defaultMessage="Keep group" /></Button>
          <Button
            color="red.8"
            loading={removing}
            onClick={async () => {
              if (await remove({ input: { groupId: group.id } }, { success: intl.formatMessage({ id: 'staff.groups.deleted', defaultMessage: '{name} was deleted.' }, { name: group.name }) })) onClose();
            }}
          >
            <FormattedMessage id="staff.groups.deleteGroup" defaultMessage="Delete group" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

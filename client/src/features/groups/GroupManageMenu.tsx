// Rename, recolor or delete a group (MANAGE_VBS or ASSIGN_STUDENT_GROUPS): the menu (its code loaded after the
// page's first screen, components/LazyMenu.tsx), and the chosen small dialog (GroupDialog.tsx, loaded when first
// opened).
import { ActionIcon } from '@mantine/core';
import { IconDots, IconPalette, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { preloadOn } from '../../app/lazy-page.ts';
import { LazyMenu } from '../../components/LazyMenu.tsx';
import { LazyDialog } from '../../components/LazyPart.tsx';
import type { GroupDialogKind } from './GroupDialog.tsx';
import { GroupDialog } from './parts.ts';

interface Props {
  group: { id: string; name: string; color: string };
}

export function GroupManageMenu({ group }: Props) {
  const [dialog, setDialog] = useState<GroupDialogKind | null>(null);
  const close = () => setDialog(null);

  return (
    <>
      <LazyMenu
        position="bottom-end"
        withinPortal
        target={
          <ActionIcon variant="subtle" color="gray.8" aria-label={`Change ${group.name}`} className="no-print" {...preloadOn(GroupDialog)}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        }
      >
        {(Menu) => (
          <>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog('rename')}>
              Rename
            </Menu.Item>
            <Menu.Item leftSection={<IconPalette size={16} aria-hidden />} onClick={() => setDialog('recolor')}>
              Change color
            </Menu.Item>
            <Menu.Item color="red.8" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
              Delete group
            </Menu.Item>
          </>
        )}
      </LazyMenu>
      {dialog && (
        <LazyDialog onClose={close}>
          {/* A new dialog starts from the group as it is now (its name and color). */}
          <GroupDialog key={dialog} dialog={dialog} group={group} onClose={close} />
        </LazyDialog>
      )}
    </>
  );
}

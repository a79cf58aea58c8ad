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
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

interface Props {
  group: { id: string; name: string; color: string };
}

export function GroupManageMenu({ group }: Props) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<GroupDialogKind | null>(null);
  const close = () => setDialog(null);

  return (
    <>
      <LazyMenu
        position="bottom-end"
        withinPortal
        target={
          <ActionIcon variant="subtle" color="gray.8" aria-label={intl.formatMessage({ id: 'staff.groups.manage', defaultMessage: 'Change {name}' }, { name: group.name })} className="no-print" {...preloadOn(GroupDialog)}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        }
      >
        {(Menu) => (
          <>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog('rename')}>
              <FormattedMessage id="staff.groups.rename" defaultMessage="Rename" />
            </Menu.Item>
            <Menu.Item leftSection={<IconPalette size={16} aria-hidden />} onClick={() => setDialog('recolor')}>
              <FormattedMessage id="staff.groups.changeColor" defaultMessage="Change color" />
            </Menu.Item>
            <Menu.Item color="red.8" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
              <FormattedMessage id="staff.groups.deleteGroup" defaultMessage="Delete group" />
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

// Create a group for the year: the button, and its dialog (NewGroupModal.tsx, loaded when first opened).
// What was typed stays until the group is created, as it did when the dialog was closed and opened again.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { preloadOn } from '../../app/lazy-page.ts';
import { LazyDialog } from '../../components/LazyPart.tsx';
import { EMPTY_GROUP_DRAFT, type GroupDraft } from './group-type.ts';
import { NewGroupModal } from './parts.ts';
import { FormattedMessage } from '../../i18n/intl.tsx';

export function NewGroupButton({ year }: { year: number }) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<GroupDraft>(EMPTY_GROUP_DRAFT);
  const close = () => setOpened(false);

  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)} className="no-print" {...preloadOn(NewGroupModal)}>
        <FormattedMessage id="staff.groups.newGroup" defaultMessage="New group" />
      </Button>
      {opened && (
        <LazyDialog onClose={close}>
          <NewGroupModal
            year={year}
            draft={draft}
            onChange={setDraft}
            onClose={close}
            onCreated={() => {
              close();
              setDraft((d) => ({ ...EMPTY_GROUP_DRAFT, groupType: d.groupType }));
            }}
          />
        </LazyDialog>
      )}
    </>
  );
}

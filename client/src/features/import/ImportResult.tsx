// What an import did, just after it ran, with its undo (refused in words once something it created changed).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import type { ImportRunResult } from './useImportMutations.ts';
import type { UndoImport } from './useUndoImport.tsx';

const m = defineMessages({
  undoneTitle: { id: 'staff.import.result.undoneTitle', defaultMessage: 'Import undone' },
  importedTitle: { id: 'staff.import.result.importedTitle', defaultMessage: 'Imported' },
  undone: { id: 'staff.import.result.undone', defaultMessage: 'Everything this import created has been removed.' },
  volunteers: {
    id: 'staff.import.result.volunteers',
    defaultMessage:
      '{staff, plural, one {# staff member} other {# staff members}} and {interns, plural, one {# intern} other {# interns}} added; {skipped, plural, one {# row} other {# rows}} left out. {invitations, plural, one {# invitation} other {# invitations}} to sign in are on their way by e-mail.',
  },
  families: {
    id: 'staff.import.result.families',
    defaultMessage:
      '{families, plural, one {# new family} other {# new families}} and {children, plural, one {# child} other {# children}} added; {merged, plural, one {# family} other {# families}} already here got new children; {skipped, plural, one {# row} other {# rows}} left out. {invitations, plural, one {# invitation} other {# invitations}} to claim an account are on their way by e-mail.',
  },
  cannotUndo: { id: 'staff.import.result.cannotUndo', defaultMessage: 'Cannot be undone' },
  thisFile: { id: 'staff.import.result.thisFile', defaultMessage: 'this file' },
});

export function ImportResult({ result, undo, volunteers }: { result: ImportRunResult; undo: UndoImport; volunteers?: boolean }) {
  const [undone, setUndone] = useState(false);
  const refusal = undo.refusals.get(result.importId);
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Alert color={undone ? 'gray' : 'green'} icon={<IconCircleCheck size={18} aria-hidden />} title={intl.formatMessage(undone ? m.undoneTitle : m.importedTitle)} role="status">
        <Text size="sm">
          {undone
            ? intl.formatMessage(m.undone)
            : volunteers
              ? intl.formatMessage(m.volunteers, { staff: result.staffCreated, interns: result.internsCreated, skipped: result.skippedRows, invitations: result.invitationsQueued })
              : intl.formatMessage(m.families, {
                  families: result.familiesCreated,
                  children: result.childrenCreated,
                  merged: result.familiesMerged,
                  skipped: result.skippedRows,
                  invitations: result.invitationsQueued,
                })}
        </Text>
      </Alert>
      {refusal && (
        <Alert color="red" title={intl.formatMessage(m.cannotUndo)}>
          {refusal}
        </Alert>
      )}
      {!undone && (
        <Group>
          <Button
            variant="default"
            color="red"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={undo.undoing === result.importId}
            onClick={async () => setUndone(await undo.undo(result.importId, intl.formatMessage(m.thisFile)))}
          >
            <FormattedMessage id="staff.import.result.undo" defaultMessage="Undo this import" />
          </Button>
        </Group>
      )}
    </Stack>
  );
}

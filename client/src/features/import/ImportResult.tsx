// What an import did, just after it ran, with its undo (refused in words once something it created changed).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportRunResult } from './useImportMutations.ts';
import type { UndoImport } from './useUndoImport.tsx';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ImportResult({ result, undo, volunteers }: { result: ImportRunResult; undo: UndoImport; volunteers?: boolean }) {
  const [undone, setUndone] = useState(false);
  const refusal = undo.refusals.get(result.importId);
  return (
    <Stack gap="xs">
      <Alert color={undone ? 'gray' : 'green'} icon={<IconCircleCheck size={18} aria-hidden />} title={undone ? 'Import undone' : 'Imported'} role="status">
        <Text size="sm">
          {undone
            ? 'Everything this import created has been removed.'
            : volunteers
              ? `${count(result.staffCreated, 'staff member', 'staff members')} and ${count(result.internsCreated, 'intern', 'interns')} added; ${count(result.skippedRows, 'row', 'rows')} left out. ${count(result.invitationsQueued, 'invitation', 'invitations')} to sign in are on their way by e-mail.`
              : `${count(result.familiesCreated, 'new family', 'new families')} and ${count(result.childrenCreated, 'child', 'children')} added; ${count(result.familiesMerged, 'family', 'families')} already here got new children; ${count(result.skippedRows, 'row', 'rows')} left out. ${count(result.invitationsQueued, 'invitation', 'invitations')} to claim an account are on their way by e-mail.`}
        </Text>
      </Alert>
      {refusal && (
        <Alert color="red" title="Cannot be undone">
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
            onClick={async () => setUndone(await undo.undo(result.importId, 'this file'))}
          >
            Undo this import
          </Button>
        </Group>
      )}
    </Stack>
  );
}

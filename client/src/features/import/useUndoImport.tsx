// Undoing an import, from its result or from the list of past imports: asked once more, then done as a whole
// or refused by the server in words (something it created has changed since), which stays shown beside
// the import until the page is left.
import { useCallback, useState, type ReactNode } from 'react';
import { toast } from '../../app/toast.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { errorMessage } from '../../lib/mutation.ts';
import { RequestError } from '../../relay/errors.ts';
import { useUndoImportMutation } from './useImportMutations.ts';

const m = defineMessages({
  title: { id: 'staff.import.undo.confirmTitle', defaultMessage: 'Undo this import?' },
  message: {
    id: 'staff.import.undo.confirmMessage',
    defaultMessage:
      'The families, children, volunteers and accounts that {fileName} created, and the children it added to families already here, are removed. Families and volunteers already here keep everything else.',
  },
  confirm: { id: 'staff.import.undo.confirmLabel', defaultMessage: 'Undo the import' },
  volunteersRemoved: { id: 'staff.import.undo.volunteersRemoved', defaultMessage: 'Import undone: {count, plural, one {# volunteer} other {# volunteers}} removed.' },
  familiesRemoved: {
    id: 'staff.import.undo.familiesRemoved',
    defaultMessage: 'Import undone: {families, plural, one {# family} other {# families}} and {children, plural, one {# child} other {# children}} removed.',
  },
  failed: { id: 'staff.import.undo.failed', defaultMessage: 'The import could not be undone. Please try again.' },
});

export interface UndoImport {
  /** Asks, then undoes; resolves to true once undone. */
  undo: (importId: number, fileName: string) => Promise<boolean>;
  /** Why the server refused to undo each import, in its words. */
  refusals: ReadonlyMap<number, string>;
  undoing: number | null;
}

export function useUndoImport(onUndone: () => void): [UndoImport, ReactNode] {
  const [commit] = useUndoImportMutation();
  const [confirm, dialog] = useConfirm();
  const intl = useIntl();
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const [undoing, setUndoing] = useState<number | null>(null);
  const undo = useCallback(
    async (importId: number, fileName: string) => {
      const yes = await confirm({
        title: intl.formatMessage(m.title),
        message: intl.formatMessage(m.message, { fileName }),
        confirmLabel: intl.formatMessage(m.confirm),
        danger: true,
      });
      if (!yes) return false;
      setUndoing(importId);
      try {
        const { undoSpreadsheetImport: done } = await commit({ input: { importId } });
        if (done.volunteersRemoved > 0) toast.success(intl.formatMessage(m.volunteersRemoved, { count: done.volunteersRemoved }));
        else toast.success(intl.formatMessage(m.familiesRemoved, { families: done.familiesRemoved, children: done.childrenRemoved }));
        onUndone();
        return true;
      } catch (error) {
        const words = errorMessage(error, intl.formatMessage(m.failed));
        if (error instanceof RequestError && error.code === 'CONFLICT') setRefusals((m) => new Map(m).set(importId, words));
        toast.error(words, { key: 'import-undo' });
        return false;
      } finally {
        setUndoing(null);
      }
    },
    [commit, confirm, intl, onUndone],
  );
  return [{ undo, refusals, undoing }, dialog];
}

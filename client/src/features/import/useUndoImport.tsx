// Undoing an import, from its result or from the list of past imports: asked once more, then done as a whole
// or refused by the server in words (something it created has changed since), which stays shown beside
// the import until the page is left.
import { useCallback, useState, type ReactNode } from 'react';
import { toast } from '../../app/toast.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/mutation.ts';
import { RequestError } from '../../relay/errors.ts';
import { useUndoImportMutation } from './useImportMutations.ts';

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
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const [undoing, setUndoing] = useState<number | null>(null);
  const undo = useCallback(
    async (importId: number, fileName: string) => {
      const yes = await confirm({
        title: 'Undo this import?',
        message: `The families, children, volunteers and accounts that ${fileName} created, and the children it added to families already here, are removed. Families and volunteers already here keep everything else.`,
        confirmLabel: 'Undo the import',
        danger: true,
      });
      if (!yes) return false;
      setUndoing(importId);
      try {
        const { undoSpreadsheetImport: done } = await commit({ input: { importId } });
        if (done.volunteersRemoved > 0) toast.success(`Import undone: ${done.volunteersRemoved} ${done.volunteersRemoved === 1 ? 'volunteer' : 'volunteers'} removed.`);
        else toast.success(`Import undone: ${done.familiesRemoved} ${done.familiesRemoved === 1 ? 'family' : 'families'} and ${done.childrenRemoved} ${done.childrenRemoved === 1 ? 'child' : 'children'} removed.`);
        onUndone();
        return true;
      } catch (error) {
        const words = errorMessage(error, 'The import could not be undone. Please try again.');
        if (error instanceof RequestError && error.code === 'CONFLICT') setRefusals((m) => new Map(m).set(importId, words));
        toast.error(words, { key: 'import-undo' });
        return false;
      } finally {
        setUndoing(null);
      }
    },
    [commit, confirm, onUndone],
  );
  return [{ undo, refusals, undoing }, dialog];
}

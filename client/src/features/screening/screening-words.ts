// How screening reads on the client: kinds and results in words (the server's schema words), a clearance as one line.
import { RESULT_WORDS, SCREENING_KIND_WORDS, type BackgroundCheckResult, type ScreeningKind } from '../../../../forms/screening-words.ts';
import { formatDate } from '../../lib/dates.ts';

export const kindWords = (kind: string) => SCREENING_KIND_WORDS[kind as ScreeningKind] ?? kind;
export const resultWords = (result: string | null | undefined) => (result ? (RESULT_WORDS[result as BackgroundCheckResult] ?? result) : '');

export interface ClearanceView {
  readonly cleared: boolean;
  readonly missing: readonly string[];
  readonly clearedUntil?: string | null;
}

/** "Cleared until Dec 1, 2027", or "Not cleared: a background check and the training are missing." */
export function clearanceLine(c: ClearanceView): string {
  if (c.cleared) return c.clearedUntil ? `Cleared until ${formatDate(c.clearedUntil)}` : 'Cleared';
  const list = c.missing.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `Not cleared: ${list} ${c.missing.length > 1 ? 'are' : 'is'} missing.`;
}

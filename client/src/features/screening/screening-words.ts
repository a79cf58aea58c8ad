// How screening reads on the client: kinds and results in words (messages with the server's schema words as their
// English, forms/screening-words.ts), a clearance as one line.
import type { BackgroundCheckResult, ScreeningKind } from '../../../../forms/screening-words.ts';
import { defineMessages, type IntlShape } from '../../i18n/intl.tsx';
import { formatDate } from '../../lib/dates.ts';

const KIND = defineMessages({
  BACKGROUND_CHECK: { id: 'staff.screening.kind.backgroundCheck', defaultMessage: 'Background check' },
  TRAINING: { id: 'staff.screening.kind.training', defaultMessage: 'Training' },
  CODE_OF_CONDUCT: { id: 'staff.screening.kind.codeOfConduct', defaultMessage: 'Code of conduct' },
}) satisfies Record<ScreeningKind, unknown>;

const RESULT = defineMessages({
  CLEAR: { id: 'staff.screening.result.clear', defaultMessage: 'Clear' },
  CONSIDER: { id: 'staff.screening.result.consider', defaultMessage: 'Consider (needs review)' },
  PENDING: { id: 'staff.screening.result.pending', defaultMessage: 'Pending' },
  NOT_CLEAR: { id: 'staff.screening.result.notClear', defaultMessage: 'Not clear' },
}) satisfies Record<BackgroundCheckResult, unknown>;

/** The fields of a screening record, in the form that records one and the one that corrects one. */
export const RECORD_FIELDS = defineMessages({
  doneOn: { id: 'staff.screening.field.doneOn', defaultMessage: 'Done on' },
  provider: { id: 'staff.screening.field.provider', defaultMessage: 'Provider' },
  result: { id: 'staff.screening.field.result', defaultMessage: 'Result' },
  trainingName: { id: 'staff.screening.field.trainingName', defaultMessage: 'Name of the training' },
  signedAs: { id: 'staff.screening.field.signedAs', defaultMessage: 'Signed as (the name written)' },
  countsUntil: { id: 'staff.screening.field.countsUntil', defaultMessage: 'Counts until (last day)' },
  cancel: { id: 'staff.screening.cancel', defaultMessage: 'Cancel' },
  close: { id: 'staff.screening.close', defaultMessage: 'Close' },
});

const CLEARANCE = defineMessages({
  clearedUntil: { id: 'staff.screening.clearance.clearedUntil', defaultMessage: 'Cleared until {date}' },
  cleared: { id: 'staff.screening.clearance.cleared', defaultMessage: 'Cleared' },
  notCleared: { id: 'staff.screening.clearance.notCleared', defaultMessage: 'Not cleared: {missing} {count, plural, one {is} other {are}} missing.' },
  and: { id: 'staff.screening.clearance.and', defaultMessage: '{first} and {last}' },
});

export const kindWords = (intl: IntlShape, kind: string) => (kind in KIND ? intl.formatMessage(KIND[kind as ScreeningKind]) : kind);
export const resultWords = (intl: IntlShape, result: string | null | undefined) =>
  result ? (result in RESULT ? intl.formatMessage(RESULT[result as BackgroundCheckResult]) : result) : '';

export interface ClearanceView {
  readonly cleared: boolean;
  readonly missing: readonly string[];
  readonly clearedUntil?: string | null;
}

/** "Cleared until Dec 1, 2027", or "Not cleared: a background check and the training are missing." */
export function clearanceLine(intl: IntlShape, c: ClearanceView): string {
  if (c.cleared) return c.clearedUntil ? intl.formatMessage(CLEARANCE.clearedUntil, { date: formatDate(c.clearedUntil) }) : intl.formatMessage(CLEARANCE.cleared);
  const missing = c.missing.length > 1 ? intl.formatMessage(CLEARANCE.and, { first: c.missing.slice(0, -1).join(', '), last: c.missing[c.missing.length - 1] }) : c.missing.join('');
  return intl.formatMessage(CLEARANCE.notCleared, { missing, count: c.missing.length });
}

interface RecordView {
  readonly provider?: string | null;
  readonly result?: string | null;
  readonly title?: string | null;
  readonly expiresOn?: string | null;
}

/** A record's optional parts as a message's values: each with a yes/no beside it, for `{hasX, select, yes {…} other {}}`. */
export function recordParts(intl: IntlShape, r: RecordView) {
  return {
    hasProvider: r.provider ? 'yes' : 'no',
    provider: r.provider ?? '',
    hasResult: r.result ? 'yes' : 'no',
    result: resultWords(intl, r.result),
    hasTitle: r.title ? 'yes' : 'no',
    title: r.title ?? '',
    hasUntil: r.expiresOn ? 'yes' : 'no',
    until: r.expiresOn ? formatDate(r.expiresOn) : '',
  };
}

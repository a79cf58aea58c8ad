// Screening's kinds and background-check results, and how each reads to people. Without zod, so a page that
// only shows a clearance (the dashboard's card) does not load the form schemas (forms/screening.ts).
export const SCREENING_KINDS = ['BACKGROUND_CHECK', 'TRAINING', 'CODE_OF_CONDUCT'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const BACKGROUND_CHECK_RESULTS = ['CLEAR', 'CONSIDER', 'PENDING', 'NOT_CLEAR'] as const;
export type BackgroundCheckResult = (typeof BACKGROUND_CHECK_RESULTS)[number];

/** How each kind and result reads to people. */
export const SCREENING_KIND_WORDS: Record<ScreeningKind, string> = {
  BACKGROUND_CHECK: 'Background check',
  TRAINING: 'Training',
  CODE_OF_CONDUCT: 'Code of conduct',
};
export const RESULT_WORDS: Record<BackgroundCheckResult, string> = {
  CLEAR: 'Clear',
  CONSIDER: 'Consider (needs review)',
  PENDING: 'Pending',
  NOT_CLEAR: 'Not clear',
};

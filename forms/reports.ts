// What staff ask of the week's reports: an edition (default: the current one) and, optionally, one group.
// Both server doors read the filter with this schema; the reports page builds its links from it.
import { z } from 'zod';
import { INT4_MAX } from './fields.ts';

const whole = (field: string, min: number, max: number) => {
  const words = `Give ${field} as a whole number from ${min} to ${max}.`;
  return z.number({ error: words }).int({ error: words }).min(min, { error: words }).max(max, { error: words });
};

export const reportFilterSchema = z.object({
  year: whole('year', 1900, 3000)
    .nullish()
    .transform((v) => v ?? null),
  groupId: whole('groupId', 1, INT4_MAX)
    .nullish()
    .transform((v) => v ?? null),
});
export type ReportFilter = z.output<typeof reportFilterSchema>;

/** How a church-attendance answer (SPEC §3: '', No, NoLonger, Yes, 'something:church name') is counted. */
export const CHURCH_ANSWER_LABELS = {
  YES: 'Attends our church',
  OTHER_CHURCH: 'Attends another church',
  NO_LONGER: 'No longer attends',
  NO: 'Does not attend',
  DECLINED: 'Did not say',
} as const;
export type ChurchAnswer = keyof typeof CHURCH_ANSWER_LABELS;

/** The referral codes of SPEC §3 in words; any other code (the product's name) is shown as written. */
export const REFERRAL_LABELS: Record<string, string> = {
  website: 'Website',
  banner: 'Banner',
  flyer: 'Flyer',
  friend: 'A friend',
  returning: 'Came before',
  other: 'Other',
  '': 'Did not say',
};
export const referralLabel = (code: string) => REFERRAL_LABELS[code] ?? code;

// The intern application's answers as the form edits them and as the server stores them (SPEC §5):
// acceptedJesus 'No' | 'Yes' | 'Yes:<approximate date>', attendedBefore 'No' | 'Yes:<years>',
// training 'None' | 'Aug 3,Aug 10'. Other questions are free text.

import { gradeText } from '../../lib/family-words.ts';
import { defineMessages, type IntlShape } from '../../i18n/intl.tsx';

const TRAINING_WORDS = defineMessages({
  aug3: { id: 'application.training.aug3', defaultMessage: 'Sunday, Aug 3' },
  aug10: { id: 'application.training.aug10', defaultMessage: 'Sunday, Aug 10' },
});

/** The training sessions: the stored value, and the words the applicant reads. */
export const TRAINING_DATES = [
  { value: 'Aug 3', label: TRAINING_WORDS.aug3 },
  { value: 'Aug 10', label: TRAINING_WORDS.aug10 },
] as const;

/** The grades an intern may be entering, worded in the page's language. */
export const internGrades = (intl: IntlShape) => [6, 7, 8, 9, 10, 11, 12, 13].map((grade) => ({ value: String(grade), label: gradeText(intl, grade) }));

export interface YesDetail {
  answer: '' | 'Yes' | 'No';
  detail: string;
}

export function readYesDetail(response: string | undefined, key?: string): YesDetail {
  const text = (response ?? '').trim();
  if (text.startsWith('Yes')) {
    const detail = text.startsWith('Yes:') ? text.slice(4).trim() : '';
    return { answer: 'Yes', detail: key === 'attendedBefore' ? detail.split(',').join(', ') : detail };
  }
  if (text === 'No') return { answer: 'No', detail: '' };
  return { answer: '', detail: '' };
}

/** Years typed as "2023, 2024" or "2023 2024" → "2023,2024". */
export function normalizeYears(text: string): string {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .join(',');
}

export function writeYesDetail(value: YesDetail, key: string): string {
  if (value.answer !== 'Yes') return value.answer;
  const detail = key === 'attendedBefore' ? normalizeYears(value.detail) : value.detail.trim();
  return detail ? `Yes:${detail}` : 'Yes';
}

export function readTraining(response: string | undefined): string[] {
  const text = (response ?? '').trim();
  return text === '' || text === 'None' ? [] : text.split(',');
}

export function writeTraining(dates: string[]): string {
  const ordered = TRAINING_DATES.map((d) => d.value).filter((d) => dates.includes(d));
  return ordered.length ? ordered.join(',') : 'None';
}

/** Stored digits as people write them (SPEC §5): XXX-XXXX or (XXX) XXX-XXXX. */
/** What an intern agrees to (the acknowledgement of responsibilities). */
export const RESPONSIBILITIES = Object.values(
  defineMessages({
    everyDay: { id: 'application.responsibility.everyDay', defaultMessage: 'Come every day of VBS week, on time, and stay until the children have been picked up.' },
    training: { id: 'application.responsibility.training', defaultMessage: 'Attend intern training, or catch up with the director on what you missed.' },
    directions: { id: 'application.responsibility.directions', defaultMessage: 'Follow the directions of staff and group leaders, and the safety and check-out rules.' },
    neverAlone: { id: 'application.responsibility.neverAlone', defaultMessage: 'Never be alone with a child out of sight of other staff.' },
    private: { id: 'application.responsibility.private', defaultMessage: 'Keep what you learn about children and families private.' },
    example: { id: 'application.responsibility.example', defaultMessage: 'Be an example of kindness and of the faith we teach.' },
  }),
);

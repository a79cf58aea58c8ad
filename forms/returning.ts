// Returning families: a child approved for an earlier edition comes back a grade higher for every year since
// (grade levels 0–13, kindergarten to university, shared/grade.ts). A child who would go past the last grade
// has aged out and cannot be registered again. The server and the registration page both word it from here.
import { gradeLabel } from '../shared/grade.ts';

/** The last grade level VBS takes (university). */
export const LAST_GRADE = 13;

export interface EarlierEdition {
  /** The year of the child's latest approved earlier edition. */
  lastYear: number;
  /** The grade the child entered that year. */
  lastGrade: number;
}

/** The grade a returning child enters this year, or agedOut when past the last grade. */
export function returningGrade(earlier: EarlierEdition, year: number): { grade: number; agedOut: boolean } {
  const grade = earlier.lastGrade + Math.max(1, year - earlier.lastYear);
  return grade > LAST_GRADE ? { grade: LAST_GRADE, agedOut: true } : { grade, agedOut: false };
}

/** What the family reads under a returning child's name. */
export function returningWords(name: string, earlier: EarlierEdition, year: number): string {
  const { grade, agedOut } = returningGrade(earlier, year);
  return agedOut
    ? `Not eligible this year: ${name} was in ${gradeLabel(earlier.lastGrade)} in ${earlier.lastYear}, and ${gradeLabel(LAST_GRADE)} is the last grade VBS takes.`
    : `Came in ${earlier.lastYear} (${gradeLabel(earlier.lastGrade)}); entering ${gradeLabel(grade)} now.`;
}

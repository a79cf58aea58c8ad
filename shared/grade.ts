// How a grade is written wherever a person reads one (pages, the audit trail's sentences): grade levels
// 0–13 are kindergarten, 1st–12th grade and university.

const ORDINAL = ['th', 'st', 'nd', 'rd'];

/** 1st, 2nd, 3rd, 4th, 11th, 21st… */
export function ordinal(n: number): string {
  const v = n % 100;
  return `${n}${ORDINAL[(v - 20) % 10] ?? ORDINAL[v] ?? 'th'}`;
}

/** Grade levels 0–13: kindergarten, 1st–12th grade, university. */
export function gradeLabel(grade: number): string {
  if (grade === 0) return 'Kindergarten';
  if (grade === 13) return 'University';
  return `${ordinal(grade)} grade`;
}

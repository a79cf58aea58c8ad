// How a spreadsheet cell's text is read before the family forms' own schemas check it: placeholders such as
// "N/A" are empty, dates written the ways offices write them become yyyy-mm-dd, and grades written in words
// ("K", "3rd", "Grade 3") become the form's grade numbers. Anything not recognised is passed on as typed, so
// the form's schema refuses it with its own words. A cell is never evaluated: "=HYPERLINK(…)" stays text.

/** Cells that mean "nothing here". */
const PLACEHOLDERS = new Set(['n/a', 'na', 'n.a.', 'none', 'no', 'nil', 'null', '-', '--', '—', '?', 'unknown', 'not applicable', 'nothing']);

/** The cell's text, trimmed, with placeholders ("N/A", "none", "-") read as empty. */
export function cellText(value: string | undefined): string {
  const text = (value ?? '').replace(/\u00a0/g, ' ').trim();
  return PLACEHOLDERS.has(text.toLowerCase()) ? '' : text;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function isoDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** A two-digit year: the most recent year ending so, no later than `today`'s. */
function fullYear(year: number, today: Date): number {
  if (year >= 100) return year;
  const century = Math.floor(today.getUTCFullYear() / 100) * 100;
  return century + year > today.getUTCFullYear() ? century - 100 + year : century + year;
}

/**
 * A date of birth as yyyy-mm-dd: from 2017-03-05, 2017/3/5, 3/5/2017, 3-5-17, "March 5, 2017", "5 Mar 2017".
 * Numbers in month/day order are read the American way (month first). Unreadable text comes back as typed.
 */
export function cellDate(value: string, today = new Date()): string {
  const text = value.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3])) ?? text;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
  if (m) return isoDay(fullYear(Number(m[3]), today), Number(m[1]), Number(m[2])) ?? text;
  m = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text);
  if (m && MONTHS.includes(m[1].slice(0, 3).toLowerCase())) return isoDay(Number(m[3]), MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, Number(m[2])) ?? text;
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})$/i.exec(text);
  if (m && MONTHS.includes(m[2].slice(0, 3).toLowerCase())) return isoDay(Number(m[3]), MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1, Number(m[1])) ?? text;
  return text;
}

const GRADE_WORDS: Record<string, number> = {
  k: 0, kg: 0, kinder: 0, kindergarten: 0, kindergartner: 0,
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
  university: 13, college: 13,
};

/** A grade as the form's number (0 kindergarten … 13 university) from "K", "3", "3rd", "Grade 3", "third grade". */
export function cellGrade(value: string): string {
  const text = value.trim().toLowerCase().replace(/\bgrade\b|\bgr\.?\b/g, '').replace(/[^a-z0-9 ]/g, ' ').trim();
  if (text in GRADE_WORDS) return String(GRADE_WORDS[text]);
  const m = /^(\d{1,2})\s*(?:st|nd|rd|th)?$/.exec(text);
  return m ? String(Number(m[1])) : value.trim();
}

/** "Ann Lee" → Ann / Lee; "Lee, Ann" → Ann / Lee; a single word is a first name alone. */
export function splitFullName(value: string): { firstName: string; lastName: string } {
  const text = value.trim().replace(/\s+/g, ' ');
  const comma = text.indexOf(',');
  if (comma > 0) return { firstName: text.slice(comma + 1).trim(), lastName: text.slice(0, comma).trim() };
  const space = text.lastIndexOf(' ');
  return space < 0 ? { firstName: text, lastName: '' } : { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

// A spreadsheet of volunteers (staff and interns) read row by row: the guess of each column's field from its
// header ("Email Address", "Cell", "Role", "Position"), and each row checked with the forms' own field rules
// (requiredEmail, optionalPhone, grade), every problem worded with its row number. The role is read from
// the words churches write: "Staff", "Leader", "Volunteer", "Teacher", "Crew leader", "Coordinator" → staff;
// "Intern", "Youth helper", "Junior helper", "Teen", "Student helper" → intern; anything else is a problem.
// An intern needs the grade they enter (the intern form asks it too); a staff member's grade is not read.
// A volunteer listed twice (same e-mail) is kept once.
import { z } from 'zod';
import { LIMITS, grade, optionalPhone, requiredEmail, requiredText } from './fields.ts';
import { INTERN_GRADE_MIN } from './intern-application.ts';
import { cellGrade, cellText, splitFullName } from './import-cells.ts';
import { fieldLabel, VOLUNTEER_FIELDS, type ImportField, type ImportMapping, type VolunteerField } from './import-columns.ts';
import type { RowProblem, SheetRow } from './import.ts';

export type VolunteerRole = 'STAFF' | 'INTERN';

const INTERN_WORDS = /\b(intern|interns|youth|junior|teen|teens|teenager|student|students)\b/;
const STAFF_WORDS = /\b(staff|leader|leaders|volunteer|volunteers|teacher|teachers|adult|crew|coordinator|director|helper|helpers|assistant|shepherd|guide)\b/;

/** The role a cell's words name, or null when they name neither. Youth words win ("Youth helper" → intern). */
export function roleOf(text: string): VolunteerRole | null {
  const words = text.toLowerCase().replace(/[^a-z]+/g, ' ');
  if (INTERN_WORDS.test(words)) return 'INTERN';
  if (STAFF_WORDS.test(words)) return 'STAFF';
  return null;
}

const words = (header: string) => header.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The field a volunteers' column most likely holds ("ignore" when the header names nothing we keep). */
export function guessVolunteerField(header: string): ImportField {
  const text = words(header);
  if (/\b(e ?mail)\b/.test(text)) return 'volunteer.email';
  if (/\b(phone|cell|mobile|telephone|tel)\b/.test(text)) return 'volunteer.phone';
  if (/\b(role|position|serving as|type|team|job)\b/.test(text)) return 'volunteer.role';
  if (/\b(grade|school year)\b/.test(text)) return 'volunteer.grade';
  if (/\b(first|given|fname)\b/.test(text)) return 'volunteer.firstName';
  if (/\b(last|surname|family name|lname)\b/.test(text)) return 'volunteer.lastName';
  if (/\bname\b/.test(text)) return 'volunteer.name';
  return 'ignore';
}

/** The guessed mapping for a volunteers' sheet; a field claimed by two columns keeps the first. */
export function guessVolunteerMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const header of headers) {
    if (header in mapping) continue;
    const field = guessVolunteerField(header);
    mapping[header] = field !== 'ignore' && taken.has(field) ? 'ignore' : field;
    taken.add(field);
  }
  return mapping;
}

/** The fields a volunteers' column may be mapped to, in the order a picker lists them. */
export const volunteerFieldChoices = (): ImportField[] => [...(Object.keys(VOLUNTEER_FIELDS) as VolunteerField[]), 'ignore'];

const volunteerSchema = z
  .object({
    firstName: requiredText(LIMITS.name, 'Enter the volunteer’s first name.'),
    lastName: requiredText(LIMITS.name, 'Enter the volunteer’s last name.'),
    email: requiredEmail('Enter the e-mail address the volunteer signs in with.'),
    phone: optionalPhone(),
    role: z.enum(['STAFF', 'INTERN'], { error: 'Write the role as Staff or Intern (for example “Leader” or “Youth helper”).' }),
    gradeEntering: z.unknown(),
  })
  .transform((v, ctx) => {
    if (v.role === 'STAFF') return { ...v, gradeEntering: null };
    const read = grade(INTERN_GRADE_MIN, 'Enter the grade the intern enters this fall.').safeParse(v.gradeEntering);
    if (!read.success) {
      for (const issue of read.error.issues) ctx.addIssue({ code: 'custom', path: ['gradeEntering'], message: issue.message });
      return z.NEVER;
    }
    return { ...v, gradeEntering: read.data as number };
  });
export type FileVolunteer = z.output<typeof volunteerSchema> & { row: number };

const PATH_FIELDS: Record<string, VolunteerField> = {
  firstName: 'volunteer.firstName', lastName: 'volunteer.lastName', email: 'volunteer.email', phone: 'volunteer.phone', role: 'volunteer.role', gradeEntering: 'volunteer.grade',
};

/** One row read and checked: the volunteer it gives, or its problems. */
export function readVolunteerRow(sheetRow: SheetRow, mapping: ImportMapping): { volunteer: FileVolunteer | null; problems: RowProblem[] } {
  const cells: Partial<Record<VolunteerField, string>> = {};
  for (const [header, field] of Object.entries(mapping)) {
    const value = cellText(sheetRow.cells[header]);
    if (field in VOLUNTEER_FIELDS && value !== '') cells[field as VolunteerField] = value;
  }
  const named = cells['volunteer.name'] ? splitFullName(cells['volunteer.name']) : null;
  const role = cells['volunteer.role'];
  const read = volunteerSchema.safeParse({
    firstName: cells['volunteer.firstName'] ?? named?.firstName ?? '',
    lastName: cells['volunteer.lastName'] ?? named?.lastName ?? '',
    email: cells['volunteer.email'] ?? '',
    phone: cells['volunteer.phone'] ?? null,
    role: role === undefined ? undefined : (roleOf(role) ?? role),
    gradeEntering: cells['volunteer.grade'] === undefined ? undefined : cellGrade(cells['volunteer.grade']),
  });
  if (read.success) return { volunteer: { ...read.data, row: sheetRow.row }, problems: [] };
  // One problem per field: the first the schema found (an empty e-mail is "enter it", not "malformed").
  const problems = new Map<string, RowProblem>();
  for (const issue of read.error.issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '');
    const field = fieldLabel(PATH_FIELDS[key] ?? (named ? 'volunteer.name' : 'volunteer.firstName'));
    if (!problems.has(field)) problems.set(field, { row: sheetRow.row, field, message: issue.message });
  }
  return { volunteer: null, problems: [...problems.values()] };
}

/** What a volunteers' file says, read whole: its volunteers (one per e-mail), problems and notes. */
export function readVolunteers(rows: readonly SheetRow[], mapping: ImportMapping) {
  const problems: RowProblem[] = [];
  const notes: RowProblem[] = [];
  const byEmail = new Map<string, FileVolunteer>();
  let blankRows = 0;
  for (const sheetRow of rows) {
    if (Object.values(sheetRow.cells).every((v) => cellText(v) === '')) {
      blankRows += 1;
      continue;
    }
    const read = readVolunteerRow(sheetRow, mapping);
    problems.push(...read.problems);
    if (!read.volunteer) continue;
    const twin = byEmail.get(read.volunteer.email);
    if (twin) notes.push({ row: sheetRow.row, field: null, message: `Same volunteer as row ${twin.row} (same e-mail): kept once.` });
    else byEmail.set(read.volunteer.email, read.volunteer);
  }
  return { volunteers: [...byEmail.values()], problems, notes, blankRows };
}

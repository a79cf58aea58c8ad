// A spreadsheet of families read row by row into what the family forms take: each row's cells are read
// (import-cells.ts), then checked by the forms' own schemas (parentProfileSchema, childSchema,
// emergencyContactSchema), so an imported family obeys exactly what a parent typing it would. Every problem
// is worded for a person with its row number; a row with a problem is left out whole (never half a family).
// Rows of one family (same parent e-mail) come together, and a child listed twice is kept once.
import { childSchema, emergencyContactSchema, parentProfileSchema, type ChildInput, type EmergencyContactInput, type ParentProfile } from './family.ts';
import { cellDate, cellGrade, cellText, splitFullName } from './import-cells.ts';
import { childFieldOf, fieldLabel, type ChildField, type ImportMapping } from './import-columns.ts';

/** One sheet row: its number as the spreadsheet shows it (the header is row 1) and its cells by header. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

export interface RowProblem {
  row: number;
  /** The field as a person reads it ("Child 2 date of birth"), or null for the row as a whole. */
  field: string | null;
  message: string;
}

/** A family as the file gives it, gathered from one or more rows. */
export interface FileFamily {
  rows: number[];
  parent: ParentProfile;
  children: (ChildInput & { row: number })[];
  contacts: EmergencyContactInput[];
}

/** A problem as one sentence: "Row 7, Child 1 date of birth: Enter a date like 2018-05-31 (year, month, day)." */
export const problemWords = (p: RowProblem) => `Row ${p.row}${p.field ? `, ${p.field}` : ''}: ${p.message}`;

const RELATIONSHIP_WORDS: [RegExp, string][] = [
  [/grand/, 'GRANDPARENT'],
  [/aunt|uncle/, 'AUNT_UNCLE'],
  [/brother|sister|sibling/, 'ADULT_SIBLING'],
  [/friend|neighbou?r/, 'FAMILY_FRIEND'],
  [/cousin|relative|in-law/, 'RELATIVE'],
  [/mother|father|mom|dad|parent|guardian|step/, 'PARENT_GUARDIAN'],
];

function contactOf(name: string, phone: string, relationship: string) {
  const { firstName, lastName } = splitFullName(name);
  const kind = RELATIONSHIP_WORDS.find(([pattern]) => pattern.test(relationship.toLowerCase()))?.[1] ?? 'OTHER';
  return { firstName, lastName, phone, relationship: kind, relationshipOther: kind === 'OTHER' ? relationship || 'Emergency contact' : null };
}

/** Zod issues as row problems; `label` words the form's field path. */
function problemsOf(row: number, issues: readonly { path: PropertyKey[]; message: string }[], label: (path: string) => string): RowProblem[] {
  return issues.map((issue) => ({ row, field: label(String(issue.path[issue.path.length - 1] ?? '')), message: issue.message }));
}

const PARENT_PATH_FIELDS: Record<string, string> = {
  firstName: 'parent.firstName', lastName: 'parent.lastName', email: 'parent.email', secondaryEmail: 'parent.secondaryEmail', phone: 'parent.phone',
  street: 'parent.street', city: 'parent.city', state: 'parent.state', postalCode: 'parent.postalCode',
};
const CHILD_PATH_FIELDS: Record<string, ChildField> = { gradeEntering: 'grade' };

interface ReadRow {
  row: number;
  parent: ParentProfile;
  children: ChildInput[];
  contact: EmergencyContactInput | null;
}

/** One row read and checked: the family it gives, or its problems. */
export function readFamilyRow(sheetRow: SheetRow, mapping: ImportMapping, today = new Date()): { family: ReadRow | null; problems: RowProblem[] } {
  const { row } = sheetRow;
  const parentCells: Record<string, string> = {};
  const childCells = new Map<number, Partial<Record<ChildField, string>>>();
  for (const [header, field] of Object.entries(mapping)) {
    const value = cellText(sheetRow.cells[header]);
    if (field === 'ignore' || value === '') continue;
    const child = childFieldOf(field);
    if (child) childCells.set(child.index, { ...childCells.get(child.index), [child.field]: value });
    else parentCells[field] = value;
  }
  const problems: RowProblem[] = [];
  const named = parentCells['parent.name'] ? splitFullName(parentCells['parent.name']) : null;
  const parentInput = {
    firstName: parentCells['parent.firstName'] ?? named?.firstName ?? '',
    lastName: parentCells['parent.lastName'] ?? named?.lastName ?? '',
    email: parentCells['parent.email'] ?? '',
    secondaryEmail: parentCells['parent.secondaryEmail'] ?? null,
    phone: parentCells['parent.phone'] ?? '',
    address: { street: parentCells['parent.street'], city: parentCells['parent.city'], state: parentCells['parent.state'], postalCode: parentCells['parent.postalCode'] },
  };
  const parent = parentProfileSchema.safeParse(parentInput);
  if (!parent.success) problems.push(...problemsOf(row, parent.error.issues, (p) => fieldLabel(PARENT_PATH_FIELDS[p] ?? 'parent.name')));

  let contact: EmergencyContactInput | null = null;
  if (parentCells['contact.name'] || parentCells['contact.phone']) {
    const read = emergencyContactSchema.safeParse(contactOf(parentCells['contact.name'] ?? '', parentCells['contact.phone'] ?? '', parentCells['contact.relationship'] ?? ''));
    if (read.success) contact = read.data;
    else problems.push(...problemsOf(row, read.error.issues, (p) => fieldLabel(p === 'phone' ? 'contact.phone' : p === 'relationshipOther' ? 'contact.relationship' : 'contact.name')));
  }

  const children: ChildInput[] = [];
  for (const index of [...childCells.keys()].sort((a, b) => a - b)) {
    const cells = childCells.get(index)!;
    const named = cells.name ? splitFullName(cells.name) : null;
    const input = {
      firstName: cells.firstName ?? named?.firstName ?? '',
      lastName: cells.lastName ?? (named?.lastName || parentInput.lastName),
      gradeEntering: cells.grade === undefined ? undefined : cellGrade(cells.grade),
      dateOfBirth: cells.dateOfBirth === undefined ? null : cellDate(cells.dateOfBirth, today),
      medicalInformation: cells.medicalInformation,
      medicalAlert: cells.medicalAlert,
      parentNotes: cells.parentNotes,
    };
    const read = childSchema.safeParse(input);
    if (read.success) children.push(read.data);
    else problems.push(...problemsOf(row, read.error.issues, (p) => fieldLabel(`child${index}.${CHILD_PATH_FIELDS[p] ?? p}`)));
  }
  if (parent.success && children.length === 0 && problems.length === 0) problems.push({ row, field: null, message: 'This row names no child.' });
  return { family: problems.length === 0 && parent.success ? { row, parent: parent.data, children, contact } : null, problems };
}

const childKey = (c: Pick<ChildInput, 'firstName' | 'dateOfBirth'>) => `${c.firstName.trim().toLowerCase()}|${c.dateOfBirth?.toISOString().slice(0, 10) ?? ''}`;
export { childKey as sameChildKey };

/** What the file says, read whole: its families (rows of one e-mail brought together), problems and notes. */
export function readFamilies(rows: readonly SheetRow[], mapping: ImportMapping, today = new Date()) {
  const problems: RowProblem[] = [];
  const notes: RowProblem[] = [];
  const byEmail = new Map<string, FileFamily>();
  let blankRows = 0;
  for (const sheetRow of rows) {
    if (Object.values(sheetRow.cells).every((v) => cellText(v) === '')) {
      blankRows += 1;
      continue;
    }
    const read = readFamilyRow(sheetRow, mapping, today);
    problems.push(...read.problems);
    if (!read.family) continue;
    const { parent, children, contact, row } = read.family;
    const family = byEmail.get(parent.email);
    if (!family) {
      byEmail.set(parent.email, { rows: [row], parent, children: children.map((c) => ({ ...c, row })), contacts: contact ? [contact] : [] });
      continue;
    }
    family.rows.push(row);
    notes.push({ row, field: null, message: `Same family as row ${family.rows[0]} (same parent e-mail): brought together.` });
    for (const child of children) {
      const twin = family.children.find((c) => childKey(c) === childKey(child));
      if (twin) notes.push({ row, field: null, message: `${child.firstName} ${child.lastName} is already listed in row ${twin.row}: kept once.` });
      else family.children.push({ ...child, row });
    }
    if (contact && !family.contacts.some((c) => c.phone === contact.phone)) family.contacts.push(contact);
  }
  return { families: [...byEmail.values()], problems, notes, blankRows };
}

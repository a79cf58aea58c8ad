// The fields a spreadsheet column can fill when families are imported, and the guess of which field each
// column holds, read from its header ("Parent Email", "Child 2 First Name", "Allergies", "DOB"). A family is
// one row; its children sit side by side in numbered columns ("Child 1 …", "Child 2 …"), or a sheet has one
// child per row and the rows of one family are brought together by the parent's e-mail. The staff member
// sees the guess and may change any column's field before anything is imported.
import { z } from 'zod';

/** How many children one row may carry in numbered columns. */
export const MAX_CHILDREN_PER_ROW = 8;

export const PARENT_FIELDS = {
  'parent.firstName': 'Parent first name',
  'parent.lastName': 'Parent last name',
  'parent.name': 'Parent full name',
  'parent.email': 'Parent e-mail',
  'parent.secondaryEmail': 'Second e-mail',
  'parent.phone': 'Parent phone',
  'parent.street': 'Street address',
  'parent.city': 'City',
  'parent.state': 'State',
  'parent.postalCode': 'ZIP code',
  'contact.name': 'Emergency contact name',
  'contact.phone': 'Emergency contact phone',
  'contact.relationship': 'Emergency contact relationship',
} as const;

export const CHILD_FIELDS = {
  firstName: 'first name',
  lastName: 'last name',
  name: 'full name',
  dateOfBirth: 'date of birth',
  grade: 'grade',
  medicalInformation: 'allergies and medical notes',
  medicalAlert: 'alert line for leaders',
  parentNotes: 'notes from the parent',
} as const;
/** The fields of a volunteers' sheet (staff and interns): contact details and a role. */
export const VOLUNTEER_FIELDS = {
  'volunteer.firstName': 'First name',
  'volunteer.lastName': 'Last name',
  'volunteer.name': 'Full name',
  'volunteer.email': 'E-mail',
  'volunteer.phone': 'Phone',
  'volunteer.role': 'Role (staff or intern)',
  'volunteer.grade': 'Grade (interns)',
} as const;
export type ChildField = keyof typeof CHILD_FIELDS;
export type ParentField = keyof typeof PARENT_FIELDS;
export type VolunteerField = keyof typeof VOLUNTEER_FIELDS;

/** Every field a column may be mapped to: the parent's, each numbered child's, a volunteer's, or "ignore". */
export type ImportField = ParentField | `child${number}.${ChildField}` | VolunteerField | 'ignore';

const childFieldPattern = new RegExp(`^child([1-9])\\.(${Object.keys(CHILD_FIELDS).join('|')})$`);

export function childFieldOf(field: string): { index: number; field: ChildField } | null {
  const match = childFieldPattern.exec(field);
  if (!match || Number(match[1]) > MAX_CHILDREN_PER_ROW) return null;
  return { index: Number(match[1]), field: match[2] as ChildField };
}

export const isImportField = (field: string): field is ImportField =>
  field === 'ignore' || field in PARENT_FIELDS || field in VOLUNTEER_FIELDS || childFieldOf(field) !== null;

/** The words a person reads for a field ("Child 2 date of birth"). */
export function fieldLabel(field: string): string {
  if (field === 'ignore') return 'Not imported';
  if (field in PARENT_FIELDS) return PARENT_FIELDS[field as ParentField];
  if (field in VOLUNTEER_FIELDS) return VOLUNTEER_FIELDS[field as VolunteerField];
  const child = childFieldOf(field);
  return child ? `Child ${child.index} ${CHILD_FIELDS[child.field]}` : field;
}

/** Every field, in the order a picker lists them (children up to `children`). */
export function importFieldChoices(children: number): ImportField[] {
  const childFields = Array.from({ length: Math.min(children, MAX_CHILDREN_PER_ROW) }, (_, i) =>
    (Object.keys(CHILD_FIELDS) as ChildField[]).map((f) => `child${i + 1}.${f}` as ImportField),
  ).flat();
  return [...(Object.keys(PARENT_FIELDS) as ImportField[]), ...childFields, 'ignore'];
}

/** A mapping as either door reads it: column header → field; headers left out are not imported. */
export const importMappingSchema = z
  .record(z.string().max(200), z.string().refine(isImportField, { error: 'Choose a field from the list for this column.' }))
  .refine((m) => Object.keys(m).length <= 300, { error: 'A sheet of at most 300 columns can be imported.' });
export type ImportMapping = Record<string, ImportField>;

const words = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const CHILD_WORDS = /\b(child|children|kid|student|camper|participant|son|daughter)\b/;
const PARENT_WORDS = /\b(parent|guardian|mother|father|mom|dad|adult|family|household)\b/;
const CONTACT_WORDS = /\b(emergency|alternate contact|other contact)\b/;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8 };

/** The child a header speaks of: "Child 2 …", "2nd child …", "Second child …", "Kid #3"; 1 when unnumbered. */
function childIndexOf(text: string): number {
  const numbered = /\b(?:child|kid|student|camper|participant)\s*(?:no\s*)?(\d)\b/.exec(text) ?? /\b(\d)\s*(?:st|nd|rd|th)?\s*(?:child|kid|student|camper)\b/.exec(text);
  if (numbered) return Number(numbered[1]);
  const ordinal = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth)\s+(?:child|kid|student|camper)\b/.exec(text);
  return ordinal ? ORDINALS[ordinal[1]] : 1;
}

/** Which attribute a header names, whoever it belongs to; null when it names none we keep. */
function attributeOf(text: string): ChildField | 'email' | 'secondaryEmail' | 'phone' | 'street' | 'city' | 'state' | 'postalCode' | 'relationship' | null {
  if (/\b(e ?mail)\b/.test(text)) return /\b(second|secondary|alternate|other|2)\b/.test(text) ? 'secondaryEmail' : 'email';
  if (/\b(phone|cell|mobile|telephone|tel)\b/.test(text)) return 'phone';
  if (/\b(birth|dob|birthday|born)\b/.test(text)) return 'dateOfBirth';
  if (/\b(grade|school year|class)\b/.test(text)) return 'grade';
  if (/\b(allerg\w*|medical|medication\w*|health|condition\w*|dietary)\b/.test(text)) return 'medicalInformation';
  if (/\b(alert|warning)\b/.test(text)) return 'medicalAlert';
  if (/\b(notes?|comments?|anything else)\b/.test(text)) return 'parentNotes';
  if (/\b(relationship|relation)\b/.test(text)) return 'relationship';
  if (/\b(street|address)\b/.test(text)) return 'street';
  if (/\b(city|town)\b/.test(text)) return 'city';
  if (/\b(state|province)\b/.test(text)) return 'state';
  if (/\b(zip|postal|postcode)\b/.test(text)) return 'postalCode';
  if (/\b(first|given|fname)\b/.test(text)) return 'firstName';
  if (/\b(last|surname|family name|lname)\b/.test(text)) return 'lastName';
  if (/\bname\b/.test(text)) return 'name';
  return null;
}

/** The field a column with this header most likely holds ("ignore" when the header names nothing we keep). */
export function guessField(header: string): ImportField {
  const text = words(header);
  if (!text) return 'ignore';
  const attribute = attributeOf(text);
  if (attribute === null) return 'ignore';
  if (CONTACT_WORDS.test(text)) {
    if (attribute === 'phone') return 'contact.phone';
    if (attribute === 'relationship') return 'contact.relationship';
    if (attribute === 'name' || attribute === 'firstName' || attribute === 'lastName') return 'contact.name';
    return 'ignore';
  }
  const childish = CHILD_WORDS.test(text) && !PARENT_WORDS.test(text);
  const onlyChildAttribute = attribute === 'dateOfBirth' || attribute === 'grade' || attribute === 'medicalInformation' || attribute === 'medicalAlert';
  if (childish || onlyChildAttribute) {
    const index = childIndexOf(text);
    if (index < 1 || index > MAX_CHILDREN_PER_ROW) return 'ignore';
    if (attribute in CHILD_FIELDS) return `child${index}.${attribute as ChildField}` as ImportField;
    return 'ignore';
  }
  if (attribute === 'relationship') return 'ignore';
  // Notes with no one named are the family's words about its children.
  if (attribute === 'parentNotes') return 'child1.parentNotes';
  return `parent.${attribute}` as ImportField;
}

/**
 * The guessed mapping for a sheet's headers. A field claimed by two columns keeps the first; the later
 * column is left out (the staff member can map it by hand).
 */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const header of headers) {
    if (header in mapping) continue;
    const field = guessField(header);
    if (field !== 'ignore' && taken.has(field)) {
      mapping[header] = 'ignore';
      continue;
    }
    taken.add(field);
    mapping[header] = field;
  }
  return mapping;
}

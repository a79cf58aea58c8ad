// A people query as the builder edits it and as the URL (?q=…) and saved queries hold it: the same JSON
// the server parses (server/src/domains/query/query.input.ts). Pure functions, no React.
export type PersonKind = 'child' | 'parent' | 'intern' | 'staff';
export type ConditionValue = string | number | boolean | (string | number)[];

export interface Leaf {
  field: string;
  op: string;
  value?: ConditionValue;
}
export type Condition = { all: Condition[] } | { any: Condition[] } | { not: Condition } | Leaf;

export interface Definition {
  personType: PersonKind;
  where: Condition | null;
  columns: string[];
  sort: { field: string; direction: 'asc' | 'desc' }[];
}

export interface FieldInfo {
  key: string;
  label: string;
  type: string;
  operators: readonly string[];
  permission: string | null | undefined;
  canBeColumn: boolean;
  starter: boolean;
  choices: readonly { value: string; label: string }[];
}

/** Whom a query finds, in the order the builder offers them (their words: PeopleQueryPage.tsx). */
export const PERSON_KINDS: readonly PersonKind[] = ['child', 'parent', 'intern', 'staff'];

export const NO_VALUE = new Set(['isEmpty', 'isNotEmpty', 'isTrue', 'isFalse']);

/** The fields a viewer may use: those behind a permission they lack are not offered at all. */
export const usableFields = <F extends FieldInfo>(fields: readonly F[], permissions: readonly string[]) =>
  fields.filter((f) => !f.permission || permissions.includes(f.permission));

export function starterDefinition(personType: PersonKind, fields: readonly FieldInfo[]): Definition {
  return { personType, where: { all: [] }, columns: fields.filter((f) => f.starter || f.key === 'name').map((f) => f.key), sort: [{ field: 'name', direction: 'asc' }] };
}

export const isLeaf = (c: Condition): c is Leaf => 'field' in c;

/** A new condition on a field, with its first operator and an empty value of the right shape. */
export function newLeaf(field: FieldInfo, today: string): Leaf {
  const op = field.operators[0];
  return { field: field.key, op, value: defaultValue(field, op, today) };
}

export function defaultValue(field: FieldInfo, op: string, today: string): ConditionValue | undefined {
  if (NO_VALUE.has(op)) return undefined;
  if (field.type === 'choice' || field.type === 'group') return [];
  if (field.type === 'date' || field.type === 'attendance') return op === 'between' ? [today, today] : today;
  if (field.type === 'number') return op === 'between' ? [0, 0] : 0;
  return '';
}

export function encodeDefinition(def: Definition): string {
  return JSON.stringify(def);
}

/** Reads ?q=…; null when absent or not a definition (a mangled link starts a fresh query). */
export function decodeDefinition(text: string | null): Definition | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Definition>;
    if (!value || !PERSON_KINDS.includes(value.personType as PersonKind) || !Array.isArray(value.columns)) return null;
    return { personType: value.personType!, where: value.where ?? null, columns: value.columns, sort: Array.isArray(value.sort) ? value.sort : [] };
  } catch {
    return null;
  }
}

/** Clicking a column heading: ascending, then descending, then back to ascending. */
export function toggleSort(def: Definition, field: string): Definition {
  const current = def.sort[0];
  const direction = current?.field === field && current.direction === 'asc' ? 'desc' : 'asc';
  return { ...def, sort: [{ field, direction }] };
}

/** Today in the browser's calendar, yyyy-mm-dd. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const exportUrl = (def: Definition, name: string) =>
  `/api/v1/people-query/export.csv?q=${encodeURIComponent(encodeDefinition(def))}&name=${encodeURIComponent(name)}`;

/** The kinds of day a date condition may name (a date, or one the server resolves when the query runs), in the order offered. */
export const RELATIVE_DAYS = ['date', 'today', 'yesterday', 'thisWeek', 'daysAgo'] as const;

/** Which kind of day a condition's value names. */
export function relativeDayKind(value: string): string {
  if (value === 'today' || value === 'yesterday' || value === 'thisWeek') return value;
  return /^daysAgo:\d+$/.test(value) ? 'daysAgo' : 'date';
}

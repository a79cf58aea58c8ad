// The registrations review at scale: search, filters and families kept together, as plain functions
// over what the page loaded (tested in review-filter.test.ts).

export interface ReviewRow {
  readonly id: string;
  readonly status: string;
  readonly submittedAt: string;
  readonly child: { readonly firstName: string; readonly preferredName?: string | null; readonly lastName: string; readonly gradeEntering: number };
  readonly submittedBy: { readonly databaseId: number; readonly firstName: string; readonly lastName: string; readonly email: string };
  readonly responses: readonly { readonly questionKey?: string | null; readonly response: string }[];
}

export interface ReviewFilters {
  search: string;
  status: string | null;
  grade: string | null;
  club: string | null;
  church: string | null;
}

export const NO_FILTERS: ReviewFilters = { search: '', status: 'PENDING', grade: null, club: null, church: null };

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const answer = (row: ReviewRow, key: string) => row.responses.find((r) => r.questionKey === key)?.response ?? '';

/** The church answer's group: Yes, No, NoLonger, another church, or not answered. */
export function churchGroup(response: string): string {
  if (response.startsWith('something:')) return 'OTHER';
  return response === '' ? 'NONE' : response;
}

export const CHURCH_FILTER = [
  { value: 'Yes', label: 'Attends our church' },
  { value: 'OTHER', label: 'Another church' },
  { value: 'NoLonger', label: 'No longer attends' },
  { value: 'No', label: 'No church' },
  { value: 'NONE', label: 'Did not say' },
];

export const clubChoices = (row: ReviewRow) => answer(row, 'elective').split(':').map((c) => c.trim()).filter(Boolean);

export function matchesReview(row: ReviewRow, f: ReviewFilters): boolean {
  if (f.status && row.status !== f.status) return false;
  if (f.grade !== null && String(row.child.gradeEntering) !== f.grade) return false;
  if (f.club && !clubChoices(row).includes(f.club)) return false;
  if (f.church && churchGroup(answer(row, 'church')) !== f.church) return false;
  const words = fold(f.search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { child, submittedBy } = row;
  const hay = fold([child.firstName, child.preferredName ?? '', child.lastName, submittedBy.firstName, submittedBy.lastName, submittedBy.email].join(' ')).split(/[\s@.-]+/);
  return words.every((w) => hay.some((h) => h.startsWith(w)));
}

export interface Family<R extends ReviewRow> {
  key: number;
  parent: R['submittedBy'];
  rows: R[];
}

/** Siblings together: one family per parent who submitted, families by their earliest submission, children by name. */
export function byFamily<R extends ReviewRow>(rows: readonly R[]): Family<R>[] {
  const families = new Map<number, Family<R>>();
  for (const row of rows) {
    const key = row.submittedBy.databaseId;
    let family = families.get(key);
    if (!family) families.set(key, (family = { key, parent: row.submittedBy, rows: [] }));
    family.rows.push(row);
  }
  const first = (f: Family<R>) => f.rows.reduce((min, r) => (r.submittedAt < min ? r.submittedAt : min), f.rows[0].submittedAt);
  for (const f of families.values()) f.rows.sort((a, b) => a.child.firstName.localeCompare(b.child.firstName));
  return [...families.values()].sort((a, b) => first(a).localeCompare(first(b)) || a.key - b.key);
}

import { describe, expect, it } from 'vitest';
import { byFamily, matchesReview, NO_FILTERS, type ReviewRow } from './review-filter.ts';

const row = (id: string, firstName: string, parentId: number, extra: Partial<ReviewRow> & { church?: string; elective?: string; grade?: number } = {}): ReviewRow => ({
  id,
  status: extra.status ?? 'PENDING',
  submittedAt: extra.submittedAt ?? `2025-06-0${id}T10:00:00Z`,
  child: { firstName, lastName: `Family${parentId}`, gradeEntering: extra.grade ?? 2 },
  submittedBy: { databaseId: parentId, firstName: `Parent${parentId}`, lastName: `Family${parentId}`, email: `p${parentId}@example.org` },
  responses: [
    { questionKey: 'church', response: extra.church ?? 'Yes' },
    { questionKey: 'elective', response: extra.elective ?? 'Art:Sports' },
  ],
});

describe('registrations review', () => {
  const rows = [
    row('1', 'Zoe', 7, { church: 'something:Hope', grade: 3 }),
    row('2', 'Ada', 9, { elective: 'Drama', status: 'APPROVED' }),
    row('3', 'Ben', 7, { church: 'No', elective: 'Sports' }),
  ];

  it('filters by status, grade, any club choice, church answer and searches names and e-mail', () => {
    const ids = (f: Partial<typeof NO_FILTERS>) => rows.filter((r) => matchesReview(r, { ...NO_FILTERS, ...f })).map((r) => r.id);
    expect(ids({})).toEqual(['1', '3']);
    expect(ids({ status: null })).toEqual(['1', '2', '3']);
    expect(ids({ grade: '3' })).toEqual(['1']);
    expect(ids({ status: null, club: 'Drama' })).toEqual(['2']);
    expect(ids({ club: 'Sports' })).toEqual(['1', '3']);
    expect(ids({ church: 'OTHER' })).toEqual(['1']);
    expect(ids({ search: 'parent7' })).toEqual(['1', '3']);
    expect(ids({ search: 'p9', status: null })).toEqual(['2']);
  });

  it('keeps siblings together, families in the order they first registered', () => {
    const families = byFamily(rows);
    expect(families.map((f) => [f.key, f.rows.map((r) => r.child.firstName)])).toEqual([
      [7, ['Ben', 'Zoe']],
      [9, ['Ada']],
    ]);
  });
});

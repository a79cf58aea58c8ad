// The grades a form or a filter offers (SPEC §3), as choices. A module of its own: the registrations page's
// filter needs it without the family forms' schemas (features/profile/format.ts), and pages that only word a
// grade (lib/format.ts) need not build the list.
import { gradeLabel } from '../../../shared/grade.ts';

export const GRADE_OPTIONS = Array.from({ length: 14 }, (_, grade) => ({ value: String(grade), label: gradeLabel(grade) }));

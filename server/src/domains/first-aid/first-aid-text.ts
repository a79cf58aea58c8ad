// A report's text (what happened, the treatment, the follow-up) is medical: each time a door hands one of
// them out, for the report or one of its earlier revisions, a READ of that field about the child is recorded
// (audit/sensitive-fields.ts lists the same fields).
import { disclosedOf, type ReadVia } from '../audit/audit-reads.ts';

export const REPORT_TEXT = ['whatHappened', 'treatment', 'followUp'] as const;
export type ReportTextField = (typeof REPORT_TEXT)[number];

/** A report or revision as the doors read it: its id, the child it is about, and its text. */
type WithText = { id: number; childId: number } & Record<ReportTextField, string>;

export const disclosedText = (entity: 'FirstAidReport' | 'FirstAidRevision', row: WithText, field: ReportTextField, via?: ReadVia): string =>
  disclosedOf(row[field], { entity, entityId: row.id, personType: 'child', personId: row.childId }, field, via);

/** A report with its earlier texts, as first-aid.service.ts reads it. */
type WithRevisions = WithText & { revisions: ({ id: number } & Record<ReportTextField, string>)[] };

/** A report's earlier texts, each knowing the child it is about. */
export const revisionsOf = <R extends WithRevisions>(r: R) => r.revisions.map((revision) => ({ ...(revision as R['revisions'][number]), childId: r.childId }));

/** Every text field of a report or revision, recorded as read. */
const allText = (entity: 'FirstAidReport' | 'FirstAidRevision', row: WithText) =>
  Object.fromEntries(REPORT_TEXT.map((field) => [field, disclosedText(entity, row, field)])) as Record<ReportTextField, string>;

/** The report with its text and its revisions' text, recorded as read (the REST door hands out all of it). */
export const disclosedReport = <R extends WithRevisions>(r: R): R => ({
  ...r,
  ...allText('FirstAidReport', r),
  revisions: r.revisions.map((revision) => ({ ...revision, ...allText('FirstAidRevision', { ...revision, childId: r.childId }) })),
});

/** A READ through the mail door of each text field an e-mail sent about the report carried (an empty follow-up is left out of it). */
export function recordMailedText(r: WithText) {
  for (const field of REPORT_TEXT) if (r[field]) disclosedText('FirstAidReport', r, field, { door: 'mail' });
}

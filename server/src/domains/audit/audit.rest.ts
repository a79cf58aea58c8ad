// The audit trail through REST (beyond SPEC §7, for administrators and their tools):
//   GET /api/v1/audit?person&actor&kind&from&to&first&after → {"entries": [...], "nextCursor": "123" | null}
//   GET /api/v1/audit/csv?person&actor&kind&from&to        → text/csv, streamed page by page
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import { queryDateOrInstant, queryInt } from '../../http/rest-input.ts';
import { inQuery, pageSize } from '../../paging-input.ts';
import { PAGE_MAX, type AuditFilter, type AuditRow } from './audit.service.ts';
import { auditKind } from '../../../../forms/audit.ts';
import { AUDIT_CSV_HEADER, auditCsvLine, csvLine } from './audit-csv.ts';

const TAG = 'audit';

const words = (description: string) => z.string().optional().meta({ description });
const filter = z.object({
  person: words('Words of a person’s name.'),
  actor: words('Words of the actor’s name or e-mail.'),
  kind: auditKind.optional().meta({ description: 'READ, CHANGE, CREATE, UPDATE or DELETE.' }),
  from: queryDateOrInstant().optional(),
  to: queryDateOrInstant().optional(),
});
const filterOf = (q: z.output<typeof filter>): AuditFilter => ({ person: q.person, actor: q.actor, kind: q.kind, from: q.from ?? null, to: q.to ?? null });

const entryJson = (r: AuditRow) => ({ ...r, at: r.at.toISOString() });
const entryOut = z.object({
  id: z.number(),
  at: z.string(),
  door: z.string(),
  kind: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  field: z.string().nullable(),
  personType: z.string().nullable(),
  personId: z.number().nullable(),
  personName: z.string().nullable(),
  actorAccountId: z.number().nullable(),
  actorKioskId: z.number().nullable().meta({ description: 'The self check-in kiosk that acted (door kiosk); null otherwise.' }),
  actorName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  summary: z.string().meta({ description: 'The entry in one sentence, as the audit page says it.' }),
  changes: z.array(z.object({ label: z.string(), before: z.string().nullable(), after: z.string().nullable() })).meta({ description: 'The fields it changed, labelled, their values in words.' }),
  doorLabel: z.string().meta({ description: 'The door in words: app, API, sign-in, live update, e-mail or system.' }),
});

export function auditRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/audit',
      tag: TAG,
      summary: 'A page of the audit trail, newest first; `after` is the previous page’s nextCursor.',
      query: filter.extend({ first: inQuery(pageSize(PAGE_MAX, 'entries')), after: queryInt().optional() }),
      responses: { 200: z.object({ entries: z.array(entryOut), nextCursor: z.string().nullable() }) },
      handler: async (c, { query }) => {
        const { services, viewer, reader } = c.var.ctx;
        const page = await services.audit.page(viewer, filterOf(query), query.first ?? 50, query.after ?? null, reader?.timeZone);
        return { entries: page.rows.map(entryJson), nextCursor: page.hasNextPage ? String(page.rows[page.rows.length - 1].id) : null };
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/audit/csv',
      tag: TAG,
      summary: 'The audit trail as CSV, streamed page by page.',
      query: filter,
      responses: { 200: { description: 'The entries as CSV.', contentType: 'text/csv' } },
      handler: async (c, { query }) => {
        const { services, viewer, reader } = c.var.ctx;
        const pages = services.audit.all(viewer, filterOf(query), reader?.timeZone);
        // The first page is read before the response starts, so a refusal or bad filter is a proper 4xx.
        const first = await pages.next();
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(csvLine(AUDIT_CSV_HEADER)));
            if (!first.done) controller.enqueue(encoder.encode(first.value.map(auditCsvLine).join('')));
          },
          async pull(controller) {
            if (first.done) return controller.close();
            const next = await pages.next();
            if (next.done) return controller.close();
            controller.enqueue(encoder.encode(next.value.map(auditCsvLine).join('')));
          },
          async cancel() {
            await pages.return(undefined);
          },
        });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(body, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="audit-${day}.csv"` });
      },
    });
}

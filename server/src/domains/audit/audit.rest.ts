// The audit trail through REST (beyond SPEC §7, for administrators and their tools):
//   GET /api/v1/audit?person&actor&kind&from&to&first&after → {"entries": [...], "nextCursor": "123" | null}
//   GET /api/v1/audit/csv?person&actor&kind&from&to        → text/csv, streamed page by page
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { queryDateOrInstant, queryInt } from '../../http/rest.ts';
import type { AuditFilter, AuditRow } from './audit.service.ts';
import { AUDIT_CSV_HEADER, auditCsvLine, csvLine } from './audit-csv.ts';

export function auditFilterFromQuery(c: AppContext): AuditFilter {
  return { person: c.req.query('person'), actor: c.req.query('actor'), kind: c.req.query('kind'), from: queryDateOrInstant(c, 'from'), to: queryDateOrInstant(c, 'to') };
}

const entryJson = (r: AuditRow) => ({ ...r, at: r.at.toISOString() });

export function auditRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/api/v1/audit', async (c) => {
    const { services, viewer } = c.var.ctx;
    const after = queryInt(c, 'after', { required: false }) ?? null;
    const page = await services.audit.page(viewer, auditFilterFromQuery(c), queryInt(c, 'first', { required: false }) ?? 50, after);
    return c.json({ entries: page.rows.map(entryJson), nextCursor: page.hasNextPage ? String(page.rows[page.rows.length - 1].id) : null });
  });

  r.get('/api/v1/audit/csv', async (c) => {
    const { services, viewer } = c.var.ctx;
    const pages = services.audit.all(viewer, auditFilterFromQuery(c));
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
  });

  return r;
}

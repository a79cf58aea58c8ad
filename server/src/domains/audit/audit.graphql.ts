// The audit trail through GraphQL: a Relay connection, newest first, filtered by person, actor, kind and
// dates. Each entry reads in words (summary, changes, doorLabel: audit-words.ts); its values before and after
// are also there as JSON text, as stored but for sensitive content (audit-trail-values.ts).
import { builder } from '../../graphql/builder.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { z } from 'zod';
import { readInput } from '../../input.ts';
import { auditKind } from '../../../../forms/audit.ts';
import { forwardConnectionArgs } from '../../paging-input.ts';
import { PAGE_MAX, type AuditRow } from './audit.service.ts';
import type { AuditChange } from './audit-words.ts';
import { REDACTED_VALUE } from './audit.policy.ts';

const SENSITIVE_NOTE = `Medical information, staff notes and first-aid text read "${REDACTED_VALUE}" without that permission; shown, they are recorded as a read.`;

const AuditChangeRef = builder.objectRef<AuditChange>('AuditChange').implement({
  description: 'One field an entry changed, in words: its label and its values before and after as a person reads them.',
  fields: (t) => ({
    label: t.exposeString('label'),
    before: t.exposeString('before', { nullable: true, description: `The value before in words; null for an addition. ${SENSITIVE_NOTE}` }),
    after: t.exposeString('after', { nullable: true, description: `The value after in words; null for a removal. ${SENSITIVE_NOTE}` }),
  }),
});

const AuditEntryRef = builder.objectRef<AuditRow>('AuditEntry').implement({
  description: 'One entry of the append-only audit trail: a read of medical information or staff notes, or a change.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.id) }),
    summary: t.exposeString('summary', { description: 'The entry in one sentence: "Rebecca Harper gave Daniel Brooks permission to approve registrations".' }),
    changes: t.field({ type: [AuditChangeRef], description: 'The fields the entry added, changed or removed, labelled, in words (none for a read).', resolve: (r) => r.changes }),
    doorLabel: t.exposeString('doorLabel', { description: 'The door in words: app, API, sign-in, live update, e-mail or system.' }),
    at: t.expose('at', { type: 'DateTime' }),
    door: t.exposeString('door', { description: 'graphql, rest, kiosk, sign-in, subscription, mail or system.' }),
    kind: t.exposeString('kind', { description: 'READ, CREATE, UPDATE or DELETE.' }),
    entity: t.exposeString('entity'),
    entityId: t.exposeString('entityId', { nullable: true }),
    field: t.exposeString('field', { nullable: true, description: 'For reads: the field read. For a change the database or a nested write made: its cause ("cascade from Group 12", "nested in Child 5").' }),
    personType: t.exposeString('personType', { nullable: true }),
    personId: t.exposeInt('personId', { nullable: true }),
    personName: t.exposeString('personName', { nullable: true }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'The account, or the kiosk (“Kiosk “Lobby””) for the kiosk door; null for the system (seed, jobs).' }),
    actorKioskId: t.exposeInt('actorKioskId', { nullable: true, description: 'The self check-in kiosk that acted (door kiosk).' }),
    before: t.string({ nullable: true, description: `JSON of the values before. ${SENSITIVE_NOTE}`, resolve: (r) => (r.before == null ? null : JSON.stringify(r.before)) }),
    after: t.string({ nullable: true, description: `JSON of the values after. ${SENSITIVE_NOTE}`, resolve: (r) => (r.after == null ? null : JSON.stringify(r.after)) }),
  }),
});

const AuditFilterInput = builder.inputType('AuditFilterInput', {
  fields: (t) => ({
    person: t.string({ description: 'Words of the name of the person the entry is about.' }),
    actor: t.string({ description: 'Words of the name or e-mail of who acted.' }),
    kind: t.string({ description: 'READ, CHANGE, CREATE, UPDATE or DELETE.' }),
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
  }),
});

/** The trail's cursor is the id of a page's last entry. */
const trailPaging = forwardConnectionArgs({
  max: PAGE_MAX,
  noun: 'entries',
  decode: (cursor) => (Number.isSafeInteger(Number(cursor)) ? Number(cursor) : null),
  cursorWords: 'This is not a cursor of this list; start again from the first page.',
  backwardsWords: 'The trail pages forward only: use first and after.',
});

builder.queryFields((t) => ({
  auditTrail: t.connection(
    {
      type: AuditEntryRef,
      authScopes: { permission: Permission.ADMINISTER_ACCOUNTS },
      args: { filter: t.arg({ type: AuditFilterInput }) },
      resolve: async (_root, args, ctx) => {
        const { first, after } = readInput(trailPaging, args);
        const given = args.filter ?? {};
        const filter = { ...given, kind: readInput(z.object({ kind: auditKind.nullish() }), { kind: given.kind }).kind };
        const [page, totalCount] = await Promise.all([ctx.services.audit.page(ctx.viewer, filter, first, after, ctx.reader?.timeZone), ctx.services.audit.count(ctx.viewer, filter)]);
        const edges = page.rows.map((node) => ({ cursor: String(node.id), node }));
        return {
          totalCount,
          edges,
          pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: after !== null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
        };
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({ description: 'Entries matching the filter.', resolve: (conn) => (conn as unknown as { totalCount: number }).totalCount }),
      }),
    },
  ),
}));

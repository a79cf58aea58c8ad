// GraphQL door to first aid: reports the viewer may read, write one, correct one (the earlier text is kept),
// and `firstAidReportChanged` for open pages: the report written or corrected, re-read through the policy
// with each subscriber's own selection (its text recorded as read, like any other read), merged by id.
import type { GraphQLResolveInfo } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { viewerEvents, type LiveEvent } from '../../live/bus.ts';
import type { RequestContext } from '../../context.ts';
import type { FirstAidReportRow } from './first-aid.service.ts';
import { doorOfOperation } from '../audit/audit-reads.ts';
import { disclosedText, revisionsOf, type ReportTextField } from './first-aid-text.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { readInput } from '../../input.ts';
import { firstAidCorrectionSchema, firstAidReportSchema } from '../../../../forms/first-aid.ts';

type Revision = ReturnType<typeof revisionsOf<FirstAidReportRow>>[number];

/** A text field of a report or revision, recorded as read when resolved (first-aid-text.ts). */
const textField =
  (entity: 'FirstAidReport' | 'FirstAidRevision', field: ReportTextField) => (row: Revision | FirstAidReportRow, _args: unknown, ctx: RequestContext, info: GraphQLResolveInfo) =>
    disclosedText(entity, row, field, { door: doorOfOperation(info), scope: ctx.auditScope });


const RevisionRef = builder.objectRef<Revision>('FirstAidRevision').implement({
  description: 'What a report said before one correction.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
    location: t.exposeString('location'),
    whatHappened: t.string({ resolve: textField('FirstAidRevision', 'whatHappened') }),
    treatment: t.string({ resolve: textField('FirstAidRevision', 'treatment') }),
    followUp: t.string({ resolve: textField('FirstAidRevision', 'followUp') }),
    correctedAt: t.expose('correctedAt', { type: 'DateTime', description: 'When this text was replaced.' }),
  }),
});

const ReportRef = builder.objectRef<FirstAidReportRow>('FirstAidReport').implement({
  description: 'A first-aid incident report. Never deleted; corrections keep the earlier text.',
  fields: (t) => ({
    id: t.id({ description: 'Global id: a report written or corrected elsewhere merges by it.', resolve: (r) => encodeGlobalID('FirstAidReport', r.id) }),
    databaseId: t.exposeInt('id'),
    childId: t.exposeInt('childId'),
    childName: t.string({ resolve: (r) => displayName(r.child) }),
    occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
    location: t.exposeString('location'),
    whatHappened: t.string({ resolve: textField('FirstAidReport', 'whatHappened') }),
    treatment: t.string({ resolve: textField('FirstAidReport', 'treatment') }),
    followUp: t.string({ resolve: textField('FirstAidReport', 'followUp') }),
    staffName: t.string({ description: 'The staff member who wrote it.', resolve: (r) => displayName(r.staff) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    revisions: t.field({ type: [RevisionRef], description: 'Earlier texts, oldest first.', resolve: revisionsOf }),
  }),
});


const CreateInput = builder.inputType('CreateFirstAidReportInput', {
  fields: (t) => ({
    childId: t.int({ required: true }),
    occurredAt: t.field({ type: 'DateTime', required: true }),
    location: t.string({ required: true }),
    whatHappened: t.string({ required: true }),
    treatment: t.string({ required: true }),
    followUp: t.string(),
  }),
});
const CorrectInput = builder.inputType('CorrectFirstAidReportInput', {
  fields: (t) => ({
    reportId: t.int({ required: true }),
    occurredAt: t.field({ type: 'DateTime', required: true }),
    location: t.string({ required: true }),
    whatHappened: t.string({ required: true }),
    treatment: t.string({ required: true }),
    followUp: t.string(),
  }),
});

builder.queryField('firstAidReports', (t) =>
  t.field({
    type: [ReportRef],
    description: 'Reports the viewer may read (all with VIEW_SENSITIVE_INFO; a staff member’s own; a parent’s children’s), newest first.',
    authScopes: { signedIn: true },
    args: { childId: t.arg.int() },
    resolve: (_r, { childId }, ctx) => ctx.services.firstAid.list(ctx.viewer, childId),
  }),
);

builder.mutationFields((t) => ({
  createFirstAidReport: t.field({
    type: ReportRef,
    description: 'Writes a report and e-mails the child’s parents at once. Staff only.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => ctx.services.firstAid.get(ctx.viewer, await ctx.services.firstAid.create(ctx.viewer, readInput(firstAidReportSchema, input))),
  }),
  correctFirstAidReport: t.field({
    type: ReportRef,
    description: 'Corrects a report; the earlier text is kept as a revision and the parents are e-mailed the new text.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: CorrectInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { reportId, ...rest } = input;
      return ctx.services.firstAid.get(ctx.viewer, await ctx.services.firstAid.correct(ctx.viewer, reportId, readInput(firstAidCorrectionSchema, rest)));
    },
  }),
}));

/**
 * The reports this viewer may read, as they are written or corrected (checked per event: the audience is
 * coarser than the policy). Listens to the bus at once, so the stream's first message means it listens.
 */
function readableReports(ctx: RequestContext): AsyncGenerator<number> {
  const events = viewerEvents(ctx.bus, ctx.viewer, (e) => e.type === 'first-aid-report');
  return (async function* () {
    try {
      for await (const event of events as AsyncIterable<LiveEvent>) {
        const id = Number(event.data.reportId);
        if (await ctx.services.firstAid.canRead(ctx.viewer, id)) yield id;
      }
    } finally {
      await events.return?.();
    }
  })();
}

builder.subscriptionField('firstAidReportChanged', (t) =>
  t.field({
    type: ReportRef,
    description: 'A report the viewer may read was written or corrected.',
    authScopes: { signedIn: true },
    subscribe: (_r, _a, ctx) => readableReports(ctx) as AsyncIterable<unknown> as AsyncIterable<FirstAidReportRow>,
    resolve: (id, _a, ctx) => ctx.services.firstAid.get(ctx.viewer, id as unknown as number),
  }),
);

// GraphQL door to screening: the viewer's own status (and signing the code of conduct), the screening page's
// people, expiring clearances and one person's history (ASSIGN_STAFF), recording and correcting records, the
// edition's required parts, the reminder sweep on demand; and `cleared` on Staff and Intern for the staff page.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import type { RequestContext } from '../../context.ts';
import { readInput } from '../../input.ts';
import { BackgroundCheckResult, ScreeningKind } from '../../generated/prisma/enums.ts';
import {
  codeOfConductSignatureSchema,
  screeningCorrectionSchema,
  screeningRecordSchema,
  screeningRequirementsSchema,
} from '../../../../forms/screening.ts';
import { notFound } from '../../errors.ts';
import type { Clearance } from './screening.policy.ts';
import type { ScreenedPersonView, ScreeningRecordRow } from './screening.service.ts';

const KindEnum = builder.enumType(ScreeningKind, { name: 'ScreeningKind' });
const ResultEnum = builder.enumType(BackgroundCheckResult, { name: 'BackgroundCheckResult' });

const RecordRef = builder.objectRef<ScreeningRecordRow>('ScreeningRecord').implement({
  description: 'A background check, a training completed or the code of conduct signed. Never deleted: a correction replaces it.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID('ScreeningRecord', r.id) }),
    databaseId: t.exposeInt('id'),
    kind: t.field({ type: KindEnum, resolve: (r) => r.kind }),
    completedOn: t.field({ type: 'Date', resolve: (r) => r.completedOn }),
    expiresOn: t.field({ type: 'Date', nullable: true, description: 'The last day it counts.', resolve: (r) => r.expiresOn }),
    provider: t.exposeString('provider', { nullable: true }),
    result: t.field({ type: ResultEnum, nullable: true, resolve: (r) => r.result }),
    title: t.exposeString('title', { nullable: true, description: 'A training’s name, or the name typed to sign the code of conduct.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    replacedAt: t.expose('replacedAt', { type: 'DateTime', nullable: true }),
  }),
});

const ClearanceRef = builder.objectRef<Clearance>('ScreeningClearance').implement({
  fields: (t) => ({
    cleared: t.exposeBoolean('cleared'),
    missing: t.exposeStringList('missing', { description: 'What is missing or lapsed, in words.' }),
    clearedUntil: t.field({ type: 'Date', nullable: true, description: 'The last day the clearance counts.', resolve: (c) => c.clearedUntil }),
  }),
});

type PersonWithHistory = ScreenedPersonView & { history?: ScreeningRecordRow[] };

/** What a volunteer's screening says wherever it is shown: their own card and the screening page alike. */
const StatusRef = builder.interfaceRef<{ clearance: Clearance; records: ScreeningRecordRow[] }>('ScreeningStatus').implement({
  description: 'A clearance and the current records it rests on.',
  fields: (t) => ({
    clearance: t.field({ type: ClearanceRef, resolve: (p) => p.clearance }),
    records: t.field({ type: [RecordRef], description: 'The current records (not replaced), newest first.', resolve: (p) => p.records }),
  }),
});

const PersonRef = builder.objectRef<PersonWithHistory>('ScreenedPerson').implement({
  description: 'A staff member or an intern with their clearance and current records.',
  interfaces: [StatusRef],
  fields: (t) => ({
    id: t.id({ resolve: (p) => encodeGlobalID('ScreenedPerson', p.key) }),
    kind: t.exposeString('kind', { description: 'staff or intern' }),
    staffId: t.exposeInt('staffId', { nullable: true }),
    internId: t.exposeInt('internId', { nullable: true }),
    name: t.exposeString('name'),
    history: t.field({ type: [RecordRef], nullable: true, description: 'Every record, replaced ones included (screeningPerson only).', resolve: (p) => p.history ?? null }),
  }),
});

const MineRef = builder
  .objectRef<Awaited<ReturnType<RequestContext['services']['screening']['mine']>>>('MyScreening')
  .implement({
    interfaces: [StatusRef],
    fields: (t) => ({
      requiresTraining: t.boolean({ resolve: (m) => m.requirements.requiresTraining }),
      requiresCodeOfConduct: t.boolean({ resolve: (m) => m.requirements.requiresCodeOfConduct }),
    }),
  });

const RequirementsRef = builder.objectRef<{ requiresTraining: boolean; requiresCodeOfConduct: boolean }>('ScreeningRequirements').implement({
  fields: (t) => ({ requiresTraining: t.exposeBoolean('requiresTraining'), requiresCodeOfConduct: t.exposeBoolean('requiresCodeOfConduct') }),
});

const RecordInput = builder.inputType('RecordScreeningInput', {
  fields: (t) => ({
    staffId: t.int(),
    internId: t.int(),
    kind: t.field({ type: KindEnum, required: true }),
    completedOn: t.string({ required: true, description: 'yyyy-mm-dd' }),
    expiresOn: t.string({ description: 'yyyy-mm-dd: the last day it counts' }),
    provider: t.string(),
    result: t.field({ type: ResultEnum }),
    title: t.string(),
  }),
});
const CorrectInput = builder.inputType('CorrectScreeningRecordInput', {
  fields: (t) => ({
    recordId: t.int({ required: true }),
    completedOn: t.string({ required: true, description: 'yyyy-mm-dd' }),
    expiresOn: t.string({ description: 'yyyy-mm-dd: the last day it counts' }),
    provider: t.string(),
    result: t.field({ type: ResultEnum }),
    title: t.string(),
  }),
});
const SignInput = builder.inputType('SignCodeOfConductInput', { fields: (t) => ({ signedName: t.string({ required: true }) }) });
const RequirementsInput = builder.inputType('ScreeningRequirementsInput', {
  fields: (t) => ({ requiresTraining: t.boolean({ required: true }), requiresCodeOfConduct: t.boolean({ required: true }) }),
});

/** The person a record is about, as the screening page lists them now. */
async function personOf(ctx: RequestContext, r: ScreeningRecordRow): Promise<ScreenedPersonView> {
  const key = r.staffId !== null ? `staff:${r.staffId}` : `intern:${r.internId}`;
  const person = (await ctx.services.screening.everyone()).find((p) => p.key === key);
  if (!person) throw notFound('Person');
  return person;
}

/** Everyone's clearance, read once per request (the staff page asks `cleared` of every person on it). */
const clearanceByKey = new WeakMap<RequestContext, Promise<Map<string, Clearance>>>();
function clearanceOfPerson(ctx: RequestContext, key: string): Promise<Clearance | undefined> {
  let all = clearanceByKey.get(ctx);
  if (!all) clearanceByKey.set(ctx, (all = ctx.services.screening.everyone().then((people) => new Map(people.map((p) => [p.key, p.clearance])))));
  return all.then((m) => m.get(key));
}

builder.prismaObjectField('Staff', 'cleared', (t) =>
  t.boolean({ description: 'Cleared to work with children today (screening).', resolve: async (s, _a, ctx) => (await clearanceOfPerson(ctx, `staff:${s.id}`))?.cleared ?? false }),
);
builder.prismaObjectField('Intern', 'cleared', (t) =>
  t.boolean({ description: 'Cleared to work with children today (screening).', resolve: async (i, _a, ctx) => (await clearanceOfPerson(ctx, `intern:${i.id}`))?.cleared ?? false }),
);

builder.queryFields((t) => ({
  myScreening: t.field({
    type: MineRef,
    description: 'The viewer’s own clearance, what is missing and their current records (staff and interns).',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.screening.mine(ctx.viewer),
  }),
  screeningPeople: t.field({
    type: [PersonRef],
    description: 'Every staff member and intern with their clearance (ASSIGN_STAFF).',
    authScopes: { staff: true },
    resolve: (_r, _a, ctx) => ctx.services.screening.list(ctx.viewer),
  }),
  screeningExpiring: t.field({
    type: [PersonRef],
    description: 'Cleared people whose clearance ends within 30 days, soonest first (ASSIGN_STAFF).',
    authScopes: { staff: true },
    resolve: (_r, _a, ctx) => ctx.services.screening.expiring(ctx.viewer),
  }),
  screeningPerson: t.field({
    type: PersonRef,
    description: 'One person’s clearance and whole history (ASSIGN_STAFF).',
    authScopes: { staff: true },
    args: { staffId: t.arg.int(), internId: t.arg.int() },
    resolve: (_r, args, ctx) => ctx.services.screening.history(ctx.viewer, { staffId: args.staffId ?? null, internId: args.staffId ? null : (args.internId ?? -1) }),
  }),
  screeningRequirements: t.field({
    type: RequirementsRef,
    description: 'Which parts the current edition requires besides a clear background check.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.screening.rules(),
  }),
}));

builder.mutationFields((t) => ({
  recordScreening: t.field({
    type: PersonRef,
    description: 'Records a background check, a training or a signed code of conduct for a staff member or an intern (ASSIGN_STAFF).',
    authScopes: { staff: true },
    args: { input: t.arg({ type: RecordInput, required: true }) },
    resolve: async (_r, { input }, ctx) => personOf(ctx, await ctx.services.screening.record(ctx.viewer, readInput(screeningRecordSchema, input))),
  }),
  correctScreeningRecord: t.field({
    type: PersonRef,
    description: 'Replaces a record by a corrected one; the replaced one stays in the history (ASSIGN_STAFF). 409 when it was corrected meanwhile.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: CorrectInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { recordId, ...rest } = input;
      const kind = await ctx.services.screening.kindOf(ctx.viewer, recordId);
      return personOf(ctx, await ctx.services.screening.correct(ctx.viewer, recordId, readInput(screeningCorrectionSchema(kind), rest)));
    },
  }),
  signCodeOfConduct: t.field({
    type: MineRef,
    description: 'The viewer (staff or intern) signs the code of conduct, typing their name.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SignInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await ctx.services.screening.signCodeOfConduct(ctx.viewer, readInput(codeOfConductSignatureSchema, input).signedName);
      return ctx.services.screening.mine(ctx.viewer);
    },
  }),
  setScreeningRequirements: t.field({
    type: RequirementsRef,
    description: 'Which parts the current edition requires besides a clear background check (ASSIGN_STAFF).',
    authScopes: { staff: true },
    args: { input: t.arg({ type: RequirementsInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.screening.setRequirements(ctx.viewer, readInput(screeningRequirementsSchema, input)),
  }),
  sendScreeningReminders: t.int({
    description: 'Runs the expiry-reminder sweep now; answers how many reminders went out (each person hears once per threshold) (ASSIGN_STAFF).',
    authScopes: { staff: true },
    resolve: async (_r, _a, ctx) => (await ctx.services.screeningReminders.sweepNow(ctx.viewer)).sent,
  }),
}));

// GraphQL for registration: the form of the current edition, a child's current registration, the staff
// review lists, submitting and deciding. Same service and policy as the REST door.
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { Permission, RegistrationStatus } from '../../generated/prisma/enums.ts';
import { familyOf } from '../people/family.ts';
import { registrationPolicy } from './registration.policy.ts';
import { QuestionTypeEnum } from '../settings/settings.graphql.ts';
import type { RegistrationService } from './registration.service.ts';
import { readInput } from '../../input.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { returningChildren, type ReturningChild as ReturningRow } from './returning.ts';
import { registrationDecisionSchema, registrationSubmissionSchema } from '../../../../forms/registration.ts';
import { alignedSpanishOptions, questionOptionLabels, questionPrompt } from '../../../../shared/question-words.ts';
import { DEFAULT_LANGUAGE } from '../../../../shared/language.ts';

export const RegistrationStatusEnum = builder.enumType(RegistrationStatus, { name: 'RegistrationStatus' });
const RegistrationDecision = builder.enumType('RegistrationDecision', { values: ['APPROVED', 'DECLINED'] as const });

type Form = Awaited<ReturnType<RegistrationService['currentForm']>>;

const RegistrationQuestion = builder.objectRef<Form['questions'][number]>('RegistrationQuestion').implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    key: t.exposeString('key', { description: 'church and elective have the answer formats of SPEC §3 and §5; others are free text.' }),
    prompt: t.string({
      description: 'The question in the reader’s language (the request’s: its vbs-lang cookie, else Accept-Language); the English when it has no Spanish.',
      resolve: (q, _args, ctx) => questionPrompt(q, ctx.language ?? DEFAULT_LANGUAGE),
    }),
    promptEn: t.exposeString('prompt', { description: 'The question in English.' }),
    promptEs: t.exposeString('promptEs', { nullable: true, description: 'The question in Spanish; null when Spanish readers see the English.' }),
    required: t.exposeBoolean('required'),
    type: t.expose('type', { type: QuestionTypeEnum }),
    options: t.exposeStringList('options', { description: 'The choices in English: an answer is one of these whatever the reader’s language.' }),
    optionsEs: t.stringList({ description: 'The choices in Spanish, one per option at its place; blank where Spanish readers see the English.', resolve: (q) => alignedSpanishOptions(q.options, q.optionsEs) }),
    optionLabels: t.stringList({ description: 'The choices as the reader reads them, one per option.', resolve: (q, _args, ctx) => questionOptionLabels(q, ctx.language ?? DEFAULT_LANGUAGE) }),
  }),
});

const RegistrationClub = builder.objectRef<Form['groups'][number]>('RegistrationClub').implement({
  description: 'An afternoon club (rotational group) a child may choose on the registration form.',
  fields: (t) => ({ databaseId: t.exposeInt('id'), name: t.exposeString('name'), color: t.exposeString('color') }),
});

const ReturningChild = builder.objectRef<ReturningRow>('ReturningChild').implement({
  description: 'A child of the signed-in family approved for an earlier edition and not registered for this one.',
  fields: (t) => ({
    childId: t.id({ description: 'The Child’s global id.', resolve: (r) => encodeGlobalID('Child', r.childId) }),
    lastYear: t.exposeInt('lastYear', { description: 'The latest earlier edition the child was approved for.' }),
    lastGrade: t.exposeInt('lastGrade', { description: 'The grade the child entered then.' }),
    grade: t.exposeInt('grade', { description: 'The grade the child enters now: one more for every year since.' }),
    agedOut: t.exposeBoolean('agedOut', { description: 'Past the last grade VBS takes: not eligible this year.' }),
  }),
});

const RegistrationForm = builder.objectRef<Form>('RegistrationForm').implement({
  fields: (t) => ({
    year: t.exposeInt('year'),
    editionName: t.exposeString('name'),
    generalRegistrationOpen: t.exposeBoolean('generalRegistrationOpen'),
    electiveSelectionOpen: t.exposeBoolean('electiveSelectionOpen'),
    questions: t.field({ type: [RegistrationQuestion], resolve: (f) => f.questions }),
    clubs: t.field({ type: [RegistrationClub], resolve: (f) => f.groups }),
    returningChildren: t.field({
      type: [ReturningChild],
      description: 'The signed-in family’s children coming back from an earlier edition, with their grades advanced (empty without a family).',
      resolve: (f, _args, ctx) => returningChildren(ctx.prisma, ctx.viewer, f.year),
    }),
  }),
});

builder.prismaObject('RegistrationResponse', {
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    prompt: t.exposeString('prompt', { description: 'The question as it was asked.' }),
    response: t.exposeString('response'),
    questionKey: t.string({ nullable: true, select: { question: { select: { key: true } } }, resolve: (r) => r.question?.key ?? null }),
    questionType: t.field({ type: QuestionTypeEnum, nullable: true, select: { question: { select: { type: true } } }, resolve: (r) => r.question?.type ?? null }),
    signedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a consent was signed (its response is the typed name).',
      select: { value: true },
      resolve: (r) => {
        const v = r.value as { signedAt?: unknown } | null;
        return v && typeof v === 'object' && typeof v.signedAt === 'string' ? new Date(v.signedAt) : null;
      },
    }),
  }),
});

export const RegistrationRef = builder.prismaNode('Registration', {
  id: { field: 'id' },
  select: { id: true, childId: true },
  authScopes: async (r, ctx) => registrationPolicy.canRead(ctx.viewer, await familyOf(ctx.prisma, ctx.viewer), r.childId),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    year: t.exposeInt('year'),
    status: t.expose('status', { type: RegistrationStatusEnum }),
    decisionReason: t.exposeString('decisionReason', { nullable: true, description: 'Why it was declined (shown to the family).' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    child: t.relation('child'),
    submittedBy: t.relation('submittedBy'),
    responses: t.relation('responses', { query: { orderBy: { id: 'asc' } } }),
    returning: t.boolean({
      description: 'Whether the child took part in an earlier edition (a registration approved for an earlier year): a returning child, else a first-timer.',
      // Read with the registration (a join, not a statement per row): the child's few approved years.
      select: { year: true, child: { select: { registrations: { where: { status: 'APPROVED' }, select: { year: true } } } } },
      resolve: (r) => r.child.registrations.some((earlier) => earlier.year < r.year),
    }),
  }),
});

builder.prismaObjectFields('Child', (t) => ({
  currentRegistration: t.field({
    type: RegistrationRef,
    nullable: true,
    description: 'This child’s registration for the current edition, if any.',
    select: (_args, _ctx, nestedSelection) => {
      const nested = nestedSelection(true);
      return { registrations: { where: { edition: { current: { isNot: null } } }, take: 1, ...(typeof nested === 'object' ? nested : {}) } };
    },
    resolve: (c) => c.registrations[0] ?? null,
  }),
}));

builder.queryFields((t) => ({
  registrationForm: t.field({
    type: RegistrationForm,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.registration.currentForm(),
  }),
  pendingRegistrations: t.prismaField({
    type: ['Registration'],
    authScopes: { permission: Permission.APPROVE_REGISTRATIONS },
    description: 'Registrations of the current edition waiting for a decision, oldest first.',
    resolve: async (query, _root, _args, ctx) => {
      registrationPolicy.listPending(ctx.viewer);
      return ctx.prisma.registration.findMany({ ...query, where: { status: 'PENDING', edition: { current: { isNot: null } } }, orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }] });
    },
  }),
  registrations: t.prismaField({
    type: ['Registration'],
    authScopes: { staff: true },
    args: { status: t.arg({ type: RegistrationStatusEnum }) },
    description: 'Registrations of the current edition (staff).',
    resolve: async (query, _root, { status }, ctx) => {
      registrationPolicy.listAll(ctx.viewer);
      return ctx.prisma.registration.findMany({
        ...query,
        where: { edition: { current: { isNot: null } }, ...(status ? { status } : {}) },
        orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
      });
    },
  }),
}));

const RegistrationAnswerInput = builder.inputType('RegistrationAnswerInput', {
  fields: (t) => ({ questionId: t.int({ required: true }), response: t.string({ required: true }) }),
});
const ChildRegistrationInput = builder.inputType('ChildRegistrationInput', {
  fields: (t) => ({
    childId: t.id({ required: true }),
    responses: t.field({ type: [RegistrationAnswerInput], required: true }),
    gradeEntering: t.int({ description: 'The grade the child enters this year, as the family confirmed it (0–13); left out: the grade on file.' }),
  }),
});
const SubmitRegistrationInput = builder.inputType('SubmitRegistrationInput', {
  fields: (t) => ({ children: t.field({ type: [ChildRegistrationInput], required: true }) }),
});
const DecideRegistrationInput = builder.inputType('DecideRegistrationInput', {
  fields: (t) => ({
    registrationId: t.id({ required: true }),
    decision: t.field({ type: RegistrationDecision, required: true }),
    reason: t.string({ description: 'Required to decline; the family reads it.' }),
  }),
});

builder.mutationFields((t) => ({
  submitRegistration: t.prismaField({
    type: ['Registration'],
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SubmitRegistrationInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const children = input.children.map((c, i) => ({ childId: decodeGlobalIdOf('Child', String(c.childId), `children[${i}].childId`), responses: c.responses, gradeEntering: c.gradeEntering }));
      const ids = await ctx.services.registration.submit(ctx.viewer, readInput(registrationSubmissionSchema, { children }).children);
      return ctx.prisma.registration.findMany({ ...query, where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    },
  }),
  decideRegistration: t.prismaField({
    type: 'Registration',
    authScopes: { permission: Permission.APPROVE_REGISTRATIONS },
    args: { input: t.arg({ type: DecideRegistrationInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = decodeGlobalIdOf('Registration', String(input.registrationId), 'registrationId');
      await ctx.services.registration.decide(ctx.viewer, id, readInput(registrationDecisionSchema, { decision: input.decision, reason: input.reason }));
      return ctx.prisma.registration.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

const ApproveRegistrationsPayload = builder.objectRef<{ batch: string; approved: number; undoUntil: Date; ids: number[] }>('ApproveRegistrationsPayload').implement({
  description: 'A bulk approval: the families are e-mailed when undoUntil passes, unless it is undone first.',
  fields: (t) => ({
    batch: t.exposeString('batch', { description: 'Pass to undoRegistrationApprovals within the window.' }),
    approved: t.exposeInt('approved'),
    undoUntil: t.expose('undoUntil', { type: 'DateTime' }),
    registrations: t.prismaField({
      type: ['Registration'],
      resolve: (query, p, _args, ctx) => ctx.prisma.registration.findMany({ ...query, where: { id: { in: p.ids } }, orderBy: { id: 'asc' } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  approveRegistrations: t.field({
    type: ApproveRegistrationsPayload,
    authScopes: { permission: Permission.APPROVE_REGISTRATIONS },
    args: { registrationIds: t.arg.idList({ required: true }) },
    resolve: async (_root, { registrationIds }, ctx) => {
      const ids = registrationIds.map((id, i) => decodeGlobalIdOf('Registration', String(id), `registrationIds[${i}]`));
      return { ...(await ctx.services.registration.approveMany(ctx.viewer, ids)), ids };
    },
  }),
  undoRegistrationApprovals: t.prismaField({
    type: ['Registration'],
    description: 'Puts a bulk approval back to pending while its e-mails have not left.',
    authScopes: { permission: Permission.APPROVE_REGISTRATIONS },
    args: { batch: t.arg.string({ required: true }) },
    resolve: async (query, _root, { batch }, ctx) => {
      const ids = await ctx.prisma.registration.findMany({ where: { decisionBatch: batch }, select: { id: true } });
      await ctx.services.registration.undoApprovals(ctx.viewer, batch);
      return ctx.prisma.registration.findMany({ ...query, where: { id: { in: ids.map((r) => r.id) } }, orderBy: { id: 'asc' } });
    },
  }),
}));

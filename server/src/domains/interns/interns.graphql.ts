// GraphQL for intern applications: the signed-in person's own application (read and save while
// applications are open), the staff review list and decisions. Intern records themselves are the
// people domain's Intern node; this file adds the application to it.
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { ApplicationStatus } from '../../generated/prisma/enums.ts';
import { badInput } from '../../errors.ts';
import { readInput } from '../../input.ts';
import { applicationReviewSchema } from '../../../../forms/intern-application.ts';
import { readApplication } from './application-input.ts';
import { peoplePolicy } from '../people/people.policy.ts';
import { wordAnswer } from './application-answers.ts';
import { internsPolicy, REVIEW_PERMISSION } from './interns.policy.ts';

export const ApplicationStatusEnum = builder.enumType(ApplicationStatus, { name: 'ApplicationStatus' });
const DecisionEnum = builder.enumType('InternApplicationDecision', { values: ['ACCEPTED', 'DECLINED'] as const });

/** The application of the current edition: its edition is the one ProgramSettings points at. */
const inCurrentEdition = { edition: { current: { isNot: null } } } as const;

builder.prismaObject('ApplicationResponse', {
  name: 'ApplicationAnswer',
  fields: (t) => ({
    prompt: t.exposeString('prompt', { description: 'The prompt as it was asked.' }),
    response: t.exposeString('response', { description: 'As stored (SPEC §3/§5 formats for the product’s questions).' }),
    key: t.string({ nullable: true, select: { question: { select: { key: true } } }, resolve: (r) => r.question?.key ?? null }),
    worded: t.string({
      description: 'As staff read it (SPEC §5): the approximate date, the years, or (Not answered).',
      select: { response: true, question: { select: { key: true } } },
      resolve: (r) => wordAnswer(r.question?.key ?? null, r.response),
    }),
  }),
});

const InternApplicationRef = builder.prismaNode('InternApplication', {
  id: { field: 'id' },
  authScopes: (application, ctx) => peoplePolicy.canReadIntern(ctx.viewer, application.internId),
  select: { internId: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    year: t.exposeInt('year'),
    status: t.expose('status', { type: ApplicationStatusEnum }),
    acknowledged: t.exposeBoolean('acknowledged', { description: 'The responsibilities were acknowledged.' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    decisionReason: t.string({
      nullable: true,
      description: 'For the intern and for reviewers.',
      select: { decisionReason: true, internId: true },
      resolve: (a, _args, ctx) => (ctx.viewer.internId === a.internId || internsPolicy.canReview(ctx.viewer) ? a.decisionReason : null),
    }),
    responses: t.relation('responses', { query: { orderBy: { id: 'asc' } } }),
    intern: t.relation('intern'),
  }),
});

builder.prismaObjectFields('Intern', (t) => ({
  currentApplication: t.field({
    type: InternApplicationRef,
    nullable: true,
    description: 'The application for the current edition, if any.',
    select: (_args, _ctx, nested) => ({ applications: nested({ where: inCurrentEdition, take: 1 }) }),
    resolve: (intern) => intern.applications[0] ?? null,
  }),
}));

builder.queryFields((t) => ({
  myIntern: t.prismaField({
    type: 'Intern',
    nullable: true,
    description: 'The signed-in person’s intern record (null before they first apply).',
    authScopes: { signedIn: true },
    // Read with the query's selection by the signed-in account (null before they first apply), never answered
    // null without it (the Prisma plugin would warn that its query went unused).
    resolve: (query, _root, _args, ctx) => ctx.prisma.intern.findUnique({ ...query, where: { accountId: ctx.viewer.accountId! } }),
  }),
  internApplications: t.prismaField({
    type: ['InternApplication'],
    description: `This edition's applications for review (${REVIEW_PERMISSION}), pending first, then by when they came in.`,
    authScopes: { permission: REVIEW_PERMISSION },
    args: { status: t.arg({ type: ApplicationStatusEnum }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.internApplication.findMany({
        ...query,
        where: { ...inCurrentEdition, ...(args.status ? { status: args.status } : {}) },
        orderBy: [{ status: 'asc' }, { submittedAt: 'asc' }, { id: 'asc' }],
      }),
  }),
}));

const ApplicationAnswerInput = builder.inputType('ApplicationAnswerInput', {
  fields: (t) => ({ questionId: t.id({ required: true }), response: t.string({ required: true }) }),
});

const InternApplicationInput = builder.inputType('InternApplicationInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    preferredName: t.string(),
    lastName: t.string({ required: true }),
    gradeEntering: t.int({ required: true, description: '6–12, or 13 for university.' }),
    dateOfBirth: t.string({ required: true, description: 'yyyy-mm-dd' }),
    phone: t.string(),
    email: t.string(),
    medicalInfo: t.string(),
    acknowledged: t.boolean({ required: true, description: 'Must be true: the responsibilities were read and accepted.' }),
    responses: t.field({ type: [ApplicationAnswerInput], required: true }),
  }),
});

builder.mutationFields((t) => ({
  saveInternApplication: t.prismaField({
    type: 'InternApplication',
    description: 'Applies for the current edition, or changes the pending application (only while applications are open).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: InternApplicationInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const responses = input.responses.map((r) => {
        try {
          return { questionId: decodeGlobalIdOf('Question', String(r.questionId), 'responses'), response: r.response };
        } catch {
          throw badInput({ responses: 'One answer is for a question that is not on this year’s application; reload the page.' });
        }
      });
      const { applicationId } = await ctx.services.interns.save(ctx.viewer, await readApplication(ctx.services.interns, { ...input, responses }));
      return ctx.prisma.internApplication.findUniqueOrThrow({ ...query, where: { id: applicationId } });
    },
  }),
  reviewInternApplication: t.prismaField({
    type: 'InternApplication',
    authScopes: { permission: REVIEW_PERMISSION },
    args: { id: t.arg.id({ required: true }), decision: t.arg({ type: DecisionEnum, required: true }), reason: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const id = decodeGlobalIdOf('InternApplication', String(args.id), 'id');
      await ctx.services.interns.review(ctx.viewer, id, readInput(applicationReviewSchema, args));
      return ctx.prisma.internApplication.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

// GraphQL for program settings: the current edition, its flags, form questions and afternoon clubs
// (read publicly: the home page, nav bar and forms need them), and the MANAGE_VBS mutations that change
// them. Edition is a Node keyed by year, so a mutation's answer updates every screen's copy in the store.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { Permission, QuestionKind, QuestionType } from '../../generated/prisma/enums.ts';
import { instantToLocal } from './edition-time.ts';
import { isProtectedQuestion } from './questions.ts';
import { alignedSpanishOptions, questionOptionLabels, questionPrompt } from '../../../../shared/question-words.ts';
import { DEFAULT_LANGUAGE } from '../../../../shared/language.ts';
import { openOn } from './edition-open.ts';
import { notFound } from '../../errors.ts';
import { readInput } from '../../input.ts';
import { newQuestionSchema, questionChangeSchema, questionOrderSchema } from '../../../../forms/registration-questions.ts';
import { clubCapacitySchema, editionSettingsSchema } from './edition-input.ts';
import { settingsPolicy } from './settings.policy.ts';

export const QuestionKindEnum = builder.enumType(QuestionKind, { name: 'QuestionKind' });
export const QuestionTypeEnum = builder.enumType(QuestionType, { name: 'QuestionType', description: 'How a registration question is answered.' });

export const QuestionRef = builder.prismaNode('Question', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.expose('kind', { type: QuestionKindEnum }),
    key: t.exposeString('key', { description: 'Stable key the product gives meaning to (church, elective, acceptedJesus, …).' }),
    prompt: t.string({
      description: 'The question in the reader’s language (the request’s: its vbs-lang cookie, else Accept-Language); the English when it has no Spanish.',
      select: { prompt: true, promptEs: true },
      resolve: (q, _args, ctx) => questionPrompt({ ...q, options: [] }, ctx.language ?? DEFAULT_LANGUAGE),
    }),
    promptEn: t.exposeString('prompt', { description: 'The question in English, as the settings write it.' }),
    promptEs: t.exposeString('promptEs', { nullable: true, description: 'The question in Spanish; null when Spanish readers see the English.' }),
    position: t.exposeInt('position'),
    required: t.exposeBoolean('required'),
    type: t.expose('type', { type: QuestionTypeEnum }),
    options: t.exposeStringList('options', { description: 'The choices of ONE_OF and MANY_OF questions, in order, in English: an answer is one of these whatever the reader’s language.' }),
    optionsEs: t.stringList({
      description: 'The choices in Spanish, one for each of `options` at its place; blank where Spanish readers see the English.',
      select: { options: true, optionsEs: true },
      resolve: (q) => alignedSpanishOptions(q.options, q.optionsEs),
    }),
    optionLabels: t.stringList({
      description: 'The choices as the reader reads them, one for each of `options` at its place (the answer is still the option).',
      select: { options: true, optionsEs: true },
      resolve: (q, _args, ctx) => questionOptionLabels(q, ctx.language ?? DEFAULT_LANGUAGE),
    }),
    removable: t.boolean({
      description: 'False for the questions the product reads (church, elective, acceptedJesus, attendedBefore, training).',
      select: { kind: true, key: true },
      resolve: (q) => !isProtectedQuestion(q.kind, q.key),
    }),
  }),
});

interface ClubShape {
  id: number;
  name: string;
  color: string;
  capacity: number | null;
}

export const ClubRef = builder.objectRef<ClubShape>('Club').implement({
  description: 'An afternoon club (a ROTATIONAL group) as the settings and placement screens see it.',
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('Club', c.id) }),
    databaseId: t.exposeInt('id', { description: 'The group id the REST API uses.' }),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
    capacity: t.exposeInt('capacity', { nullable: true, description: 'Seats; null means no limit.' }),
  }),
});

const questionsOf = (kind: QuestionKind) => ({ where: { kind }, orderBy: [{ position: 'asc' as const }, { id: 'asc' as const }] });

builder.prismaNode('Edition', {
  id: { field: 'year' },
  fields: (t) => ({
    year: t.exposeInt('year'),
    name: t.exposeString('name'),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    startsAtLocal: t.string({
      description: 'The start on the program’s wall clocks, yyyy-mm-ddTHH:MM in timeZone.',
      select: { startsAt: true, timeZone: true },
      resolve: (e) => instantToLocal(e.startsAt, e.timeZone),
    }),
    timeZone: t.exposeString('timeZone'),
    generalRegistrationOpen: t.boolean({
      description: 'Whether families may register now: the flag, from its opening day on (edition-open.ts).',
      select: { generalRegistrationOpen: true, registrationOpensOn: true, timeZone: true },
      resolve: (e) => openOn(e.generalRegistrationOpen, e.registrationOpensOn, e.timeZone),
    }),
    internApplicationOpen: t.exposeBoolean('internApplicationOpen'),
    messageReviewFamilies: t.int({
      nullable: true,
      description: 'A message to more families than this waits for a second staff member’s review (MANAGE_VBS; null to others).',
      select: { messageReviewFamilies: true },
      resolve: (e, _a, ctx) => (settingsPolicy.canManage(ctx.viewer) ? e.messageReviewFamilies : null),
    }),
    electiveSelectionOpen: t.boolean({
      description: 'Whether afternoon clubs may be chosen now: the flag, from its opening day on (edition-open.ts).',
      select: { electiveSelectionOpen: true, electiveSelectionOpensOn: true, timeZone: true },
      resolve: (e) => openOn(e.electiveSelectionOpen, e.electiveSelectionOpensOn, e.timeZone),
    }),
    registrationOpensOn: t.field({
      type: 'Date',
      nullable: true,
      description: 'The program-local day registration opens, while that day is still ahead; else null.',
      select: { generalRegistrationOpen: true, registrationOpensOn: true, timeZone: true },
      resolve: (e) => (e.generalRegistrationOpen && !openOn(true, e.registrationOpensOn, e.timeZone) ? e.registrationOpensOn : null),
    }),
    electiveSelectionOpensOn: t.field({
      type: 'Date',
      nullable: true,
      description: 'The program-local day club selection opens, while that day is still ahead; else null.',
      select: { electiveSelectionOpen: true, electiveSelectionOpensOn: true, timeZone: true },
      resolve: (e) => (e.electiveSelectionOpen && !openOn(true, e.electiveSelectionOpensOn, e.timeZone) ? e.electiveSelectionOpensOn : null),
    }),
    registrationQuestions: t.relation('questions', { query: questionsOf(QuestionKind.REGISTRATION) }),
    applicationQuestions: t.relation('questions', { query: questionsOf(QuestionKind.APPLICATION) }),
    clubs: t.field({
      type: [ClubRef],
      select: { groups: { where: { type: 'ROTATIONAL' }, orderBy: { name: 'asc' }, select: { id: true, name: true, color: true, capacity: true } } },
      resolve: (e) => e.groups,
    }),
  }),
});

builder.queryFields((t) => ({
  currentEdition: t.prismaField({
    type: 'Edition',
    description: 'The current program edition (public).',
    // Read through the program settings row in one statement (every page's shell asks for it): reading the
    // current year first and then its edition cost two.
    resolve: async (query, _root, _args, ctx) => {
      const settings = await ctx.prisma.programSettings.findUnique({ where: { id: 1 }, select: { edition: query } });
      if (!settings) throw notFound('The current program edition');
      return settings.edition;
    },
  }),
}));

const UpdateEditionSettingsInput = builder.inputType('UpdateEditionSettingsInput', {
  description: 'Only the fields given change. A different year makes that year’s edition current (created if missing).',
  fields: (t) => ({
    year: t.int(),
    name: t.string(),
    startsAtLocal: t.string({ description: 'yyyy-mm-ddTHH:MM on the program’s wall clocks (in timeZone).' }),
    timeZone: t.string({ description: 'IANA time zone, e.g. America/Chicago.' }),
    generalRegistrationOpen: t.boolean(),
    internApplicationOpen: t.boolean(),
    electiveSelectionOpen: t.boolean(),
    messageReviewFamilies: t.int({ description: 'A message to more families than this waits for a second staff member’s review.' }),
  }),
});

const manageVbs = { permission: Permission.MANAGE_VBS } as const;

builder.mutationFields((t) => ({
  updateEditionSettings: t.prismaField({
    type: 'Edition',
    authScopes: manageVbs,
    args: { input: t.arg({ type: UpdateEditionSettingsInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const edition = await ctx.services.settings.updateEdition(ctx.viewer, readInput(editionSettingsSchema, input));
      return ctx.prisma.edition.findUniqueOrThrow({ ...query, where: { year: edition.year } });
    },
  }),
  addQuestion: t.prismaField({
    type: 'Edition',
    description: 'Adds a question at the end of a form; answers the edition with its questions.',
    authScopes: manageVbs,
    args: {
      kind: t.arg({ type: QuestionKindEnum, required: true }),
      prompt: t.arg.string({ required: true }),
      required: t.arg.boolean(),
      type: t.arg({ type: QuestionTypeEnum, description: 'Registration questions only; TEXT when left out.' }),
      options: t.arg.stringList({ description: 'The choices of a ONE_OF or MANY_OF question.' }),
      promptEs: t.arg.string({ description: 'The question in Spanish; blank or left out: Spanish readers see the English.' }),
      optionsEs: t.arg.stringList({ description: 'The choices in Spanish, one for each English choice in the same order (a blank one shows the English).' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const question = await ctx.services.settings.addQuestion(ctx.viewer, readInput(newQuestionSchema, args));
      return ctx.prisma.edition.findUniqueOrThrow({ ...query, where: { year: question.year } });
    },
  }),
  updateQuestion: t.prismaField({
    type: 'Question',
    authScopes: manageVbs,
    args: {
      id: t.arg.id({ required: true }),
      prompt: t.arg.string({ description: 'The question in English.' }),
      promptEs: t.arg.string({ description: 'The question in Spanish; blank removes it (Spanish readers then see the English); left out, unchanged.' }),
      required: t.arg.boolean(),
      options: t.arg.stringList({ description: 'The choices in English (answers keep the words they were given in).' }),
      optionsEs: t.arg.stringList({ description: 'The choices in Spanish, one for each English choice in the same order.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = decodeGlobalIdOf('Question', String(args.id), 'id');
      await ctx.services.settings.updateQuestion(ctx.viewer, id, readInput(questionChangeSchema, args));
      return ctx.prisma.question.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  reorderQuestions: t.prismaField({
    type: 'Edition',
    description: 'Puts every question of one form in the given order.',
    authScopes: manageVbs,
    args: { kind: t.arg({ type: QuestionKindEnum, required: true }), questionIds: t.arg.idList({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const ids = args.questionIds.map((id) => decodeGlobalIdOf('Question', String(id), 'questionIds'));
      await ctx.services.settings.reorderQuestions(ctx.viewer, args.kind, readInput(questionOrderSchema, { questionIds: ids }).questionIds);
      const year = await ctx.services.settings.currentYear();
      return ctx.prisma.edition.findUniqueOrThrow({ ...query, where: { year } });
    },
  }),
  removeQuestion: t.prismaField({
    type: 'Edition',
    authScopes: manageVbs,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = decodeGlobalIdOf('Question', String(args.id), 'id');
      const question = await ctx.services.settings.removeQuestion(ctx.viewer, id);
      return ctx.prisma.edition.findUniqueOrThrow({ ...query, where: { year: question.year } });
    },
  }),
  setClubCapacity: t.field({
    type: ClubRef,
    authScopes: manageVbs,
    args: { clubId: t.arg.id({ required: true }), capacity: t.arg.int({ description: 'Empty (null) for no limit.' }) },
    resolve: async (_root, args, ctx) => {
      const groupId = decodeGlobalIdOf('Club', String(args.clubId), 'clubId');
      return ctx.services.settings.setClubCapacity(ctx.viewer, groupId, readInput(clubCapacitySchema, args).capacity);
    },
  }),
}));

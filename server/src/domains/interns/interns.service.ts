// Intern applications: applying (which creates the intern record for the signed-in account), editing a
// pending application, staff review, and reading intern records for both doors. One application per
// intern per edition (a unique key, so two quick submits cannot make two).
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { conflict, notFound } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { internsPolicy } from './interns.policy.ts';
import { checkApplicationAnswers, type ApplicationInput, type ApplicationQuestion, type ApplicationReview, type SentAnswer } from '../../../../forms/intern-application.ts';
import { fieldKey, type FieldProblems } from '../../../../forms/problems.ts';
import { fieldRefusal } from '../../input.ts';

/** What the REST door shows of an intern: the record and this edition's application. */
export const internRowSelect = (year: number) =>
  ({
    id: true,
    firstName: true,
    preferredName: true,
    lastName: true,
    gradeEntering: true,
    dateOfBirth: true,
    phone: true,
    email: true,
    medicalInfo: true,
    applications: {
      where: { year },
      select: {
        id: true,
        year: true,
        status: true,
        acknowledged: true,
        submittedAt: true,
        decidedAt: true,
        decisionReason: true,
        responses: { orderBy: { id: 'asc' }, select: { prompt: true, response: true, question: { select: { key: true } } } },
      },
    },
  }) satisfies Prisma.InternSelect;

export type InternRow = Prisma.InternGetPayload<{ select: ReturnType<typeof internRowSelect> }>;

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === 'P2002';

function internData(input: ApplicationInput) {
  return {
    firstName: input.firstName,
    preferredName: input.preferredName,
    lastName: input.lastName,
    gradeEntering: input.gradeEntering,
    dateOfBirth: input.dateOfBirth,
    phone: input.phone,
    email: input.email,
    medicalInfo: input.medicalInfo,
  };
}

/**
 * The answers checked against this edition's application questions: every question with its answer, and
 * what is wrong, named under `responses` as the form names it. The doors read the rest of the application
 * (forms/intern-application.ts); the answers are checked here, and only here, because the questions are in
 * the database.
 */
function judgeAnswers(questions: ApplicationQuestion[], sent: SentAnswer[]) {
  const problems: FieldProblems = {};
  const answers = checkApplicationAnswers(questions, sent, new Date(), (key, message) => {
    problems[fieldKey(key === null ? ['responses'] : ['responses', key])] ??= message;
  });
  return { answers, problems };
}

function readAnswers(questions: ApplicationQuestion[], input: ApplicationInput) {
  const { answers, problems } = judgeAnswers(questions, input.responses);
  if (Object.keys(problems).length) throw fieldRefusal(problems);
  return answers;
}

export function createInternsService(prisma: PrismaClient, settings: SettingsService) {
  const questionsOf = (year: number) =>
    prisma.question.findMany({ where: { year, kind: 'APPLICATION' }, orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, key: true, prompt: true, required: true } });

  /** The current edition, refusing while applications are closed, and its application questions. */
  async function openEdition() {
    const edition = await settings.currentEdition();
    internsPolicy.assertOpen(edition);
    return { year: edition.year, questions: await questionsOf(edition.year) };
  }

  const service = {
    /** What is wrong with answers as sent, against this edition's questions (a door refusing the rest of an application names these too). */
    async answerProblems(sent: SentAnswer[]): Promise<FieldProblems> {
      return judgeAnswers(await questionsOf(await settings.currentYear()), sent).problems;
    },

    /** Applies for the current edition; the first application also creates the intern record. */
    async apply(viewer: Viewer, input: ApplicationInput): Promise<{ internId: number; applicationId: number }> {
      const { accountId } = internsPolicy.apply(viewer);
      const { year, questions } = await openEdition();
      const responses = readAnswers(questions, input);
      try {
        let createdIntern = false;
        const applied = await prisma.$transaction(async (tx) => {
          const existing = await tx.intern.findUnique({ where: { accountId }, select: { id: true } });
          createdIntern = !existing;
          const intern = existing
            ? await tx.intern.update({ where: { id: existing.id }, data: internData(input), select: { id: true } })
            : await tx.intern.create({ data: { accountId, ...internData(input) }, select: { id: true } });
          const application = await tx.internApplication.create({
            data: { internId: intern.id, year, acknowledged: true, responses: { create: responses } },
            select: { id: true },
          });
          return { internId: intern.id, applicationId: application.id };
        });
        // The viewer (cached for a few seconds, shared by this session's requests) is now also an intern.
        if (createdIntern) await viewer.reload();
        return applied;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`You have already applied for ${year}; change your application instead.`);
        throw error;
      }
    },

    /** Changes the intern's details and this edition's application, only while it is still pending. */
    async update(viewer: Viewer, internId: number, input: ApplicationInput): Promise<{ internId: number; applicationId: number }> {
      internsPolicy.assertCanEdit(viewer, internId);
      const { year, questions } = await openEdition();
      const responses = readAnswers(questions, input);
      return prisma.$transaction(async (tx) => {
        // Guarded write first: a review that lands at the same moment either sees the edited version or
        // makes this edit fail, never half of each.
        const touched = await tx.internApplication.updateMany({
          where: { internId, year, status: 'PENDING' },
          data: { acknowledged: true, submittedAt: new Date() },
        });
        if (touched.count === 0) {
          const application = await tx.internApplication.findUnique({ where: { internId_year: { internId, year } }, select: { status: true } });
          if (!application) throw notFound(`An application for ${year}`);
          throw conflict(`Your application was already ${application.status.toLowerCase()}; it can no longer be changed.`);
        }
        await tx.intern.update({ where: { id: internId }, data: internData(input) });
        const application = await tx.internApplication.findUniqueOrThrow({ where: { internId_year: { internId, year } }, select: { id: true } });
        await tx.applicationResponse.deleteMany({ where: { applicationId: application.id } });
        await tx.applicationResponse.createMany({ data: responses.map((r) => ({ ...r, applicationId: application.id })) });
        return { internId, applicationId: application.id };
      });
    },

    /** GraphQL's one "save" for the form: the first time applies, later times change the pending application. */
    async save(viewer: Viewer, input: ApplicationInput) {
      viewer.requireSignedIn();
      if (viewer.internId !== null) {
        const year = await settings.currentYear();
        const has = await prisma.internApplication.findUnique({ where: { internId_year: { internId: viewer.internId, year } }, select: { id: true } });
        if (has) return service.update(viewer, viewer.internId, input);
      }
      return service.apply(viewer, input);
    },

    /** Accepts or declines a pending application of the current edition. */
    async review(viewer: Viewer, applicationId: number, { decision, reason }: ApplicationReview) {
      internsPolicy.review(viewer);
      const year = await settings.currentYear();
      const decided = await prisma.internApplication.updateMany({
        where: { id: applicationId, year, status: 'PENDING' },
        data: { status: decision, decisionReason: reason, decidedAt: new Date() },
      });
      if (decided.count === 0) {
        const application = await prisma.internApplication.findUnique({ where: { id: applicationId }, select: { status: true, year: true } });
        if (!application || application.year !== year) throw notFound('Intern application');
        throw conflict(`This application was already ${application.status.toLowerCase()}.`);
      }
      return { applicationId };
    },

    /** REST GET /api/v1/intern/all (every intern) and /api/v1/intern/ (interns who applied this edition). */
    async list(viewer: Viewer, scope: 'all' | 'current'): Promise<InternRow[]> {
      const year = await settings.currentYear();
      if (!viewer.isStaff) {
        // Someone who is not staff sees only their own record in the current list.
        viewer.requireSignedIn();
        if (scope === 'all') internsPolicy.listInterns(viewer);
        if (viewer.internId === null) return [];
        return prisma.intern.findMany({ where: { id: viewer.internId }, select: internRowSelect(year) });
      }
      return prisma.intern.findMany({
        where: scope === 'current' ? { applications: { some: { year } } } : {},
        orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
        select: internRowSelect(year),
      });
    },

    async get(viewer: Viewer, internId: number): Promise<InternRow> {
      internsPolicy.assertCanRead(viewer, internId);
      const year = await settings.currentYear();
      const intern = await prisma.intern.findUnique({ where: { id: internId }, select: internRowSelect(year) });
      if (!intern) throw notFound('Intern');
      return intern;
    },
  };
  return service;
}

export type InternsService = ReturnType<typeof createInternsService>;

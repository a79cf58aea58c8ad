// Program settings: the current edition (year, name, start, time zone), its three program flags, the
// registration and application questions, and the afternoon clubs' capacities. Every change is one
// statement or one transaction, and every field a request leaves out is left alone, so two admins
// changing different settings at the same moment never undo each other. A change that reads before it
// writes (the start kept across a new time zone, a new question's key and place, a new order) first locks
// the row it derives from, so it reads what the change before it wrote.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { QuestionKind } from '../../generated/prisma/enums.ts';
import { optionsFor, spanishOptionsFor, type NewQuestionInput, type QuestionChangeInput } from '../../../../forms/registration-questions.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import { settingsPolicy } from './settings.policy.ts';
import { instantToLocal, localToInstant } from './edition-time.ts';
import type { EditionSettingsInput } from './edition-input.ts';
import { isProtectedQuestion, keyForPrompt } from './questions.ts';
import { currentEditionYear } from './current-year.ts';

const given = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null;

/** Serializes changes to the program settings (the current year) and the current edition's start and zone. */
async function lockSettings(tx: Prisma.TransactionClient) {
  await tx.$queryRaw`SELECT "id" FROM "ProgramSettings" WHERE "id" = 1 FOR UPDATE`;
}

/** Serializes changes to one edition's questions (keys and places). */
async function lockEdition(tx: Prisma.TransactionClient, year: number) {
  await tx.$queryRaw`SELECT "year" FROM "Edition" WHERE "year" = ${year} FOR UPDATE`;
}

const isMissingRow = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2025';

export function createSettingsService(prisma: PrismaClient) {
  const currentYear = () => currentEditionYear(prisma);

  async function questionOfCurrentEdition(id: number) {
    const year = await currentYear();
    const question = await prisma.question.findUnique({ where: { id } });
    if (!question || question.year !== year) throw notFound('Question');
    return question;
  }

  return {
    currentYear,

    /** Public: the current edition, read by the home page, the footer countdown and the nav bar. */
    async currentEdition() {
      const settings = await prisma.programSettings.findUnique({ where: { id: 1 }, select: { edition: true } });
      if (!settings) throw notFound('The current program edition');
      return settings.edition;
    },

    /**
     * Changes the current edition. A different `year` moves the program to that year's edition (created
     * when missing, with this year's questions copied so the forms are not empty); past editions and
     * everything registered under them stay as they were. A new time zone without a new start keeps the
     * wall-clock start (09:00 stays 09:00 in the new zone).
     */
    async updateEdition(viewer: Viewer, input: EditionSettingsInput) {
      settingsPolicy.manage(viewer);
      const { name } = input;
      return prisma.$transaction(async (tx) => {
        await lockSettings(tx);
        const settings = await tx.programSettings.findUnique({ where: { id: 1 }, select: { edition: true } });
        if (!settings) throw notFound('The current program edition');
        let edition = settings.edition;
        if (given(input.year) && input.year !== edition.year) {
          const existing = await tx.edition.findUnique({ where: { year: input.year } });
          if (!existing) {
            const shifted = new Date(edition.startsAt);
            shifted.setUTCFullYear(input.year);
            await tx.edition.create({
              data: { year: input.year, name: name ?? edition.name, startsAt: shifted, timeZone: edition.timeZone },
            });
            const questions = await tx.question.findMany({ where: { year: edition.year }, orderBy: { position: 'asc' } });
            await tx.question.createMany({
              data: questions.map((q) => ({ year: input.year!, kind: q.kind, key: q.key, prompt: q.prompt, promptEs: q.promptEs, position: q.position, required: q.required, type: q.type, options: q.options, optionsEs: q.optionsEs })),
            });
          }
          await tx.programSettings.update({ where: { id: 1 }, data: { currentYear: input.year } });
          edition = await tx.edition.findUniqueOrThrow({ where: { year: input.year } });
        }
        const timeZone = input.timeZone ?? edition.timeZone;
        const startsAtLocal = input.startsAtLocal ?? (given(input.timeZone) ? instantToLocal(edition.startsAt, edition.timeZone) : null);
        return tx.edition.update({
          where: { year: edition.year },
          data: {
            ...(name !== undefined ? { name } : {}),
            ...(given(input.timeZone) ? { timeZone } : {}),
            ...(startsAtLocal ? { startsAt: localToInstant(startsAtLocal, timeZone) } : {}),
            // Turned on or off by hand: now, whatever opening day the launch set.
            ...(given(input.generalRegistrationOpen) ? { generalRegistrationOpen: input.generalRegistrationOpen, registrationOpensOn: null } : {}),
            ...(given(input.internApplicationOpen) ? { internApplicationOpen: input.internApplicationOpen } : {}),
            ...(given(input.messageReviewFamilies) ? { messageReviewFamilies: input.messageReviewFamilies } : {}),
            ...(given(input.electiveSelectionOpen) ? { electiveSelectionOpen: input.electiveSelectionOpen, electiveSelectionOpensOn: null } : {}),
          },
        });
      });
    },

    /** Adds a question at the end of its form; its key is derived from the prompt. */
    async addQuestion(viewer: Viewer, input: NewQuestionInput) {
      settingsPolicy.manage(viewer);
      const { kind, prompt, required } = input;
      const year = await currentYear();
      return prisma.$transaction(async (tx) => {
        await lockEdition(tx, year);
        const existing = await tx.question.findMany({ where: { year, kind }, select: { key: true, position: true } });
        const key = keyForPrompt(prompt, new Set(existing.map((q) => q.key)));
        const position = existing.reduce((max, q) => Math.max(max, q.position + 1), 0);
        // Registration questions have a type (forms/registration-questions.ts); application questions are text.
        return tx.question.create({
          data: { year, kind, key, prompt, promptEs: input.promptEs, position, required, ...(input.type ? { type: input.type, options: input.options, optionsEs: input.optionsEs } : {}) },
        });
      });
    },

    /** Rewords a question or changes whether it must be answered; answers already given keep their prompt. */
    async updateQuestion(viewer: Viewer, id: number, input: QuestionChangeInput) {
      settingsPolicy.manage(viewer);
      const { prompt, promptEs, required } = input;
      const question = await questionOfCurrentEdition(id);
      // New choices for a choice question; answers already given keep their words. Whether there are enough
      // depends on the stored question's type, so this is checked here rather than at the door.
      const choices = question.kind === 'REGISTRATION' && (input.options !== undefined || input.optionsEs !== undefined);
      const options = choices
        ? optionsFor(question.type, input.options ?? question.options, (message) => {
            throw badInput({ options: message });
          })
        : undefined;
      // The Spanish choices stay beside their English ones: the ones given, else the ones kept, one per choice.
      const optionsEs = options
        ? spanishOptionsFor(options, input.optionsEs ?? question.optionsEs, (message) => {
            throw badInput({ optionsEs: message });
          })
        : undefined;
      // Removed by someone else since it was read: the same answer as a question never there.
      return prisma.question
        .update({
          where: { id },
          data: {
            ...(prompt !== undefined ? { prompt } : {}),
            ...(promptEs !== undefined ? { promptEs } : {}),
            ...(required !== undefined ? { required } : {}),
            ...(options !== undefined ? { options, optionsEs } : {}),
          },
        })
        .catch((e: unknown) => {
          throw isMissingRow(e) ? notFound('Question') : e;
        });
    },

    /**
     * Puts a form's questions in the given order. The list (each id once, as the door reads it) must name
     * every question of the form; if someone added or removed one meanwhile, nothing changes and the caller
     * reloads (409).
     */
    async reorderQuestions(viewer: Viewer, kind: QuestionKind, ids: number[]) {
      settingsPolicy.manage(viewer);
      const year = await currentYear();
      return prisma.$transaction(async (tx) => {
        await lockEdition(tx, year);
        const current = await tx.question.findMany({ where: { year, kind }, select: { id: true } });
        const known = new Set(current.map((q) => q.id));
        if (ids.some((id) => !known.has(id))) throw badInput({ questionIds: 'One question is not on this form; reload the page.' });
        if (ids.length !== current.length) throw conflict('The questions changed while you were reordering them. Reload and try again.');
        await Promise.all(ids.map((id, position) => tx.question.update({ where: { id }, data: { position } })));
        return tx.question.findMany({ where: { year, kind }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
      });
    },

    /** Removes an admin-added question. Answers already given keep their prompt (the link is cleared). */
    async removeQuestion(viewer: Viewer, id: number) {
      settingsPolicy.manage(viewer);
      const question = await questionOfCurrentEdition(id);
      if (isProtectedQuestion(question.kind, question.key)) {
        throw conflict(`The “${question.key}” question is used by the program and cannot be removed; you may reword it.`);
      }
      const { count } = await prisma.question.deleteMany({ where: { id } });
      if (count === 0) throw notFound('Question');
      return question;
    },

    /** Seats in an afternoon club (a ROTATIONAL group of the current edition); null means no limit. */
    async setClubCapacity(viewer: Viewer, groupId: number, capacity: number | null) {
      settingsPolicy.manage(viewer);
      const year = await currentYear();
      const group = await prisma.group.findUnique({ where: { id: groupId }, select: { year: true, type: true } });
      if (!group || group.year !== year) throw notFound('Club');
      if (group.type !== 'ROTATIONAL') throw badInput({ groupId: 'Choose an afternoon club.' });
      return prisma.group.update({ where: { id: groupId }, data: { capacity } }).catch((e: unknown) => {
        throw isMissingRow(e) ? notFound('Club') : e;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

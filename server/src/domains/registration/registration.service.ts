// Registration: a parent registers chosen children for the current edition with the registration
// questions; staff with APPROVE_REGISTRATIONS approve or decline with a reason, and the family is
// e-mailed. The only code that writes Registration rows.
//
// What may change when (the spec is silent; chosen here):
//  - general registration open: new registrations; a PENDING one is resubmitted (answers replaced);
//    a WITHDRAWN one starts over as PENDING.
//  - elective selection open: the club choices of a PENDING or APPROVED registration may change
//    (only the elective answer is touched).
//  - a DECLINED registration is final (the family talks to the office).
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { RegistrationStatus } from '../../generated/prisma/enums.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { familyOf } from '../people/family.ts';
import { answerWords, checkAnswers, ELECTIVE_KEY, type RegistrationDecision, type SubmittedChild } from '../../../../forms/registration.ts';
import { fieldRefusal } from '../../input.ts';
import { peoplePolicy } from '../people/people.policy.ts';
import { LATEST_ACROSS_SCHEDULES } from '../attendance/latest-record.ts';
import { childInclude } from '../people/people.service.ts';
import { confirmationMail, decisionMail, RECIPIENT_SELECT, recipientLanguage } from './registration.mail.ts';
import { defineMessages, formatterFor, t } from '../../i18n/messages.ts';
import type { Language } from '../../../../shared/language.ts';
import { registrationPolicy } from './registration.policy.ts';
import { createDecisionOutbox } from './registration-decisions.ts';
import { fieldKey } from '../../../../forms/problems.ts';
import { effectiveFlags } from '../settings/edition-open.ts';
import { returningChildren } from './returning.ts';
import { english } from '../../../../shared/messages.ts';

/** A chosen child with its answers, as the doors read it (forms/registration.ts registrationSubmissionSchema). */
export type ChildRegistrationInput = SubmittedChild<number>;

export const registrationInclude = {
  child: { include: { ...childInclude, attendance: { orderBy: [...LATEST_ACROSS_SCHEDULES], take: 1 } } },
  submittedBy: { select: { id: true, firstName: true, lastName: true, email: true, phone: true } },
  responses: { orderBy: { id: 'asc' } },
} satisfies Prisma.RegistrationInclude;
export type RegistrationRow = Prisma.RegistrationGetPayload<{ include: typeof registrationInclude }>;

/** The words a parent can meet (server/src/i18n/es.json has their Spanish). */
const words = defineMessages({
  closed: { id: 'errors.registration.closed', defaultMessage: 'Registration for VBS {year} is closed. Watch for an announcement, or write to vbs@example.org.' },
  declined: { id: 'errors.registration.declined', defaultMessage: "{name}'s registration was declined; please write to vbs@example.org." },
  onlyClubs: { id: 'errors.registration.onlyClubs', defaultMessage: 'General registration is closed; only the afternoon club choices of registered children can change now.' },
  approved: { id: 'errors.registration.approved', defaultMessage: "{name}'s registration was already approved; to change it, write to vbs@example.org." },
  justDecided: { id: 'errors.registration.justDecided', defaultMessage: "{name}'s registration was just decided by staff; reload to see it." },
  momentAgo: { id: 'errors.registration.momentAgo', defaultMessage: 'One of these children was registered a moment ago (another tab or parent?); reload and try again.' },
});

/** What the family can still change, by the edition's flags (the registration page says the same). */
const m = defineMessages({
  changeUntilApproved: {
    id: 'mail.registration.changeUntilApproved',
    defaultMessage: 'Until staff approve it, you can change the answers on your registration page and send it again. After approval, write to vbs@example.org for changes.',
  },
  changeClubs: {
    id: 'mail.registration.changeClubs',
    defaultMessage: 'You can still change the afternoon club choices on your registration page while club selection is open. For anything else, write to vbs@example.org.',
  },
  closed: { id: 'mail.registration.closed', defaultMessage: 'Registration is closed now; for any change, write to vbs@example.org.' },
});

/** What the family can still change, by the edition's flags (the registration page says the same). */
export function whatCanChange(form: { generalRegistrationOpen: boolean; electiveSelectionOpen: boolean }, language: Language = 'en'): string {
  if (form.generalRegistrationOpen) return t(language, m.changeUntilApproved);
  if (form.electiveSelectionOpen) return t(language, m.changeClubs);
  return t(language, m.closed);
}

export function createRegistrationService(prisma: PrismaClient, mailer: Mailer) {
  const outbox = createDecisionOutbox(prisma, mailer);
  /** The current edition with its flags, registration questions and afternoon clubs (one statement). */
  async function currentForm() {
    const settings = await prisma.programSettings.findUnique({
      where: { id: 1 },
      select: {
        edition: {
          select: {
            year: true,
            name: true,
            generalRegistrationOpen: true,
            electiveSelectionOpen: true,
            registrationOpensOn: true,
            electiveSelectionOpensOn: true,
            timeZone: true,
            questions: { where: { kind: 'REGISTRATION' }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
            groups: { where: { type: 'ROTATIONAL' }, orderBy: { name: 'asc' }, select: { id: true, name: true, color: true, capacity: true } },
          },
        },
      },
    });
    if (!settings) throw notFound('The current program edition');
    // A flag with an opening day still ahead is closed until that day.
    return effectiveFlags(settings.edition);
  }
  type Form = Awaited<ReturnType<typeof currentForm>>;

  /**
   * Checks every child's answers against the form (forms/registration.ts); one full answer list per child.
   * The doors have read the submission's shape; the answers are checked here because this year's questions
   * and clubs are in the database. This is the only check of the answers.
   */
  function readAnswers(form: Form, children: ChildRegistrationInput[]) {
    const problems: Record<string, string> = {};
    const checked = checkAnswers({ questions: form.questions, clubNames: form.groups.map((g) => g.name) }, children, new Date(), (path, message) => {
      problems[fieldKey(['children', ...path])] ??= message;
    });
    if (Object.keys(problems).length) throw fieldRefusal(problems);
    return checked.map((child) =>
      child.answers.map(({ questionId, prompt, response, value, key }) => ({ questionId, prompt, response, key, value: value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue) })),
    );
  }

  /** The receipt of a submission: every child's answers as saved, and what can still change. */
  async function sendConfirmation(parentId: number, form: Form, registrationIds: number[]) {
    const [parent, rows] = await Promise.all([
      prisma.parent.findUniqueOrThrow({ where: { id: parentId }, select: RECIPIENT_SELECT }),
      prisma.registration.findMany({
        where: { id: { in: registrationIds } },
        orderBy: { id: 'asc' },
        select: { child: { select: { firstName: true, preferredName: true, lastName: true } }, responses: { orderBy: { id: 'asc' }, select: { prompt: true, response: true, question: { select: { key: true } } } } },
      }),
    ]);
    const language = recipientLanguage(parent);
    const format = formatterFor(language);
    const mail = confirmationMail({
      editionName: form.name,
      year: form.year,
      parent,
      children: rows.map((r) => ({ ...r.child, answers: r.responses.map((a) => ({ prompt: a.prompt, response: answerWords(a.question?.key ?? null, a.response, format) })) })),
      whatCanChange: whatCanChange(form, language),
    });
    // The registration is saved even if the mail server is down; the page shows the same summary.
    await mailer.send(mail).catch((error) => console.error('[mail] registration confirmation failed:', error));
  }

  return {
    currentForm,
    approveMany: outbox.approveMany,
    undoApprovals: outbox.undo,
    sendDueDecisionMails: outbox.sendDue,
    resumeDecisionMails: outbox.resume,
    stopDecisionMails: outbox.stop,

    /** Registers (or updates) children of the viewer's family for the current edition; returns registration ids. */
    async submit(viewer: Viewer, children: ChildRegistrationInput[]): Promise<number[]> {
      const parentId = peoplePolicy.requireOwnParent(viewer);
      const [form, family] = await Promise.all([currentForm(), familyOf(prisma, viewer)]);
      if (!form.generalRegistrationOpen && !form.electiveSelectionOpen) {
        throw conflict(english(words.closed, { year: form.year }));
      }
      for (const child of children) peoplePolicy.assertCanEditChild(viewer, family, child.childId);

      const parent = await prisma.parent.findUniqueOrThrow({
        where: { id: parentId },
        select: { phone: true, lastName: true, _count: { select: { emergencyContacts: true } } },
      });
      const missing: Record<string, string> = {};
      if (!parent.phone || !parent.lastName) missing.profile = 'Add your full name and phone number to your profile first.';
      if (parent._count.emergencyContacts === 0) missing.emergencyContacts = 'Add at least one emergency contact before registering.';
      if (Object.keys(missing).length) throw badInput(missing);

      const answers = readAnswers(form, children);
      const [existing, grades, returning] = await Promise.all([
        prisma.registration.findMany({
          where: { year: form.year, childId: { in: children.map((c) => c.childId) } },
          select: { id: true, childId: true, status: true, child: { select: { firstName: true } } },
        }),
        prisma.child.findMany({ where: { id: { in: children.map((c) => c.childId) } }, select: { id: true, gradeEntering: true, firstName: true } }),
        returningChildren(prisma, viewer, form.year),
      ]);
      // A returning child past the last grade is refused unless the family gives the grade it enters now.
      const agedOut: Record<string, string> = {};
      children.forEach((child, i) => {
        const back = returning.find((r) => r.childId === child.childId);
        if (back?.agedOut && child.gradeEntering == null) {
          agedOut[`children[${i}].gradeEntering`] = `${grades.find((g) => g.id === child.childId)?.firstName ?? 'This child'} is past the last grade VBS takes.`;
        }
      });
      if (Object.keys(agedOut).length) throw badInput(agedOut);
      const electiveQuestion = form.questions.find((q) => q.key === ELECTIVE_KEY);

      // Decide every child's change before writing anything, so a refusal writes nothing.
      const plans = children.map((child, i) => {
        const current = existing.find((e) => e.childId === child.childId);
        const status: RegistrationStatus | null = current?.status ?? null;
        const name = current?.child.firstName ?? 'This child';
        if (status === 'DECLINED') throw conflict(english(words.declined, { name }));
        if (status === null || status === 'WITHDRAWN' || (status === 'PENDING' && form.generalRegistrationOpen)) {
          if (!form.generalRegistrationOpen) throw conflict(english(words.onlyClubs));
          const gradeEntering = child.gradeEntering ?? grades.find((g) => g.id === child.childId)!.gradeEntering;
          return { kind: 'full' as const, current, answers: answers[i], childId: child.childId, gradeEntering };
        }
        if (!form.electiveSelectionOpen || !electiveQuestion) throw conflict(english(words.approved, { name }));
        return { kind: 'elective' as const, current: current!, answer: answers[i].find((a) => a.questionId === electiveQuestion.id)!, childId: child.childId };
      });

      let ids: number[];
      try {
        ids = await prisma.$transaction(async (tx) => {
          const ids: number[] = [];
          const now = new Date();
          for (const plan of plans) {
            const responses = plan.kind === 'full' ? plan.answers.map(({ key: _key, ...a }) => a) : [{ questionId: plan.answer.questionId, prompt: plan.answer.prompt, response: plan.answer.response, value: plan.answer.value }];
            // The grade the family confirmed becomes the child's grade on file (a returning child moves up).
            if (plan.kind === 'full' && plan.gradeEntering !== grades.find((g) => g.id === plan.childId)!.gradeEntering) {
              await tx.child.update({ where: { id: plan.childId }, data: { gradeEntering: plan.gradeEntering }, select: { id: true } });
            }
            if (!plan.current) {
              const created = await tx.registration.create({
                data: { childId: plan.childId, year: form.year, submittedById: parentId, submittedAt: now, gradeEntering: plan.gradeEntering, responses: { create: responses } },
                select: { id: true },
              });
              ids.push(created.id);
              continue;
            }
            // The status guard makes a concurrent decision win cleanly instead of being overwritten.
            const allowed: RegistrationStatus[] = plan.kind === 'full' ? ['PENDING', 'WITHDRAWN'] : ['PENDING', 'APPROVED'];
            const where = { id: plan.current.id, status: { in: allowed } };
            const count =
              plan.kind === 'full'
                ? (await tx.registration.updateMany({ where, data: { status: 'PENDING', submittedById: parentId, submittedAt: now, gradeEntering: plan.gradeEntering, decidedAt: null, decidedById: null, decisionReason: null } })).count
                : await tx.registration.count({ where });
            if (count === 0) throw conflict(english(words.justDecided, { name: plan.current.child.firstName }));
            await tx.registrationResponse.deleteMany({
              where: { registrationId: plan.current.id, ...(plan.kind === 'elective' ? { questionId: plan.answer.questionId } : {}) },
            });
            await tx.registrationResponse.createMany({ data: responses.map((x) => ({ ...x, registrationId: plan.current!.id })) });
            ids.push(plan.current.id);
          }
          return ids;
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          throw conflict(english(words.momentAgo));
        }
        throw error;
      }
      await sendConfirmation(parentId, form, ids);
      return ids;
    },

    /** Registrations by id that the viewer may read (their own family's, or any for staff). */
    async read(viewer: Viewer, ids: number[]): Promise<RegistrationRow[]> {
      viewer.requireSignedIn();
      const [rows, family] = await Promise.all([
        prisma.registration.findMany({ where: { id: { in: ids } }, include: registrationInclude, orderBy: { id: 'asc' } }),
        familyOf(prisma, viewer),
      ]);
      return rows.filter((row) => registrationPolicy.canRead(viewer, family, row.childId));
    },

    async pending(viewer: Viewer): Promise<RegistrationRow[]> {
      registrationPolicy.listPending(viewer);
      return prisma.registration.findMany({
        where: { status: 'PENDING', edition: { current: { isNot: null } } },
        include: registrationInclude,
        orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
      });
    },

    async all(viewer: Viewer, year?: number): Promise<RegistrationRow[]> {
      registrationPolicy.listAll(viewer);
      return prisma.registration.findMany({
        where: year === undefined ? { edition: { current: { isNot: null } } } : { year },
        include: registrationInclude,
        orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
      });
    },

    /** Approves or declines a PENDING registration (a reason is required to decline) and e-mails the family. */
    async decide(viewer: Viewer, registrationId: number, { decision, reason }: RegistrationDecision): Promise<number> {
      const staffId = registrationPolicy.decide(viewer);
      // Only a PENDING registration changes, so two staff deciding at once cannot both win.
      const { count } = await prisma.registration.updateMany({
        where: { id: registrationId, status: 'PENDING' },
        data: { status: decision, decisionReason: reason, decidedById: staffId, decidedAt: new Date() },
      });
      const registration = await prisma.registration.findUnique({
        where: { id: registrationId },
        select: {
          status: true,
          year: true,
          edition: { select: { name: true } },
          child: { select: { firstName: true, preferredName: true, lastName: true } },
          submittedBy: { select: RECIPIENT_SELECT },
        },
      });
      if (!registration) throw notFound('Registration');
      if (count === 0) throw conflict(`This registration was already ${registration.status.toLowerCase()}.`);
      const mail = decisionMail({
        editionName: registration.edition.name,
        year: registration.year,
        parent: registration.submittedBy,
        decisions: [{ status: decision, reason, child: registration.child }],
      });
      // The decision stands even if the mail server is down; staff can tell the family another way.
      await mailer.send(mail).catch((error) => console.error(`[mail] decision e-mail for registration ${registrationId} failed:`, error));
      return registrationId;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

// SPEC §7 Registrations (pending, all) plus the calls the GraphQL door also offers — the form,
// submitting, approving and declining — on the same registration service. The door reads a submission and
// a decision with the schemas of forms/registration.ts; the service checks each child's answers against the
// current form (its questions live in the database, so no fixed schema can).
import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import { RestRoutes, answer } from '../../http/operation.ts';
import { idParams, queryInt } from '../../http/rest-input.ts';
import { recordId } from '../../../../forms/fields.ts';
import { declineSchema, registrationSubmissionSchema } from '../../../../forms/registration.ts';
import type { AppContext } from '../../http/rest.ts';
import { familyOf } from '../people/family.ts';
import type { Family } from '../people/people.policy.ts';
import { childJson, childOut } from '../people/people.json.ts';
import type { RegistrationRow } from './registration.service.ts';
import { returningChildren as returning } from './returning.ts';
import { alignedSpanishOptions, questionOptionLabels, questionPrompt } from '../../../../shared/question-words.ts';
import { DEFAULT_LANGUAGE } from '../../../../shared/language.ts';

const TAG = 'registration';

/** SPEC §3 Registration: id, groupIds, children (each with registrationId), latestAttendanceRecord. */
function registrationJson(viewer: Viewer, family: Family, r: RegistrationRow) {
  const latest = r.child.attendance[0];
  return {
    id: r.id,
    year: r.year,
    status: r.status,
    decisionReason: r.decisionReason,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    submittedBy: r.submittedBy,
    groupIds: r.child.groups.map((g) => g.groupId),
    children: [{ ...childJson(viewer, family, r.child), registrationId: r.id }],
    responses: r.responses.map((x) => ({ id: x.id, prompt: x.prompt, response: x.response, value: x.value ?? null })),
    latestAttendanceRecord: latest ? { id: latest.id, kind: latest.kind, recordedAt: latest.recordedAt.toISOString(), scheduleId: latest.scheduleId } : null,
  };
}

const registrationOut = z
  .object({
    id: z.number(),
    year: z.number(),
    status: z.string(),
    decisionReason: z.string().nullable(),
    submittedAt: z.string(),
    decidedAt: z.string().nullable(),
    submittedBy: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() }),
    groupIds: z.array(z.number()),
    children: z.array(z.intersection(childOut, z.object({ registrationId: z.number() }))),
    responses: z.array(z.object({ id: z.number(), prompt: z.string(), response: z.string(), value: z.unknown() })),
    latestAttendanceRecord: z.object({ id: z.number(), kind: z.string(), recordedAt: z.string(), scheduleId: z.number().nullable() }).nullable(),
  })
  .meta({ id: 'Registration' });
const registrationsOut = z.object({ registrations: z.array(registrationOut) });

const formOut = z.object({
  form: z.looseObject({
    year: z.number(),
    name: z.string(),
    questions: z.array(
      z.object({
        id: z.number(),
        key: z.string(),
        prompt: z.string().meta({ description: 'In the reader’s language (vbs-lang cookie, else Accept-Language); the English when it has no Spanish.' }),
        promptEn: z.string(),
        promptEs: z.string().nullable(),
        required: z.boolean(),
        position: z.number(),
        type: z.string(),
        options: z.array(z.string()).meta({ description: 'The choices in English: an answer is one of these, whatever the reader’s language.' }),
        optionsEs: z.array(z.string()).meta({ description: 'One for each option at its place; blank where Spanish readers see the English.' }),
        optionLabels: z.array(z.string()).meta({ description: 'The choices as the reader reads them, one for each option.' }),
      }),
    ),
    clubs: z.array(z.object({ id: z.number(), name: z.string(), color: z.string(), capacity: z.number().nullable() })),
    returningChildren: z.array(z.object({ childId: z.number(), lastYear: z.number(), lastGrade: z.number(), grade: z.number(), agedOut: z.boolean() })),
  }),
});

const registrations = (c: AppContext) => c.var.ctx.services.registration;

async function list(c: AppContext, rows: RegistrationRow[]) {
  const { viewer, prisma } = c.var.ctx;
  const family = await familyOf(prisma, viewer);
  return { registrations: rows.map((row) => registrationJson(viewer, family, row)) };
}
async function one(c: AppContext, registrationId: number) {
  const { viewer, prisma } = c.var.ctx;
  const [row] = await registrations(c).read(viewer, [registrationId]);
  return { registration: registrationJson(viewer, await familyOf(prisma, viewer), row) };
}

export function registrationRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/registration/pending',
      tag: TAG,
      summary: 'Registrations waiting for a decision.',
      responses: { 200: registrationsOut },
      handler: async (c) => list(c, await registrations(c).pending(c.var.ctx.viewer)),
    })
    .operation({
      method: 'get',
      path: '/api/v1/registration/all',
      tag: TAG,
      summary: 'Every registration of a year (default: the current edition).',
      query: z.object({ year: queryInt().optional() }),
      responses: { 200: registrationsOut },
      handler: async (c, { query }) => list(c, await registrations(c).all(c.var.ctx.viewer, query.year)),
    })
    .operation({
      method: 'get',
      path: '/api/v1/registration/form',
      tag: TAG,
      summary: 'The current edition’s registration form: its questions, the afternoon clubs and the signed-in family’s returning children.',
      responses: { 200: formOut },
      handler: async (c) => {
        const { viewer, prisma } = c.var.ctx;
        viewer.requireSignedIn();
        const { groups, questions, year, name, generalRegistrationOpen, electiveSelectionOpen } = await registrations(c).currentForm();
        const returningChildren = await returning(prisma, viewer, year);
        const language = c.var.ctx.language ?? DEFAULT_LANGUAGE;
        const questionJson = (q: (typeof questions)[number]) => ({
          id: q.id,
          key: q.key,
          prompt: questionPrompt(q, language),
          promptEn: q.prompt,
          promptEs: q.promptEs,
          required: q.required,
          position: q.position,
          type: q.type,
          options: q.options,
          optionsEs: alignedSpanishOptions(q.options, q.optionsEs),
          optionLabels: questionOptionLabels(q, language),
        });
        return { form: { year, name, generalRegistrationOpen, electiveSelectionOpen, questions: questions.map(questionJson), clubs: groups, returningChildren } };
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/registration',
      tag: TAG,
      summary: 'Registers the signed-in parent’s chosen children with their answers to the form.',
      body: registrationSubmissionSchema,
      responses: { 201: registrationsOut },
      handler: async (c, { body }) => {
        const ids = await registrations(c).submit(c.var.ctx.viewer, body.children);
        return answer(201, await list(c, await registrations(c).read(c.var.ctx.viewer, ids)));
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/registration/:id{[0-9]+}/approve',
      tag: TAG,
      summary: 'Approves a pending registration and e-mails the family.',
      params: idParams,
      responses: { 200: z.object({ registration: registrationOut }) },
      handler: async (c, { params }) => one(c, await registrations(c).decide(c.var.ctx.viewer, params.id, { decision: 'APPROVED', reason: null })),
    })
    .operation({
      method: 'post',
      path: '/api/v1/registration/:id{[0-9]+}/decline',
      tag: TAG,
      summary: 'Declines a pending registration with a reason and e-mails the family.',
      params: idParams,
      body: declineSchema,
      responses: { 200: z.object({ registration: registrationOut }) },
      handler: async (c, { params, body }) => one(c, await registrations(c).decide(c.var.ctx.viewer, params.id, { decision: 'DECLINED', reason: body.reason })),
    })
    // Bulk approval with an undo window (registration-decisions.ts): the e-mails leave when undoUntil passes.
    .operation({
      method: 'post',
      path: '/api/v1/registration/approve',
      tag: TAG,
      summary: 'Approves several registrations; their e-mails wait until undoUntil, so the batch can be undone.',
      body: z.object({ registrationIds: z.array(recordId('a registration id'), { error: 'Send the registrations to approve as a list of ids.' }) }),
      responses: { 200: z.object({ batch: z.string(), approved: z.number(), undoUntil: z.string() }) },
      handler: async (c, { body }) => {
        const result = await registrations(c).approveMany(c.var.ctx.viewer, body.registrationIds);
        return { batch: result.batch, approved: result.approved, undoUntil: result.undoUntil.toISOString() };
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/registration/approve/undo',
      tag: TAG,
      summary: 'Puts a bulk approval back to pending while its e-mails have not left.',
      body: z.object({ batch: z.string({ error: 'Reload the page and try again.' }) }),
      responses: { 200: z.object({ restored: z.number() }) },
      handler: async (c, { body }) => ({ restored: await registrations(c).undoApprovals(c.var.ctx.viewer, body.batch) }),
    });
}

// SPEC §7 Interns, on the interns service. Bodies use the SPEC §3 Intern shape: the intern's fields and
// currentApplication {responses [{key | questionId | prompt, response}], acknowledged}. The door reads it as
// the application form (application-input.ts); the service checks the answers against this edition's
// application questions, which live in the database.
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import type { AppContext } from '../../http/rest.ts';
import { idParams } from '../../http/rest-input.ts';
import { readApplication } from './application-input.ts';
import { internJson } from './interns.json.ts';

const TAG = 'interns';

const field = (description: string) => z.unknown().optional().meta({ description });
const applicationBody = z.looseObject({
  firstName: field('Text, required.'),
  preferredName: field('Text or null.'),
  lastName: field('Text, required.'),
  gradeEntering: field('The grade entered this fall (6 to 13).'),
  dateOfBirth: field('yyyy-mm-dd; interns are 9 to 30 years old.'),
  phone: field('A phone number, or null.'),
  email: field('An e-mail address, or null.'),
  medicalInfo: field('Text, or null.'),
  currentApplication: z
    .looseObject({
      acknowledged: field('true: the responsibilities were read and accepted.'),
      responses: field('[{questionId | key | prompt, response}]: an answer to each of this edition’s questions.'),
    })
    .nullish(),
});

/** The SPEC §3 shape flattened into the application form's (the intern's fields, the acknowledgement, the answers). */
function flatApplication(body: z.output<typeof applicationBody>) {
  const application: { acknowledged?: unknown; responses?: unknown } = body.currentApplication ?? {};
  return {
    firstName: body.firstName,
    preferredName: body.preferredName,
    lastName: body.lastName,
    gradeEntering: body.gradeEntering,
    dateOfBirth: body.dateOfBirth,
    phone: body.phone,
    email: body.email,
    medicalInfo: body.medicalInfo,
    acknowledged: application.acknowledged,
    responses: application.responses,
  };
}

const nullableText = z.string().nullable();
const internOut = z
  .object({
    id: z.number(),
    firstName: z.string(),
    preferredName: nullableText,
    lastName: z.string(),
    gradeEntering: z.number(),
    dateOfBirth: nullableText,
    phone: nullableText,
    email: nullableText,
    hasMedicalInfo: z.boolean(),
    medicalInfo: nullableText,
    currentApplication: z
      .object({
        id: z.number(),
        year: z.number(),
        status: z.string(),
        acknowledged: z.boolean(),
        submittedAt: z.string(),
        decidedAt: nullableText,
        decisionReason: nullableText,
        responses: z.array(z.object({ key: nullableText, prompt: z.string(), response: z.string(), worded: z.string() })),
      })
      .nullable(),
  })
  .meta({ id: 'Intern' });

const interns = (c: AppContext) => c.var.ctx.services.interns;

export function internsRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/intern/all',
      tag: TAG,
      summary: 'Every intern (staff).',
      responses: { 200: z.object({ interns: z.array(internOut) }) },
      handler: async (c) => ({ interns: (await interns(c).list(c.var.ctx.viewer, 'all')).map((i) => internJson(c.var.ctx.viewer, i)) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/intern',
      trailingSlash: true,
      tag: TAG,
      summary: 'The caller’s own intern record, if they applied (staff: this edition’s interns).',
      responses: { 200: z.object({ interns: z.array(internOut) }) },
      handler: async (c) => ({ interns: (await interns(c).list(c.var.ctx.viewer, 'current')).map((i) => internJson(c.var.ctx.viewer, i)) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/intern/:id',
      tag: TAG,
      summary: 'One intern (staff, or the intern themself).',
      params: idParams,
      responses: { 200: z.object({ intern: internOut }) },
      handler: async (c, { params }) => ({ intern: internJson(c.var.ctx.viewer, await interns(c).get(c.var.ctx.viewer, params.id)) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/intern',
      trailingSlash: true,
      tag: TAG,
      summary: 'Applies as an intern for this edition (the signed-in person, for themself).',
      body: applicationBody,
      responses: { 201: z.object({ id: z.number() }) },
      handler: async (c, { body }) => answer(201, { id: (await interns(c).apply(c.var.ctx.viewer, await readApplication(interns(c), flatApplication(body)))).internId }),
    })
    .operation({
      method: 'put',
      path: '/api/v1/intern/:id',
      tag: TAG,
      summary: 'Changes the caller’s own intern record and application.',
      params: idParams,
      body: applicationBody,
      responses: { 200: z.object({ intern: internOut }) },
      handler: async (c, { params, body }) => {
        await interns(c).update(c.var.ctx.viewer, params.id, await readApplication(interns(c), flatApplication(body)));
        return { intern: internJson(c.var.ctx.viewer, await interns(c).get(c.var.ctx.viewer, params.id)) };
      },
    });
}

// REST door for a person's own choice of language: GET/PUT /api/v1/account/language (my-language.ts).
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import { languageChoiceSchema } from '../../../../forms/language.ts';
import { LANGUAGES } from '../../../../shared/language.ts';

const choice = z.object({ language: z.enum(LANGUAGES).nullable() });

export function myLanguageRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/account/language',
      tag: 'accounts',
      summary: 'The language the signed-in person chose (null until they choose).',
      responses: { 200: choice },
      handler: (c) => c.var.ctx.services.myLanguage.read(c.var.ctx.viewer),
    })
    .operation({
      method: 'put',
      path: '/api/v1/account/language',
      tag: 'accounts',
      summary: 'Sets the language the signed-in person’s pages and messages are written in.',
      guard: (c) => c.var.ctx.viewer.requireSignedIn(),
      body: languageChoiceSchema,
      responses: { 200: choice },
      handler: (c, { body }) => c.var.ctx.services.myLanguage.set(c.var.ctx.viewer, body),
    });
}

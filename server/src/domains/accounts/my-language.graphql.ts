// GraphQL for a person's own choice of language (my-language.ts has the rules).
import { builder } from '../../graphql/builder.ts';
import { LanguageEnum, ViewerRef } from './accounts.graphql.ts';
import { readInput } from '../../input.ts';
import { languageChoiceSchema } from '../../../../forms/language.ts';
import type { Viewer } from '../../auth/viewer.ts';

const SetMyLanguageInput = builder.inputType('SetMyLanguageInput', {
  fields: (t) => ({ language: t.field({ type: LanguageEnum, required: true }) }),
});

const SetMyLanguagePayload = builder.objectRef<{ viewer: Viewer }>('SetMyLanguagePayload').implement({
  fields: (t) => ({
    viewer: t.field({ type: ViewerRef, description: 'The viewer, whose account now has the language.', resolve: (p) => p.viewer }),
  }),
});

builder.mutationFields((t) => ({
  setMyLanguage: t.field({
    type: SetMyLanguagePayload,
    description: 'Sets the language the signed-in person’s pages and messages are written in.',
    args: { input: t.arg({ type: SetMyLanguageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.myLanguage.set(ctx.viewer, readInput(languageChoiceSchema, input));
      return { viewer: ctx.viewer };
    },
  }),
}));

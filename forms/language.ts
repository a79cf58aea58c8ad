// A person's choice of language for the site (shared/language.ts). Both server doors (GraphQL setMyLanguage,
// REST PUT /api/v1/account/language) and the language switch check with this.
import { z } from 'zod';
import { LANGUAGES } from '../shared/language.ts';

export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: `Choose one of: ${LANGUAGES.join(', ')}.` }),
});

export type LanguageChoiceInput = z.output<typeof languageChoiceSchema>;

// A form question's words in a reader's language. An administrator writes each question in English and,
// optionally, in Spanish (its prompt, and each choice at the same place as the English one); a blank Spanish
// word falls back to the English. Answers are always the English choice, whatever the reader saw, so
// reports and exports never split by language. The server (GraphQL and REST) and the browser's form both
// read a question's words through this one rule.
import type { Language } from './language.ts';

export interface QuestionWordings {
  readonly prompt: string;
  readonly promptEs?: string | null;
  readonly options: readonly string[];
  readonly optionsEs?: readonly string[] | null;
}

/** The prompt as a reader of this language reads it. */
export function questionPrompt(q: QuestionWordings, language: Language): string {
  return language === 'es' && q.promptEs?.trim() ? q.promptEs : q.prompt;
}

/** Each choice as a reader of this language reads it, at the same place as its (English) value. */
export function questionOptionLabels(q: QuestionWordings, language: Language): string[] {
  return q.options.map((option, i) => (language === 'es' && q.optionsEs?.[i]?.trim() ? q.optionsEs[i] : option));
}

/** The Spanish choices kept for these English ones: one per choice, at its place, blank where none. */
export function alignedSpanishOptions(options: readonly string[], optionsEs: readonly string[]): string[] {
  return options.map((_, i) => optionsEs[i]?.trim() ?? '');
}

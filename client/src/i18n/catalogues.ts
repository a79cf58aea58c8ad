// Each language's messages, loaded on demand: a page loads the catalogue of its own language only, as a
// chunk of its own (bench:bundle). English has none: the English words are the messages' defaultMessage in
// the code, so an English page loads nothing more. To add a language: its catalogue here beside es.json,
// its code in shared/language.ts (docs/architecture.md, "Languages").
import type { Language } from '../../../shared/language.ts';

export type Messages = Record<string, string>;

/** A language's page catalogue with the shared forms' one (shared/i18n: words the server shows too). */
const both = (pages: Promise<{ default: Messages }>, shared: Promise<{ default: Messages }>) =>
  Promise.all([pages, shared]).then(([p, s]) => ({ default: { ...s.default, ...p.default } }));

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => both(import('./es.json'), import('../../../shared/i18n/es.json')),
};

const loaded = new Map<Language, Messages>([['en', {}]]);

/** The language's messages, once loaded; undefined before. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** Loads the language's messages (once). */
export async function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const messages = (await loaders[language as Exclude<Language, 'en'>]()).default;
  loaded.set(language, messages);
  return messages;
}

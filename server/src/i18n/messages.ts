// The server's words in the reader's language (docs/architecture.md, "Languages"): e-mails and texts in the
// recipient's language, errors in the requester's. The server's own messages (errors, e-mails) have their Spanish
// in server/src/i18n/es.json; the shared form schemas' (forms/, shared/), which the browser shows too, have theirs
// in shared/i18n/es.json, which the pages load with their own catalogue: both sides use one translation of each.
import sharedSpanish from '../../../shared/i18n/es.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/language.ts';
import { catalogueFormatter, inLanguage, type FormatMessage, type MessageDescriptor, type MessageValues } from '../../../shared/messages.ts';
import serverSpanish from './es.json' with { type: 'json' };

export { defineMessages, english } from '../../../shared/messages.ts';
export type { MessageDescriptor } from '../../../shared/messages.ts';

const formatters: Record<Language, FormatMessage> = {
  en: catalogueFormatter({}, 'en'),
  es: catalogueFormatter({ ...sharedSpanish, ...serverSpanish }, 'es'),
};

/** A language a stored value names, else English (an account that never chose reads English). */
export const languageOr = (value: string | null | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The formatter of a language. */
export function formatterFor(language: Language): FormatMessage {
  return formatters[language];
}

/** A message in a language, values in place. */
export function t(language: Language, descriptor: MessageDescriptor, values?: MessageValues): string {
  return formatters[language](descriptor, values);
}

/** English a message wrote (an error, a form problem), in the language; other words as they are. */
export function localized(words: string, language: Language): string {
  return language === 'en' ? words : inLanguage(words, formatters[language]);
}

/** The BCP 47 tag a language's dates are written with in what the server sends. */
export const dateLocale = (language: Language) => (language === 'es' ? 'es-US' : 'en-US');

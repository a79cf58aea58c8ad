// Messages that code outside React writes (the shared form schemas' problems, the server's errors and e-mails),
// with the same API and the same ICU formatter as the pages' (client/src/i18n/intl.tsx): an id, its English as
// the defaultMessage, and each other language's words in a catalogue of the same ids (docs/architecture.md,
// "Languages"). FormatJS's extractor finds them by `defineMessages`, so the catalogue check covers them.
//
// A zod schema or a service can only hand on a string, so a message is first written in English with
// `english(descriptor, values)`, which remembers which message and values made those words; whoever shows them
// to a reader (a server door, the browser's form) puts them in the reader's language with `inLanguage`. Words
// that were never a message (an API parameter's rule, a staff-only sentence not yet translated) stay English.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export interface MessageDescriptor {
  id: string;
  /** The English words, in ICU MessageFormat. */
  defaultMessage: string;
  /** For the translator. */
  description?: string;
}

export type MessageValues = Record<string, PrimitiveType>;

/** Formats a message in the reader's language (the server's t(), or a page's intl.formatMessage). */
export type FormatMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/** Gives each message its id unchanged: FormatJS's extractor finds them by this name. */
export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** Words that are plain words (no argument, tag, plural or quote), shown as they are. */
const PLAIN = /^[^{}<>'#]*$/;

/**
 * A message's words with values in place, in a language: `words` is ICU text (the server, tests) or the syntax
 * tree the client's build made of it (client/scripts/messages-plugin.ts; its plain words stay a string).
 */
export function formatWords(words: unknown, locale: string, values?: MessageValues): string {
  if (typeof words === 'string' && PLAIN.test(words)) return words;
  if (typeof words !== 'string') return String(new IntlMessageFormat(words as string, locale).format(values));
  try {
    return String(new IntlMessageFormat(words, locale).format(values));
  } catch (error) {
    // The client's build ships no ICU parser: there a string is always plain words (the build parsed the rest).
    if (error instanceof Error && /parser/i.test(error.message)) return words;
    throw error;
  }
}

/** The messages whose English was written, by those words; bounded, the oldest forgotten first. */
const written = new Map<string, { descriptor: MessageDescriptor; values?: MessageValues }>();
const WRITTEN_LIMIT = 5_000;

/** The message's English words (values in place), remembered so a reader can have them in their language. */
export function english(descriptor: MessageDescriptor, values?: MessageValues): string {
  const words = formatWords(descriptor.defaultMessage, 'en', values);
  if (!written.has(words)) {
    if (written.size >= WRITTEN_LIMIT) written.delete(written.keys().next().value!);
    written.set(words, { descriptor, values });
  }
  return words;
}

/** Which message (and values) wrote these English words, if a message did. */
export function messageOf(words: string): { descriptor: MessageDescriptor; values?: MessageValues } | undefined {
  return written.get(words);
}

/**
 * English words a message wrote, in the reader's language by `format`; a value that is itself a message's
 * English is put in that language too. Words no message wrote come back as they are.
 */
export function inLanguage(words: string, format: FormatMessage): string {
  const message = written.get(words);
  if (!message) return words;
  const values = message.values && Object.fromEntries(Object.entries(message.values).map(([name, value]) => [name, typeof value === 'string' ? inLanguage(value, format) : value]));
  return format(message.descriptor, values);
}

/** A catalogue's formatter: its words for a message, else the message's English. */
export function catalogueFormatter(catalogue: Record<string, unknown>, locale: string): FormatMessage {
  return (descriptor, values) => {
    const translated = catalogue[descriptor.id];
    return translated === undefined ? formatWords(descriptor.defaultMessage, 'en', values) : formatWords(translated, locale, values);
  };
}

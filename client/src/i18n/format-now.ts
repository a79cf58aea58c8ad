// A message in the page's language where no component is at hand: a toast raised by a module, the words a
// failed save falls back to. Same catalogue and formatter as i18n/intl.tsx; the page's language is the one
// app/reader.ts keeps (the browser's start, the switch, or the server's render).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { DEFAULT_LANGUAGE } from '../../../shared/language.ts';
import { pageLanguage } from '../app/reader.ts';
import { loadedMessages } from './catalogues.ts';
import type { MessageDescriptor } from './intl.tsx';

declare const __PRECOMPILED_MESSAGES__: boolean | undefined;
const PRECOMPILED = typeof __PRECOMPILED_MESSAGES__ !== 'undefined' && __PRECOMPILED_MESSAGES__;

/** The message's words with `values` in place, in the page's language (English when its catalogue is not loaded). */
export function formatMessageNow(descriptor: MessageDescriptor, values?: Record<string, PrimitiveType>): string {
  const language = pageLanguage();
  const translated: unknown = loadedMessages(language)?.[descriptor.id];
  const words = (translated ?? descriptor.defaultMessage) as string | MessageFormatElement[];
  if (PRECOMPILED && typeof words === 'string') return words;
  return String(new IntlMessageFormat(words, translated === undefined ? DEFAULT_LANGUAGE : language).format(values));
}

// The messages' React side, on FormatJS's ICU formatter (intl-messageformat). Its API is react-intl's,
// the part this app uses (defineMessages, useIntl().formatMessage, <FormattedMessage>), so FormatJS's extractor
// reads the messages from the code (catalogues.test.ts) and react-intl could replace this file unchanged; react-intl
// itself weighed 24 KB gzip, which pushed every public page over its JavaScript budget (docs/architecture.md,
// "Languages"). A message is formatted with the page's catalogue, else with its English defaultMessage.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type FormatXMLElementFn, type PrimitiveType } from 'intl-messageformat';
import { Children, createContext, createElement, Fragment, useContext, useMemo } from 'react';

export interface MessageDescriptor {
  id: string;
  /** The English words, in ICU MessageFormat. */
  defaultMessage: string;
  /** For the translator. */
  description?: string;
}

type RichValue = React.ReactNode | FormatXMLElementFn<React.ReactNode>;

export interface IntlShape {
  locale: string;
  /** The message's words with `values` in place (plurals, selects, numbers by the locale's rules). */
  formatMessage: (descriptor: MessageDescriptor, values?: Record<string, PrimitiveType>) => string;
  /** With tags (<mail>…</mail>) given as functions of their words: the words as React nodes. */
  formatRichMessage: (descriptor: MessageDescriptor, values?: Record<string, PrimitiveType | RichValue>) => React.ReactNode;
  formatDate: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
}

/** useIntl().formatMessage's shape, for functions that word things and are given the page's formatter. */
export type FormatMessage = IntlShape['formatMessage'];

/** Gives each message its id at build time unchanged: the extractor finds them by this name. */
export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** Whether the build turned the messages into syntax trees and plain words (vite.config.ts defines it). */
declare const __PRECOMPILED_MESSAGES__: boolean | undefined;
const PRECOMPILED = typeof __PRECOMPILED_MESSAGES__ !== 'undefined' && __PRECOMPILED_MESSAGES__;

interface ProviderProps {
  locale: string;
  defaultLocale: string;
  messages: Record<string, string>;
  /** Tags every message may use without passing them (<strong>). */
  defaultRichTextElements?: Record<string, FormatXMLElementFn<React.ReactNode>>;
  children: React.ReactNode;
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ locale, defaultLocale, messages, defaultRichTextElements = {}, children }: ProviderProps) {
  const intl = useMemo<IntlShape>(() => {
    // The build gives a message with nothing but words as those words, any other as its syntax tree
    // (client/scripts/messages-plugin.ts); elsewhere (tests) a message is its ICU text, parsed here.
    const formats = new Map<string, IntlMessageFormat | string>();
    const formatter = ({ id, defaultMessage }: MessageDescriptor) => {
      let format = formats.get(id);
      if (format === undefined) {
        const translated: unknown = messages[id];
        const words = (translated ?? defaultMessage) as string | MessageFormatElement[];
        format = PRECOMPILED && typeof words === 'string' ? words : new IntlMessageFormat(words, translated === undefined ? defaultLocale : locale);
        formats.set(id, format);
      }
      return format;
    };
    const dates = new Map<string, Intl.DateTimeFormat>();
    return {
      locale,
      formatMessage: (descriptor, values) => {
        const format = formatter(descriptor);
        return typeof format === 'string' ? format : String(format.format(values));
      },
      formatRichMessage: (descriptor, values) => {
        const format = formatter(descriptor);
        if (typeof format === 'string') return format;
        const words = format.format<React.ReactNode>({ ...defaultRichTextElements, ...values });
        return Array.isArray(words) ? createElement(Fragment, null, ...Children.toArray(words)) : words;
      },
      formatDate: (value, options = {}) => {
        const key = JSON.stringify(options);
        let format = dates.get(key);
        if (!format) dates.set(key, (format = new Intl.DateTimeFormat(locale, options)));
        return format.format(value);
      },
    };
  }, [locale, defaultLocale, messages, defaultRichTextElements]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider (i18n/LanguageProvider.tsx) around it.');
  return intl;
}

/** A message as React nodes: its tags become the elements `values` gives for them. */
export function FormattedMessage({ values, ...descriptor }: MessageDescriptor & { values?: Record<string, PrimitiveType | RichValue> }) {
  return useIntl().formatRichMessage(descriptor, values);
}

// The reader's language and time zone, for dates and times written as the reader reads them (a check-in at
// "9:02 AM", a report "Nov 24, 2026"). In the browser they are the browser's own. A signed-in page is also
// rendered on the server (app/server-render.ts), and its HTML must read exactly as the browser's
// first render will: the browser tells the server its language and zone in a cookie (rememberReader, at every
// start), and the server renders in those (entry-server.tsx sets readerSource for the render). A request
// without the cookie gets no signed-in page from the server: the browser renders it.
// Format instants with formatInstant, never with toLocaleString and the runtime's own zone.

import { READER_COOKIE, readerCookieFor, type Reader } from '../../../shared/reader-cookie.ts';
import { formattingTag, type Language } from '../../../shared/language.ts';

export { READER_COOKIE, readerFromCookie, type Reader } from '../../../shared/reader-cookie.ts';

/** In the browser: nothing given, so Intl uses the browser's language and zone. */
let readerSource: () => Reader = () => ({});

/** Server only: where the reader of the page being rendered is found (the render's request). */
export function setReaderSource(source: () => Reader): void {
  readerSource = source;
}

/** The page's language (i18n/language-provider.tsx sets it; the server's render gives its own). */
let languageSource: () => Language = () => 'en';
export function setLanguageSource(source: () => Language): void {
  languageSource = source;
}

/** The language of the page being shown (or rendered on the server). */
export function pageLanguage(): Language {
  return languageSource();
}

// Node's ICU and the browser's may differ in the spaces they put in dates and times (a narrow no-break space
// before "AM", thin spaces around a range's dash). Both renders write plain spaces, so they agree.
const NARROW_SPACES = /[\u202f\u2009\u2007\u00a0]/g;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (a Date, an ISO string or ms since the epoch) written for the reader: in their zone, in
 * `locale` when given (a fixed wording, e.g. 'en-US'), else in theirs.
 */
export function formatInstant(instant: Date | string | number, options: Intl.DateTimeFormatOptions, locale?: string): string {
  const reader = readerSource();
  // English pages keep the reader's own English (en-GB, en-US…); a page in another language writes dates in
  // it, with the reader's region when they read that language (the browser's own locale in the browser).
  const language = languageSource();
  const own = reader.locale ?? (typeof document === 'undefined' ? undefined : new Intl.DateTimeFormat().resolvedOptions().locale);
  const tag = locale ?? (language === 'en' ? reader.locale : formattingTag(language, own));
  const key = `${tag ?? ''}|${reader.timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, ...(options.timeZone || !reader.timeZone ? {} : { timeZone: reader.timeZone }) });
    if (formats.size > 200) formats.clear();
    formats.set(key, format);
  }
  return format.format(instant instanceof Date ? instant : new Date(instant)).replace(NARROW_SPACES, ' ');
}

/** The cookie's value for this browser: its language and time zone. */
export function readerCookieValue(): string {
  const { locale, timeZone } = new Intl.DateTimeFormat().resolvedOptions();
  return readerCookieFor({ locale, timeZone });
}

/** Browser: tells the server the reader's language and zone for the next signed-in pages it renders. */
export function rememberReader(): void {
  const value = readerCookieValue();
  if (document.cookie.split('; ').includes(`${READER_COOKIE}=${value}`)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${READER_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

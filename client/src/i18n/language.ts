// The browser's side of the page's language (shared/language.ts says how it is chosen): the page starts in
// the language the server wrote in <html lang>, unless the visitor's cookie has since said another (a page
// the service worker kept from before the switch); a switch writes the cookie and <html lang>.
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, DEFAULT_LANGUAGE, type Language } from '../../../shared/language.ts';

/** The language the visitor's cookie names, if any. */
export function cookieLanguage(): Language | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = entry?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : null;
}

/** The language the page was written in by the server (<html lang>). */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Remembers the visitor's choice in their cookie and marks the document with it. */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  document.documentElement.lang = language;
}

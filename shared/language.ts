// The languages the site is written in, and how a page's language is chosen (docs/architecture.md,
// "Languages"): the signed-in person's choice kept on their account, else the visitor's choice kept in the
// vbs-lang cookie, else the first language the browser's Accept-Language asks for that the site has, else
// English. The server renders the page in it and writes it in <html lang>; the browser starts in the same.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The visitor's choice of language, kept a year. */
export const LANGUAGE_COOKIE = 'vbs-lang';
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first language an Accept-Language header asks for that the site has (by its q weights, the header's
 * order among equals; a region is ignored: es-MX asks for es); null when it asks for none of them.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const asked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { base } of asked) if (isLanguage(base)) return base;
  return null;
}

/** The page's language: the account's choice, else the cookie's, else the browser's, else English. */
export function chooseLanguage(choice: { account?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Language {
  if (isLanguage(choice.account)) return choice.account;
  if (isLanguage(choice.cookie)) return choice.cookie;
  return languageFromAcceptLanguage(choice.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The BCP 47 tag dates and numbers are written with in a language when the reader's own is another one. */
export function formattingTag(language: Language, readerLocale?: string): string {
  if (readerLocale && readerLocale.toLowerCase().split('-')[0] === language) return readerLocale;
  return language === 'en' ? 'en-US' : language;
}

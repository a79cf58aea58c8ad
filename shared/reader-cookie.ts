// The vbs-reader cookie: the browser tells the server its reader's language and time zone in it, so the
// server renders signed-in pages as the browser's first render will read (client/src/app/reader.ts writes
// it; the server's render reads it). Its value is "<locale>|<time zone>", URI-encoded.

export const READER_COOKIE = 'vbs-reader';

export interface Reader {
  /** A BCP 47 language tag, e.g. en-US. */
  locale?: string;
  /** An IANA time zone, e.g. America/Chicago. */
  timeZone?: string;
}

/** The cookie's value for a language and a time zone. */
export const readerCookieFor = ({ locale, timeZone }: Required<Reader>) => encodeURIComponent(`${locale}|${timeZone}`);

/** The reader in a cookie's value, when both parts are ones this runtime knows; else null. */
export function readerFromCookie(value: string | undefined): Required<Reader> | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [locale, timeZone] = decoded.split('|');
  if (!locale || !timeZone || locale.length > 35 || timeZone.length > 64) return null;
  try {
    if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length !== 1) return null;
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return null;
  }
  return { locale, timeZone };
}

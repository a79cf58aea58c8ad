// Dates and times as the reader reads them, the same in the browser and in the server's render of their page.
import { afterEach, describe, expect, it } from 'vitest';
import { formatInstant, READER_COOKIE, readerCookieValue, readerFromCookie, rememberReader, setReaderSource } from './reader.ts';

const CHECKED_IN = '2025-08-12T13:55:00Z';

afterEach(() => {
  setReaderSource(() => ({}));
  document.cookie = `${READER_COOKIE}=; Max-Age=0; Path=/`;
});

describe('formatInstant', () => {
  it("writes an instant in the reader's zone and language, with plain spaces", () => {
    setReaderSource(() => ({ locale: 'en-US', timeZone: 'America/Chicago' }));
    expect(formatInstant(CHECKED_IN, { hour: 'numeric', minute: '2-digit' })).toBe('8:55 AM');
    expect(formatInstant(CHECKED_IN, { dateStyle: 'medium', timeStyle: 'short' })).toBe('Aug 12, 2025, 8:55 AM');
    setReaderSource(() => ({ locale: 'de-DE', timeZone: 'Europe/Berlin' }));
    expect(formatInstant(CHECKED_IN, { hour: 'numeric', minute: '2-digit' })).toBe('15:55');
  });

  it('keeps a fixed wording or zone the caller asks for', () => {
    setReaderSource(() => ({ locale: 'de-DE', timeZone: 'Europe/Berlin' }));
    expect(formatInstant(CHECKED_IN, { month: 'short', day: 'numeric' }, 'en-US')).toBe('Aug 12');
    expect(formatInstant('2025-08-12T00:30:00Z', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }, 'en-US')).toBe('Tue, Aug 12');
  });

  it("uses the browser's own language and zone when nothing is set (as toLocaleString does)", () => {
    const own = new Date(CHECKED_IN).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }).replace(/[\u202f\u2009\u00a0]/g, ' ');
    expect(formatInstant(CHECKED_IN, { dateStyle: 'medium', timeStyle: 'short' })).toBe(own);
  });
});

describe('the reader cookie', () => {
  it("carries the browser's language and zone, and is written once", () => {
    rememberReader();
    expect(document.cookie).toContain(`${READER_COOKIE}=${readerCookieValue()}`);
    const { locale, timeZone } = new Intl.DateTimeFormat().resolvedOptions();
    expect(readerFromCookie(readerCookieValue())).toEqual({ locale, timeZone });
  });

  it('is read only when both parts are a real language and zone', () => {
    expect(readerFromCookie('en-US|America/Chicago')).toEqual({ locale: 'en-US', timeZone: 'America/Chicago' });
    expect(readerFromCookie(encodeURIComponent('fr-CA|America/Toronto'))).toEqual({ locale: 'fr-CA', timeZone: 'America/Toronto' });
    for (const bad of [undefined, '', 'en-US', 'en-US|Not/AZone', 'not a locale!|UTC', '%E0%A4%A|UTC', `en-US|${'x'.repeat(80)}`]) expect(readerFromCookie(bad), String(bad)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { readerCookieFor, readerFromCookie } from './reader-cookie.ts';

describe('the reader cookie', () => {
  it('carries a language and a time zone there and back', () => {
    const reader = { locale: 'fr-CA', timeZone: 'America/Toronto' };
    expect(readerFromCookie(readerCookieFor(reader))).toEqual(reader);
    expect(readerFromCookie('en-US|America/Chicago')).toEqual({ locale: 'en-US', timeZone: 'America/Chicago' });
  });

  it('is refused when either part is unknown or malformed', () => {
    for (const bad of [undefined, '', 'en-US', 'en-US|Not/AZone', 'not a locale!|UTC', '%E0%A4%A|UTC', `en-US|${'x'.repeat(80)}`]) expect(readerFromCookie(bad), String(bad)).toBeNull();
  });
});

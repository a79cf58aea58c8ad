import { describe, expect, it } from 'vitest';
import { chooseLanguage, formattingTag, languageFromAcceptLanguage } from './language.ts';

describe('the page language', () => {
  it('follows the first language the browser asks for that the site has', () => {
    expect(languageFromAcceptLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, es-MX;q=0.5, en;q=0.4')).toBe('es');
    expect(languageFromAcceptLanguage('en;q=0.2, es;q=0.7')).toBe('es');
    expect(languageFromAcceptLanguage('es;q=0, en')).toBe('en');
    expect(languageFromAcceptLanguage('fr, de')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it('puts the account’s choice first, then the cookie’s, then the browser’s, else English', () => {
    expect(chooseLanguage({ account: 'en', cookie: 'es', acceptLanguage: 'es' })).toBe('en');
    expect(chooseLanguage({ account: null, cookie: 'es', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLanguage({ cookie: 'fr', acceptLanguage: 'es-MX' })).toBe('es');
    expect(chooseLanguage({ cookie: 'fr', acceptLanguage: 'fr' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });

  it('writes dates in the reader’s own region when they read the language', () => {
    expect(formattingTag('es', 'es-MX')).toBe('es-MX');
    expect(formattingTag('es', 'en-US')).toBe('es');
    expect(formattingTag('en', undefined)).toBe('en-US');
  });
});

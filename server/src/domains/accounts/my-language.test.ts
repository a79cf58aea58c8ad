// A person's choice of language through both doors, and the language a page is written in: the account's
// choice, else the visitor's cookie, else the browser's Accept-Language, else English; <html lang> says it.
// Nobody sets another person's language; a language the site does not have is refused naming the field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdition, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'vbs-language-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>VBS</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ clientDir });
  await createEdition(t);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const SET = `mutation($input: SetMyLanguageInput!) { setMyLanguage(input: $input) { viewer { account { email language } } } }`;
const languageOf = async (email: string) => (await t.prisma.account.findFirstOrThrow({ where: { email } })).language;

describe('setting one’s own language', () => {
  it('is kept on the account through GraphQL and read back through REST', async () => {
    const parent = await t.signIn('lang-parent@example.org');
    expect((await parent.rest('GET', '/api/v1/account/language')).body).toEqual({ language: null });
    const res = await parent.gql(SET, { input: { language: 'es' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.setMyLanguage.viewer.account).toEqual({ email: 'lang-parent@example.org', language: 'es' });
    expect((await parent.rest('GET', '/api/v1/account/language')).body).toEqual({ language: 'es' });
    expect((await parent.gql('{ viewer { account { language } } }')).data.viewer.account.language).toBe('es');
  });

  it('is changed through REST, on the caller’s own account only', async () => {
    const other = await t.signIn('lang-other@example.org');
    await other.rest('PUT', '/api/v1/account/language', { language: 'es' });
    const parent = await t.signIn('lang-parent@example.org');
    const res = await parent.rest('PUT', '/api/v1/account/language', { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'en' });
    expect(await languageOf('lang-parent@example.org')).toBe('en');
    expect(await languageOf('lang-other@example.org')).toBe('es');
  });
});

describe('refusals', () => {
  it('answers 401 signed out, through both doors, and writes nothing', async () => {
    const anon = t.anonymous();
    const rest = await anon.rest('PUT', '/api/v1/account/language', { language: 'es' });
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('UNAUTHENTICATED');
    expect((await anon.rest('GET', '/api/v1/account/language')).status).toBe(401);
    const gql = await anon.gql(SET, { input: { language: 'es' } });
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a language the site does not have, naming the field', async () => {
    const parent = await t.signIn('lang-parent@example.org');
    const rest = await parent.rest('PUT', '/api/v1/account/language', { language: 'fr' });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject({ code: 'BAD_INPUT', fields: { language: 'Choose one of: en, es.' } });
    const gql = await parent.gql(SET, { input: { language: 'fr' } });
    expect(gql.errors?.length).toBeGreaterThan(0);
    expect(await languageOf('lang-parent@example.org')).toBe('en');
  });
});

describe('the page’s language', () => {
  const htmlLang = async (res: Response) => /<html lang="([^"]*)"/.exec(await res.text())?.[1];

  it('follows the browser’s Accept-Language on a first visit, and the visitor’s cookie after a choice', async () => {
    const anon = t.anonymous();
    expect(await htmlLang(await anon.request('GET', '/', { headers: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' } }))).toBe('es');
    expect(await htmlLang(await anon.request('GET', '/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } }))).toBe('en');
    expect(await htmlLang(await anon.request('GET', '/', { headers: { 'Accept-Language': 'fr-FR' } }))).toBe('en');
    const chosen = await anon.request('GET', '/help', { headers: { 'Accept-Language': 'en-US', Cookie: 'vbs-lang=es' } });
    expect(await htmlLang(chosen)).toBe('es');
    // The same page differs by the browser's language: a page a cache may keep says so.
    expect(`${chosen.headers.get('cache-control')} ${chosen.headers.get('vary')}`).toMatch(/no-store|Accept-Language/);
  });

  it('starts a new account in the language its person was reading, and never changes an existing one', async () => {
    const signUp = async (email: string, headers: Record<string, string>) => {
      const res = await t.anonymous().request('GET', `/oauth2/authorization/dev?email=${encodeURIComponent(email)}`, { headers });
      expect(res.status).toBe(302);
    };
    await signUp('lang-new-es@example.org', { 'Accept-Language': 'es-MX,es;q=0.9' });
    expect(await languageOf('lang-new-es@example.org')).toBe('es');
    await signUp('lang-new-cookie@example.org', { 'Accept-Language': 'en-US', Cookie: 'vbs-lang=es' });
    expect(await languageOf('lang-new-cookie@example.org')).toBe('es');
    // Reading in English (the default) is not a choice: the account waits for one.
    await signUp('lang-new-en@example.org', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(await languageOf('lang-new-en@example.org')).toBeNull();
    // An existing account keeps what it has, whatever the browser says at the next sign-in.
    await signUp('lang-new-en@example.org', { 'Accept-Language': 'es-MX' });
    expect(await languageOf('lang-new-en@example.org')).toBeNull();
    await signUp('lang-new-es@example.org', { 'Accept-Language': 'en-US', Cookie: 'vbs-lang=en' });
    expect(await languageOf('lang-new-es@example.org')).toBe('es');
  });

  it('follows a signed-in person’s account over the cookie, and brings the cookie in line', async () => {
    const parent = await t.signIn('lang-account@example.org');
    await parent.rest('PUT', '/api/v1/account/language', { language: 'es' });
    const res = await parent.request('GET', '/dashboard', { headers: { 'Accept-Language': 'en-US' } });
    expect(await htmlLang(res)).toBe('es');
    expect(res.headers.get('set-cookie')).toContain('vbs-lang=es');
  });
});

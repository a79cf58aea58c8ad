// The language a request is answered in (shared/language.ts chooses it: the account's, else the vbs-lang cookie,
// else Accept-Language), carried through the request's async work so the error mapping of both doors (REST's
// error body, GraphQL's masked errors) writes in it without every service being told.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language.ts';

const storage = new AsyncLocalStorage<Language>();

export function runInLanguage<T>(language: Language, work: () => T): T {
  return storage.run(language, work);
}

/** The current request's language; English outside a request. */
export function requestLanguage(): Language {
  return storage.getStore() ?? DEFAULT_LANGUAGE;
}

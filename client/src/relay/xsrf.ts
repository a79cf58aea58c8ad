// The anti-forgery token: the server sets the XSRF-TOKEN cookie (readable by the page) and expects every
// non-GET request to echo it in the X-XSRF-TOKEN header. A first visit may not have the cookie yet, so we
// ask /api/v1/account/csrf, which issues it.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readXsrfCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

let pending: Promise<string> | null = null;

/** Asks the server for a token (it issues one for this browser's session, or for none), once at a time. */
function requestToken(): Promise<string> {
  pending ??= fetch('/api/v1/account/csrf', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Could not get an anti-forgery token (HTTP ${response.status}).`);
      const body = (await response.json()) as { token: string };
      return readXsrfCookie() ?? body.token;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The token to send: the cookie's value, fetching one first when the browser has none. */
export function xsrfToken(): Promise<string> {
  const cookie = readXsrfCookie();
  return cookie ? Promise.resolve(cookie) : requestToken();
}

/**
 * A token fetched anew, whatever cookie the browser holds. The cookie is bound to the session it was issued
 * for; when the browser has dropped that session's cookie (it expired), the server refuses the old token
 * with a 403, and only a new one lets a write through to say what it should: 401, signed out.
 */
export const freshXsrfToken = (): Promise<string> => requestToken();

/** Headers for a write request. */
export async function xsrfHeaders(): Promise<Record<string, string>> {
  return { [XSRF_HEADER]: await xsrfToken() };
}

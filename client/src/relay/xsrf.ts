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

/** The token to send: the cookie's value, fetching one first when the browser has none. */
export function xsrfToken(): Promise<string> {
  const cookie = readXsrfCookie();
  if (cookie) return Promise.resolve(cookie);
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

/** Headers for a write request. */
export async function xsrfHeaders(): Promise<Record<string, string>> {
  return { [XSRF_HEADER]: await xsrfToken() };
}

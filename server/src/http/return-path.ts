// The one rule for every "come back here after signing in" path (demo sign-in, social sign-in, and any
// later return path): it must stay on this site. Browsers are generous readers of Location headers —
// "//host", "/\host", tabs and newlines inside the path, and dot segments that collapse "/x/../..//host"
// into "//host" all leave the site — so the rule refuses anything a real in-app link never contains
// rather than trying to repair it.
const FALLBACK = '/dashboard';
const MAX_LENGTH = 2000;
/** ".", "..", and their percent-encoded spellings as a whole path segment. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|\?|#|$)/i;

/** `value` when it is a path on this site ("/x…"), otherwise `fallback` (/dashboard). */
export function safeReturnPath(value: unknown, fallback = FALLBACK): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  const decoded = decodeFully(value);
  if (decoded === null) return fallback;
  // Backslashes count as slashes to browsers; control characters are dropped by them before parsing.
  for (const text of [value, decoded]) {
    if (/[\u0000-\u001f\u007f\\]/.test(text) || DOT_SEGMENT.test(text) || text.startsWith('//')) return fallback;
  }
  try {
    const url = new URL(value, 'http://this.site');
    if (url.origin !== 'http://this.site') return fallback;
    const path = url.pathname + url.search + url.hash;
    return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}

/** Percent-decodes until stable (a few rounds at most), or null when the text is not valid encoding. */
function decodeFully(value: string): string | null {
  let text = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(text);
    } catch {
      return null;
    }
    if (next === text) return text;
    text = next;
  }
  return text;
}

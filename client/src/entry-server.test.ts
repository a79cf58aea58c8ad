// What the server asks the client's routes before any render (entry-server.tsx): the status of an address (404
// where no page is, inside /help and /dashboard too), the title of a page the browser renders (/qrcode), and
// the public pages a sitemap lists.
import { describe, expect, it } from 'vitest';
import { pageInfo, publicPagePaths } from './entry-server.tsx';
import { PAST_YEAR_CATALOG } from './app/past-year-catalog.ts';

describe('pageInfo', () => {
  it('answers 404 for an address no page has, wherever it is', () => {
    for (const path of ['/no-such-page', '/help/no-such-page', '/dashboard/no-such-page', '/assets/missing.js']) {
      expect([path, pageInfo(path).status, pageInfo(path).title]).toEqual([path, 404, 'Page not found | VBS']);
    }
  });

  it('answers 200 with the page’s own title, rendered by the server or not', () => {
    expect(pageInfo('/')).toEqual({ kind: 'public', status: 200, title: 'Home | VBS' });
    expect(pageInfo('/qrcode')).toEqual({ kind: null, status: 200, title: 'Family check-in code | VBS' });
    expect(pageInfo('/dashboard/rosters')).toEqual({ kind: 'signed-in', status: 200, title: 'Student rosters | VBS' });
    expect(pageInfo('/help/login-with-google')).toMatchObject({ kind: 'public', status: 200, title: 'Sign in with Google | VBS' });
  });
});

describe('publicPagePaths', () => {
  it('lists every public page once: not /qrcode, not the dashboard, not older paths that redirect', () => {
    const paths = publicPagePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/privacy', '/terms', '/help', '/help/login-with-google', '/help/scan-parent-qr-code', ...PAST_YEAR_CATALOG.map((e) => e.path)]));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p === '/qrcode' || p.startsWith('/dashboard') || p.includes('*') || /[A-Z]/.test(p))).toEqual([]);
    for (const path of paths) expect(pageInfo(path)).toMatchObject({ kind: 'public', status: 200 });
  });
});

// Every route of client/src/routes.tsx, walked as each demo account and a brand-new
// parent at 1280 and 375 px in English, and at 375 px in Spanish (public pages once per walk, signed out). On each page: the page's h1 and
// either the page itself or the calm notice that it is not part of this account (never the error
// boundary, never a permission code), no console errors, no sideways scroll, axe without serious or
// critical findings (label-in-name included), and a screenshot in test-results/walk/. In Spanish the page is
// `<html lang="es">` and the walk looks for the Spanish of the words it checks (from the catalogue).
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PAST_YEAR_CATALOG } from '../client/src/app/past-year-catalog.ts';
import { expect, seriousAxeFindings, test, waitForSettledUi } from './fixtures.ts';

// About 25 pages per test, each with an axe scan and a screenshot, on a shared machine.
test.describe.configure({ timeout: 600_000 });

/** The paths declared in routes.tsx, so a new route cannot be left out of the walk. */
function declaredPaths(): { dashboard: string[]; help: string[] } {
  const source = readFileSync(new URL('../client/src/routes.tsx', import.meta.url), 'utf8');
  const block = (start: string) => {
    const from = source.indexOf(start);
    const to = source.indexOf('notFound,', from);
    return source.slice(from, to);
  };
  // A path with a parameter (my-group/:groupId) shows the page its plain path shows, and is walked there.
  const paths = (text: string) => [...text.matchAll(/\{ path: '([^']+)', element/g)].map((m) => m[1]).filter((path) => !path.includes(':'));
  return { dashboard: paths(block("path: 'dashboard'")), help: paths(block("path: 'help'")) };
}

type Account = 'admin' | 'staff' | 'parent' | 'parent2' | 'intern' | 'newParent';

/** Which dashboard pages show the "not part of your account" notice to whom (the rest open). */
const STAFF_PERMISSION_PAGES = ['registrations', 'interns', 'screening', 'placement', 'settings', 'accounts', 'audit', 'reports', 'import', 'messages', 'messages/new'];
const STAFF_PAGES = ['curriculum', 'scheduler', 'first-aid', 'apq', 'rosters', 'staff', 'check-in/broadcast'];
const STAFF_AND_INTERN_PAGES = ['leaderboard', 'check-in', 'attendance', 'my-group'];
function notForYou(account: Account, path: string): boolean {
  if (account === 'admin') return false;
  if (STAFF_PERMISSION_PAGES.includes(path)) return true;
  if (account === 'staff') return false;
  if (STAFF_PAGES.includes(path)) return true;
  return account !== 'intern' && STAFF_AND_INTERN_PAGES.includes(path);
}

const EMAILS: Record<Account, string> = {
  admin: 'admin@example.org',
  staff: 'staff@example.org',
  parent: 'parent@example.org',
  parent2: 'parent2@example.org',
  intern: 'intern@example.org',
  newParent: 'walk-new-parent@example.org',
};

type Language = 'en' | 'es';

const WALKS: { width: number; height: number; language: Language }[] = [
  { width: 1280, height: 800, language: 'en' },
  { width: 375, height: 812, language: 'en' },
  { width: 375, height: 812, language: 'es' },
];

const SPANISH = JSON.parse(readFileSync(new URL('../client/src/i18n/es.json', import.meta.url), 'utf8')) as Record<string, string>;
const literally = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words the walk looks for, as each language writes them (the Spanish from its catalogue). */
const WORDS: Record<Language, { loading: string; tryAgain: string; broken: RegExp; notForYou: string; askForAccess: RegExp }> = {
  en: {
    loading: 'Loading',
    tryAgain: 'Try again',
    broken: /Something went wrong|Page not found/,
    notForYou: 'This page is not part of your account',
    askForAccess: /^Ask an administrator for access to /,
  },
  es: {
    loading: SPANISH['loading.label'],
    tryAgain: SPANISH['error.tryAgain'],
    broken: new RegExp(`${literally(SPANISH['error.wrong'])}|${literally(SPANISH['notFound.title'])}`),
    notForYou: SPANISH['notice.notForYou.heading'],
    askForAccess: new RegExp(`^${literally(SPANISH['notice.notForYou.text'].split('{page}')[0])}`),
  },
};

/**
 * Opens one page and checks what every page owes every visitor; returns nothing, fails with all findings.
 * `axe: false` skips the scan for a page whose markup an earlier scan in the same test already covered
 * (the same calm notice under another title), which keeps the walk inside CI's time.
 */
async function walkTo(page: Page, consoleErrors: string[], path: string, screenshot: string, { axe = true, load = false, language = 'en' as Language } = {}) {
  const errorsBefore = consoleErrors.length;
  const words = WORDS[language];
  if (load) await page.goto(path);
  else await navigateInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 }), `h1 on ${path}`).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(words.loading)).toHaveCount(0, { timeout: 30_000 });
  await waitForSettledUi(page);
  await expect.soft(page.locator('html'), `language of ${path}`).toHaveAttribute('lang', language);
  await expect.soft(page.getByRole('button', { name: words.tryAgain }), `error boundary on ${path}`).toHaveCount(0);
  await expect.soft(page.getByText(words.broken), `error on ${path}`).toHaveCount(0);
  await expect.soft(page.getByText(/\b(MANAGE_VBS|ADMINISTER_ACCOUNTS|APPROVE_REGISTRATIONS|ASSIGN_STAFF|ASSIGN_STUDENT_GROUPS|SCHEDULE_CLASSES|VIEW_SENSITIVE_INFO)\b/), `permission code on ${path}`).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
  if (axe) {
    const findings = await seriousAxeFindings(page, (builder) => builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } }));
    expect.soft(findings, `axe on ${path}`).toEqual([]);
  }
  await page.screenshot({ path: `test-results/walk/${screenshot}.png`, fullPage: true });
  expect.soft(consoleErrors.slice(errorsBefore), `console errors on ${path}`).toEqual([]);
}

/**
 * Opens `path` the way the app's own links do (the router's history: pushState, then the popstate the
 * router listens to), without reloading the page or signing in again. Every route has its own title, so
 * the document title changing means the router has committed the new route (the previous page's h1 is
 * gone); the page is scrolled to the top as a fresh load would be.
 */
async function navigateInApp(page: Page, path: string) {
  const titleBefore = await page.title();
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction((before) => document.title !== before, titleBefore, { timeout: 30_000 });
  expect(new URL(page.url()).pathname, `in-app navigation to ${path}`).toBe(path);
  await page.evaluate(() => window.scrollTo(0, 0));
}

function fileName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '_') || 'home';
}

test('the walk covers every route in routes.tsx', () => {
  const { dashboard, help } = declaredPaths();
  expect(dashboard).toEqual(expect.arrayContaining(['profile', 'scheduler', 'check-in', 'audit', 'apq']));
  expect(help.length).toBeGreaterThan(3);
  for (const path of dashboard) expect([...STAFF_PERMISSION_PAGES, ...STAFF_PAGES, ...STAFF_AND_INTERN_PAGES, 'profile', 'registration', 'application', 'schedules']).toContain(path);
});

for (const { language, ...size } of WALKS) {
  // The English walks keep their names (and screenshot names); the Spanish one says its language.
  const walk = language === 'en' ? `${size.width}` : `${size.width}-${language}`;
  test.describe(`at ${size.width}px${language === 'en' ? '' : ' in Spanish'}`, () => {
    // A Spanish walk is a browser that prefers Spanish (Accept-Language); the demo accounts have chosen no
    // language of their own, so their pages follow it.
    test.use({ viewport: size, locale: language === 'en' ? 'en-US' : 'es-ES' });

    test(`public pages, signed out`, async ({ page, consoleErrors }) => {
      const { help } = declaredPaths();
      const paths = ['/', '/privacy', '/terms', '/qrcode', ...PAST_YEAR_CATALOG.map((e) => e.path), '/help', ...help.map((p) => `/help/${p}`)];
      for (const [i, path] of paths.entries()) await walkTo(page, consoleErrors, path, `public-${walk}-${fileName(path)}`, { load: i === 0, language });
    });

    for (const account of Object.keys(EMAILS) as Account[]) {
      test(`as ${account}`, async ({ page, consoleErrors }) => {
        const email = account === 'newParent' ? `walk-new-parent-${walk}@example.org` : EMAILS[account];
        await page.goto(`/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=/dashboard`);
        await walkTo(page, consoleErrors, '/dashboard', `${account}-${walk}-dashboard`, { load: true, language });
        let noticeScanned = false;
        for (const path of declaredPaths().dashboard) {
          const refused = notForYou(account, path);
          await walkTo(page, consoleErrors, `/dashboard/${path}`, `${account}-${walk}-${path}`, { axe: !refused || !noticeScanned, language });
          if (refused) noticeScanned = true;
          const notice = page.getByText(WORDS[language].notForYou);
          if (refused) {
            await expect.soft(notice, `${path} is not for ${account}`).toBeVisible();
            await expect.soft(page.getByText(WORDS[language].askForAccess)).toBeVisible();
          } else await expect.soft(notice, `${path} opens for ${account}`).toHaveCount(0);
        }
      });
    }
  });
}

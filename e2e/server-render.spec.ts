// Public pages come rendered by the server (issue 13: a phone shows the home page's content as soon as its HTML
// and stylesheet are in) and the browser then hydrates them. The page reads the same before and after
// hydration (a mismatch is a console error, which fixtures.ts fails on), works without scripts (its links
// are real links), and every control works once hydrated. Dashboard pages are rendered by the browser.
import { expect, test } from './fixtures.ts';

// The service worker would answer later visits from its cache with the page the browser renders itself.
test.use({ serviceWorkers: 'block' });

const RENDERED = ['/', '/help', '/help/login-with-google', '/privacy', '/terms', '/2025-egyptian-expedition'];

test("a public page's HTML holds its content; a dashboard page's and /qrcode's do not", async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<div id="root" data-rendered-at="\d+">/);
  expect(home).toMatch(/<h1[^>]*>Egyptian Expedition<\/h1>/);
  expect(home).toContain('<title>Home | VBS</title>');
  expect(home).not.toMatch(/<script>/); // no inline script: the Content Security Policy allows none
  const help = await (await request.get('/help')).text();
  expect(help).toMatch(/<h1[^>]*>Help Center<\/h1>/);
  expect(help).toContain('<title>Help Center | VBS</title>');
  for (const path of ['/dashboard', '/qrcode']) expect(await (await request.get(path)).text(), path).toContain('<div id="root"></div>');
});

test('without scripts, the home page shows the program and its links lead on', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Egyptian Expedition' })).toBeVisible();
  await expect(page.getByText('This is a test site.', { exact: false })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/home-without-scripts-375.png' });
  await context.close();
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('every server-rendered page hydrates without a mismatch, then its menu works', async ({ page }) => {
    for (const path of RENDERED) {
      await page.goto(path); // returns once hydrated (fixtures.ts)
      await expect(page.locator('#root')).toHaveAttribute('data-rendered-at', /\d+/);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    }
  });
});

test('a signed-in parent at 1280px gets the avatar menu once a server-rendered page has hydrated', async ({ page }) => {
  await page.goto('/oauth2/authorization/dev?email=parent@example.org');
  await page.waitForURL(/\/dashboard/);
  for (const path of ['/', '/help']) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-at', /\d+/);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // As it arrives, the page has a placeholder where the avatar goes (it depends on the screen's width), and
  // the home page offers this parent their dashboard rather than "Sign in".
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('Account menu for');
  expect(html).toContain('Go to your dashboard');
});

test('after the program starts counting down, the countdown hydrates and keeps ticking', async ({ page }) => {
  // The demo edition is over; the home page of a program that has not started shows the countdown.
  await page.clock.install({ time: new Date('2025-08-01T12:00:00Z') });
  await page.goto('/');
  // The server rendered the real "now" (the program is over), the browser's clock says it has not started:
  // after hydration the browser's own time rules, and the page still hydrated without a mismatch.
  await expect(page.getByRole('timer', { name: /Time until Egyptian Expedition starts/ })).toBeVisible();
  const seconds = page.getByRole('timer').locator('p').nth(6);
  const before = await seconds.textContent();
  await page.clock.runFor(2000);
  await expect(seconds).not.toHaveText(before ?? '');
});

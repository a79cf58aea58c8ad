// Public pages come rendered by the server (so a phone shows the home page's content as soon as its HTML
// and stylesheet are in) and the browser then hydrates them. The page reads the same before and after
// hydration (a mismatch is a console error, which fixtures.ts fails on), works without scripts (its links
// are real links), and every control works once hydrated. Signed-in pages are rendered for their viewer, once
// their browser has told the server its language and time zone (client/src/app/reader.ts), with what that
// viewer may see and nothing more, and hydrate the same way.
import { expect, test, untilAttached } from './fixtures.ts';

// The service worker would answer later visits from its cache with the page the browser renders itself.
test.use({ serviceWorkers: 'block' });

const RENDERED = ['/', '/help', '/help/login-with-google', '/privacy', '/terms', '/2025-egyptian-expedition'];

test("a public page's HTML holds its content; a dashboard page's (for a visitor) and /qrcode's do not", async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<div id="root" data-rendered-at="\d+">/);
  expect(home).toMatch(/<h1[^>]*>Egyptian Expedition<\/h1>/);
  expect(home).toContain('<title>Home | VBS</title>');
  expect(home).not.toMatch(/<script>/); // no inline script: the Content Security Policy allows none
  const help = await (await request.get('/help')).text();
  expect(help).toMatch(/<h1[^>]*>Help Center<\/h1>/);
  expect(help).toContain('<title>Help Center | VBS</title>');
  for (const path of ['/dashboard', '/qrcode']) expect(await (await request.get(path)).text(), path).toContain('<div id="root"></div>');
  // A page the browser renders still has its own title from the start.
  expect(await (await request.get('/qrcode')).text()).toContain('<title>Family check-in code | VBS</title>');
});

test("a visitor's public page is kept by the browser and revalidated; a signed-in viewer's, a dashboard page and /qrcode are never stored", async ({ request, page }) => {
  for (const path of RENDERED) {
    const res = await request.get(path);
    expect([path, res.headers()['cache-control']]).toEqual([path, 'private, no-cache']);
    expect(res.headers().etag, path).toMatch(/^W\/"/);
  }
  for (const path of ['/dashboard', '/qrcode']) {
    const res = await request.get(path);
    expect([path, res.headers()['cache-control'], res.headers().etag]).toEqual([path, 'no-store', undefined]);
  }
  await page.goto('/oauth2/authorization/dev?email=parent@example.org');
  await page.waitForURL(/\/dashboard/);
  const signedIn = await page.request.get('/');
  expect(signedIn.headers()['cache-control']).toBe('no-store');
  expect(await signedIn.text()).toContain('Go to your dashboard');
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

/** Signs in through the demo sign-in and lands on a page, as a person does; the browser says its reader. */
async function signedInAs(page: import('@playwright/test').Page, email: string) {
  await page.goto(`/oauth2/authorization/dev?email=${email}`);
  await page.waitForURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'vbs-reader')).toBe(true);
}

const html = async (page: import('@playwright/test').Page, path: string) => (await page.request.get(path)).text();

/**
 * A page of its own (the fixture's page.goto waits for hydration) whose requests matching `held` wait until
 * released, as on a slow phone, and the errors it logs.
 */
async function pageWithHeldCode(page: import('@playwright/test').Page, held: RegExp) {
  const slow = await page.context().newPage();
  const errors: string[] = [];
  slow.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  slow.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await slow.route(held, async (route) => {
    await codeHeld;
    await route.continue();
  });
  return { slow, errors, release };
}

test("a signed-in page's HTML holds its viewer's content and only what they may see", async ({ page }) => {
  await signedInAs(page, 'parent@example.org');
  const dashboard = await html(page, '/dashboard');
  expect(dashboard).toMatch(/<div id="root" data-rendered-at="\d+">/);
  expect(dashboard).toMatch(/<h1[^>]*>Welcome, Sarah!<\/h1>/);
  expect(dashboard).toContain('Ethan');
  expect(dashboard).toContain('<title>Dashboard | VBS</title>');
  // Staff notes never reach a parent, not in the page and not in the answers it carries.
  for (const path of ['/dashboard', '/dashboard/profile']) expect(await html(page, path), path).not.toContain('Very helpful during cleanup');
  // A page that is not theirs says so, and shows none of the rosters.
  const rosters = await html(page, '/dashboard/rosters');
  expect(rosters).toMatch(/data-rendered-at/);
  expect(rosters).not.toContain('Mia');
  await page.context().clearCookies();

  await signedInAs(page, 'parent2@example.org');
  const other = await html(page, '/dashboard');
  expect(other).toMatch(/data-rendered-at/);
  expect(other).not.toContain('Ethan');
  expect(other).not.toContain('Lily');
  await page.context().clearCookies();

  // Medical information needs VIEW_SENSITIVE_INFO: a staff member without it does not get it in the rosters' HTML.
  await signedInAs(page, 'staff@example.org');
  const staffRosters = await html(page, '/dashboard/rosters');
  expect(staffRosters).toMatch(/<h1[^>]*>Student rosters<\/h1>/);
  expect(staffRosters).not.toContain('tree nuts');
  // The check-in table comes with today's families (the station starts from them, then keeps them for offline use).
  const station = await html(page, '/dashboard/check-in');
  expect(station).toMatch(/<h1[^>]*>Check-in<\/h1>/);
  expect(station).toMatch(/ · (<!-- -->)?\d+(<!-- -->)? families/);
  expect(station).not.toContain('Loading today’s families');

  // Without the reader (a browser that has not run the app yet), the browser renders the page itself.
  const withoutReader = await page.request.get('/dashboard', { headers: { cookie: (await page.context().cookies()).filter((c) => c.name !== 'vbs-reader').map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(await withoutReader.text()).toContain('<div id="root"></div>');
});

test('a field on a page that has not hydrated yet takes no typing it would lose, and takes it once hydrated', async ({ page }) => {
  await signedInAs(page, 'admin@example.org');
  // Its scripts held: the server's HTML shows, and nothing has attached to it yet.
  const { slow, errors, release } = await pageWithHeldCode(page, /\.js(\?|$)/);
  await slow.goto('/dashboard/scheduler', { waitUntil: 'commit' });
  const newDay = slow.getByLabel('New day');
  const stations = slow.getByRole('textbox', { name: 'Stations' });
  await expect(newDay).toBeVisible();
  await expect(slow.locator('#root')).toHaveAttribute('data-rendered-at', /\d+/);
  await expect(slow.locator('#root')).not.toHaveAttribute('data-hydrated');
  await expect(newDay).not.toBeEditable();
  await expect(stations).not.toBeEditable();
  // A person who types anyway: the field takes nothing it would drop, so what it shows is what the page has.
  const shown = await stations.inputValue();
  await stations.focus();
  await slow.keyboard.type('Crafts @ Hall');
  await expect(stations).toHaveValue(shown);

  release();
  await untilAttached(slow);
  await expect(newDay).toBeEditable();
  await stations.fill('Crafts @ Hall');
  await expect(stations).toHaveValue('Crafts @ Hall');
  await newDay.fill('2025-08-20');
  await expect(slow.getByRole('button', { name: 'Add day' })).toBeEnabled();
  expect(errors, 'console errors on the page').toEqual([]);
  await slow.close();
});

test('a page is marked hydrated once its own content has, not when the shell around it has', async ({ page }) => {
  await signedInAs(page, 'admin@example.org');
  // Only the page's own code is held: the shell (header, dashboard guard) hydrates, the page's content waits.
  const { slow, errors, release } = await pageWithHeldCode(page, /\/SchedulerPage-[^/]*\.js$/);
  const guardCode = slow.waitForResponse(/\/AppLayout-[^/]*\.js$/);
  await slow.goto('/dashboard/scheduler', { waitUntil: 'commit' });
  await guardCode;
  await expect(slow.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  // Once the browser is idle, everything that could hydrate without the page's code has.
  await slow.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(slow.locator('#root')).not.toHaveAttribute('data-hydrated');
  await expect(slow.getByLabel('New day')).not.toBeEditable();

  release();
  await untilAttached(slow);
  await expect(slow.getByLabel('New day')).toBeEditable();
  expect(errors, 'console errors on the page').toEqual([]);
  await slow.close();
});

test("the rosters' rows hydrate in place: the memory-work chips the server rendered are the ones the page keeps", async ({ page }) => {
  await signedInAs(page, 'staff@example.org');
  const { slow, errors, release } = await pageWithHeldCode(page, /\.js(\?|$)/);
  await slow.goto('/dashboard/rosters', { waitUntil: 'commit' });
  // The chips as the server's HTML has them, before any script has run.
  const chips = slow.locator('#root table input[type="checkbox"]');
  await expect(chips.first()).toBeAttached();
  const count = await chips.count();
  await chips.evaluateAll((elements) => ((window as unknown as { serverChips: Element[] }).serverChips = elements));

  release();
  await untilAttached(slow);
  // What the page does after hydrating (its switch to the browser's clock and state, the menus' code once idle) has run.
  await slow.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  // Built again, they would be new elements and a tap on one while the page hydrated would be lost.
  const kept = await slow.evaluate(() => (window as unknown as { serverChips: Element[] }).serverChips.filter((chip) => chip.isConnected).length);
  expect(kept).toBe(count);
  await expect(chips.first()).toBeEnabled();
  expect(errors, 'console errors on the page').toEqual([]);
  await slow.close();
});

const SIGNED_IN_PAGES: Record<string, string[]> = {
  'parent@example.org': ['/dashboard', '/dashboard/profile', '/dashboard/schedules', '/dashboard/registration'],
  'intern@example.org': ['/dashboard', '/dashboard/application', '/dashboard/rosters', '/dashboard/leaderboard', '/dashboard/schedules'],
  'admin@example.org': [
    '/dashboard', '/dashboard/rosters', '/dashboard/staff', '/dashboard/leaderboard', '/dashboard/check-in', '/dashboard/attendance',
    '/dashboard/first-aid', '/dashboard/registrations', '/dashboard/interns', '/dashboard/placement', '/dashboard/curriculum',
    '/dashboard/scheduler', '/dashboard/settings', '/dashboard/apq', '/dashboard/accounts', '/dashboard/audit',
  ],
};

test.describe('signed-in pages at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const [email, paths] of Object.entries(SIGNED_IN_PAGES)) {
    test(`${email}'s pages come rendered and hydrate without a mismatch, then work`, async ({ page }) => {
      test.setTimeout(180_000);
      await signedInAs(page, email);
      for (const path of paths) {
        await page.goto(path); // returns once hydrated (fixtures.ts); a mismatch is a console error
        await expect(page.locator('#root'), path).toHaveAttribute('data-rendered-at', /\d+/);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        // Hydrated means live: the menu opens and closes.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      }
    });
  }

  test("a parent's dashboard shows at once and its links work once hydrated", async ({ page }) => {
    await signedInAs(page, 'parent@example.org');
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-at', /\d+/);
    await page.screenshot({ path: 'test-results/screenshots/dashboard-server-rendered-375.png', fullPage: true });
    await page.getByRole('main').getByRole('link', { name: /profile/i }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/profile/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  });
});

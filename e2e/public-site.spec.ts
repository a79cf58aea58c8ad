// The public site (SPEC §1-§2, §8-§9): every public route answers 200 with its title and heading and no
// console error (fixtures.ts), an unknown address 404 with the not-found page, robots.txt and the sitemap,
// old camelCase paths redirect (server 301 and client router), the gallery's responsive images, breadcrumbs,
// the nav at 1280 and 375 px, the banner on a non-production host and not on PRODUCTION_HOST, toasts,
// /qrcode, offline reload after the service worker is ready, and axe.
import type { Page } from '@playwright/test';
import { expect, test, waitsForHydration, seriousAxeFindings } from './fixtures.ts';
import { freePort, startServer, waitForHealth } from './second-server.ts';

// The service worker is part of what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const PUBLIC_PAGES: [path: string, title: string, heading: string][] = [
  ['/', 'Home', 'Egyptian Expedition'],
  ['/2025-egyptian-expedition', '2025 Egyptian Expedition', 'Egyptian Expedition'],
  ['/2024-purposed-and-placed', '2024 Purposed and Placed', 'Purposed and Placed'],
  ['/2023-food-truck-party', '2023 Food Truck Party', 'Food Truck Party'],
  ['/2022-deep-sea-dive', '2022 Deep Sea Dive', 'Deep Sea Dive'],
  ['/2021-growing-garden', '2021 Growing Garden', 'Growing Garden'],
  ['/2019-kingdom-quest', '2019 Kingdom Quest', 'Kingdom Quest'],
  ['/2018-egyptian-expedition', '2018 Egyptian Expedition', 'Egyptian Expedition'],
  ['/2017-ocean-commotion', '2017 Ocean Commotion', 'Ocean Commotion'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy'],
  ['/terms', 'Terms of Use', 'Terms of Use'],
  ['/qrcode', 'Family check-in code', 'Family check-in code'],
  ['/help', 'Help Center', 'Help Center'],
  ['/help/login-with-google', 'Sign in with Google', 'Sign in with Google'],
  ['/help/login-with-facebook', 'Sign in with Facebook', 'Sign in with Facebook'],
  ['/help/show-parent-qr-code', 'Show your family check-in code', 'Show your family check-in code'],
  ['/help/scan-parent-qr-code', 'Scan a family check-in code', 'Scan a family check-in code'],
];

const REDIRECTS: [from: string, to: string][] = [
  ['/egyptianExpedition2025', '/2025-egyptian-expedition'],
  ['/purposedAndPlaced', '/2024-purposed-and-placed'],
  ['/foodTruckParty', '/2023-food-truck-party'],
  ['/deepSeaDive', '/2022-deep-sea-dive'],
  ['/growingGarden', '/2021-growing-garden'],
  ['/egyptianExpedition', '/2018-egyptian-expedition'],
  ['/oceanCommotion2017', '/2017-ocean-commotion'],
  ['/help/loginWithGoogle', '/help/login-with-google'],
  ['/help/showParentQrCode', '/help/show-parent-qr-code'],
];

const GALLERY_WIDTHS = [160, 320, 640, 940, 1080, 1280, 1920, 2560, 3840];

/** Serious and critical axe findings on the settled page (fixtures.ts: a finding mid-transition is scanned again). */
async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test.describe('every public route: 200, title, one heading, footer, no serious axe violation', () => {
  for (const [path, title, heading] of PUBLIC_PAGES) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | VBS`);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test('an address no page has answers 404 with the not-found page, rendered by the server, and it hydrates', async ({ page, request, consoleErrors }) => {
  const html = await (await request.get('/no-such-page')).text();
  expect(html).toMatch(/<div id="root" data-rendered-at="\d+">/);
  expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  expect(html).toContain('<title>Page not found | VBS</title>');

  const response = await page.goto('/help/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('#root')).toHaveAttribute('data-rendered-at', /\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | VBS');
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Egyptian Expedition' })).toBeVisible();
  // The browser reports the page's own 404 status; nothing else failed.
  const expected = consoleErrors.filter((e) => /status of 404 .*\/help\/no-such-page\)$/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
});

test('robots.txt keeps crawlers to the public pages and names the sitemap, which lists every public page', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /api', 'Disallow: /graphql', 'Disallow: /oauth2', `Sitemap: ${baseURL}/sitemap.xml`]));

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  const expected = PUBLIC_PAGES.map(([path]) => path).filter((path) => path !== '/qrcode').map((path) => `${baseURL}${path}`).sort();
  expect(listed).toEqual(expected);
});

test('older camelCase paths answer 301 on the server and redirect in the client router', async ({ page, request }) => {
  for (const [from, to] of REDIRECTS) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([from, response.status(), response.headers().location]).toEqual([from, 301, to]);
  }
  // In the app: a link to an old path is followed by the client router without asking the server.
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/deepSeaDive');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/2022-deep-sea-dive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Sea Dive' })).toBeVisible();
});

test('a past-year page: story, verse and a lazily loaded gallery at every SPEC width', async ({ page }) => {
  await page.goto('/2025-egyptian-expedition');
  await expect(page.getByRole('heading', { level: 2, name: 'The story of the week' })).toBeVisible();
  const photos = page.getByRole('region', { name: 'Photos' }).getByRole('img');
  await expect(photos).toHaveCount(2);
  const first = photos.first();
  await expect(first).toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('sizes', /100vw|px/);
  expect(Number(await first.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await first.getAttribute('height'))).toBeGreaterThan(0);
  const srcset = (await first.getAttribute('srcset'))!;
  expect(srcset.split(',').map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())![1]))).toEqual(GALLERY_WIDTHS);
  await showLazyImages(page);
  // At 1280px with sizes=560px the browser picks a width from the srcset, not the largest.
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toMatch(/-3840\.webp$/);
  // Each width is a real image of that width.
  for (const width of [160, 3840]) {
    const url = srcset.split(',').map((c) => c.trim().split(' ')).find(([, w]) => w === `${width}w`)![0];
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    const body = await response.body();
    // WebP VP8/VP8L/VP8X headers carry the width; checking the file is non-trivial and distinct is enough here.
    expect(body.subarray(0, 4).toString()).toBe('RIFF');
  }
  await page.screenshot({ path: 'test-results/screenshots/past-year-1280.png', fullPage: true });
});

test('breadcrumbs on help subpages, titled from their routes; none on help itself or public pages', async ({ page }) => {
  await page.goto('/help/show-parent-qr-code');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
  await expect(crumbs.getByText('Show your family check-in code')).toBeVisible();
  await crumbs.getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(crumbs).toHaveCount(0);
  await page.goto('/2017-ocean-commotion');
  await expect(crumbs).toHaveCount(0);
  await page.goto('/help');
  await page.screenshot({ path: 'test-results/screenshots/help-1280.png', fullPage: true });
});

test('nav at 1280px: brand, Dashboard, no Register while closed, Past Years lists every year, Contact us', async ({ page }) => {
  await page.goto('/2019-kingdom-quest');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:vbs@example.org');
  await nav.getByRole('button', { name: 'Past Years' }).click();
  await expect(nav.getByRole('link', { name: /^20\d\d · / })).toHaveCount(8);
  await page.mouse.click(5, 400);
  await expect(nav.getByRole('link', { name: /^20\d\d · / })).toHaveCount(0);
  await page.getByRole('link', { name: /^VBS / }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.screenshot({ path: 'test-results/screenshots/home-1280.png', fullPage: true });
});

test('signed-in parent: avatar menu, and the family check-in code', async ({ page }) => {
  await page.goto('/oauth2/authorization/dev?email=parent@example.org&redirect=/qrcode');
  await expect(page).toHaveURL(/\/qrcode$/);
  const code = page.getByRole('img', { name: 'Check-in code for the Mitchell family' });
  await expect(code).toBeVisible();
  await expect(page.getByText('Ethan Mitchell · Lily Mitchell')).toBeVisible();
  const box = (await code.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(280);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vbs.familyCheckInCode') ?? 'null'));
  expect(stored.code).toMatch(/^VBS1\.\d+\.2025\./);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Logging out leaves no family code on the device.
  expect(await page.evaluate(() => localStorage.getItem('vbs.familyCheckInCode'))).toBeNull();
  await page.goto('/qrcode');
  await expect(page.getByText('Sign in to see your family’s code')).toBeVisible();
  await expect(page.getByRole('link', { name: /parent@example\.org/ })).toHaveAttribute('href', /redirect=%2Fqrcode/);
});

test('service worker at 375px: the offline-ready toast at the top, clear of the page’s buttons', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/oauth2/authorization/dev?email=parent@example.org&redirect=/dashboard/profile');
  const addChild = page.getByRole('button', { name: 'Add a child' });
  await expect(addChild).toBeVisible();
  const ready = page.getByRole('status').filter({ hasText: 'App ready to work offline' });
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/screenshots/offline-ready-375.png' });
  const box = (await ready.boundingBox())!;
  expect(box.y).toBeLessThan(40);
  // Nothing the parent may tap next lies under it: the page's buttons all sit below the toast.
  for (const button of await page.locator('main').getByRole('button').filter({ visible: true }).all()) {
    const under = (await button.boundingBox())!;
    expect(under.y >= box.y + box.height || under.y + under.height <= box.y, await button.innerText()).toBe(true);
  }
});

test('service worker: the offline-ready toast, then public pages and /qrcode reload offline', async ({ page, context, consoleErrors }) => {
  test.setTimeout(60_000);
  await page.goto('/oauth2/authorization/dev?email=parent@example.org&redirect=/qrcode');
  await expect(page.getByRole('img', { name: /^Check-in code for the / })).toBeVisible();

  // SPEC §2: the reload prompt's first text, as a toast at the bottom right with a Dismiss button (on a
  // screen this wide); it closes by itself after the success delay (3 s).
  const ready = page.getByRole('status').filter({ hasText: 'App ready to work offline' });
  await expect(ready).toBeVisible({ timeout: 20_000 });
  const viewport = page.viewportSize()!;
  const box = (await ready.boundingBox())!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  await expect(ready.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await expect(ready).toBeHidden({ timeout: 6000 });
  await page.evaluate(() => navigator.serviceWorker.ready);

  await page.goto('/help/login-with-facebook');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Facebook' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Facebook' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/Egyptian Expedition 2025 (starts in|is over)|Egyptian Expedition is happening now/)).toBeVisible();
  await page.goto('/qrcode');
  await expect(page.getByRole('img', { name: 'Check-in code for the Mitchell family' })).toBeVisible();
  await expect(page.getByText('Saved on this phone')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Egyptian Expedition' })).toBeVisible();
  // A signed-in page offline: the cached app opens (and says it is offline) instead of the browser's error page.
  const before = consoleErrors.length;
  await page.goto('/dashboard/profile');
  await expect(page.getByText('Offline', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-at');
  // Its queries fail while offline, as they always did: the page says so, and the console too (those errors and
  // only those; taken once the page has said it, since the failures arrive after the page has opened).
  await expect(page.getByRole('alert').filter({ hasText: 'We could not reach the server' })).toBeVisible();
  const offlineErrors = consoleErrors.splice(before);
  expect(offlineErrors.every((e) => /ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)), offlineErrors.join('\n')).toBe(true);
  await context.setOffline(false);
  // Online again, a signed-in page comes from the server, rendered with this parent's data, though the worker
  // keeps the app: the cached page would wait for its queries.
  await page.goto('/dashboard');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('#root')).toHaveAttribute('data-rendered-at', /\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sarah!' })).toBeVisible();
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu holds every nav item; pages fit the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const item of ['Home', 'Dashboard', 'Contact us', 'Sign in']) await expect(menu.getByRole('link', { name: item })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Past Years' }).click();
    await expect(menu.getByRole('link', { name: /^20\d\d · / })).toHaveCount(8);
    await page.keyboard.press('Escape');
    for (const [path, name] of [
      ['/', 'home-375'],
      ['/2023-food-truck-party', 'past-year-375'],
      ['/help', 'help-375'],
      ['/help/scan-parent-qr-code', 'help-scan-375'],
      ['/privacy', 'privacy-375'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      await showLazyImages(page);
      await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
    }
  });
});

test('the test-site banner shows on any host but PRODUCTION_HOST', async ({ page, browser }) => {
  test.setTimeout(180_000); // a second server starts (migrations, seed) on a machine that may be busy
  await page.goto('/terms');
  await expect(page.getByText('This is a test site. Actions here are ignored and do not affect the live site.')).toBeVisible();

  const port = await freePort();
  const server = startServer(port, { PRODUCTION_HOST: 'localhost' });
  try {
    await waitForHealth(port);
    const live = waitsForHydration(await browser.newPage());
    await live.goto(`http://localhost:${port}/terms`);
    await expect(live.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(live.getByText(/This is a test site/)).toHaveCount(0);
    // The same server reached by another host name is not the live site.
    await live.goto(`http://127.0.0.1:${port}/terms`);
    await expect(live.getByText(/This is a test site/)).toBeVisible();
    await live.close();
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
});

/** Scrolls every lazy image into view and waits until each has loaded (for checks and screenshots). */
async function showLazyImages(page: Page) {
  for (const img of await page.locator('img[loading="lazy"]').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

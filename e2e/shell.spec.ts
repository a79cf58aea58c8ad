// The shell (SPEC §1-§2): public pages with the footer and test-site banner, titles, breadcrumbs,
// redirects, flagged pages, the collapsed menu at 375px by keyboard, and accessibility.
import type { Page } from '@playwright/test';
import { expect, loginModal, signInWithDemoAccount, tabTo, test, seriousAxeFindings } from './fixtures.ts';

/** Serious and critical axe findings on the settled page (fixtures.ts: a finding mid-transition is scanned again). */
async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test('home shows the edition, the test-site banner and the public footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | VBS');
  await expect(page.getByRole('heading', { level: 1, name: 'Egyptian Expedition' })).toBeVisible();
  await expect(page.getByText('This is a test site. Actions here are ignored and do not affect the live site.')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Help Center' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'vbs@example.org' })).toHaveAttribute('href', 'mailto:vbs@example.org');
  await expect(footer.getByText('1200 Hillcrest Road')).toBeVisible();
  await expect(footer.getByText(/Egyptian Expedition 2025 (starts in|is over)|Egyptian Expedition is happening now/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/home.png', fullPage: true });
});

test('public pages have titles and headings; help subpages have breadcrumbs', async ({ page }) => {
  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    ['/help', 'Help Center'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | VBS`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
  await expect(crumbs.getByText('Sign in with Google')).toBeVisible();
  await page.goto('/help/loginWithFacebook');
  await expect(page).toHaveURL(/\/help\/login-with-facebook$/);
});

test('dashboard pages: breadcrumbs, the firstAid redirect, closed registration, no public footer', async ({ page }) => {
  await page.goto('/dashboard/firstAid');
  await signInWithDemoAccount(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/dashboard\/first-aid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'First aid reports' })).toBeVisible();
  // The real page, with the demo's first-aid report, no longer a "Coming next" placeholder.
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByText('Coming next')).toHaveCount(0);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(crumbs.getByText('First aid reports')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

  // All program flags are false in the demo data, and its week (August 2025) is over.
  await page.goto('/dashboard/registration');
  // A closed page says so calmly, not "Page not found", and does not promise this
  // year's registration after the week is over.
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await expect(page.getByText('Registration is closed')).toBeVisible();
  await expect(page.getByText(/This year’s program is over\. .+ ran /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
  await expect(page).toHaveTitle('Registration | VBS');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' })).toHaveCount(0);
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the navigation collapses into a menu that works by keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();

    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/menu-375.png' });

    // Escape closes it and gives focus back to the burger.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const pastYears = menu.getByRole('button', { name: 'Past Years' });
    await tabTo(page, pastYears);
    await page.keyboard.press('Enter');
    const year = menu.getByRole('link', { name: '2024 · Purposed and Placed' });
    await tabTo(page, year);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/2024-purposed-and-placed$/);
    await expect(menu).toBeHidden();

    await burger.focus();
    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(loginModal(page)).toBeVisible();
  });

  test('home and the login modal pass axe', async ({ page }) => {
    test.setTimeout(120_000); // three whole-page scans, each several seconds on a loaded CI machine
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goto('/dashboard');
    await expect(loginModal(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test('the Past Years menu works by keyboard', async ({ page }) => {
  await page.goto('/');
  const pastYears = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Past Years' });
  await tabTo(page, pastYears);
  await expect(pastYears).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(pastYears).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await pastYears.getAttribute('aria-controls')}`);
  await expect(list.getByRole('link')).toHaveCount(8);
  await expectNoSeriousAxeViolations(page);
  // Escape closes it and keeps focus on the button; Tab walks into the links.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(pastYears).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: '2025 · Egyptian Expedition' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: '2024 · Purposed and Placed' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/2024-purposed-and-placed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purposed and Placed' })).toBeVisible();
  await expect(list).toBeHidden();
});

test('axe finds no serious or critical violations on home and the signed-in dashboard', async ({ page }) => {
  test.setTimeout(60_000); // three whole-page scans, each several seconds on a loaded CI machine
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/dashboard');
  await signInWithDemoAccount(page, 'admin@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

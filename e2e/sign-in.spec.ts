// The navigation guard and the login modal (SPEC §2): /dashboard* asks for sign-in, remembers where the
// visitor was going, and the demo sign-in brings them back there; logout goes home, and Back after it never
// shows a dashboard page.
import { expect, loginModal, signInWithDemoAccount, test } from './fixtures.ts';

test('a visitor opening /dashboard signs in as a demo account and lands back on the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(loginModal(page)).toBeVisible();
  await signInWithDemoAccount(page, 'admin@example.org');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, .+!$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Student rosters/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /VBS settings/ })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | VBS');
  await page.screenshot({ path: 'test-results/screenshots/dashboard-admin.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/dashboard-admin-375.png', fullPage: true });
});

test('the login modal cannot be dismissed with Escape or a click outside', async ({ page }) => {
  await page.goto('/dashboard');
  const modal = loginModal(page);
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 400);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: /close/i })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/login-modal.png' });

  // The deliberate way out.
  await modal.getByRole('button', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(modal).toBeHidden();
});

test('signing in from /dashboard/rosters returns to /dashboard/rosters', async ({ page }) => {
  await page.goto('/dashboard/rosters');
  await signInWithDemoAccount(page, 'staff@example.org');
  await expect(page).toHaveURL(/\/dashboard\/rosters$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Student rosters' })).toBeVisible();
  await expect(page).toHaveTitle('Student rosters | VBS');
});

test('logout returns home, and the dashboard asks for sign-in again', async ({ page }) => {
  await page.goto('/dashboard/curriculum');
  await signInWithDemoAccount(page, 'parent@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Curriculum' })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(loginModal(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after logout, Back never shows a dashboard page: each one it reaches goes home', async ({ page }) => {
  await page.goto('/dashboard/curriculum');
  await signInWithDemoAccount(page, 'parent@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Curriculum' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, .+!$/ })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const home = page.getByRole('heading', { level: 1, name: 'Egyptian Expedition' });
  await expect(home).toBeVisible();

  // Back twice: the dashboard, then the curriculum page, each as this browser had it before logout.
  for (let step = 0; step < 2; step++) {
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(home).toBeVisible();
    await expect(loginModal(page)).toHaveCount(0);
    await expect(page.getByText('Please sign in to see this page.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: /^(Welcome, .+!|Curriculum)$/ })).toHaveCount(0);
  }

  // Opening the dashboard on purpose still asks for sign-in (SPEC §2).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(loginModal(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a parent sees family cards, not staff tools', async ({ page }) => {
  await page.goto('/dashboard');
  await signInWithDemoAccount(page, 'parent@example.org');
  await expect(page.getByRole('heading', { name: 'Your family' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Your profile/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Live schedule/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff tools' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Registration/ })).toHaveCount(0);
});

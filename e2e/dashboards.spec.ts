// Dashboards through the UI: each role's dashboard shows what that person needs today, staff and
// interns edit their own name and phone on the profile (and the change is what the REST door reads),
// and pages that are not for someone say so calmly.
import type { Page } from '@playwright/test';
import { expect, recordAttendance, sentRequests, seriousAxeFindings, test, xsrfHeader } from './fixtures.ts';

// Several page loads each, on a machine the whole team shares.
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, email: string, path = '/dashboard') {
  await page.goto(`/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('a parent sees each child with registration, group and check-in, and the family check-in code', async ({ page, browser }) => {
  await signIn(page, 'parent@example.org');
  const family = page.getByRole('region', { name: 'Your children' });
  await expect(family.getByRole('listitem')).toHaveCount(2);
  const first = family.getByRole('listitem').first();
  await expect(first.getByText('Approved')).toBeVisible();
  await expect(first.getByText(/^Group: /)).toBeVisible();
  // The cards speak to a parent: their children's groups, no staff words.
  await expect(page.getByText("The day's timeline and what your children's groups are doing now and next.")).toBeVisible();
  await expect(page.getByText(/projector|Today for my groups/i)).toHaveCount(0);

  // Today's check-in state, from records a station made: one child in now, the other checked in on an
  // earlier day and never out, which is not "checked in" today.
  const own = await page.request.post('/graphql', { data: { query: '{ viewer { parentIdentity { children { databaseId firstName preferredName } } } }' }, headers: await xsrfHeader(page.context()) });
  const [inToday, inEarlier] = (await own.json()).data.viewer.parentIdentity.children as { databaseId: number; firstName: string; preferredName: string | null }[];
  await recordAttendance(browser, { inToday: [inToday.databaseId], inEarlier: [inEarlier.databaseId] });
  await page.reload();
  const child = (c: { firstName: string; preferredName: string | null }) => family.getByRole('listitem').filter({ hasText: c.preferredName || c.firstName });
  await expect(child(inToday).getByText(/^Checked in at /)).toBeVisible();
  await expect(child(inEarlier).getByText('Not checked in today')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show your family check-in code' })).toHaveAttribute('href', '/qrcode');
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a parent with a pending registration sees it waiting', async ({ page }) => {
  await signIn(page, 'parent2@example.org');
  await expect(page.getByRole('region', { name: 'Your children' }).getByText('Waiting for approval')).toBeVisible();
});

test('an intern sees her application status while applications are closed, and can open it', async ({ page }) => {
  await signIn(page, 'intern@example.org');
  const internship = page.getByRole('region', { name: 'Your internship' });
  await expect(internship.getByText('Your application is waiting for review.')).toBeVisible();
  await internship.getByRole('link', { name: 'See your application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Intern application' })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

test('a staff member sees their groups today and edits their own name and phone; REST reads the change', async ({ page }) => {
  await signIn(page, 'staff@example.org');
  await expect(page.getByRole('region', { name: 'Your groups today' })).toBeVisible();

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('accept the invitation above')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Your details' });
  // The shared schema (forms/my-details.ts) checks in the browser: the words beside the field and in the
  // summary, focus on the field, and nothing sent until it fits.
  const detailsRequests = sentRequests(page, ['"preferredName"']);
  await form.getByLabel('Phone').fill('555-01');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(/Enter a phone number like \(555\) 123-4567\./);
  await expect(form.getByTestId('form-error-summary')).toContainText('Enter a phone number like (555) 123-4567.');
  await expect(form.getByLabel('Phone')).toBeFocused();
  expect(detailsRequests).toEqual([]);
  await form.getByLabel('First name').fill('Jordan');
  await form.getByLabel('Phone').fill('(612) 555-0142');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  expect(detailsRequests).toHaveLength(1);
  const saved = page.getByRole('region', { name: 'Your details' });
  await expect(saved.getByText(/^Jordan /)).toBeVisible();
  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(saved.getByText(/^Jordan /)).toBeVisible({ timeout: 30_000 });
  await expect(saved.getByText('(612) 555-0142')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  const rest = await page.request.get('/api/v1/account/details');
  expect(rest.status()).toBe(200);
  expect(await rest.json()).toMatchObject({ firstName: 'Jordan', phone: '6125550142' });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan!' })).toBeVisible();

  // Back to the demo name, for the tests that follow on the same data.
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await form.getByLabel('First name').fill('Daniel');
  await form.getByLabel('Phone').fill('612 555 0102');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('region', { name: 'Your details' }).getByText(/^Daniel /)).toBeVisible();
});

test('a parent opening a staff page gets the calm notice, never a permission code', async ({ page }) => {
  await signIn(page, 'parent@example.org', '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'VBS settings' })).toBeVisible();
  await expect(page.getByText('This page is not part of your account')).toBeVisible();
  await expect(page.getByText(/MANAGE_VBS/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('the info sheet: a bottom sheet over a backdrop that the Back button closes', async ({ page }) => {
  await signIn(page, 'admin@example.org', '/dashboard/rosters');
  await page.getByRole('table').first().getByRole('button').first().click();
  const sheet = page.getByTestId('info-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('info-sheet-backdrop')).toBeVisible();
  // The sheet adds its history entry just after it first paints; a person cannot press Back inside that
  // frame, but Playwright can (CI once went back past it to the sign-in redirect's own /dashboard/rosters).
  await page.waitForFunction(() => (history.state as { usr?: { infoSheet?: boolean } } | null)?.usr?.infoSheet === true);
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/rosters$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Student rosters' })).toBeVisible();
});

// The import page in Chromium: the messy export committed in the repo (test/fixtures/import, written by
// `npm run fixtures:import`) uploaded through the page, its preview (the guessed columns, a column changed
// by hand, the families merged with what they match, every row left out with its number), imported, then
// undone, which leaves the demo data as it was. Phone width and axe on the preview; staff without
// MANAGE_VBS are shown the page is not theirs. The volunteers' fixture goes the same way: preview, import, undo.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, seriousAxeFindings, signInAt, test, waitsForHydration } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';
const FIXTURE = fileURLToPath(new URL('../test/fixtures/import/last-year-messy.csv', import.meta.url));
const VOLUNTEERS = fileURLToPath(new URL('../test/fixtures/import/volunteers.csv', import.meta.url));

const count = (page: Page, label: string) => page.locator(`[data-count="${label}"]`);
const preview = (page: Page) => page.getByRole('region', { name: /^(Preview|Imported file): last-year-messy\.csv$/ });

/** How many imports the server lists (GET /api/v1/import). */
async function importCount(page: Page) {
  const res = await page.request.get('/api/v1/import');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { imports: unknown[] }).imports.length;
}

test('an administrator uploads the messy export, reads its preview, imports it and undoes the import', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  waitsForHydration(page);
  await signInAt(page, 'admin@example.org', '/dashboard/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import families' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Past imports' })).toBeVisible();
  const before = await importCount(page);

  // Upload through the page's own file button.
  await page.locator('input[type="file"]').setInputFiles(FIXTURE);
  await expect(page).toHaveURL(/[?&]import=\d+/, { timeout: 30_000 });
  const review = preview(page);
  await expect(review).toBeVisible({ timeout: 30_000 });

  // The counts, the duplicate family merged with what it matches, the rows left out by their numbers.
  await expect(count(page, 'New families')).toHaveText('3');
  await expect(count(page, 'Merged into families here')).toHaveText('2');
  await expect(count(page, 'Rows left out')).toHaveText('2');
  const merges = review.getByRole('list', { name: 'Families merged' });
  await expect(merges.getByRole('listitem').filter({ hasText: 'Sarah Mitchell (row 9)' })).toContainText('by the same e-mail: adds Noah Mitchell; already there: Ethan Mitchell.');
  await expect(merges.getByRole('listitem').filter({ hasText: 'David Nguyen (row 10)' })).toContainText('by the same phone number: adds An Nguyen');
  const problems = review.getByRole('list', { name: 'Problems by row' });
  await expect(problems).toContainText('Row 6, Parent e-mail: Enter an e-mail address like name@example.org.');
  await expect(problems).toContainText('Row 11, Child 1 date of birth: Enter a date of birth in the past.');
  // María García's two rows are one family; José, listed on both, is kept once.
  await expect(review.getByRole('list', { name: 'New families' })).toContainText('María García (rows 2, 5, maria.garcia@example.net): José García, Lucía García, Mateo García');

  // The columns as guessed; one changed by hand changes the preview, and back.
  const email = review.getByRole('combobox', { name: 'Parent Email' });
  await expect(email).toHaveValue('Parent e-mail');
  await expect(review.getByRole('combobox', { name: 'Child 2 DOB' })).toHaveValue('Child 2 date of birth');
  await email.click();
  await page.getByRole('option', { name: 'Not imported' }).click();
  await expect(count(page, 'New families')).toHaveText('0', { timeout: 30_000 });
  await expect(problems).toContainText('Row 2, Parent e-mail: Enter your e-mail address.');
  await email.click();
  await page.getByRole('option', { name: 'Parent e-mail', exact: true }).click();
  await expect(count(page, 'New families')).toHaveText('3', { timeout: 30_000 });

  await page.screenshot({ path: `${SHOTS}/import-preview-1280.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(review.getByRole('button', { name: /^Import 3 new families and 2 merges$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/import-preview-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Import: what it did, and the past imports list it.
  await review.getByRole('button', { name: 'Import 3 new families and 2 merges' }).click();
  const done = review.getByRole('status').filter({ hasText: 'Imported' });
  await expect(done).toContainText('3 new families and 7 children added; 2 families already here got new children; 2 rows left out.', { timeout: 60_000 });
  await expect(page.getByRole('article', { name: 'last-year-messy.csv, imported' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import-done-1280.png`, fullPage: true });

  // Undo it as a whole, after a confirmation.
  await review.getByRole('button', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await dialog.getByRole('button', { name: 'Undo the import' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.getByRole('status').filter({ hasText: 'Import undone' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Import undone: 3 families and 7 children removed.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'last-year-messy.csv, undone' }).first()).toBeVisible();
  expect(await importCount(page)).toBe(before + 1);
});

test('an administrator imports volunteers: chooses the kind, reads the preview, imports and undoes it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  waitsForHydration(page);
  await signInAt(page, 'admin@example.org', '/dashboard/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import families and volunteers' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'Volunteers' }).check();
  await page.locator('input[type="file"]').setInputFiles(VOLUNTEERS);
  const review = page.getByRole('region', { name: /^(Preview|Imported file): volunteers\.csv$/ });
  await expect(review).toBeVisible({ timeout: 30_000 });

  // Who is added, who is already here, and every row left out with its number (a parent is not made staff).
  await expect(count(page, 'Volunteers to add')).toHaveText('2');
  await expect(count(page, 'Already here')).toHaveText('1');
  await expect(count(page, 'Rows left out')).toHaveText('5');
  const adding = review.getByRole('list', { name: 'Volunteers to add' });
  await expect(adding).toContainText('Grace Okafor (row 2, grace.okafor@example.net): staff');
  await expect(adding).toContainText('Tomás Reyes (row 3, tomas.reyes@example.net): intern');
  const problems = review.getByRole('list', { name: 'Problems by row' });
  await expect(problems).toContainText('Row 7, E-mail: parent@example.org belongs to a parent’s account, listed as staff: not imported.');
  await expect(problems).toContainText('Row 10, Grade (interns): Enter the grade the intern enters this fall.');
  await expect(review.getByRole('combobox', { name: 'Role' })).toHaveValue('Role (staff or intern)');
  await page.screenshot({ path: `${SHOTS}/import-volunteers-1280.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/import-volunteers-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await review.getByRole('button', { name: 'Import 2 new volunteers' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Imported' })).toContainText('1 staff member and 1 intern added; 5 rows left out.', { timeout: 60_000 });

  // Undone as a whole, which leaves the demo data as it was.
  await review.getByRole('button', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await dialog.getByRole('button', { name: 'Undo the import' }).click();
  await expect(page.getByText('Import undone: 2 volunteers removed.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('article', { name: 'volunteers.csv, undone' }).first()).toBeVisible();
});

test('staff without MANAGE_VBS are told the import page is not theirs', async ({ page }) => {
  waitsForHydration(page);
  await signInAt(page, 'staff@example.org', '/dashboard/import');
  await expect(page.getByText(/not part of your account/i).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeHidden();
});

// Two staff members edit the same child's notes at once: the save made from the older version is refused,
// the person who made it sees the other's text beside their own (kept in the editor), saves theirs over it
// deliberately, and the versions list shows both saves with who made them.
import type { Browser, Page } from '@playwright/test';
import { expect, seriousAxeFindings, signInAt, test, waitsForHydration } from './fixtures.ts';

const STAMP = Date.now();
const FROM_ADMIN = `Admin note ${STAMP}`;
const FROM_STAFF = `Staff note ${STAMP}`;

async function staffPage(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  await signInAt(page, email, '/dashboard/apq');
  await expect(page.getByRole('heading', { level: 1, name: 'People query' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Lily');
  await page.getByRole('button', { name: 'Lily Mitchell' }).click();
  const sheet = page.getByRole('dialog', { name: 'Lily Mitchell' });
  const editor = sheet.getByRole('textbox', { name: 'Staff notes about Lily Mitchell' });
  await expect(editor).toBeVisible();
  return { page, sheet, editor, errors };
}

async function typeAtEnd(page: Page, editor: ReturnType<Page['getByRole']>, text: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

const isNotesSave = (body: string | null) => !!body && body.includes('"staffNotes"') && body.includes('"childId"');

test('the later of two saves from the same version is refused, shows the other text, and both versions are kept', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await staffPage(browser, 'admin@example.org', 1280);
  const staff = await staffPage(browser, 'staff@example.org', 375);

  // The admin's save waits until the staff member's has been stored, so both are made from the same version.
  const staffSaved = staff.page.waitForResponse((r) => isNotesSave(r.request().postData()) && r.status() === 200, { timeout: 60_000 });
  await admin.page.route('**/graphql', async (route) => {
    if (isNotesSave(route.request().postData())) await staffSaved;
    return route.fallback();
  });
  await typeAtEnd(admin.page, admin.editor, FROM_ADMIN);
  await typeAtEnd(staff.page, staff.editor, FROM_STAFF);
  await staffSaved;

  const refusal = admin.sheet.getByRole('alert').filter({ hasText: 'Someone else saved these notes while you were editing' });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText('Daniel Brooks saved them');
  await expect(refusal.getByLabel('Their text')).toContainText(FROM_STAFF);
  await expect(refusal.getByLabel('Their text')).not.toContainText(FROM_ADMIN);
  // The admin's own text is still in the editor, not replaced by the other one.
  await expect(admin.editor).toContainText(FROM_ADMIN);
  await expect(admin.editor).not.toContainText(FROM_STAFF);
  await expect(admin.sheet.getByRole('status').first()).toHaveText(/Not saved/);
  await refusal.scrollIntoViewIfNeeded();
  await admin.page.screenshot({ path: 'test-results/screenshots/staff-notes-conflict-1280.png' });
  expect(await seriousAxeFindings(admin.page, (b) => b.include('[data-testid="info-sheet"]'))).toEqual([]);

  // Having read theirs, the admin saves over it deliberately; the staff member's page follows live.
  await refusal.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(refusal).toBeHidden();
  await expect(admin.sheet.getByRole('status').first()).toHaveText(/^Saved · edited by Rebecca \(Becky\) Harper, just now$/, { timeout: 30_000 });
  await expect(staff.editor).toContainText(FROM_ADMIN);
  await expect(staff.sheet.getByText('Saved · edited by Rebecca (Becky) Harper, just now')).toBeVisible();

  // Both saves are kept, newest first, one tap away.
  await staff.sheet.getByRole('button', { name: 'Versions' }).click();
  const versions = staff.page.getByRole('dialog', { name: 'Staff notes about Lily Mitchell: versions' });
  const items = versions.getByRole('listitem');
  await expect(items.first()).toContainText('Rebecca (Becky) Harper');
  await expect(items.first()).toContainText(FROM_ADMIN);
  await expect(items.nth(1)).toContainText('Daniel Brooks');
  await expect(items.nth(1)).toContainText(FROM_STAFF);
  await expect(items.nth(1)).not.toContainText(FROM_ADMIN);
  const overflow = await staff.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await staff.page.screenshot({ path: 'test-results/screenshots/staff-notes-versions-375.png' });
  expect(await seriousAxeFindings(staff.page)).toEqual([]);
  await versions.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(versions).toBeHidden();

  expect(admin.errors).toEqual([]);
  expect(staff.errors).toEqual([]);
  await admin.page.context().close();
  await staff.page.context().close();
});

// Accounts and the audit trail in Chromium: an admin finds the demo staff member, grants
// VIEW_SENSITIVE_INFO with its switch (a powerful permission: a dialog names the person and the permission
// first, and the keyboard alone can cancel it) and that person's open page says so without a reload; the
// staff member then reads a child's medical information; revoking works the same way; deactivating signs an
// account out; the audit page says the grant and the read in words, keeps the stored record under
// "Details", filters them, and exports CSV with the same words. Merging two accounts that share
// no verified e-mail waits for the owner of each to confirm it on their profile page.
import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { arrivesLive, expect, signInWithDemoAccount, test, waitsForHydration, seriousAxeFindings } from './fixtures.ts';

const TOAST = 'Your permissions have been updated by an admin.';

/** A page in its own browser context, signed in through the demo route, failing on console errors. */
async function signedInPage(browser: Browser, email: string, path: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  await page.goto(`/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return { page, errors };
}

/** Serious and critical axe findings on the settled page (fixtures.ts: a finding mid-transition is scanned again). */
async function expectNoSeriousAxeViolations(page: Page, include = 'main') {
  expect(await seriousAxeFindings(page, (builder) => builder.include(include))).toEqual([]);
}

test('an admin grants and revokes a permission live, deactivates an account, and audits it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The staff member's page is open first, subscribed to permission changes.
  const subscribed = page.waitForResponse((r) => r.url().endsWith('/graphql/stream') && r.request().method() === 'POST');
  await page.goto('/dashboard');
  await signInWithDemoAccount(page, 'staff@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  expect((await subscribed).status()).toBeLessThan(300);

  const { page: admin, errors: adminErrors } = await signedInPage(browser, 'admin@example.org', '/dashboard/accounts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Search' }).fill('staff@example.org');
  const card = admin.getByRole('region', { name: 'Account of Daniel Brooks' });
  await expect(card).toBeVisible();
  await expect(admin.getByRole('region', { name: /^Account of / })).toHaveCount(1);
  await expect(card.getByText(/Signs in with dev/)).toBeVisible();
  await admin.screenshot({ path: 'test-results/screenshots/accounts-1280.png', fullPage: true });
  await expectNoSeriousAxeViolations(admin);

  // Grant: a switch that reads off, with what the permission allows; a powerful one asks first.
  const sensitive = card.getByRole('switch', { name: 'View sensitive info' });
  await expect(sensitive).not.toBeChecked();
  await expect(card.getByText('Read medical information, staff notes and first-aid reports.')).toBeVisible();
  const grantDialog = admin.getByRole('dialog', { name: 'Give Daniel Brooks permission to view sensitive info?' });
  // By keyboard: Space on the switch asks, Escape cancels, nothing changes and the focus is back on the switch.
  await sensitive.focus();
  await admin.keyboard.press('Space');
  await expect(grantDialog).toBeVisible();
  await expect(grantDialog).toContainText('Daniel Brooks will be able to read medical information, staff notes and first-aid reports.');
  await admin.screenshot({ path: 'test-results/screenshots/accounts-grant-confirm-1280.png', animations: 'disabled' });
  await expectNoSeriousAxeViolations(admin, '[role="dialog"]');
  await admin.keyboard.press('Escape');
  await expect(grantDialog).toHaveCount(0);
  await expect(sensitive).not.toBeChecked();
  await expect(sensitive).toBeFocused();
  // A click anywhere on the switch or its words.
  await sensitive.click();
  await grantDialog.getByRole('button', { name: 'Give permission' }).click();
  await expect(sensitive).toBeChecked();
  await expect(admin.getByText('Gave Daniel Brooks permission to view sensitive info.')).toBeVisible();
  await card.screenshot({ path: 'test-results/screenshots/accounts-granted-1280.png' });
  // The staff member's open page shows the toast, no reload.
  await arrivesLive('permission granted toast', () => expect(page.getByText(TOAST)).toBeVisible());

  // Now the staff member reads a child's medical information on the info sheet.
  await page.goto('/dashboard/apq');
  await page.getByRole('textbox', { name: 'Name' }).fill('Lily');
  await page.getByRole('button', { name: 'Lily Mitchell' }).click();
  await expect(page.getByRole('dialog', { name: 'Lily Mitchell' }).getByText('Allergic to tree nuts (no EpiPen needed; mild reaction).')).toBeVisible();
  await page.keyboard.press('Escape');

  // Revoke: asked first too; the toast again, and the server no longer hands out the medical information.
  await sensitive.click();
  await admin.getByRole('dialog', { name: "Take away Daniel Brooks's permission to view sensitive info?" }).getByRole('button', { name: 'Take away permission' }).click();
  await expect(sensitive).not.toBeChecked();
  await arrivesLive('permission revoked toast', () => expect(page.getByText(TOAST).first()).toBeVisible());
  const perms = await page.request.get('/api/v2/permission');
  expect((await perms.json()).permissions).toEqual([]);

  // Deactivate: the parent is signed out at once and cannot sign in again until reactivated.
  const { page: parent, errors: parentErrors } = await signedInPage(browser, 'parent2@example.org', '/dashboard');
  expect((await parent.request.get('/api/v1/account/user')).status()).toBe(200);
  await admin.getByRole('textbox', { name: 'Search' }).fill('parent2@example.org');
  // Wait for this search's card: the previous search also showed exactly one card.
  const parentCard = admin.getByRole('region', { name: 'Account of David Nguyen' });
  await expect(parentCard).toBeVisible();
  await expect(admin.getByRole('region', { name: /^Account of / })).toHaveCount(1);
  await parentCard.getByRole('button', { name: 'Deactivate' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(parentCard.getByText('Deactivated', { exact: true })).toBeVisible();
  expect((await parent.request.get('/api/v1/account/user')).status()).toBe(401);
  const again = await parent.request.get('/oauth2/authorization/dev?email=parent2@example.org', { maxRedirects: 0 });
  expect(again.status()).toBe(403);
  await parentCard.getByRole('button', { name: 'Reactivate' }).click();
  await expect(parentCard.getByText('Deactivated', { exact: true })).toHaveCount(0);

  // The audit trail says the grant and the read in words; the stored record is under Details; filters and CSV work.
  await admin.goto('/dashboard/audit');
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Person' }).fill('Daniel Brooks');
  const entries = admin.getByRole('list', { name: 'Audit entries' });
  const entry = (words: string) => entries.getByRole('listitem').filter({ hasText: words }).first();
  const granted = entry('Rebecca Harper gave Daniel Brooks permission to view sensitive info');
  await expect(granted).toBeVisible();
  await expect(granted).toContainText('Permission: View sensitive info');
  await expect(granted).toContainText('in the app');
  await expect(entry("Rebecca Harper took away Daniel Brooks's permission to view sensitive info")).toBeVisible();
  await expect(entries).not.toContainText('StaffPermission');
  await granted.getByRole('button', { name: 'Details' }).click();
  await expect(granted).toContainText('Stored as StaffPermission');
  await expect(granted).toContainText('"permission":"VIEW_SENSITIVE_INFO"');
  await admin.screenshot({ path: 'test-results/screenshots/audit-details-1280.png', fullPage: true });
  await granted.getByRole('button', { name: 'Hide details' }).click();
  await expect(entries).not.toContainText('StaffPermission');
  await admin.getByRole('textbox', { name: 'Person' }).fill('Lily Mitchell');
  await admin.getByRole('textbox', { name: 'Who' }).fill('Daniel');
  await admin.getByRole('combobox', { name: 'Kind' }).click();
  await admin.getByRole('option', { name: 'Reads of medical info and notes' }).click();
  await expect(admin).toHaveURL(/kind=READ/);
  await expect(admin).toHaveURL(/person=Lily/);
  await expect(admin.getByRole('textbox', { name: 'Who' })).toHaveValue('Daniel');
  const read = entry("Daniel Brooks read Lily Mitchell's medical information");
  await expect(read).toBeVisible();
  await expect(read).toContainText('in the app');
  await expect(entries).not.toContainText('permission to');
  await admin.screenshot({ path: 'test-results/screenshots/audit-1280.png', fullPage: true });
  await expectNoSeriousAxeViolations(admin);

  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('"actor","door","kind"');
  expect(lines[0]).toMatch(/"summary","changes","doorLabel"$/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes('"READ"') && l.includes('"Lily Mitchell"'))).toBe(true);
  expect(lines.slice(1).some((l) => l.includes(`"Daniel Brooks read Lily Mitchell's medical information","","app"`))).toBe(true);

  // At 375px nothing scrolls sideways.
  await admin.setViewportSize({ width: 375, height: 800 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.screenshot({ path: 'test-results/screenshots/audit-375.png', fullPage: true });
  await admin.goto('/dashboard/accounts');
  await expect(admin.getByRole('region', { name: /^Account of / }).first()).toBeVisible();
  await admin.getByRole('textbox', { name: 'Search' }).fill('staff@example.org');
  const narrowCard = admin.getByRole('region', { name: 'Account of Daniel Brooks' });
  await expect(narrowCard.getByRole('switch', { name: 'Manage VBS' })).not.toBeChecked();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.screenshot({ path: 'test-results/screenshots/accounts-375.png', fullPage: true });
  await narrowCard.getByRole('switch', { name: 'Manage VBS' }).click();
  const narrowDialog = admin.getByRole('dialog', { name: 'Give Daniel Brooks permission to manage VBS?' });
  await expect(narrowDialog.getByRole('button', { name: 'Give permission' })).toBeInViewport();
  await admin.screenshot({ path: 'test-results/screenshots/accounts-grant-confirm-375.png', animations: 'disabled' });
  await narrowDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(narrowCard.getByRole('switch', { name: 'Manage VBS' })).not.toBeChecked();

  expect(adminErrors).toEqual([]);
  expect(parentErrors).toEqual([]);
  await admin.context().close();
  await parent.context().close();
});

test('a staff member without ADMINISTER_ACCOUNTS is told the pages are for administrators', async ({ page }) => {
  await page.goto(`/oauth2/authorization/dev?email=staff@example.org&redirect=${encodeURIComponent('/dashboard/accounts')}`);
  await expect(page.getByText('This page is not part of your account')).toBeVisible();
  await expect(page.getByText('Ask an administrator for access to accounts if you need it.')).toBeVisible();
  await page.goto('/dashboard/audit');
  await expect(page.getByText('Ask an administrator for access to audit trail if you need it.')).toBeVisible();
  await expect(page.getByText(/ADMINISTER_ACCOUNTS/)).toHaveCount(0);
  expect((await page.request.get('/api/v1/audit')).status()).toBe(403);
});

test('a merge without a shared verified e-mail is requested, then carried out once both owners confirm on their profile pages', async ({ browser }) => {
  test.setTimeout(180_000);
  // Two accounts of one person, each signed in with its own (verified) e-mail, each with its profile page open.
  const { page: kept, errors: keptErrors } = await signedInPage(browser, 'merge.kept@example.org', '/dashboard/profile');
  const { page: other, errors: otherErrors } = await signedInPage(browser, 'merge.other@example.org', '/dashboard/profile');

  const { page: admin, errors: adminErrors } = await signedInPage(browser, 'admin@example.org', '/dashboard/accounts');
  await admin.getByRole('textbox', { name: 'Search' }).fill('merge.kept@example.org');
  // A new account has no name yet: its card is found by its e-mail.
  const card = admin.getByRole('region', { name: /^Account of/ }).filter({ hasText: 'merge.kept@example.org' });
  await card.getByRole('button', { name: 'Merge another account into this one…' }).click();
  const dialog = admin.getByRole('dialog', { name: /^Merge another account into/ });
  await dialog.getByRole('textbox', { name: 'The other account' }).fill('merge.other');
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('radio', { name: /merge\.other@example\.org/ }).check();
  // The administrator sees why it cannot happen at once, and cannot merge now.
  await expect(dialog.getByText('The owners must confirm')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Merge accounts' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Ask the owners to confirm' }).click();
  await expect(dialog.getByText('Awaiting confirmation')).toBeVisible();
  await admin.screenshot({ path: 'test-results/screenshots/accounts-merge-requested-1280.png' });

  // The merged account's owner confirms first: nothing moves yet.
  await other.reload();
  const otherRequest = other.getByRole('alert', { name: 'Merge two accounts?' });
  await expect(otherRequest).toContainText('merge.kept@example.org');
  await otherRequest.getByRole('button', { name: 'Confirm: both accounts are mine' }).click();
  await expect(other.getByText('Confirmed for this account. Now sign in to the other account and confirm there.')).toBeVisible();
  await expect(otherRequest.getByRole('button', { name: 'Confirm: both accounts are mine' })).toHaveCount(0);
  expect((await other.request.get('/api/v1/account/user')).status()).toBe(200);

  // The kept account's owner confirms second: the merge happens and the merged account's sessions end.
  await kept.reload();
  const keptRequest = kept.getByRole('alert', { name: 'Merge two accounts?' });
  await expect(keptRequest).toContainText('The other account, merge.other@example.org (signs in with dev): confirmed');
  await expectNoSeriousAxeViolations(kept);
  await keptRequest.getByRole('button', { name: 'Confirm: both accounts are mine' }).click();
  await expect(kept).toHaveURL(/\/dashboard$/);
  await expect.poll(async () => (await other.request.get('/api/v1/account/user')).status()).toBe(401);
  expect((await kept.request.get('/api/v1/account/user')).status()).toBe(200);
  expect([...keptErrors, ...otherErrors, ...adminErrors]).toEqual([]);
});

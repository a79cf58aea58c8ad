// The leaderboard's adjustment log: a leader adds points; a second screen sees "by <name>"
// live; undo puts the total back on both screens. At 1280 and 375 px, with axe.
import type { Browser, Page } from '@playwright/test';
import { expect, seriousAxeFindings, signInWithDemoAccount, test, waitForSettledUi, waitsForHydration } from './fixtures.ts';

const SHOTS = 'test-results/leaderboard';
const GROUP = 'Sphinxes';

async function signedInPage(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  (page as Page & { errors?: string[] }).errors = errors;
  await page.goto('/dashboard/leaderboard');
  await signInWithDemoAccount(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  return page;
}

const row = (page: Page) => page.getByRole('listitem').filter({ has: page.getByText(GROUP, { exact: true }) });
const score = (page: Page) => row(page).getByTestId('leaderboard-score');

test('a leader adds points; another screen sees who did it; undo restores the total on both', async ({ browser }) => {
  test.setTimeout(240_000);
  const leader = await signedInPage(browser, 'staff@example.org', 1280);
  const watcher = await signedInPage(browser, 'admin@example.org', 375);
  await expect(score(leader)).toBeVisible();
  await expect(score(watcher)).toBeVisible();
  const before = (await score(watcher).textContent())!.trim();
  // The day the points go to is said beside the buttons.
  const target = leader.getByLabel('Points you add go to');
  const dayLabel = (await target.locator('option:checked').textContent())!.trim();
  await expect(row(leader).getByRole('group', { name: `Points for ${GROUP} on ${dayLabel}` })).toContainText(`${dayLabel}:`);

  await row(leader).getByRole('button', { name: `Add 5 points to ${GROUP}` }).click();

  // The entry comes with the server's answer (not the optimistic total), then live to the other screen.
  const entry = (page: Page) => row(page).getByTestId('points-adjustment').first();
  const said = new RegExp(`^\\+5 on ${dayLabel} by Daniel Brooks, (just now|\\d+ min ago)$`);
  await expect(entry(leader)).toHaveText(said);
  await expect(entry(watcher)).toHaveText(said);
  await expect(score(watcher)).not.toHaveText(before);
  const raised = (await score(watcher).textContent())!.trim();
  await expect(score(leader)).toHaveText(raised);

  await waitForSettledUi(watcher);
  await watcher.screenshot({ path: `${SHOTS}/adjusted-375.png`, fullPage: true });
  await leader.screenshot({ path: `${SHOTS}/adjusted-1280.png`, fullPage: true });
  expect(await watcher.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(watcher)).toEqual([]);

  // The other staff member undoes it from the phone, by keyboard; both totals go back.
  const undo = row(watcher).getByRole('button', { name: `Undo +5 by Daniel Brooks for ${GROUP}` });
  await undo.focus();
  await watcher.keyboard.press('Enter');
  await expect(watcher.getByText('Adjustment undone')).toBeVisible();
  await expect(score(watcher)).toHaveText(before);
  await expect(score(leader)).toHaveText(before);
  await expect(row(leader).getByText('undone by Rebecca (Becky) Harper').first()).toBeVisible();
  await expect(entry(leader)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(row(leader).getByRole('button', { name: `Undo +5 by Daniel Brooks for ${GROUP}` })).toHaveCount(0);

  await waitForSettledUi(leader);
  await leader.screenshot({ path: `${SHOTS}/undone-1280.png`, fullPage: true });
  expect(await seriousAxeFindings(leader)).toEqual([]);
  for (const page of [leader, watcher]) expect((page as Page & { errors?: string[] }).errors).toEqual([]);
  await leader.context().close();
  await watcher.context().close();
});

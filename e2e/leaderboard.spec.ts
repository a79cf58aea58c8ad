// The leaderboard's adjustment log: a leader adds points; a second screen sees "by <name>"
// live; undo puts the total back on both screens. The points rush on a phone: six quick taps on "+10"
// add exactly 60 while the card stays under the finger. At 1280 and 375 px, with axe.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, graphql, seriousAxeFindings, signInWithDemoAccount, test, waitForSettledUi, waitsForHydration } from './fixtures.ts';

const SHOTS = 'test-results/leaderboard';
const GROUP = 'Sphinxes';

async function signedInPage(browser: Browser, email: string, width: number, touch = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: touch ? 800 : 900 }, hasTouch: touch });
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

/** The group's raw points for the week, as its card says them ("120 raw points · 57 today"). */
async function rawOnCard(card: Locator): Promise<number> {
  const text = (await card.getByTestId('leaderboard-raw').textContent())!;
  return Number(/^(-?\d+) raw point/.exec(text)![1]);
}

async function rawOnServer(page: Page, name: string): Promise<number> {
  const data = await graphql(page, '{ groupList { groups { name totalPoints } } }');
  return (data.groupList.groups as { name: string; totalPoints: number }[]).find((g) => g.name === name)!.totalPoints;
}

test('six quick taps on +10 at 375 px add exactly 60, and the card stays under the finger', async ({ browser }) => {
  test.setTimeout(240_000);
  const leader = await signedInPage(browser, 'staff@example.org', 375, true);
  const ranking = leader.getByRole('list', { name: 'Ranking for the week' });
  const cards = ranking.locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  // The last group: its 60 points would lift it past others, the move that used to put Undo under the finger.
  const label = (await cards.last().getAttribute('aria-label'))!;
  const name = /^\d+\. (.+), score -?\d+$/.exec(label)![1];
  const card = cards.filter({ has: leader.getByText(name, { exact: true }) });
  const add10 = card.getByRole('button', { name: `Add 10 points to ${name}` });
  await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await waitForSettledUi(leader);

  // The buttons sit on one line: "+10" beside "+5", not wrapped onto a line of its own.
  const plus5 = (await card.getByRole('button', { name: `Add 5 points to ${name}` }).boundingBox())!;
  const button = (await add10.boundingBox())!;
  expect(Math.abs(button.y - plus5.y)).toBeLessThan(1);
  expect(button.x + button.width).toBeLessThanOrEqual(375);
  await leader.screenshot({ path: `${SHOTS}/rush-before-375.png` });

  const rawBefore = await rawOnCard(card);
  expect(await rawOnServer(leader, name)).toBe(rawBefore);
  const cardBefore = (await card.boundingBox())!;
  const finger = { x: button.x + button.width / 2, y: button.y + button.height / 2 };

  // A finger taps the same spot six times: whatever is there now gets the tap, as on a phone.
  // (The card grows downwards as its log fills; its top and its buttons stay put.)
  const tops = [];
  for (let tap = 0; tap < 6; tap++) {
    await leader.touchscreen.tap(finger.x, finger.y);
    tops.push([(await card.boundingBox())!.y, (await add10.boundingBox())!.y]);
  }
  // (A pressed button sinks 1 px, Mantine's press feedback.)
  for (const [cardTop, buttonTop] of tops) {
    expect(Math.abs(cardTop - cardBefore.y)).toBeLessThan(0.5);
    expect(Math.abs(buttonTop - button.y)).toBeLessThanOrEqual(1.01);
  }

  // Exactly +60: no tap lost, none sent twice, none landed on an Undo; on the card and on the server.
  await expect.poll(() => rawOnCard(card), { timeout: 30_000 }).toBe(rawBefore + 60);
  await expect.poll(() => rawOnServer(leader, name), { timeout: 30_000 }).toBe(rawBefore + 60);
  expect(await card.getByRole('button', { name: /^Undo \+10/ }).count()).toBeGreaterThan(0);
  await expect(card.getByTestId('points-adjustment').first()).toHaveText(/^\+10 /);
  await leader.screenshot({ path: `${SHOTS}/rush-after-375.png` });

  // No Undo within reach of the buttons: below them with a clear gap.
  const buttonsBottom = Math.max(...(await Promise.all((await card.getByRole('group', { name: /^Points for/ }).getByRole('button').all()).map(async (b) => (await b.boundingBox())!))).map((b) => b.y + b.height));
  for (const undo of await card.getByRole('button', { name: /^Undo/ }).all()) expect((await undo.boundingBox())!.y - buttonsBottom).toBeGreaterThanOrEqual(16);

  // After the pause the order settles (scores high to low), and the tapped card is still where it was.
  const scoresInOrder = async () => Promise.all((await cards.all()).map(async (c) => Number(/, score (-?\d+)$/.exec((await c.getAttribute('aria-label'))!)![1])));
  await expect.poll(async () => { const s = await scoresInOrder(); return s.every((v, i) => i === 0 || s[i - 1] >= v); }, { timeout: 30_000 }).toBe(true);
  await waitForSettledUi(leader);
  const settled = (await card.boundingBox())!;
  expect(Math.abs(settled.y - cardBefore.y)).toBeLessThan(1);
  await leader.screenshot({ path: `${SHOTS}/rush-settled-375.png` });
  expect(await leader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(leader)).toEqual([]);

  // How the score is counted, one tap on the raw points.
  await card.getByRole('button', { name: /how the score is counted$/ }).click();
  const rule = leader.getByRole('dialog');
  await expect(rule).toContainText(`${rawBefore + 60} raw points ÷`);
  await expect(rule).toContainText('Points are scaled by group size');
  await waitForSettledUi(leader);
  await leader.screenshot({ path: `${SHOTS}/rule-375.png` });
  await leader.keyboard.press('Escape');
  await expect(rule).toBeHidden();
  await expect(card.getByRole('button', { name: /how the score is counted$/ })).toBeFocused();
  expect((leader as Page & { errors?: string[] }).errors).toEqual([]);
  await leader.context().close();
});

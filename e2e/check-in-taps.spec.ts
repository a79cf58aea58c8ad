// A family of three at the check-in table, counted as the person at the table does it: taps (pointer presses)
// and keys (key presses), as the page itself received them (trusted events only; the test drives the pointer
// with clicks and the keyboard with page.keyboard, never by filling a field), on a 375 px phone.
// - In, by name: at most 2 taps + 4 keys. The search box has the focus when the station opens; the shortest part
//   of a name that finds only this family is typed, then Enter (one family found) or a tap on it opens it, and
//   one tap checks the three in. Printing the name tags (Print, Done) is the printer's business, not counted.
// - Out, at pickup time (the station opened anew): at most 3 taps + 4 keys. The guardian receipt's code typed
//   into the search finds the family; a tap on it opens its check-out with that code, the three chosen; one tap
//   releases them, on one code, in one request.
// Axe at 375 px on the family and the check-out dialog; screenshots at 375 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, seriousAxeFindings, test, xsrfHeader, signInAt, graphql } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';
const IN_AIM = { taps: 2, keys: 4 };
const OUT_AIM = { taps: 3, keys: 4 };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

interface Family { parentId: number; familyName: string; parentName: string; children: { childId: number; name: string; firstName: string }[] }

/** The families at the table, as staff read them. */
async function stationFamilies(page: Page): Promise<Family[]> {
  return (await graphql(page, '{ checkInStation { families { parentId familyName parentName children { childId name firstName } } } }')).checkInStation.families;
}

/** Undoes the children's records of the last 26 hours (as staff undo a mistaken scan): they are not here yet today. */
async function notHereYet(page: Page, childIds: number[]) {
  const headers = await xsrfHeader(page.context());
  const since = Date.now() - 26 * 3600_000;
  for (const id of childIds) {
    const records = (await (await page.request.get(`/api/v1/child/${id}/attendance`)).json()).records as { id: number; recordedAt: string }[];
    for (const r of records.filter((r) => Date.parse(r.recordedAt) > since).reverse()) {
      expect((await page.request.delete(`/api/v1/child/${id}/attendance/${r.id}`, { headers })).status()).toBe(200);
    }
  }
}

/**
 * The shortest start of the family's last name, a parent's or a child's first name that the station's search
 * (every word found in the family's names, FamilySearch.tsx) finds in this family only; null past 4 letters.
 */
function shortestQuery(family: Family, all: readonly Family[]): string | null {
  const text = (f: Family) => [f.familyName, f.parentName, ...f.children.map((c) => c.name)].join(' ').toLowerCase();
  const words = [family.familyName.replace(/ family$/, ''), family.parentName.split(' ')[0], ...family.children.map((c) => c.firstName)];
  for (let length = 1; length <= 4; length++) {
    for (const word of words) {
      const query = word.slice(0, length).toLowerCase();
      if (query.length === length && all.filter((f) => text(f).includes(query)).length === 1) return query;
    }
  }
  return null;
}

/** Counts the taps and keys the page receives from now on (a new document starts from zero). */
async function countInput(page: Page) {
  await page.evaluate(() => {
    const counts = { taps: 0, keys: 0 };
    (window as unknown as { vbsInputCounts: typeof counts }).vbsInputCounts = counts;
    window.addEventListener('pointerdown', (e) => void (e.isTrusted && e.isPrimary && counts.taps++), true);
    window.addEventListener('keydown', (e) => void (e.isTrusted && !e.repeat && counts.keys++), true);
  });
  return () => page.evaluate(() => ({ ...(window as unknown as { vbsInputCounts: { taps: number; keys: number } }).vbsInputCounts }));
}

/** The station open and ready for typing: its search box has the focus, nothing tapped. */
async function openStation(page: Page) {
  await page.goto('/dashboard/check-in');
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const search = page.getByRole('textbox', { name: 'Find a family by name or pickup code' });
  await expect(search).toBeFocused();
  await expect(search).toBeEditable();
}

test('a family of three: in by name in ≤ 2 taps + 4 keys, out on the receipt’s code in ≤ 3 taps + 4 keys', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAt(page, 'staff@example.org', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const families = await stationFamilies(page);
  const family = families.filter((f) => f.children.length === 3).find((f) => shortestQuery(f, families) !== null);
  expect(family, 'a demo family of three that a few letters find').toBeDefined();
  const query = shortestQuery(family!, families)!;
  const ids = family!.children.map((c) => c.childId);
  await notHereYet(page, ids);

  // In, by name.
  await openStation(page);
  await page.screenshot({ path: `${SHOTS}/check-in-taps-open-375.png`, fullPage: true });
  let counts = await countInput(page);
  await page.keyboard.type(query);
  const found = page.getByRole('list', { name: 'Families found' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(family!.familyName);
  await page.screenshot({ path: `${SHOTS}/check-in-taps-found-375.png`, fullPage: true });
  if (query.length < 4) await page.keyboard.press('Enter');
  else await found.click();
  await expect(page.getByRole('heading', { name: family!.familyName })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/check-in-taps-family-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Check in 3 children' }).click();
  await expect(page.getByTestId('name-tag')).toHaveCount(3);
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const checkIn = await counts();
  test.info().annotations.push({ type: 'check-in of three by name', description: `${checkIn.taps} taps + ${checkIn.keys} keys (typed “${query}”)` });
  expect(checkIn.taps).toBeLessThanOrEqual(IN_AIM.taps);
  expect(checkIn.keys).toBeLessThanOrEqual(IN_AIM.keys);
  const code = (await page.getByTestId('name-tag').first().getByLabel(/Pickup code/).textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{4}$/);
  await page.screenshot({ path: `${SHOTS}/check-in-taps-tags-375.png`, fullPage: true });

  // Out, at pickup time, on the receipt's code.
  await openStation(page);
  counts = await countInput(page);
  await page.keyboard.type(code.toLowerCase());
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`Pickup code ${code}`);
  await found.click();
  const dialog = page.getByRole('dialog', { name: `Check out from the ${family!.familyName}` });
  await expect(dialog.getByLabel('Pickup code from the guardian receipt')).toHaveValue(code);
  for (const child of family!.children) await expect(dialog.getByRole('checkbox', { name: child.name })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/check-in-taps-check-out-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Check out 3 children' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  await expect(page.getByRole('button', { name: '3 picked up' })).toBeDisabled();
  const checkOut = await counts();
  test.info().annotations.push({ type: 'check-out of three on the receipt’s code', description: `${checkOut.taps} taps + ${checkOut.keys} keys` });
  expect(checkOut.taps).toBeLessThanOrEqual(OUT_AIM.taps);
  expect(checkOut.keys).toBeLessThanOrEqual(OUT_AIM.keys);
  await expect(page.getByRole('textbox', { name: 'Find a family by name or pickup code' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/check-in-taps-done-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);

  for (const id of ids) {
    const records = (await (await page.request.get(`/api/v1/child/${id}/attendance`)).json()).records as { kind: string; verifiedBy: string }[];
    expect(records.at(-1)).toMatchObject({ kind: 'CHECK_OUT', verifiedBy: 'PICKUP_CODE' });
  }
});

test('at 1280 px: the search, a family with the parent’s alert line, and its check-out dialog', async ({ page }) => {
  await signInAt(page, 'staff@example.org', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const mitchell = (await stationFamilies(page)).find((f) => f.familyName === 'Mitchell family')!;
  const ids = mitchell.children.map((c) => c.childId);
  await notHereYet(page, ids);
  await openStation(page);
  await page.keyboard.type('Mitchell');
  await page.screenshot({ path: `${SHOTS}/check-in-found-1280.png`, fullPage: true });
  await page.getByRole('list', { name: 'Families found' }).getByRole('button').filter({ hasText: 'Lily Mitchell' }).click();
  // Staff without VIEW_SENSITIVE_INFO read the parent's alert line, not the medical information.
  const alerts = page.getByTestId('station-medical-alerts');
  await expect(alerts).toContainText(/Lily: Tree nut allergy/);
  await expect(alerts).not.toContainText('Allergic to tree nuts');
  await page.getByRole('button', { name: 'Check in 2 children' }).click();
  await expect(page.getByTestId('name-tag-alert')).toHaveCount(1);
  await expect(page.getByTestId('name-tag').filter({ hasText: 'Lily Mitchell' }).getByTestId('name-tag-alert')).toContainText('Tree nut allergy');
  await page.screenshot({ path: `${SHOTS}/check-in-name-tags-alert-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Done' }).click();
  await page.screenshot({ path: `${SHOTS}/check-in-family-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Check out 2 children' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check out from the Mitchell family' });
  await expect(dialog.getByLabel('Pickup code from the guardian receipt')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/check-in-check-out-1280.png`, fullPage: true });
  await dialog.getByRole('checkbox', { name: 'Lily Mitchell' }).uncheck();
  const code = (await graphql(page, '{ checkInStation { families { familyName children { name pickupCode } } } }')).checkInStation.families
    .find((f: { familyName: string }) => f.familyName === 'Mitchell family').children.find((c: { name: string }) => c.name === 'Ethan Mitchell').pickupCode as string;
  await dialog.getByLabel('Pickup code from the guardian receipt').fill(code);
  await dialog.getByRole('button', { name: 'Check out Ethan', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '1 checked in · 1 picked up' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/check-in-one-left-1280.png`, fullPage: true });
});

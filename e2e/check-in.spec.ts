// The check-in station in a real Chromium: the parent shows /qrcode; the station reads it through
// Chromium's fake camera, checks two children in, and prints name tags with the pickup code; an
// attendance page open elsewhere shows them present live (the time it took is reported with the test), and so does a rosters page (each
// child's row says "Checked in" with no reload); a wrong pickup code is refused
// and the right one accepted. Then offline: three check-ins wait in IndexedDB and sync exactly once.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeQrVideo } from './check-in-camera.ts';
import { arrivesLive, expect, test, waitsForHydration, xsrfHeader, signInAt } from './fixtures.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

async function graphqlAs(page: Page, query: string) {
  const res = await page.request.post('/graphql', { data: { query }, headers: await xsrfHeader(page.context()) });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A mutation whose refusal is expected sometimes (e.g. a child not checked in at all); returns the body. */
async function gqlMutation(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post('/graphql', { data: { query, variables }, headers: await xsrfHeader(page.context()) });
  return res.json();
}

let browser: Browser;
let station: BrowserContext;
let stationPage: Page;
const stationErrors: string[] = [];

// Generous: the shared CI machine is often slow; nothing here measures speed but the one-second live check.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await browser?.close();
});

test('a family code scanned by the camera checks two children in; name tags, live attendance, safe check-out', async ({ page, baseURL }) => {
  // The parent shows their code.
  const parentContext = await page.context().browser()!.newContext({ baseURL });
  const parentPage = waitsForHydration(await parentContext.newPage());
  await signInAt(parentPage, 'parent@example.org', '/qrcode');
  await expect(parentPage.getByRole('img', { name: /Check-in code for the/ })).toBeVisible({ timeout: 30_000 });
  const { familyCheckInCode } = await graphqlAs(parentPage, '{ familyCheckInCode { code familyName children } }');
  await parentContext.close();

  // The station's camera sees that code.
  const video = join(mkdtempSync(join(tmpdir(), 'vbs-qr-')), 'family-code.y4m');
  writeQrVideo(video, familyCheckInCode.code);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  station = await browser.newContext({ baseURL, permissions: ['camera'], viewport: { width: 1100, height: 900 } });
  stationPage = waitsForHydration(await station.newPage());
  stationPage.on('pageerror', (e) => stationErrors.push(e.message));
  stationPage.on('console', (m) => m.type() === 'error' && stationErrors.push(m.text()));

  // Someone else watches today's attendance.
  await signInAt(page, 'admin@example.org', '/dashboard/attendance');
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible({ timeout: 30_000 });
  const rosters = waitsForHydration(await page.context().newPage());
  await rosters.goto('/dashboard/rosters');
  await expect(rosters.getByRole('heading', { name: 'Student rosters', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The rosters page shows one group at a time; the family's children are found by name across every group.
  await rosters.getByLabel('Find a child in any group').fill((familyCheckInCode.children as string[])[0].split(' ').at(-1)!);
  const rosterRow = (name: string) => rosters.getByRole('list', { name: 'Children found' }).getByRole('listitem').filter({ hasText: name }).first();
  // The rosters show a child's latest record of the year, and the demo week left some checked in since
  // August: release these two first (an override), so the rosters start from "out".
  const { checkInStation } = await graphqlAs(page, '{ checkInStation { families { children { childId name } } } }');
  const idOf = new Map((checkInStation.families as { children: { childId: number; name: string }[] }[]).flatMap((f) => f.children.map((c) => [c.name, c.childId] as const)));
  for (const name of familyCheckInCode.children as string[]) {
    await gqlMutation(page, 'mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created } }', { input: { childId: idOf.get(name), overrideReason: 'Released before the check-in test' } });
  }

  await signInAt(stationPage, 'staff@example.org', '/dashboard/check-in');
  await expect(stationPage.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible({ timeout: 30_000 });
  await stationPage.getByRole('button', { name: 'Scan family code' }).click();
  await expect(stationPage.getByRole('heading', { name: familyCheckInCode.familyName })).toBeVisible({ timeout: 15_000 });
  const children = familyCheckInCode.children as string[];
  expect(children).toHaveLength(2);
  for (const name of children) {
    await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toContainText(/Absent|Picked up/);
    await expect(rosterRow(name)).toContainText(/Not checked in|Checked out/);
  }

  // Children picked up earlier today are not chosen for check-in by themselves: the station ticks them here.
  for (const name of children) await stationPage.getByRole('checkbox', { name: `Check in ${name}` }).check();
  await stationPage.getByRole('button', { name: 'Check in 2 children' }).click();
  const tags = stationPage.getByTestId('name-tag');
  await expect(tags).toHaveCount(2);
  const code = (await tags.first().getByLabel(/Pickup code/).textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{4}$/);
  await expect(tags.nth(1)).toContainText(code);
  await expect(stationPage.getByTestId('guardian-receipt')).toContainText(code);
  for (const name of children) await expect(tags.filter({ hasText: name })).toHaveCount(1);
  await stationPage.screenshot({ path: 'test-results/check-in-name-tags.png' });
  await stationPage.emulateMedia({ media: 'print' });
  await stationPage.screenshot({ path: 'test-results/check-in-name-tags-print.png' });
  await stationPage.emulateMedia({ media: 'screen' });

  // Live elsewhere, without a reload; how long it took is reported with the test (arrivesLive).
  await expect(stationPage.getByTestId('waiting-count')).toHaveText('All synced');
  await arrivesLive('check-in on the attendance page', async () => {
    for (const name of children) await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toContainText('Present');
  });
  for (const name of children) await expect(rosterRow(name)).toContainText('Checked in');

  // Check-out of the first child only (the family's check-out, the other unticked): a wrong code is refused,
  // the right one accepted.
  await stationPage.getByRole('button', { name: 'Done' }).click();
  const first = children[0].split(' ')[0];
  await stationPage.getByRole('button', { name: 'Check out 2 children' }).click();
  const dialog = stationPage.getByRole('dialog', { name: `Check out from the ${familyCheckInCode.familyName}` });
  await dialog.getByRole('checkbox', { name: children[1] }).uncheck();
  await dialog.getByLabel('Pickup code from the guardian receipt').fill(code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
  await dialog.getByRole('button', { name: `Check out ${first}`, exact: true }).click();
  await expect(dialog.getByText('This code does not match. Do not release the child.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Override and release/ })).toBeDisabled();
  await dialog.getByLabel('Pickup code from the guardian receipt').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: `Check out ${first}`, exact: true }).click();
  await expect(dialog).toBeHidden();
  // The family's button says where the family stands, not "Everyone is checked in".
  await expect(stationPage.getByRole('button', { name: '1 checked in · 1 picked up' })).toBeDisabled();
  await expect(stationPage.getByTestId('waiting-count')).toHaveText('All synced');
  await arrivesLive('check-out on the attendance page', () => expect(page.getByRole('row', { name: new RegExp(children[0]) }).first()).toContainText('Picked up'));
  await expect(page.getByRole('row', { name: new RegExp(children[1]) }).first()).toContainText('Present');
  await expect(rosterRow(children[0])).toContainText('Checked out');
  await expect(rosterRow(children[1])).toContainText('Checked in');
  await rosters.close();

  // Five wrong codes for the second child, sent straight to the REST door as a guesser would: the station's
  // right code is refused too, the check-out dialog says why, and a staff override still releases the child.
  const secondId = idOf.get(children[1]);
  for (let i = 0; i < 5; i++) {
    const guess = await stationPage.request.put(`/api/v1/child/${secondId}/checkout`, { data: { pickupCode: code === 'ZZZZ' ? 'YYYY' : 'ZZZZ' }, headers: await xsrfHeader(station) });
    expect(guess.status()).toBe(403);
  }
  const second = children[1].split(' ')[0];
  await stationPage.getByRole('button', { name: `Check out ${second}` }).click();
  const lockedDialog = stationPage.getByRole('dialog', { name: `Check out from the ${familyCheckInCode.familyName}` });
  await lockedDialog.getByLabel('Pickup code from the guardian receipt').fill(code);
  await lockedDialog.getByRole('button', { name: `Check out ${second}`, exact: true }).click();
  await expect(lockedDialog).toBeHidden();
  await expect(stationPage.getByText('Not recorded: please look at these')).toBeVisible();
  await stationPage.getByRole('button', { name: `Check out ${second}` }).click();
  await expect(lockedDialog.getByRole('alert').filter({ hasText: /Too many wrong codes for .+: a staff member must override with a reason\./ })).toBeVisible();
  await lockedDialog.getByLabel('Staff override: why release the child anyway?').fill('Mother is here with ID; receipt codes did not match');
  await lockedDialog.getByRole('button', { name: /^Override and release/ }).click();
  await expect(lockedDialog).toBeHidden();
  await expect(stationPage.getByTestId('waiting-count')).toHaveText('All synced');
  expect(stationErrors).toEqual([]);
});

test('offline: three check-ins wait in IndexedDB and are recorded exactly once when the network is back', async () => {
  const { checkInStation } = await graphqlAs(stationPage, '{ checkInStation { families { familyName children { childId name state } } } }');
  // Three children not here yet, from as few families as possible.
  const plan: { familyName: string; names: string[] }[] = [];
  let left = 3;
  for (const f of checkInStation.families as { familyName: string; children: { name: string; state: string }[] }[]) {
    if (left === 0) break;
    if (plan.some((p) => p.familyName === f.familyName) || f.children.some((c) => c.state !== 'NOT_HERE_YET')) continue;
    const names = f.children.slice(0, left).map((c) => c.name);
    plan.push({ familyName: f.familyName, names });
    left -= names.length;
  }
  expect(left).toBe(0);
  const ids = new Map<string, number>((checkInStation.families as { children: { childId: number; name: string }[] }[]).flatMap((f) => f.children.map((c) => [c.name, c.childId] as [string, number])));

  await station.setOffline(true);
  for (const { familyName, names } of plan) {
    await stationPage.getByLabel('Find a family by name').fill(familyName.replace(/ family$/, ''));
    await stationPage.getByRole('list', { name: 'Families found' }).getByRole('button').filter({ hasText: names[0] }).first().click();
    await expect(stationPage.getByRole('heading', { name: familyName })).toBeVisible();
    const boxes = stationPage.getByRole('checkbox', { name: /^Check in / });
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      const label = (await box.getAttribute('aria-label'))!.replace('Check in ', '');
      if ((await box.isChecked()) !== names.includes(label)) await box.click();
    }
    await stationPage.getByRole('button', { name: /^Check in / }).last().click();
    await expect(stationPage.getByTestId('name-tag')).toHaveCount(names.length);
    await stationPage.getByRole('button', { name: 'Done' }).click();
  }
  await expect(stationPage.getByTestId('waiting-count')).toHaveText('3 waiting to sync');
  await stationPage.screenshot({ path: 'test-results/check-in-offline.png' });

  await station.setOffline(false);
  await expect(stationPage.getByTestId('waiting-count')).toHaveText('All synced', { timeout: 15_000 });
  const today = new Date().toISOString().slice(0, 10);
  for (const name of plan.flatMap((p) => p.names)) {
    const res = await stationPage.request.get(`/api/v1/child/${ids.get(name)}/attendance`);
    const records = (await res.json()).records as { kind: string; recordedAt: string }[];
    const recent = records.filter((r) => Date.now() - new Date(r.recordedAt).getTime() < 10 * 60_000);
    expect(recent, `${name} (${today})`).toHaveLength(1);
    expect(recent[0].kind).toBe('CHECK_IN');
  }
  expect(stationErrors).toEqual([]);
});

test('a parent keeps pickup people on the profile and sees a first-aid report appear live', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, 'parent@example.org', '/dashboard/profile');
  const pickup = page.locator('[aria-labelledby="pickup-heading"]');
  await expect(pickup.getByText('Must NOT pick up', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(pickup.getByText('Dale Mitchell')).toBeVisible();
  await pickup.getByRole('button', { name: 'Add a person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a pickup person' });
  await dialog.getByLabel('Name').fill('Jo March');
  await dialog.getByLabel('Relationship to the children').fill('Aunt');
  await dialog.getByLabel('Phone').fill('(612) 555-0199');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(pickup.getByText('Jo March')).toBeVisible();

  const firstAid = page.locator('[aria-labelledby="first-aid-heading"]');
  await expect(firstAid.getByText('Tripped over a cone and scraped the left knee.').first()).toBeVisible();
  await expect(firstAid.getByRole('button', { name: 'Show earlier versions (1)' })).toBeVisible();

  await stationPage.goto('/dashboard/first-aid');
  await stationPage.getByRole('button', { name: 'New report' }).click();
  await stationPage.getByLabel(/^Child/).first().fill('Lily Mitch');
  await stationPage.getByRole('option', { name: 'Lily Mitchell' }).click();
  await stationPage.getByRole('textbox', { name: /^Where/ }).fill('Craft room');
  await stationPage.getByRole('textbox', { name: /^What happened/ }).fill('Pinched a finger in the cupboard door.');
  await stationPage.getByRole('textbox', { name: /^Treatment given/ }).fill('Cold pack for ten minutes.');
  await stationPage.getByRole('button', { name: 'Save and e-mail parents' }).click();
  await expect(stationPage.getByText('Report saved; the parents were e-mailed.')).toBeVisible();
  await expect(firstAid.getByText('Pinched a finger in the cupboard door.')).toBeVisible({ timeout: 5000 });
  expect(stationErrors).toEqual([]);
});

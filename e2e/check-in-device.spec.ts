// What the check-in station leaves on a shared tablet: its families (IndexedDB, for offline use) and its actions
// not sent yet. Logout wipes them (and any cached response holding family data); a different account signing in
// never finds the first account's families; actions that cannot be sent are named in a warning before logout
// discards them; a 401 seen by the page wipes the families at once and keeps the actions for the same account.
// Then the intern's station: closed (calmly) outside the program's days, names only in its list and on the
// device, one family's details when it is opened, check-in and check-out.
import type { Page, Route } from '@playwright/test';
import { expect, test, signInAt, graphql } from './fixtures.ts';

// The service worker is part of what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface StoredFamily { familyName: string; phone: string | null; pickupPeople: unknown[] | null }
interface Stored {
  snapshots: { accountId: number; families: StoredFamily[] }[];
  actions: { accountId: number; familyName: string }[];
  /** The faces kept for check-out offline (station-photos.ts). */
  photos: { accountId: number; url: string; bytes: number }[];
}

/** What the station's IndexedDB holds now (nothing when the database was never made). */
function stationStore(page: Page): Promise<Stored> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'vbs-check-in-station')) return { snapshots: [], actions: [], photos: [] };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vbs-check-in-station');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (store: string) =>
      new Promise<any[]>((resolve, reject) => {
        if (!db.objectStoreNames.contains(store)) return resolve([]);
        const read = db.transaction(store).objectStore(store).getAll();
        read.onsuccess = () => resolve(read.result);
        read.onerror = () => reject(read.error);
      });
    const snapshots = (await all('snapshots')).map((s) => ({ accountId: s.accountId, families: s.data.checkInStation.families }));
    const actions = (await all('actions')).map((a) => ({ accountId: a.accountId, familyName: a.familyName }));
    const photos = (await all('photos')).map((p) => ({ accountId: p.accountId, url: p.url, bytes: p.bytes }));
    db.close();
    return { snapshots, actions, photos };
  });
}

/** Cached responses of signed-in paths, or whose text names `familyName`, in every cache of the site. */
function cachedFamilyData(page: Page, familyName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const found: string[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        if (/^\/(graphql|api|dashboard)(\/|$)/.test(path)) found.push(path);
        else if (!path.startsWith('/assets/') && ((await (await cache.match(request))?.text()) ?? '').includes(name)) found.push(path);
      }
    }
    return found;
  }, familyName);
}

async function accountIdOf(page: Page): Promise<number> {
  return (await graphql(page, '{ viewer { account { databaseId } } }')).viewer.account.databaseId;
}

/** Families whose children are all not here yet today (for staff's eyes: a GraphQL read of the table). */
async function familiesNotHereYet(page: Page): Promise<{ familyName: string; parentId: number; children: { childId: number; name: string; firstName: string }[] }[]> {
  const { checkInStation } = await graphql(page, '{ checkInStation { families { parentId familyName children { childId name firstName state } } } }');
  return checkInStation.families.filter((f: { children: { state: string }[] }) => f.children.every((c) => c.state === 'NOT_HERE_YET'));
}

async function openStation(page: Page, email: string) {
  await signInAt(page, email, '/dashboard/check-in');
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Finds the family by name at the station and checks all its children in. */
async function checkInFamily(page: Page, family: { familyName: string; children: { name: string }[] }, { tags = true } = {}) {
  await page.getByLabel('Find a family by name').fill(family.familyName.replace(/ family$/, ''));
  await page.getByRole('list', { name: 'Families found' }).getByRole('button').filter({ hasText: family.children[0].name }).first().click();
  await expect(page.getByRole('heading', { name: family.familyName })).toBeVisible();
  await page.getByRole('button', { name: /^Check in / }).last().click();
  if (tags) await expect(page.getByTestId('name-tag')).toHaveCount(family.children.length);
}

/** The station's check-in mutations are held (a network that hangs); every other request goes through. */
const GRAPHQL = '**/graphql';
function holdCheckIns(held: Route[]) {
  return (route: Route) => {
    let childIds: unknown;
    try {
      childIds = route.request().postDataJSON()?.variables?.input?.childIds;
    } catch {
      childIds = undefined;
    }
    if (childIds) held.push(route);
    else void route.fallback();
  };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

const recentCheckIns = async (page: Page, childId: number) => {
  const res = await page.request.get(`/api/v1/child/${childId}/attendance`);
  return ((await res.json()).records as { kind: string; recordedAt: string }[]).filter((r) => r.kind === 'CHECK_IN' && Date.now() - Date.parse(r.recordedAt) < 10 * 60_000);
};

test('logout wipes the families and cached family data; the next account finds nothing of the first', async ({ page }) => {
  await openStation(page, 'staff@example.org');
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const staffId = await accountIdOf(page);
  await expect.poll(async () => (await stationStore(page)).snapshots.map((s) => [s.accountId, s.families.length > 20, s.families.some((f) => f.pickupPeople?.length)])).toEqual([[staffId, true, true]]);
  const familyName = (await stationStore(page)).snapshots[0].families[0].familyName;
  // The faces for check-out offline (the demo family's photos), this account's, within the bound.
  await expect.poll(async () => (await stationStore(page)).photos.length).toBeGreaterThan(0);
  const { photos } = await stationStore(page);
  expect(photos.every((p) => p.accountId === staffId && p.url.startsWith('/api/v1/photos/'))).toBe(true);
  expect(photos.reduce((n, p) => n + p.bytes, 0)).toBeLessThanOrEqual(8 * 1024 * 1024);
  // A cache holding an answer with family data (as a service worker's runtime cache would).
  await page.evaluate(async (name) => {
    const cache = await caches.open('vbs-station-answers');
    await cache.put('/graphql?op=stationDataQuery', new Response(JSON.stringify({ families: [{ familyName: name }] })));
  }, familyName);

  await logOut(page);
  await page.waitForURL((url) => url.pathname === '/');
  expect(await stationStore(page)).toEqual({ snapshots: [], actions: [], photos: [] });
  expect(await cachedFamilyData(page, familyName)).toEqual([]);

  await signInAt(page, 'admin@example.org', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect((await stationStore(page)).snapshots).toEqual([]);
  await page.goto('/dashboard/check-in');
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const adminId = await accountIdOf(page);
  await expect.poll(async () => (await stationStore(page)).snapshots.map((s) => s.accountId)).toEqual([adminId]);
  await expect.poll(async () => (await stationStore(page)).photos.length).toBeGreaterThan(0);
  expect((await stationStore(page)).photos.every((p) => p.accountId === adminId)).toBe(true);
});

test('another account signing in without a logout never reads the first account’s families', async ({ page }) => {
  await openStation(page, 'staff@example.org');
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const staffId = await accountIdOf(page);
  await expect.poll(async () => (await stationStore(page)).snapshots.map((s) => s.accountId)).toContain(staffId);
  await signInAt(page, 'admin@example.org', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await stationStore(page)).snapshots.filter((s) => s.accountId === staffId)).toEqual([]);
});

test('actions that cannot be sent are named before logout: stay signed in sends them later; discard loses them', async ({ page }) => {
  await openStation(page, 'staff@example.org');
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const [first, second] = await familiesNotHereYet(page);
  // The station's check-in calls get no answer (a network that hangs): they are held here.
  const held: Route[] = [];
  const hold = holdCheckIns(held);
  await page.route(GRAPHQL, hold);
  await checkInFamily(page, first);
  await page.getByRole('button', { name: 'Done' }).click();
  const n = first.children.length;
  await expect(page.getByTestId('waiting-count')).toHaveText(`${n} waiting to sync`);

  await logOut(page);
  const dialog = page.getByRole('dialog', { name: 'Check-ins not sent yet' });
  await expect(dialog.getByTestId('device-warning')).toHaveText(
    `${n} check-in${n === 1 ? '' : 's'} for the ${first.familyName} ${n === 1 ? 'has' : 'have'} not been sent yet: stay signed in until the station is back online, or discard them.`,
  );
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  // The family's check-in is one action: one mutation for all its children.
  expect((await stationStore(page)).actions).toHaveLength(1);
  // The network is back: the held call goes through (unroute lets it through, if it has not already), and the rest follow.
  await page.unroute(GRAPHQL, hold);
  for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced', { timeout: 20_000 });
  expect(await recentCheckIns(page, first.children[0].childId)).toHaveLength(1);

  await page.route(GRAPHQL, hold);
  await checkInFamily(page, second);
  await page.getByRole('button', { name: 'Done' }).click();
  await logOut(page);
  await dialog.getByRole('button', { name: 'Discard them and log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await stationStore(page)).toEqual({ snapshots: [], actions: [], photos: [] });
  await page.unroute(GRAPHQL, hold);
  for (const route of held.splice(0)) await route.abort().catch(() => undefined);
  await signInAt(page, 'staff@example.org', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await recentCheckIns(page, second.children[0].childId)).toEqual([]);
});

test('a 401 seen by the station wipes its families at once; the waiting check-in is sent when the same account signs in again', async ({ page, consoleErrors }) => {
  await openStation(page, 'staff@example.org');
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const staffId = await accountIdOf(page);
  const [family] = await familiesNotHereYet(page);
  // The session ends on the server (as when it expires or is ended elsewhere); the page learns it from a 401.
  await page.request.get('/logout', { headers: { Accept: 'application/json' } });
  // The station sends the check-in at once and meets the 401 (it may do so before the name tags show).
  await checkInFamily(page, family, { tags: false });
  const over = page.getByTestId('station-signed-out');
  await expect(over).toContainText(`for the ${family.familyName}`);
  await expect(over).toContainText('not been sent yet');
  await expect.poll(() => stationStore(page)).toEqual({ snapshots: [], actions: [{ accountId: staffId, familyName: family.familyName }], photos: [] });
  // The mutation's answer says UNAUTHENTICATED; Chromium logs an error only for the page's other requests that
  // meet the ended session until the page is left, if any (a 401 each, a child's photo say, and the live stream's
  // reconnects, refused with a 400 while no session holds them; on a busy machine they come late): those, and
  // nothing else, are expected. The page is left first, so none can come after they are set aside.
  await page.goto('about:blank');
  const endedSession = (e: string) => /status of 401 /.test(e) || /status of 400 .*\/graphql\/stream\)$/.test(e);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !endedSession(e)));

  await openStation(page, 'staff@example.org');
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced', { timeout: 20_000 });
  await expect.poll(async () => (await stationStore(page)).actions).toEqual([]);
  expect(await recentCheckIns(page, family.children[0].childId)).toHaveLength(1);
});

test('a session cookie the browser dropped while offline: the families are wiped and the waiting check-in is sent when the same account signs in again', async ({ page, context, consoleErrors }) => {
  await openStation(page, 'staff@example.org');
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const staffId = await accountIdOf(page);
  const [family] = await familiesNotHereYet(page);
  // A station works offline once the service worker has cached the app (it says so in a toast).
  await expect(page.getByRole('status').filter({ hasText: 'App ready to work offline' })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await checkInFamily(page, family);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('waiting-count')).toHaveText(`${family.children.length} waiting to sync`);
  // The browser drops the expired session cookie (the server never hears of it); the anti-forgery cookie stays,
  // bound to the session that is gone.
  await context.clearCookies({ name: 'vbs_session' });
  expect((await context.cookies()).map((c) => c.name)).toContain('XSRF-TOKEN');
  await context.setOffline(false);

  const over = page.getByTestId('station-signed-out');
  await expect(over).toContainText(`for the ${family.familyName}`, { timeout: 20_000 });
  await expect(over).toContainText('not been sent yet');
  await expect.poll(() => stationStore(page)).toEqual({ snapshots: [], actions: [{ accountId: staffId, familyName: family.familyName }], photos: [] });
  // Chromium logs the refusals this test provokes (the stale token's 403, then the 401); those, and nothing else, are expected.
  const expected = consoleErrors.filter((e) => /status of 40[13] /.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));

  await openStation(page, 'staff@example.org');
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced', { timeout: 20_000 });
  await expect.poll(async () => (await stationStore(page)).actions).toEqual([]);
  expect(await recentCheckIns(page, family.children[0].childId)).toHaveLength(1);
});

test('an intern: closed calmly outside the program’s days; on a program day, names only on the device and one family’s details when opened', async ({ page, browser, baseURL }) => {
  await openStation(page, 'intern@example.org');
  await expect(page.getByText('The check-in table is closed today')).toBeVisible();
  await expect(page.getByText(/opens for interns on the program’s days \(Aug 11–15, 2025\)/)).toBeVisible();
  expect((await stationStore(page)).snapshots).toEqual([]);

  // An administrator makes today a program day (and takes it away again at the end).
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await adminPage.goto('/oauth2/authorization/dev?email=admin%40example.org&redirect=%2Fhelp');
  const { schedule, currentEdition } = await graphql(adminPage, '{ schedule(year: 2025) { id } currentEdition { timeZone } }');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: currentEdition.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const { addScheduleDay } = await graphql(adminPage, 'mutation($s: ID!, $d: Date!) { addScheduleDay(scheduleId: $s, date: $d) { id } }', { s: schedule.id, d: today });
  try {
    const [family] = await familiesNotHereYet(adminPage);
    await page.reload();
    await expect(page.getByTestId('waiting-count')).toHaveText('All synced', { timeout: 30_000 });
    const internId = await accountIdOf(page);
    await expect.poll(async () => (await stationStore(page)).snapshots.map((s) => s.accountId)).toEqual([internId]);
    const [stored] = (await stationStore(page)).snapshots;
    expect(stored.families.length).toBeGreaterThan(20);
    expect(stored.families.every((f) => f.phone === null && f.pickupPeople === null)).toBe(true);

    await checkInFamily(page, family);
    const code = (await page.getByTestId('name-tag').first().getByLabel(/Pickup code/).textContent())!.trim();
    await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
    await page.getByRole('button', { name: 'Done' }).click();
    // The family's check-out: its button calls one child by the name they go by; the dialog names each child in
    // full (SPEC §3), every one checked in chosen.
    const going = family.children.length === 1 ? family.children[0].firstName : `${family.children.length} children`;
    await page.getByRole('button', { name: `Check out ${going}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Check out from the ${family.familyName}` });
    await expect(dialog.getByText('May pick up')).toBeVisible();
    for (const child of family.children) await expect(dialog.getByRole('checkbox', { name: child.name })).toBeChecked();
    await dialog.getByLabel('Pickup code from the guardian receipt').fill(code);
    await dialog.getByRole('button', { name: `Check out ${going}`, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
    // The details read for the family on screen were never written to the device.
    expect((await stationStore(page)).snapshots[0].families.every((f) => f.pickupPeople === null)).toBe(true);
  } finally {
    await graphql(adminPage, 'mutation($d: ID!) { deleteScheduleDay(dayId: $d) { __typename } }', { d: addScheduleDay.id });
    await admin.close();
  }
});

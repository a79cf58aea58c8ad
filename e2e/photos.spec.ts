// Faces at pickup in a real Chromium: a parent, on a 375 px phone, adds a photo of a child and of a pickup
// person from the profile (the phone's file chooser, a preview, then save); a staff member checks that child
// out at the station and sees the child's photo beside the pickup people's, and the images really load (they
// are served only to those allowed to see them), also with the network gone (the station keeps the faces on the
// device). Screenshots of both screens; axe on both.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, graphql, seriousAxeFindings, signInAt, test, waitsForHydration } from './fixtures.ts';

// The service worker is part of what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const SHOTS = 'test-results/screenshots';
const PICKUP_NAME = 'Grandma Photo';

test.describe.configure({ timeout: 180_000 });

/** A camera-like JPEG (made here, no image files from elsewhere): a coloured face-sized square. */
const cameraPicture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r, g, b } } })
    .composite([{ input: Buffer.from('<svg width="1200" height="1600"><circle cx="600" cy="700" r="420" fill="#f2c9a0"/></svg>') }])
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 58/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '93/1 15/1 4321/100' } })
    .toBuffer();

/** Chooses `picture` through the button's file chooser (as a phone's gallery would), then saves it from the preview. */
async function addPhoto(page: Page, button: ReturnType<Page['getByRole']>, picture: Buffer, whose: string) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: picture });
  const preview = page.getByRole('dialog', { name: `Photo of ${whose}` });
  await expect(preview.getByRole('img', { name: `New photo of ${whose}` })).toBeVisible();
  await preview.getByRole('button', { name: 'Save photo' }).click();
  await expect(preview).toBeHidden({ timeout: 30_000 });
}

/** The addresses of the photos the check-in station keeps on the device (IndexedDB, station-photos.ts). */
const keptPhotoUrls = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'vbs-check-in-station')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vbs-check-in-station');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('photos')) return (db.close(), []);
    const rows = await new Promise<{ url: string }[]>((resolve, reject) => {
      const read = db.transaction('photos').objectStore('photos').getAll();
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    return rows.map((r) => r.url);
  });

/** Whether an image has really loaded (the authorized route answered it with a picture). */
const loaded = (image: ReturnType<Page['getByRole']>) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a parent adds a child’s and a pickup person’s photo on a phone; staff see both at check-out', async ({ page, browser, baseURL }) => {
  // The parent, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  waitsForHydration(page);
  await signInAt(page, 'parent@example.org', '/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible({ timeout: 30_000 });
  const { myPickupPeople } = await graphql(page, '{ myPickupPeople { databaseId name } }');
  for (const p of myPickupPeople as { databaseId: number; name: string }[]) {
    if (p.name === PICKUP_NAME) await graphql(page, 'mutation($id: Int!) { deletePickupPerson(id: $id) { databaseId } }', { id: p.databaseId });
  }
  await graphql(page, `mutation { savePickupPerson(input: { name: "${PICKUP_NAME}", relationship: "Grandmother", phone: "6125550177", mayPickUp: true }) { databaseId } }`);
  const { viewer } = await graphql(page, '{ viewer { parentIdentity { children { databaseId firstName preferredName lastName currentRegistration { status } } } } }');
  const child = (viewer.parentIdentity.children as { databaseId: number; firstName: string; preferredName: string | null; lastName: string; currentRegistration: { status: string } | null }[]).find(
    (c) => c.currentRegistration?.status === 'APPROVED',
  )!;
  const called = child.preferredName || child.firstName;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pickup people' })).toBeVisible({ timeout: 30_000 });

  await addPhoto(page, page.getByRole('button', { name: `Choose a photo of ${called}` }), await cameraPicture(60, 120, 200), called);
  await expect(page.getByRole('img', { name: `Photo of ${called}` })).toBeVisible();
  await addPhoto(page, page.getByRole('button', { name: `Choose a photo of ${PICKUP_NAME}` }), await cameraPicture(200, 90, 60), PICKUP_NAME);
  const pickupOnProfile = page.getByRole('img', { name: `Photo of ${PICKUP_NAME}` });
  await expect(pickupOnProfile).toBeVisible();
  await expect.poll(() => loaded(pickupOnProfile)).toBe(true);
  // The taking-a-photo button opens the camera on a phone (capture), choosing does not.
  await expect(page.locator('input[type=file][capture="environment"][accept="image/*"]').first()).toBeAttached();
  await page.getByRole('img', { name: `Photo of ${PICKUP_NAME}` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/photos-profile-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
  // What the server kept has no location in it.
  const { viewer: after } = await graphql(page, '{ viewer { parentIdentity { children { databaseId photoUrl } } } }');
  const childPhotoUrl = (after.parentIdentity.children as { databaseId: number; photoUrl: string | null }[]).find((c) => c.databaseId === child.databaseId)!.photoUrl!;
  const kept = await page.request.get(childPhotoUrl);
  expect(kept.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await kept.body()).metadata()).exif).toBeUndefined();

  // The child is checked in (as staff, through the API), released first if the demo week left them in.
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1100, height: 900 } });
  const station = waitsForHydration(await staffContext.newPage());
  await signInAt(station, 'staff@example.org', '/dashboard/check-in');
  await expect(station.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible({ timeout: 30_000 });
  await station.request.post('/graphql', {
    data: { query: 'mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created } }', variables: { input: { childId: child.databaseId, overrideReason: 'Released before the photos test' } } },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent((await staffContext.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value) },
  });
  const { checkInChildren } = await graphql(station, 'mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { record { pickupCode } } }', { input: { childIds: [child.databaseId] } });
  const code = checkInChildren[0].record.pickupCode as string;

  // At the station: the receipt's code finds the family and opens the check-out.
  await station.reload();
  await expect(station.getByTestId('waiting-count')).toHaveText('All synced', { timeout: 30_000 });
  // The station keeps the family's faces on the device with the families; the network then drops, and
  // check-out still shows them, from the device's copy.
  await expect.poll(() => keptPhotoUrls(station)).toEqual(expect.arrayContaining([childPhotoUrl]));
  await staffContext.setOffline(true);
  {
    const search = station.getByRole('textbox', { name: 'Find a family by name or pickup code' });
    await search.fill(code.toLowerCase());
    await station.getByRole('list', { name: 'Families found' }).getByRole('button').click();
    const offline = station.getByRole('dialog', { name: /^Check out from the / });
    const face = offline.getByRole('img', { name: new RegExp(`^Photo of ${called}\\b`) });
    await expect(face).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => loaded(face)).toBe(true);
    await expect.poll(() => loaded(offline.getByRole('img', { name: `Photo of ${PICKUP_NAME}` }))).toBe(true);
    await station.screenshot({ path: `${SHOTS}/photos-check-out-offline-1100.png`, fullPage: true });
    await offline.getByRole('button', { name: 'Close' }).first().click();
    await expect(offline).toBeHidden();
    await search.fill('');
  }
  await staffContext.setOffline(false);
  const search = station.getByRole('textbox', { name: 'Find a family by name or pickup code' });
  await search.fill(code.toLowerCase());
  const found = station.getByRole('list', { name: 'Families found' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await found.click();
  const dialog = station.getByRole('dialog', { name: /^Check out from the / });
  await expect(dialog).toBeVisible();
  const childPhoto = dialog.getByRole('img', { name: new RegExp(`^Photo of ${called}\\b`) });
  const pickupPhoto = dialog.getByRole('img', { name: `Photo of ${PICKUP_NAME}` });
  await expect(childPhoto).toBeVisible();
  await expect(pickupPhoto).toBeVisible();
  await expect.poll(() => loaded(childPhoto)).toBe(true);
  await expect.poll(() => loaded(pickupPhoto)).toBe(true);
  await expect(dialog.getByRole('checkbox', { name: new RegExp(called) })).toBeChecked();
  await station.screenshot({ path: `${SHOTS}/photos-check-out-1100.png`, fullPage: true });
  expect(await seriousAxeFindings(station)).toEqual([]);
  await dialog.getByRole('button', { name: new RegExp(`^Check out ${called}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(station.getByTestId('waiting-count')).toHaveText('All synced');

  // Another parent's browser gets nothing from the same address.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInAt(otherPage, 'parent2@example.org', '/dashboard');
  expect((await otherPage.request.get(childPhotoUrl)).status()).toBe(404);
  await other.close();
  await staffContext.close();
});

// The self check-in kiosk in a real Chromium at 768 px portrait. An administrator adds a Zebra printer that is
// a TCP listener this test starts, and sets a kiosk up on the settings page; the kiosk device opens the link it
// shows once. A family of three checks in from its family code read by the (fake) camera — the time from the
// first touch to the thank-you screen is reported with the test —, another family by typing its phone number;
// the listener receives each family's name tags and one guardian receipt as ZPL, and the kiosk starts over.
// Routed to a printer that is down, the kiosk still checks the family in and offers "Print in browser instead".
import { chromium, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeQrVideo } from './check-in-camera.ts';
import { expect, graphql, seriousAxeFindings, signInAt, test, waitsForHydration, xsrfHeader } from './fixtures.ts';
import { checkInCodeSecret, signCheckInCode } from '../server/src/domains/people/check-in-code.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

type StationFamily = { parentId: number; phone: string | null; children: { childId: number; name: string; firstName: string; state: string }[] };

let listener: Server;
let port: number;
const jobs: string[] = [];
let browser: Browser | undefined;

test.beforeAll(async () => {
  listener = createServer((socket) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => jobs.push(data));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
test.afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => listener.close(resolve));
});

/** The field data of a ZPL job, ^FH escapes read back as UTF-8. */
function fieldsOf(job: string): string[] {
  return [...job.matchAll(/\^FH\^FD(.*?)\^FS/g)].map((m) => {
    const bytes: number[] = [];
    for (let i = 0; i < m[1].length; i++) {
      if (m[1][i] === '_') {
        bytes.push(parseInt(m[1].slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(m[1].charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  });
}

async function tapPhone(kiosk: Page, phone: string) {
  for (const digit of phone) await kiosk.getByRole('button', { name: digit, exact: true }).click();
}

test('an administrator sets a kiosk up; families check themselves in by code and by phone; labels reach the printer', async ({ page, baseURL }) => {
  // Families of the demo edition, as the check-in table lists them, with nobody checked in today.
  await signInAt(waitsForHydration(page), 'admin@example.org', '/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'VBS settings', level: 1 })).toBeVisible({ timeout: 30_000 });
  const { checkInStation } = await graphql(page, '{ checkInStation { families { parentId phone children { childId name firstName state } } } }');
  const families = checkInStation.families as StationFamily[];
  const phones = new Map<string, number>();
  for (const f of families) if (f.phone) phones.set(f.phone, (phones.get(f.phone) ?? 0) + 1);
  const ownPhone = (f: StationFamily) => !!f.phone && f.phone.length === 10 && phones.get(f.phone) === 1;
  const three = families.find((f) => f.children.length === 3 && ownPhone(f))!;
  const [byPhone, printerDown] = families.filter((f) => f !== three && ownPhone(f) && f.children.length <= 3).slice(0, 2);
  expect(three && byPhone && printerDown).toBeTruthy();
  for (const f of [three, byPhone, printerDown]) {
    for (const c of f.children) {
      if (c.state !== 'CHECKED_IN') continue;
      await page.request.post('/graphql', {
        data: { query: 'mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created } }', variables: { input: { childId: c.childId, overrideReason: 'Released before the kiosk test' } } },
        headers: await xsrfHeader(page.context()),
      });
    }
  }

  // The demo's printers and kiosk entry are on the settings page (server/src/seed/printers.ts).
  await expect(page.getByRole('list', { name: 'Label printers' })).toContainText('Check-in table (browser)');
  await expect(page.getByRole('list', { name: 'Label printers' })).toContainText('Welcome table Zebra');
  await expect(page.getByRole('list', { name: 'Kiosks' })).toContainText('Kiosk by the front door');
  await page.screenshot({ path: 'test-results/screenshots/settings-demo-printers-kiosk.png', fullPage: true });

  // The printer and the kiosk, from the settings page.
  const printers = page.getByRole('form', { name: 'Add a label printer' });
  await printers.getByLabel('Printer name').fill('Lobby Zebra');
  await printers.getByLabel('Address').fill('127.0.0.1');
  await printers.getByLabel('Port').fill(String(port));
  await printers.getByLabel('Label size (inches)').selectOption('4x2');
  await printers.getByRole('button', { name: 'Add printer' }).click();
  await expect(page.getByRole('list', { name: 'Label printers' })).toContainText(`Lobby Zebra`);
  const kiosks = page.getByRole('form', { name: 'Set up a kiosk' });
  await kiosks.getByLabel('Kiosk name').fill('Lobby kiosk');
  await kiosks.getByLabel('Prints on').selectOption({ label: 'Lobby Zebra' });
  await kiosks.getByRole('button', { name: 'Set up kiosk' }).click();
  const link = (await page.getByTestId('kiosk-link').textContent())!;
  expect(link).toMatch(/\/kiosk#token=vbsk_/);
  await expect(page.getByRole('img', { name: 'Kiosk link for Lobby kiosk' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/kiosk-settings.png', fullPage: true });

  // The kiosk device: a tablet in portrait whose camera sees the first family's code.
  const video = join(mkdtempSync(join(tmpdir(), 'vbs-kiosk-qr-')), 'family-code.y4m');
  writeQrVideo(video, signCheckInCode(checkInCodeSecret(false, {}), { parentId: three.parentId, year: 2025 }));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`] });
  const device = await browser.newContext({ baseURL, permissions: ['camera'], viewport: { width: 768, height: 1024 }, hasTouch: true });
  const kiosk = waitsForHydration(await device.newPage());
  await kiosk.goto(link);
  await expect(kiosk.getByRole('button', { name: 'Scan my family code' })).toBeVisible({ timeout: 30_000 });
  expect(new URL(kiosk.url()).hash).toBe('');
  expect((await device.cookies()).find((c) => c.name === 'vbs-kiosk')).toMatchObject({ httpOnly: true, path: '/api/v1/kiosk' });
  expect(await seriousAxeFindings(kiosk)).toEqual([]);
  const scanButton = await kiosk.getByRole('button', { name: 'Scan my family code' }).boundingBox();
  expect(scanButton!.height).toBeGreaterThanOrEqual(72);

  // A family of three, from the first touch to the thank-you screen.
  jobs.length = 0;
  const started = Date.now();
  await kiosk.getByRole('button', { name: 'Scan my family code' }).click();
  await expect(kiosk.getByRole('heading', { name: /Who is here today/ })).toBeVisible({ timeout: 30_000 });
  for (const c of three.children) await expect(kiosk.getByRole('checkbox', { name: new RegExp(`^${c.firstName} `) })).toBeChecked();
  await kiosk.screenshot({ path: 'test-results/kiosk-family.png' });
  await kiosk.getByRole('button', { name: 'Check in 3 children' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Thank you! You are checked in.' })).toBeVisible({ timeout: 30_000 });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'kiosk family of three, first touch to done', description: `${seconds.toFixed(1)} s` });
  console.log(`Kiosk: a family of three checked in from a scanned code in ${seconds.toFixed(1)} s (first touch to the thank-you screen).`);
  const code = (await kiosk.getByTestId('kiosk-pickup-code').textContent())!.trim();
  await kiosk.screenshot({ path: 'test-results/kiosk-done.png' });

  // The printer got three name tags and one receipt, with the code.
  await expect.poll(() => jobs.length, { timeout: 15_000 }).toBe(1);
  const fields = fieldsOf(jobs[0]);
  expect(jobs[0].match(/\^XA/g)).toHaveLength(4);
  expect(jobs[0]).toContain('^PW812\n^LL406');
  for (const c of three.children) expect(fields).toContain(c.name);
  expect(fields.filter((f) => f === `Pickup code ${code}`)).toHaveLength(4);
  expect(fields.filter((f) => f.startsWith('Guardian receipt'))).toHaveLength(1);

  // The kiosk starts over by itself.
  await expect(kiosk.getByRole('button', { name: 'Scan my family code' })).toBeVisible({ timeout: 30_000 });

  // Another family, by phone number on the keypad.
  jobs.length = 0;
  await kiosk.getByRole('button', { name: 'Type my phone number' }).click();
  await tapPhone(kiosk, byPhone.phone!);
  await kiosk.getByRole('button', { name: 'Find my family' }).click();
  await expect(kiosk.getByRole('heading', { name: /Who is here today/ })).toBeVisible({ timeout: 30_000 });
  const n = byPhone.children.length;
  await kiosk.getByRole('button', { name: n === 1 ? 'Check in 1 child' : `Check in ${n} children` }).click();
  await expect(kiosk.getByRole('heading', { name: 'Thank you! You are checked in.' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => jobs.length, { timeout: 15_000 }).toBe(1);
  expect(jobs[0].match(/\^XA/g)).toHaveLength(n + 1);
  for (const c of byPhone.children) expect(fieldsOf(jobs[0])).toContain(c.name);
  await kiosk.getByRole('button', { name: 'Done' }).click();

  // Routed to a printer that is down: the family is checked in, the labels print from the browser.
  const down = await graphql(page, `mutation { createLabelPrinter(input: { name: "Unplugged", kind: ZEBRA_ZPL, host: "127.0.0.1", port: 1, labelSize: "2x1" }) { databaseId } }`);
  const { kiosks: list } = await graphql(page, '{ kiosks { databaseId name revokedAt } }');
  const lobby = (list as { databaseId: number; name: string; revokedAt: string | null }[]).find((k) => k.name === 'Lobby kiosk' && !k.revokedAt)!;
  await graphql(page, `mutation { routeKiosk(input: { kioskId: ${lobby.databaseId}, printerId: ${down.createLabelPrinter.databaseId} }) { printerName } }`);
  await kiosk.getByRole('button', { name: 'Type my phone number' }).click();
  await tapPhone(kiosk, printerDown.phone!);
  await kiosk.getByRole('button', { name: 'Find my family' }).click();
  const m = printerDown.children.length;
  await kiosk.getByRole('button', { name: m === 1 ? 'Check in 1 child' : `Check in ${m} children` }).click();
  await expect(kiosk.getByText('The labels did not print', { exact: true })).toBeVisible({ timeout: 30_000 });
  await kiosk.getByRole('button', { name: 'Print in browser instead' }).click();
  await expect(kiosk.getByTestId('name-tag')).toHaveCount(m);
  await kiosk.screenshot({ path: 'test-results/kiosk-print-in-browser.png' });
  const { checkInStation: after } = await graphql(page, '{ checkInStation { families { parentId children { state } } } }');
  for (const f of [three, byPhone, printerDown]) {
    expect((after.families as { parentId: number; children: { state: string }[] }[]).find((x) => x.parentId === f.parentId)!.children.every((c) => c.state === 'CHECKED_IN')).toBe(true);
  }
  await device.close();
});

// Texts from the check-in table in a real browser, through a local Twilio-shaped server (server/test/twilio.ts)
// and a server of this test's own configured for it: a staff member (no permissions) opens a checked-in
// child's family, texts the parents with the "room" template, the provider receives it at the parent's number,
// a signed reply from that number shows under the family live; then the emergency broadcast with its two
// confirmations reaches the same number. Screenshots at 375 px and 1280 px; axe finds nothing serious.
import type { Page } from '@playwright/test';
import { startTwilio, twilioEnv } from '../server/test/twilio.ts';
import { expect, seriousAxeFindings, test, xsrfHeader } from './fixtures.ts';
import { freePort, startServer, stopServer, waitForHealth } from './second-server.ts';

const SHOTS = 'test-results/screenshots';
/** Sarah Mitchell's phone in the demo data, as texts are addressed. */
const SARAH = '+16125550147';

test.describe.configure({ timeout: 240_000 });

const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  expect(await seriousAxeFindings(page)).toEqual([]);
};

test('a staff member texts a checked-in child’s parents from the station, sees the reply live, and sends the emergency broadcast', async ({ page }) => {
  const twilio = await startTwilio({ callbackStatuses: [] });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startServer(port, { ...twilioEnv(twilio), PUBLIC_URL: base });
  try {
    await waitForHealth(port);
    await page.goto(`${base}/oauth2/authorization/dev?email=${encodeURIComponent('staff@example.org')}&redirect=${encodeURIComponent('/dashboard')}`);
    // Lily is checked in (as another station would), so her family's panel offers the text.
    const headers = await xsrfHeader(page.context());
    const { children } = (await (await page.request.get(`${base}/api/v1/child`)).json()) as { children: { id: number; firstName: string; lastName: string }[] };
    const lily = children.find((c) => c.firstName === 'Lily' && c.lastName === 'Mitchell')!;
    expect((await page.request.put(`${base}/api/v1/child/${lily.id}/checkin`, { headers, data: {} })).status()).toBe(200);

    await page.goto(`${base}/dashboard/check-in`);
    await page.locator('#root[data-hydrated]').waitFor();
    await page.getByLabel('Find a family by name').fill('Mitchell');
    await page.getByRole('list', { name: 'Families found' }).getByRole('button').filter({ hasText: 'Lily Mitchell' }).first().click();
    await expect(page.getByRole('heading', { name: 'Mitchell family' })).toBeVisible();
    await expect(page.getByText('No texts to this family today.')).toBeVisible();

    await page.getByRole('button', { name: /^Text Lily.*parents$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Please come to room ….' }).check();
    await dialog.getByRole('textbox', { name: 'Room' }).fill('12');
    await expect(dialog).toContainText('“Please come to room 12.”');
    await dialog.getByRole('button', { name: 'Send text' }).click();
    await expect(page.getByText(/^Text sent to Lily/)).toBeVisible();
    await expect.poll(() => twilio.messages.filter((m) => m.to === SARAH && m.body === 'Please come to room 12.').length, { timeout: 30_000 }).toBe(1);
    const texts = page.getByTestId('station-texts');
    await expect(texts).toContainText('Please come to room 12.');

    // Sarah answers from her phone: Twilio's signed webhook, and the station shows it without a reload.
    expect((await twilio.inbound(`${base}/hooks/twilio/inbound`, SARAH, 'On my way to room 12')).status).toBe(200);
    await expect(texts).toContainText('Reply from Sarah Mitchell', { timeout: 15_000 });
    await expect(texts).toContainText('On my way to room 12');
    await shoot(page, 'station-texts');

    // The emergency broadcast: review, then type the number of families it reaches.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Emergency broadcast' }).click();
    await expect(page.getByRole('heading', { name: 'Emergency broadcast', level: 1 })).toBeVisible();
    const reach = page.getByText(/It goes at once/);
    await expect(reach).toContainText(/— \d+ famil/);
    const families = Number((await reach.textContent())!.match(/— (\d+) famil/)![1]);
    expect(families).toBeGreaterThanOrEqual(1);
    await page.getByRole('textbox', { name: 'Text message' }).fill('Storm: pickup moves to the gym.');
    await page.getByRole('textbox', { name: 'E-mail subject' }).fill('Storm: pickup in the gym');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('Because of the storm, pickup moves to the gym today.');
    await page.getByRole('button', { name: 'Review broadcast' }).click();
    const send = page.getByRole('button', { name: /^Send to \d+ famil/ });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: /^Type \d+, the number of families/ }).fill(String(families + 1));
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: /^Type \d+, the number of families/ }).fill(String(families));
    await shoot(page, 'station-broadcast');
    await send.click();
    await expect(page.getByText(/^Broadcast sent to \d+ famil/)).toBeVisible();
    await expect.poll(() => twilio.messages.filter((m) => m.to === SARAH && m.body === 'Storm: pickup moves to the gym.').length, { timeout: 30_000 }).toBe(1);
  } finally {
    stopServer(server);
    await twilio.close();
  }
});

test('a parent turns check-in and pickup receipts off on their profile, and back on', async ({ page }) => {
  await page.goto(`/oauth2/authorization/dev?email=${encodeURIComponent('parent@example.org')}&redirect=${encodeURIComponent('/dashboard/profile')}`);
  await page.locator('#root[data-hydrated]').waitFor();
  const receipts = page.getByRole('switch', { name: 'Check-in and pickup receipts' });
  await expect(receipts).toBeChecked();
  await receipts.click();
  await expect(page.getByText('No more check-in and pickup receipts.')).toBeVisible();
  expect((await (await page.request.get('/api/v1/me/receipts')).json()).receipts).toBe(false);
  // Left as found: receipts on.
  await receipts.click();
  await expect(page.getByText('You will receive check-in and pickup receipts.')).toBeVisible();
  expect((await (await page.request.get('/api/v1/me/receipts')).json()).receipts).toBe(true);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

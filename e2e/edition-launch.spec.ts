// An admin launches next year's edition from the settings page: opening registration on the demo edition,
// whose week is over, asks first; the launch dialog guesses days still ahead, names an empty theme and a first
// day in the past in Mantine's words (no browser bubble), asks for confirmation in the page (no
// window.confirm), and the new edition becomes current with registration opening on the chosen day.
// It runs on a server of its own: launching changes the current edition for every later spec.
import { expect, seriousAxeFindings, test, waitForSettledUi } from './fixtures.ts';
import { freePort, startServer, stopServer, waitForHealth } from './second-server.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/edition-launch';
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('an admin launches next year’s edition: days ahead, checked in the page, confirmed in a dialog', async ({ page }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const server = startServer(port, {});
  // No browser dialog may appear anywhere in the flow.
  page.on('dialog', (dialog) => {
    throw new Error(`a browser dialog appeared: ${dialog.message()}`);
  });
  try {
    await waitForHealth(port);
    const base = `http://localhost:${port}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/oauth2/authorization/dev?email=admin%40example.org&redirect=%2Fdashboard%2Fsettings`);
    await expect(page.getByRole('heading', { name: 'VBS settings', level: 1 })).toBeVisible({ timeout: 30_000 });

    // The demo edition's week is over: opening registration asks first, and Cancel leaves it closed.
    const registration = page.getByRole('switch', { name: /General registration open/ });
    await expect(registration).not.toBeChecked();
    await registration.focus();
    await page.keyboard.press('Space');
    const ask = page.getByRole('dialog', { name: 'Open general registration for a week that is over?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByText(/Egyptian Expedition 2025 ended on .*launch next year’s edition instead/)).toBeVisible();
    await ask.locator('button', { hasText: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(registration).not.toBeChecked();

    await page.getByRole('button', { name: 'Launch next year’s edition…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Launch next year’s edition' });
    await expect(dialog).toBeVisible();
    const today = ymd(new Date());
    const firstDay = dialog.getByLabel('First day and opening time', { exact: true });
    const guessed = await firstDay.inputValue();
    expect(guessed.slice(0, 10) > today, `first day ${guessed} is after ${today}`).toBe(true);
    expect(guessed.slice(11)).toBe('09:00');
    const year = Number(guessed.slice(0, 4));
    await expect(dialog.getByLabel('Year', { exact: true })).toHaveValue(String(year));
    expect((await dialog.getByLabel('Last day', { exact: true }).inputValue()) >= guessed.slice(0, 10)).toBe(true);
    await waitForSettledUi(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/launch-dialog-1280.png` });

    // An empty theme and a first day already past: named beside their fields by the page, nothing sent.
    await firstDay.fill(`${year - 2}-08-09T09:00`);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('Enter the theme’s name.')).toBeVisible();
    await expect(dialog.getByLabel('Theme', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(/The first day (cannot be in the past|must be in the edition’s year)\./)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await waitForSettledUi(page);
    await page.screenshot({ path: `${SHOTS}/launch-dialog-errors-375.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    await firstDay.fill(guessed);
    await dialog.getByLabel('Theme', { exact: true }).fill('Kingdom Quest');
    await dialog.getByRole('button', { name: 'Review' }).click();

    // The confirmation is the page's own dialog, saying what will happen.
    const confirm = page.getByRole('dialog', { name: `Launch ${year}?` });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText(`${year} Kingdom Quest becomes the current edition for everyone.`, { exact: false })).toBeVisible();
    await expect(confirm.getByText(/^Registration opens /)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/launch-confirm-1280.png` });
    await confirm.getByRole('button', { name: `Launch ${year}` }).click();

    // The page reloads on the new edition; registration opens on its own on the chosen day.
    await expect(page.getByText(`${year} Kingdom Quest`, { exact: true })).toBeVisible({ timeout: 30_000 });
    const opens = `${year}-03-01` > today ? `${year}-03-01` : today;
    const registrationNow = page.getByRole('switch', { name: /General registration open/ });
    if (opens > today) {
      await expect(registrationNow).not.toBeChecked();
      await expect(page.getByText(/Opens on its own on/).first()).toBeVisible();
    } else await expect(registrationNow).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/settings-after-launch-1280.png`, fullPage: true });
  } finally {
    stopServer(server);
  }
});

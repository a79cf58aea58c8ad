// The check-in, attendance and first-aid pages on a 375 px phone (screenshots, nothing wider than the
// screen, no serious axe findings, also with a family open at the station and the report form open), and
// a first-aid report written in the browser reaching a real SMTP server: the child's parent receives what
// happened and the treatment, and nothing about any other child.
import type { Page } from '@playwright/test';
import { startSmtpServer } from '../server/test/smtp.ts';
import { expect, seriousAxeFindings, test } from './fixtures.ts';
import { freePort, startServer, stopServer, waitForHealth } from './second-server.ts';

const SHOTS = 'test-results/screenshots';
const signInAt = (page: Page, email: string, path: string, base = '') =>
  page.goto(`${base}/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`);
const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
/** Dates are written for people (client/src/lib/dates.ts), never as the ISO "2026-11-27" the server sends. */
const noIsoDates = (page: Page) => expect(page.getByRole('main')).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);

test.describe.configure({ timeout: 180_000 });

test('check-in, attendance and first aid at 375 px: everything fits and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAt(page, 'admin@example.org', '/dashboard/check-in');
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Find a family by name')).toBeVisible();
  // The station's day in words ("Friday, November 27, 2026 · 12 families").
  await expect(page.getByRole('main')).toContainText(/[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} · \d+ famil/);
  await noIsoDates(page);
  await fitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}/check-in-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);

  // A family open at the station: children, groups, the parent's alert line and the check-in action.
  await page.getByLabel('Find a family by name').fill('Mitchell');
  await page.getByRole('list', { name: 'Families found' }).getByRole('button').filter({ hasText: 'Lily Mitchell' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mitchell family' })).toBeVisible();
  await expect(page.getByTestId('station-medical-alerts')).toContainText(/Lily: Tree nut allergy/);
  await fitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}/check-in-family-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto('/dashboard/attendance');
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /Mitchell/ }).first()).toBeVisible();
  await noIsoDates(page);
  await fitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}/attendance-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto('/dashboard/first-aid');
  await expect(page.getByRole('heading', { name: 'First aid reports', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Tripped over a cone and scraped the left knee.').first()).toBeVisible();
  await fitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}/first-aid-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'New report' }).click();
  await expect(page.getByRole('textbox', { name: /^What happened/ })).toBeVisible();
  await fitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}/first-aid-form-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a first-aid report written in the browser reaches a local SMTP server, addressed to the child’s parent', async ({ page }) => {
  // The shared server keeps mail in DATA_DIR/mail (other specs read it there), so this test runs its own
  // server whose SMTP_URL points at a small SMTP server listening in this test.
  const smtp = await startSmtpServer();
  const port = await freePort();
  const server = startServer(port, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  try {
    await waitForHealth(port);
    const base = `http://localhost:${port}`;
    await signInAt(page, 'staff@example.org', '/dashboard/first-aid', base);
    await expect(page.getByRole('heading', { name: 'First aid reports', level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New report' }).click();
    await page.getByLabel(/^Child/).first().fill('Lily Mitch');
    await page.getByRole('option', { name: 'Lily Mitchell' }).click();
    await page.getByRole('textbox', { name: /^Where/ }).fill('Snack table');
    await page.getByRole('textbox', { name: /^What happened/ }).fill('Bumped her chin on the bench while reaching for a cup.');
    await page.getByRole('textbox', { name: /^Treatment given/ }).fill('Cold compress and a rest on the bench.');
    await page.getByRole('button', { name: 'Save and e-mail parents' }).click();
    await expect(page.getByText('Report saved; the parents were e-mailed.')).toBeVisible();

    // The server's other mail may arrive here too (the screening sweep reminds volunteers whose clearance ends
    // soon, a few seconds after start): the report is the one first-aid message.
    const reports = () => smtp.messages.filter((m) => /^Subject: First-aid report/m.test(m.data));
    await expect.poll(() => reports().length).toBe(1);
    const [mail] = reports();
    const text = mail.data.replace(/=\n/g, ''); // quoted-printable soft line breaks
    expect(mail.to).toContain('<parent@example.org>');
    expect(mail.to).toContain('<sarah.mitchell@example.com>'); // the parent's second address, copied
    expect(text).toMatch(/^To: parent@example\.org$/m);
    expect(text).toMatch(/^Subject: First-aid report: Lily Mitchell$/m);
    expect(text).toContain('What happened: Bumped her chin on the bench while reaching for a cup.');
    expect(text).toContain('Treatment given: Cold compress and a rest on the bench.');
    expect(text).toContain('Where: Snack table');
    // Nothing about any other child: not her brother, not the earlier report about another child.
    expect(text).not.toMatch(/Ethan/);
    expect(text).not.toContain('Tripped over a cone');
  } finally {
    stopServer(server);
    await new Promise((resolve) => smtp.server.close(resolve));
  }
});

// Settings, intern applications and club placement in a real browser: an admin opens intern
// applications from the settings page; the demo intern sees her pending application and changes it; an
// admin accepts it and the intern sees "accepted"; the club placement runs on the demo data, is shown
// for review, then applied. Screenshots at 1280 and 375 px; no serious accessibility violations.
import type { Browser, Page } from '@playwright/test';
import { expect, openAnyway, signInWithDemoAccount, test, waitsForHydration, seriousAxeFindings } from './fixtures.ts';

/** Serious and critical axe findings on the settled page (fixtures.ts: a finding mid-transition is scanned again). */
async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `test-results/screenshots/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `test-results/screenshots/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A second signed-in person in their own browser context (own cookies), failing on console errors. */
async function personPage(browser: Browser, baseURL: string | undefined, path: string, email: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  await signInWithDemoAccount(page, email);
  return { page, errors, close: () => context.close() };
}

test('an admin opens intern applications; the intern edits her pending application; an admin accepts it', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/settings');
  await signInWithDemoAccount(page, 'admin@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'VBS settings' })).toBeVisible();
  await expect(page).toHaveTitle(/^VBS settings/);

  const internSwitch = page.getByRole('switch', { name: 'Intern applications open' });
  await expect(internSwitch).not.toBeChecked();
  await internSwitch.click();
  await openAnyway(page);
  await expect(page.getByText('Intern applications opened.')).toBeVisible();
  await expect(internSwitch).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
  await expect(page.getByRole('tab', { name: /Registration/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Seats in Nile Sports' })).toHaveValue('12');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'settings');

  const intern = await personPage(browser, baseURL, '/dashboard/application', 'intern@example.org');
  try {
    const ip = intern.page;
    await expect(ip.getByRole('heading', { level: 1, name: 'Intern application' })).toBeVisible();
    await expect(ip.getByText('Your application is waiting for review')).toBeVisible();
    await expect(ip.getByLabel('First name')).toHaveValue('Grace');
    await expect(ip.getByRole('checkbox', { name: 'Sunday, Aug 10' })).toBeChecked();
    const why = ip.getByLabel('Why would you like to be an intern this year?');
    await why.fill('I loved VBS as a kid and want to help the little ones learn their memory verses.');
    await ip.getByRole('checkbox', { name: 'Sunday, Aug 3' }).uncheck();
    await ip.getByRole('button', { name: 'Save changes' }).click();
    await expect(ip.getByText('Your changes were saved.')).toBeVisible();
    await expectNoSeriousAxeViolations(ip);
    await screenshots(ip, 'application');

    await page.goto('/dashboard/interns');
    await expect(page.getByRole('heading', { level: 1, name: 'Intern applications' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Application from Grace Thompson' });
    await expect(card.getByText('Yes, approximate date: about 2019')).toBeVisible();
    await expect(card.getByText('Yes, in 2023 and 2024')).toBeVisible();
    await expect(card.getByText('Can attend Aug 10')).toBeVisible();
    await expect(card.getByText('I loved VBS as a kid', { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'intern-review');
    await card.getByLabel('Note to the applicant (optional)').fill('Welcome to the team!');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Grace Thompson’s application was accepted.')).toBeVisible();

    await ip.reload();
    await expect(ip.getByText('You have been accepted as a 2025 intern!')).toBeVisible();
    await expect(ip.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(ip.getByText('Note from the VBS team: Welcome to the team!')).toBeVisible();
    await screenshots(ip, 'application-accepted');
    expect(intern.errors).toEqual([]);
  } finally {
    await intern.close();
    await page.goto('/dashboard/settings');
    const off = page.getByRole('switch', { name: 'Intern applications open' });
    if (await off.isChecked()) {
      await off.click();
      await expect(off).not.toBeChecked();
    }
  }
});

test('club placement runs on the demo data, is reviewed, then applied', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/dashboard/placement');
  await signInWithDemoAccount(page, 'admin@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Club placement' })).toBeVisible();
  await expect(page.getByText('No placement yet')).toBeVisible();
  await page.getByRole('button', { name: 'Run placement' }).click();
  await expect(page.getByText('A new placement is ready for review.')).toBeVisible();
  await expect(page.getByText('Not applied yet: review below')).toBeVisible();
  const nile = page.getByRole('region', { name: 'Nile Sports' });
  await expect(nile.getByText('12 / 12 seats')).toBeVisible();
  await expect(nile.getByRole('list', { name: 'Waitlist' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'placement');

  await page.getByRole('button', { name: 'Apply this placement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this placement?' });
  await dialog.getByRole('button', { name: 'Apply placement' }).click();
  await expect(page.getByText('The placement was applied: clubs and waitlists are updated.')).toBeVisible();
  await expect(page.getByText(/^Applied /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply this placement' })).toHaveCount(0);
});

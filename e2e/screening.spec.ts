// Only cleared volunteers near children: an intern whose background check expired is refused the check-in
// station and sees why (there and on the dashboard); the director sees "Not cleared" on the staff rosters and is
// refused when assigning them, with the reason; the director records a new background check on the screening
// page, and the station opens to the intern and the assignment goes through. Its own server (the clearance of
// the demo intern changes here, which other specs rely on).
import type { Browser, Page } from '@playwright/test';
import { expect, graphql, seriousAxeFindings, test, waitsForHydration } from './fixtures.ts';
import { freePort, startServer, stopServer, waitForHealth } from './second-server.ts';

const SHOTS = 'test-results/screenshots';
/** A yyyy-mm-dd day as the page writes it (lib/dates.ts formatDate, in the page's own locale). */
const words = (page: Page, day: string) => page.evaluate((d) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`)), day);
const dayOffset = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function openAs(browser: Browser, base: string, email: string, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = waitsForHydration(await context.newPage());
  await page.goto(`/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`);
  return page;
}

test('an intern whose clearance expired is refused the station and a group and sees why; a new background check opens both again', async ({ browser }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const server = startServer(port, {});
  try {
    await waitForHealth(port);
    const base = `http://localhost:${port}`;
    const admin = await openAs(browser, base, 'admin@example.org', '/dashboard/screening');
    await expect(admin.getByRole('heading', { name: 'Screening', level: 1 })).toBeVisible({ timeout: 30_000 });

    // Setup through the API: today is a program day (interns work the station only then), and the demo intern's
    // background check is corrected to one that ended yesterday.
    const { schedule, currentEdition } = await graphql(admin, '{ schedule(year: 2025) { id } currentEdition { timeZone } }');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: currentEdition.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    await graphql(admin, 'mutation($s: ID!, $d: Date!) { addScheduleDay(scheduleId: $s, date: $d) { id } }', { s: schedule.id, d: today });
    const { screeningPeople } = await graphql(admin, '{ screeningPeople { name internId records { databaseId kind } } }');
    const grace = screeningPeople.find((p: { name: string; internId: number | null }) => p.internId !== null && p.name.startsWith('Grace'));
    const check = grace.records.find((r: { kind: string }) => r.kind === 'BACKGROUND_CHECK');
    await graphql(admin, 'mutation($input: CorrectScreeningRecordInput!) { correctScreeningRecord(input: $input) { name } }', {
      input: { recordId: check.databaseId, completedOn: dayOffset(today, -731), expiresOn: dayOffset(today, -1), provider: 'Protect My Ministry', result: 'CLEAR' },
    });

    // The intern at the station: refused, with the reason.
    const intern = await openAs(browser, base, 'intern@example.org', '/dashboard/check-in', 768);
    const refusal = intern.getByTestId('not-cleared');
    await expect(refusal).toBeVisible({ timeout: 30_000 });
    await expect(refusal).toContainText('You are not cleared to work with children');
    await expect(refusal).toContainText(/a current background check \(the last one expired on \d{4}-\d{2}-\d{2}\) is missing/);
    await intern.screenshot({ path: `${SHOTS}/screening-station-refused-768.png`, fullPage: true });
    expect(await seriousAxeFindings(intern)).toEqual([]);
    // …and on the dashboard, what is missing.
    await intern.goto('/dashboard');
    const card = intern.getByRole('region', { name: 'Working with children' });
    await expect(card.getByTestId('my-clearance')).toHaveText('Not cleared');
    await expect(card).toContainText('Until then you cannot use the check-in station or lead a group.');
    await intern.screenshot({ path: `${SHOTS}/screening-dashboard-not-cleared-768.png`, fullPage: true });

    // The director's staff rosters: "Not cleared", and assigning the intern is refused with the reason.
    await admin.goto('/dashboard/staff');
    const internCard = admin.locator('.mantine-Card-root', { has: admin.getByRole('button', { name: /^Grace/ }) }).first();
    await expect(internCard.getByText('Not cleared')).toBeVisible({ timeout: 30_000 });
    await internCard.getByRole('button', { name: /^Assign Grace/ }).click();
    const firstOpen = admin.getByRole('menuitem').first();
    const groupName = (await firstOpen.textContent())!.trim();
    await firstOpen.click();
    await expect(admin.getByText(/is not cleared to lead a group: a current background check \(the last one expired on/)).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/screening-assign-refused-1280.png` });

    // The director records a new background check on the screening page.
    await admin.goto('/dashboard/screening');
    const person = admin.getByTestId('screened-person').filter({ hasText: 'Grace' }).first();
    await expect(person.getByText('Not cleared', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/screening-page-1280.png`, fullPage: true });
    await person.getByRole('button', { name: /^Record screening for Grace/ }).click();
    const dialog = admin.getByRole('dialog', { name: /^Record screening: Grace/ });
    await dialog.getByLabel('Done on').fill(today);
    await dialog.getByLabel('Provider').fill('Protect My Ministry');
    await dialog.getByLabel('Result').selectOption('CLEAR');
    // Forgot the expiry: the form says so before anything is sent.
    await dialog.getByRole('button', { name: 'Record' }).click();
    await expect(dialog.getByText(/last day the background check counts/)).toBeVisible();
    await dialog.getByLabel(/^Counts until/).fill(dayOffset(today, 730));
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/screening-record-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Record' }).click();
    await expect(dialog).toBeHidden();
    await expect(person.getByText('Cleared', { exact: true })).toBeVisible();

    // The station opens to the intern, and the assignment goes through.
    await intern.goto('/dashboard/check-in');
    await expect(intern.getByTestId('waiting-count')).toHaveText('All synced', { timeout: 30_000 });
    await expect(intern.getByTestId('not-cleared')).toHaveCount(0);
    await intern.screenshot({ path: `${SHOTS}/screening-station-open-768.png` });
    await admin.goto('/dashboard/staff');
    const cleared = admin.locator('.mantine-Card-root', { has: admin.getByRole('button', { name: /^Grace/ }) }).first();
    await expect(cleared.getByText('Not cleared')).toHaveCount(0, { timeout: 30_000 });
    await cleared.getByRole('button', { name: /^Assign Grace/ }).click();
    await admin.getByRole('menuitem', { name: groupName }).click();
    await expect(admin.getByText(new RegExp(`now helps ${groupName}`))).toBeVisible();

    // Grace's history: the lapsed check replaced at setup, and the new one current. A typo in the provider is
    // corrected; the corrected record stays in the history, marked replaced.
    await admin.goto('/dashboard/screening');
    await admin.getByTestId('screened-person').filter({ hasText: 'Grace' }).first().getByRole('button', { name: /^Screening history of Grace/ }).click();
    const history = admin.getByRole('dialog', { name: /^Screening history: Grace/ });
    const records = history.getByTestId('history-record');
    await expect(records.filter({ hasText: 'Replaced' }).first()).toBeVisible({ timeout: 30_000 });
    const before = await records.count();
    await history.getByRole('button', { name: `Correct the background check done ${await words(admin, today)}` }).click();
    const form = history.getByRole('form', { name: 'Correct the background check' });
    await form.getByLabel('Provider').fill('Protect My Ministry Inc.');
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/screening-history-1280.png` });
    await form.getByRole('button', { name: 'Save correction' }).click();
    await expect(records).toHaveCount(before + 1);
    await expect(records.filter({ hasText: 'Current' }).filter({ hasText: 'Protect My Ministry Inc.' })).toHaveCount(1);

    // Someone else corrects the same record while the form is open: the save is refused in words, and the
    // history is read again with their correction.
    await history.getByRole('button', { name: `Correct the background check done ${await words(admin, today)}` }).click();
    await form.getByLabel('Provider').fill('Mine');
    const { screeningPerson } = await graphql(admin, 'query($i: Int) { screeningPerson(internId: $i) { records { databaseId kind } } }', { i: grace.internId });
    const live = screeningPerson.records.find((r: { kind: string }) => r.kind === 'BACKGROUND_CHECK');
    await graphql(admin, 'mutation($input: CorrectScreeningRecordInput!) { correctScreeningRecord(input: $input) { name } }', {
      input: { recordId: live.databaseId, completedOn: today, expiresOn: dayOffset(today, 730), provider: 'Theirs', result: 'CLEAR' },
    });
    await form.getByRole('button', { name: 'Save correction' }).click();
    await expect(admin.getByText('This record was corrected meanwhile. Reload to see the current one.')).toBeVisible();
    await expect(records.filter({ hasText: 'Current' }).filter({ hasText: 'Theirs' })).toHaveCount(1);
    await expect(records.filter({ hasText: 'Mine' })).toHaveCount(0);
  } finally {
    stopServer(server);
  }
});

test('the screening page and the dashboard card at 375 px, keyboard and axe clean', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  waitsForHydration(page);
  await page.goto(`${baseURL ?? ''}/oauth2/authorization/dev?email=admin%40example.org&redirect=%2Fdashboard%2Fscreening`);
  await expect(page.getByRole('heading', { name: 'Screening', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The demo: a leader whose clearance ends within 30 days, and a lapsed intern.
  await expect(page.getByTestId('expiring-list')).toContainText('Caleb Ramirez');
  await expect(page.getByTestId('screened-person').filter({ hasText: 'Hannah' }).getByText('Not cleared', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/screening-page-375.png`, fullPage: true });
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Working with children' });
  await expect(card.getByTestId('my-clearance')).toHaveText('Cleared');
  expect(await seriousAxeFindings(page)).toEqual([]);
});

// A returning family registers for the new edition in one step at 375 px: the admin launches next year's
// edition (registration open), and the demo parent, whose two children were approved for 2025, finds them
// ticked a grade higher, confirms the contacts carried over, answers the new edition's questions for the
// first child, takes them for the second with "Same answers as …", and sends once. Taps and keys are
// counted as the page received them (trusted events only). It runs on a server of its own: launching
// changes the current edition for every later spec.
import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeFindings, test, untilAttached, waitForSettledUi, xsrfHeader } from './fixtures.ts';
import { freePort, startServer, stopServer, waitForHealth } from './second-server.ts';

const SHOTS = 'test-results/screenshots';
const AIM_TAPS = 12;

async function gql(page: Page, base: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post(`${base}/graphql`, { data: { query, variables }, headers: await xsrfHeader(page.context()) });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function signIn(page: Page, base: string, email: string, path: string) {
  await page.goto(`${base}/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`);
  await untilAttached(page);
}

/** Counts the taps and keys the page receives from now on. */
async function countInput(page: Page) {
  await page.evaluate(() => {
    const counts = { taps: 0, keys: 0 };
    (window as unknown as { vbsInputCounts: typeof counts }).vbsInputCounts = counts;
    window.addEventListener('pointerdown', (e) => void (e.isTrusted && e.isPrimary && counts.taps++), true);
    window.addEventListener('keydown', (e) => void (e.isTrusted && !e.repeat && counts.keys++), true);
  });
  return () => page.evaluate(() => ({ ...(window as unknown as { vbsInputCounts: { taps: number; keys: number } }).vbsInputCounts }));
}

async function tapChoice(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function tapAndType(page: Page, field: Locator, text: string) {
  await field.click();
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

test('a returning family registers its two children, a grade higher, in one step at 375 px', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const server = startServer(port, {});
  const base = `http://localhost:${port}`;
  try {
    await waitForHealth(port);
    const admin = await browser.newPage();
    await signIn(admin, base, 'admin@example.org', '/dashboard');
    // Opened yesterday (UTC): on or before the program's own day whatever the hour (its day runs behind UTC's
    // every evening).
    const opened = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const year = new Date().getUTCFullYear() + 1;
    await gql(admin, base, 'mutation($input: StartNextEditionInput!) { startNextEdition(input: $input) { year } }', {
      input: { year, name: 'Kingdom Quest', startsAt: `${year}-08-09T09:00`, registrationOpensOn: opened },
    });
    await gql(admin, base, 'mutation { updateEditionSettings(input: { generalRegistrationOpen: true }) { year } }');
    await admin.close();

    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, base, 'parent@example.org', '/dashboard/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible({ timeout: 30_000 });
    const before = await gql(page, base, '{ viewer { parentIdentity { children { firstName gradeEntering } } } }');
    const grades = Object.fromEntries(before.viewer.parentIdentity.children.map((c: { firstName: string; gradeEntering: number }) => [c.firstName, c.gradeEntering]));
    const [first, second] = Object.keys(grades).sort();

    // Both children ticked, each a grade higher than last year, with what changed said in words.
    for (const name of [first, second]) await expect(page.getByRole('checkbox', { name: new RegExp(`^${name} `) })).toBeChecked();
    await expect(page.getByText(/^Came in 2025 \(.+\); entering .+ now\.$/)).toHaveCount(2);
    const welcome = page.getByRole('region', { name: 'Welcome back' });
    await expect(welcome).toContainText('Emergency contacts');
    await waitForSettledUi(page);
    await page.screenshot({ path: `${SHOTS}/returning-family-375.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const counts = await countInput(page);
    await welcome.getByRole('checkbox', { name: 'These contacts and pickup people are still right' }).click();
    const card = page.getByRole('region', { name: `Answers for ${first}` });
    await tapChoice(page, card, '1st choice', 'Nile Sports');
    await card.getByRole('radiogroup', { name: /photos/ }).getByRole('radio', { name: 'Yes' }).click();
    await tapChoice(page, card, 'T-shirt size', 'Youth S');
    await tapAndType(page, card.getByLabel('Type your full name to sign “Medical release”'), 'Sarah Mitchell');
    await tapAndType(page, card.getByLabel('Type your full name to sign “Liability waiver”'), 'Sarah Mitchell');
    const other = page.getByRole('region', { name: `Answers for ${second}` });
    await other.getByRole('button', { name: `Same answers as ${first}` }).click();
    await expect(other.getByTestId('answers-copied')).toBeVisible();
    await page.getByRole('button', { name: 'Register 2 children' }).click();
    const sent = page.getByTestId('registration-sent');
    await expect(sent).toBeVisible({ timeout: 30_000 });
    const used = await counts();
    test.info().annotations.push({ type: 'returning family, two children registered', description: `${used.taps} taps + ${used.keys} keys` });
    expect(used.taps).toBeLessThanOrEqual(AIM_TAPS);
    await page.screenshot({ path: `${SHOTS}/returning-family-sent-375.png`, fullPage: true });

    // Both registered for the new edition, each a grade higher for every year since 2025.
    const after = await gql(page, base, '{ viewer { parentIdentity { children { firstName gradeEntering currentRegistration { year status } } } } }');
    for (const child of after.viewer.parentIdentity.children) {
      expect(child).toEqual({ firstName: child.firstName, gradeEntering: grades[child.firstName] + (year - 2025), currentRegistration: { year, status: 'PENDING' } });
    }
  } finally {
    stopServer(server);
  }
});

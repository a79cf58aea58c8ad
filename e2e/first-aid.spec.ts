// A first-aid report written at the station reaches the other open pages that list reports — an
// administrator's first-aid page and the child's parent's profile — merged from the live event, with
// zero requests from those pages; the page that wrote it sends one request (the report itself).
import type { Browser, Page } from '@playwright/test';
import { arrivesLive, expect, test, waitsForHydration, signInAt } from './fixtures.ts';

/** Waiting for a change to arrive on another screen: generous, since the test machine may be busy. */
const LIVE = { timeout: 30_000 };

/** A page of its own context, signed in, that fails the test on any console or uncaught error. */
async function openAs(browser: Browser, baseURL: string | undefined, email: string, path: string, errors: string[]) {
  const context = await browser.newContext({ baseURL });
  const page = waitsForHydration(await context.newPage());
  page.on('pageerror', (e) => errors.push(`[${email}] Uncaught: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`[${email}] ${m.text()}`));
  await signInAt(page, email, path);
  return page;
}

/** Counts the GraphQL requests (queries, mutations, new subscriptions) a page sends from now on. */
function graphqlRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) sent.push(request.postData() ?? request.url());
  });
  return sent;
}

test('a report written at the station shows on an administrator’s first-aid page and the parent’s profile with zero requests from them', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  const admin = await openAs(browser, baseURL, 'admin@example.org', '/dashboard/first-aid', errors);
  const parent = await openAs(browser, baseURL, 'parent@example.org', '/dashboard/profile', errors);
  await expect(admin.getByText('Tripped over a cone and scraped the left knee.').first()).toBeVisible({ timeout: 30_000 });
  const parentCard = parent.locator('[aria-labelledby="first-aid-heading"]');
  await expect(parentCard.getByText('Tripped over a cone and scraped the left knee.').first()).toBeVisible({ timeout: 30_000 });

  await signInAt(page, 'staff@example.org', '/dashboard/first-aid');
  await expect(page.getByRole('heading', { name: 'First aid reports', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New report' }).click();
  await page.getByLabel(/^Child/).first().fill('Lily Mitch');
  await page.getByRole('option', { name: 'Lily Mitchell' }).click();
  await page.getByRole('textbox', { name: /^Where/ }).fill('Playground');
  await page.getByRole('textbox', { name: /^What happened/ }).fill('Bumped a shin on the slide ladder.');
  await page.getByRole('textbox', { name: /^Treatment given/ }).fill('Ice pack and a rest.');

  // The live subscriptions are open once the pages are: listen from here on.
  const [fromStation, fromAdmin, fromParent] = [graphqlRequests(page), graphqlRequests(admin), graphqlRequests(parent)];
  await page.getByRole('button', { name: 'Save and e-mail parents' }).click();
  await expect(page.getByText('Report saved; the parents were e-mailed.')).toBeVisible();
  await expect(page.getByText('Bumped a shin on the slide ladder.')).toBeVisible();
  await arrivesLive('report on the administrator’s page', () => expect(admin.getByText('Bumped a shin on the slide ladder.')).toBeVisible(LIVE));
  await arrivesLive('report on the parent’s profile', () => expect(parentCard.getByText('Bumped a shin on the slide ladder.')).toBeVisible(LIVE));

  expect(fromStation, 'the station sends the report, nothing more').toHaveLength(1);
  expect(fromAdmin, 'requests from the administrator’s page').toEqual([]);
  expect(fromParent, 'requests from the parent’s profile').toEqual([]);
  await admin.context().close();
  await parent.context().close();
  expect(errors).toEqual([]);
});

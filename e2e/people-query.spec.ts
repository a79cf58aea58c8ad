// The advanced people query in Chromium: an admin builds "every child in grades 3–5 in the
// science club with a medical note who was not checked in today", sorts it, saves it, opens the saved
// link in a new page, exports CSV and opens a row's info sheet. A staff member without
// VIEW_SENSITIVE_INFO is not offered the medical field and the server refuses it by hand; once the admin
// grants it, their open page says so and offers the medical column without a reload.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test, waitsForHydration } from './fixtures.ts';

const SCIENCE_CLUB = 'Science Club';
const SET_PERMISSIONS = `mutation SetPermissions($input: SetStaffPermissionsInput!) { setStaffPermissions(input: $input) { id permissions } }`;

async function signedInPage(browser: Browser, email: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  // Staff pages open the live-permissions stream once signed in.
  const subscribed = page.waitForResponse((r) => r.url().endsWith('/graphql/stream') && r.request().method() === 'POST', { timeout: 30_000 });
  await page.goto(`/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'People query' })).toBeVisible({ timeout: 30_000 });
  return { page, errors, subscribed };
}

async function graphqlAs(request: APIRequestContext) {
  const { token } = (await (await request.get('/api/v1/account/csrf')).json()) as { token: string };
  return async (query: string, variables: Record<string, unknown> = {}) =>
    (await (await request.post('/graphql', { headers: { 'X-XSRF-TOKEN': token }, data: { query, variables } })).json()) as {
      data?: Record<string, any>;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
}

/** Chooses `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addCondition(page: Page, field: string, comparison: string) {
  await page.getByRole('button', { name: 'Add condition' }).first().click();
  const row = page.getByTestId('condition').last();
  await choose(page, row, 'Field', field);
  await choose(page, row, 'Comparison', comparison);
  return row;
}

const cellTexts = (page: Page, column: number) =>
  page.getByRole('table', { name: 'People matching the query' }).locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => r.children[i]?.textContent ?? ''), column);

test('an admin builds, sorts, saves, shares, exports and opens the science-club query', async ({ browser }) => {
  test.setTimeout(240_000);
  const { page, errors } = await signedInPage(browser, 'admin@example.org', '/dashboard/apq');

  const grade = await addCondition(page, 'Grade', 'between');
  await grade.getByRole('textbox', { name: 'Grade value from' }).fill('3');
  await grade.getByRole('textbox', { name: 'Grade value to' }).fill('5');
  const club = await addCondition(page, 'Afternoon club', 'is one of');
  await choose(page, club, 'Afternoon club value', SCIENCE_CLUB);
  await page.keyboard.press('Escape');
  await addCondition(page, 'Medical information', 'is not empty');
  const attendance = await addCondition(page, 'Checked in', 'not checked in on');
  // The builder picks today.
  await expect(attendance.getByLabel('Checked in value', { exact: true })).not.toHaveValue('');
  await choose(page, page, 'Columns', 'Afternoon club');
  await choose(page, page, 'Columns', 'Medical information');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Show results' }).click();

  const table = page.getByRole('table', { name: 'People matching the query' });
  await expect(table).toBeVisible();
  const count = Number((await page.getByTestId('result-count').textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(1);
  const grades = await cellTexts(page, 1);
  expect(grades.every((g) => ['3rd grade', '4th grade', '5th grade'].includes(g))).toBe(true);
  expect((await cellTexts(page, 4)).every((c) => c === SCIENCE_CLUB)).toBe(true);
  expect((await cellTexts(page, 5)).every((c) => c.trim() !== '')).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/people-query-admin.png', fullPage: true });

  // Sort by grade, highest first (second click on the heading).
  await table.getByRole('button', { name: 'Grade' }).click();
  await expect(table.getByRole('columnheader', { name: 'Grade' })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: 'Grade' }).click();
  await expect(table.getByRole('columnheader', { name: 'Grade' })).toHaveAttribute('aria-sort', 'descending');
  const sortedGrades = (await cellTexts(page, 1)).map((g) => parseInt(g, 10));
  expect(sortedGrades).toEqual([...sortedGrades].sort((a, b) => b - a));
  const rowsInOrder = await cellTexts(page, 0);

  // Save it by name; the link now names the saved query.
  const name = `Science club medical check ${Date.now()}`;
  await page.getByRole('button', { name: 'Save query…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save query' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();
  await expect(page).toHaveURL(/saved=/);
  await expect(page.getByRole('combobox', { name: 'Saved queries' })).toHaveValue(name);

  // The link reproduces the result in a new page.
  const second = waitsForHydration(await page.context().newPage());
  await second.goto(page.url());
  await expect(second.getByTestId('result-count')).toHaveText(`${count} people`);
  expect(await cellTexts(second, 0)).toEqual(rowsInOrder);
  await expect(second.getByRole('columnheader', { name: 'Grade' })).toHaveAttribute('aria-sort', 'descending');
  await second.close();

  // CSV of the whole result, in the same order.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Name,Grade,Assigned group,Registration status,Afternoon club,Medical information');
  expect(lines).toHaveLength(count + 1);
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(rowsInOrder);

  // A row opens the child's info sheet.
  await table.getByRole('button', { name: rowsInOrder[0] }).click();
  await expect(page.getByRole('dialog', { name: rowsInOrder[0] })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: rowsInOrder[0] })).toBeHidden();

  // Its owner deletes the saved query; the result stays on screen.
  await page.getByRole('button', { name: 'Delete saved query' }).click();
  await page.getByRole('dialog', { name: 'Delete this saved query?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted “${name}”.`)).toBeVisible();
  await expect(page).not.toHaveURL(/saved=/);
  await expect(page.getByTestId('result-count')).toHaveText(`${count} people`);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('medical information is not offered without VIEW_SENSITIVE_INFO, is refused by hand, and appears live once granted', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const adminApi = await playwright.request.newContext({ baseURL });
  await adminApi.get(`/oauth2/authorization/dev?email=admin@example.org&redirect=/`, { maxRedirects: 0 });
  const asAdmin = await graphqlAs(adminApi);
  const staffList = (await asAdmin('{ staffMembers { id email permissions } }')).data!.staffMembers as { id: string; email: string; permissions: string[] }[];
  const member = staffList.find((s) => s.email === 'staff@example.org')!;
  expect(member.permissions).not.toContain('VIEW_SENSITIVE_INFO');

  const { page, errors, subscribed } = await signedInPage(browser, 'staff@example.org', '/dashboard/apq');
  try {
    await page.getByRole('button', { name: 'Add condition' }).click();
    await page.getByTestId('condition').getByRole('combobox', { name: 'Field', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Grade', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Medical information' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove condition on Name' }).click();
    await page.getByRole('combobox', { name: 'Columns', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Date of birth' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Medical information' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Sent by hand, the server refuses the medical condition.
    const asStaff = await graphqlAs(page.request);
    const medical = JSON.stringify({ personType: 'child', where: { field: 'medical', op: 'contains', value: 'allergy' }, columns: ['name'] });
    const refused = await asStaff(`query($d: String!) { peopleQuery(definition: $d, first: 5) { totalCount } }`, { d: medical });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toMatch(/VIEW_SENSITIVE_INFO/);
    const rest = await page.request.get(`/api/v1/people-query/export.csv?q=${encodeURIComponent(medical)}`);
    expect(rest.status()).toBe(403);

    expect((await subscribed).status()).toBeLessThan(300);
    const granted = await asAdmin(SET_PERMISSIONS, { input: { staffId: member.id, permissions: [...member.permissions, 'VIEW_SENSITIVE_INFO'] } });
    expect(granted.errors).toBeUndefined();
    await expect(page.getByText('Your permissions have been updated by an admin.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Columns', exact: true }).click();
    await page.getByRole('option', { name: 'Medical information' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('columnheader', { name: 'Medical information' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/people-query-staff-granted.png', fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await asAdmin(SET_PERMISSIONS, { input: { staffId: member.id, permissions: member.permissions } });
    await adminApi.dispose();
    await page.context().close();
  }
});

test('the builder fits a 375px phone', async ({ browser }) => {
  const { page, errors } = await signedInPage(browser, 'admin@example.org', '/dashboard/apq');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByTestId('result-count')).toBeVisible();
  await page.getByRole('button', { name: 'Add condition' }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/people-query-375.png', fullPage: true });
  expect(errors).toEqual([]);
  await page.context().close();
});

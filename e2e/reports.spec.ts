// The reports page in Chromium on the demo data: every chart is drawn, with a table beside it whose numbers
// are the server's (GET /api/v1/reports/week), a CSV download of the same table, the group filter in the
// address bar, the print layout for the Sunday report, phone width, and axe. Staff without MANAGE_VBS or
// APPROVE_REGISTRATIONS are shown the page is not theirs.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, seriousAxeFindings, signInAt, test, waitsForHydration } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';
const SECTIONS = [
  ['check-ins-per-day', 'Check-ins per day'],
  ['check-ins-by-grade', 'Check-ins by grade'],
  ['check-ins-by-group', 'Check-ins by group'],
  ['new-and-returning', 'First-timers and returning children'],
  ['registrations-over-time', 'Registrations over time'],
  ['referral-sources', 'How families heard about VBS'],
  ['church-attendance', 'Church attendance'],
  ['leaders-per-child', 'Children per leader'],
  ['memory-work', 'Memory work'],
  ['points', 'Points across the week'],
] as const;

interface Report {
  year: number;
  groups: { groupId: number; name: string }[];
  checkInsPerDay: { children: number }[];
  referralSources: { families: number }[];
  churchAttendance: { families: number }[];
  leaderRatios: { name: string; children: number; staff: number; interns: number }[];
  pointsByDay: unknown[];
}

async function openReports(page: Page, path = '/dashboard/reports') {
  waitsForHydration(page);
  await signInAt(page, 'admin@example.org', path);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Check-ins per day' }).getByRole('table')).toBeVisible({ timeout: 30_000 });
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const bodyCells = (page: Page, title: string, column: number) =>
  section(page, title).locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => r.children[i]?.textContent ?? ''), column);

test('an administrator reads every chart of the demo week beside its numbers, filters by group and prints the Sunday report', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReports(page);
  const report = ((await (await page.request.get('/api/v1/reports/week')).json()) as { report: Report }).report;
  expect(report.year).toBe(2025);

  for (const [id, title] of SECTIONS) {
    const region = section(page, title);
    await expect(region, title).toBeVisible();
    // A chart (an SVG drawn by recharts) and its table.
    await expect(page.locator(`[data-report="${id}"] .recharts-surface`).first(), title).toBeVisible();
    await expect(region.getByRole('table', { name: title }), title).toBeVisible();
  }
  // The tables say the server's numbers.
  expect((await bodyCells(page, 'Check-ins per day', 1)).map(Number)).toEqual(report.checkInsPerDay.map((d) => d.children));
  expect((await bodyCells(page, 'How families heard about VBS', 1)).map(Number)).toEqual(report.referralSources.map((r) => r.families));
  expect((await bodyCells(page, 'Church attendance', 1)).map(Number)).toEqual(report.churchAttendance.map((r) => r.families));
  expect(await bodyCells(page, 'Children per leader', 0)).toEqual(report.leaderRatios.map((g) => g.name));
  expect((await bodyCells(page, 'Children per leader', 1)).map(Number)).toEqual(report.leaderRatios.map((g) => g.children));
  // The demo's first two days have check-ins, points and memory verses.
  expect(report.checkInsPerDay.slice(0, 2).every((d) => d.children > 0)).toBe(true);
  expect(report.pointsByDay.length).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/reports-1280.png`, fullPage: true });

  // CSV of one table: the same rows.
  const [download] = await Promise.all([page.waitForEvent('download'), section(page, 'Children per leader').getByRole('button', { name: /CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe('children-per-leader-2025.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Group,Children,Staff,Interns,Children per leader');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(report.leaderRatios.map((g) => g.name));

  expect(await seriousAxeFindings(page)).toEqual([]);

  // One group: the address says it, and the leaders table has that group alone.
  const group = report.groups[0];
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: group.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]group=${group.groupId}`));
  await expect(page.getByText(`Showing 2025 Egyptian Expedition, ${group.name}.`)).toBeVisible();
  await expect.poll(() => bodyCells(page, 'Children per leader', 0)).toEqual([group.name]);
  const narrowed = ((await (await page.request.get(`/api/v1/reports/week?groupId=${group.groupId}`)).json()) as { report: Report }).report;
  expect((await bodyCells(page, 'Check-ins per day', 1)).map(Number)).toEqual(narrowed.checkInsPerDay.map((d) => d.children));

  // The Sunday report on paper: no site chrome, filters or buttons; the reports and their tables.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print the Sunday report' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Edition' })).toBeHidden();
  await expect(page.getByText(/^Sunday report: 2025 Egyptian Expedition/)).toBeVisible();
  await expect(section(page, 'Points across the week').getByRole('table')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reports-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('the reports fit a phone, every table readable', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openReports(page);
  for (const [, title] of SECTIONS) await expect(section(page, title).getByRole('table', { name: title })).toBeAttached();
  // Nothing wider than the screen but a table's own scroll box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/reports-375.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('staff without MANAGE_VBS or APPROVE_REGISTRATIONS are told the reports are not theirs', async ({ page }) => {
  waitsForHydration(page);
  await signInAt(page, 'staff@example.org', '/dashboard/reports');
  await expect(page.getByText(/not part of your account/i).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Check-ins per day' })).toHaveCount(0);
  expect((await page.request.get('/api/v1/reports/week')).status()).toBe(403);
});

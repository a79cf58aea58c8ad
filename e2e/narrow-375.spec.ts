// At 375 px nothing a person reads is cut off: the scheduler's event names and times, the rosters
// table's memory work, and the people query's names (wrapped names start at the left, as text
// does). Each text is checked to be wholly inside its own box and inside the screen.
import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeFindings, signInAt, test } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';

/** The texts among `targets` that are cut: wider or taller than their box, or reaching outside the screen. */
async function clipped(targets: Locator): Promise<string[]> {
  return targets.evaluateAll((elements) => {
    const cut: string[] = [];
    for (const el of elements as HTMLElement[]) {
      const box = el.getBoundingClientRect();
      let clipper: HTMLElement | null = el;
      let inside = true;
      // Every ancestor that hides overflow must hold the text's box.
      while (clipper && clipper !== document.body) {
        const style = getComputedStyle(clipper);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const outer = clipper.getBoundingClientRect();
          const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
          if (!scrolls && (box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5)) inside = false;
        }
        clipper = clipper.parentElement;
      }
      const ellipsis = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      if (!inside || ellipsis || box.left < -0.5 || box.right > window.innerWidth + 0.5) cut.push(el.textContent?.trim() ?? '');
    }
    return cut;
  });
}

async function phone(page: Page, email: string, path: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAt(page, email, path);
}

test('the scheduler shows whole event names and times at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await phone(page, 'admin@example.org', '/dashboard/scheduler');
  const events = page.getByTestId('timeline-event');
  await expect(events.first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/narrow-scheduler-375.png`, fullPage: true });
  const hours = page.getByTestId('timeline-hour');
  await expect(hours.first()).toBeVisible();
  expect(await clipped(page.getByTestId('timeline-event').locator('[data-part]'))).toEqual([]);
  expect(await clipped(hours)).toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('the rosters table fits 375 px: its headings and memory-work buttons are whole', async ({ page }) => {
  test.setTimeout(120_000);
  await phone(page, 'admin@example.org', '/dashboard/rosters');
  const table = page.getByRole('table').first();
  // On a phone the grade and the memory work go under the name instead of columns past the screen's edge.
  await expect(table.getByRole('columnheader', { name: 'Name, grade and memory work' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/narrow-rosters-375.png`, fullPage: true });
  expect(await clipped(table.getByRole('columnheader'))).toEqual([]);
  // Both layouts are in the page (CSS shows one, so the server renders what the phone shows): the shown ones are checked.
  const chips = table.locator('tbody label').filter({ visible: true });
  await expect(chips.first()).toBeVisible();
  expect(await clipped(chips)).toEqual([]);
  expect(await clipped(table.locator('tbody').getByText(/grade$/).filter({ visible: true }))).toEqual([]);
  await expect(table.getByRole('columnheader', { name: 'Grade', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('people-query names wrap from the left and grades read as grades at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await phone(page, 'admin@example.org', '/dashboard/apq');
  await expect(page.getByRole('heading', { level: 1, name: 'People query' })).toBeVisible();
  await page.getByRole('button', { name: 'Show results' }).click();
  const table = page.getByRole('table', { name: 'People matching the query' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const names = table.locator('tbody').getByRole('button');
  await expect(names.first()).toBeVisible();
  const alignments = await names.evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).textAlign))]);
  expect(alignments.every((a) => a === 'left' || a === 'start')).toBe(true);
  expect(await clipped(names)).toEqual([]);
  // The grade column says "3rd grade", as the info sheet does, not "3".
  const gradeIndex = await table.getByRole('columnheader').evaluateAll((ths) => ths.findIndex((th) => th.textContent?.trim() === 'Grade'));
  if (gradeIndex >= 0) {
    const grades = await table.locator(`tbody tr td:nth-child(${gradeIndex + 1})`).allTextContents();
    expect(grades.length).toBeGreaterThan(0);
    for (const grade of grades) expect(grade).toMatch(/^(Kindergarten|\d+(st|nd|rd|th) grade|University|)$/);
  }
  await page.screenshot({ path: `${SHOTS}/narrow-people-query-375.png`, fullPage: true });
});

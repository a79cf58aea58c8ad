// Groups live on every screen: two staff members on two Chromium pages; a rename,
// a recolor and a child moved by one, and a points adjustment by the other, show on the other page
// without a reload (how long each took is reported with the test). Also: the rosters page (one group at a time, the groups list
// with counts, find a child across groups, filters, CSV export and print view), the
// staff assignment page, the leaderboard, narrow screens and accessibility (axe).
import type { Browser, Page } from '@playwright/test';
import { arrivesLive, expect, recordAttendance, signInWithDemoAccount, tabTo, test, waitsForHydration, seriousAxeFindings } from './fixtures.ts';

const SHOTS = process.env.GROUPS_SCREENSHOTS_DIR ?? 'test-results/groups';

/**
 * Resolves once the page's live subscription `operation` is in place on the server: graphql-sse answers
 * the request that adds an operation to the page's stream only after the operation has subscribed.
 */
function liveSubscribed(page: Page, operation: string) {
  return page.waitForResponse(
    (r) => r.url().endsWith('/graphql/stream') && r.request().method() === 'POST' && r.ok() && (r.request().postData() ?? '').includes(`"operationName":"${operation}"`),
    { timeout: 30_000 },
  );
}

/** A signed-in page at `path`; with `liveOperation`, once that subscription of the page is in place. */
async function signedInPage(browser: Browser, email: string, path: string, liveOperation?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = waitsForHydration(await context.newPage());
  page.on('pageerror', (error) => console.error(`[${email}] ${error.message}`));
  const subscribed = liveOperation ? liveSubscribed(page, liveOperation) : null;
  await page.goto(path);
  await signInWithDemoAccount(page, email);
  await subscribed;
  return page;
}

/** A group's link in the rosters page's groups list (wide screens). */
const groupLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Groups' }).getByRole('link', { name: new RegExp(`^${name}\\b`) });

/** Shows one group's roster on the rosters page, as a click on the groups list does. */
async function openGroup(page: Page, name: string) {
  await groupLink(page, name).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

/** Serious and critical axe findings on the settled page (fixtures.ts: a finding mid-transition is scanned again). */
const seriousViolations = (page: Page) => seriousAxeFindings(page);

test('a rename, recolor, child move and points change made on one page appear live on another', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, 'admin@example.org', '/dashboard/rosters', 'useGroupChangesSubscription');
  const staff = await signedInPage(browser, 'staff@example.org', '/dashboard/rosters', 'useGroupChangesSubscription');
  await expect(admin.getByRole('heading', { level: 1, name: 'Student rosters' })).toBeVisible();
  // The page shows one group at a time, chosen from the groups list.
  await openGroup(admin, 'Pharaohs');
  await openGroup(staff, 'Pharaohs');

  // Rename.
  await admin.getByRole('button', { name: 'Change Pharaohs' }).click();
  await admin.getByRole('menuitem', { name: 'Rename' }).click();
  await admin.getByLabel('Group name').fill('Mighty Pharaohs');
  await admin.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(admin.getByText('Group renamed.')).toBeVisible();
  await arrivesLive('rename', () => expect(staff.getByRole('heading', { name: 'Mighty Pharaohs' })).toBeVisible());
  await expect(groupLink(staff, 'Mighty Pharaohs')).toBeVisible();

  // Recolor.
  await admin.getByRole('button', { name: 'Change Mighty Pharaohs' }).click();
  await admin.getByRole('menuitem', { name: 'Change color' }).click();
  await admin.getByRole('textbox', { name: 'Color' }).fill('#0b7285');
  await admin.getByRole('button', { name: 'Save color' }).click();
  await expect(admin.getByText('Color changed.')).toBeVisible();
  const staffCard = staff.getByRole('region', { name: 'Mighty Pharaohs' });
  await arrivesLive('recolor', () => expect(staffCard).toHaveCSS('border-left-color', 'rgb(11, 114, 133)'));

  // Move the first child of Pyramids to Scarabs, while the other page shows Scarabs.
  await openGroup(staff, 'Scarabs');
  const scarabsCount = Number((await groupLink(staff, 'Scarabs').textContent())!.match(/(\d+) child/)![1]);
  await openGroup(admin, 'Pyramids');
  const pyramids = admin.getByRole('region', { name: 'Pyramids' });
  const childName = (await pyramids.getByRole('row').nth(1).getByRole('button').first().textContent())!.trim();
  const moveTo = admin.getByRole('menuitem', { name: 'Scarabs' });
  await expect(async () => {
    if (!(await moveTo.isVisible())) await pyramids.getByRole('button', { name: `Move or remove ${childName}` }).click();
    await expect(moveTo).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await moveTo.click();
  await expect(admin.getByText(/moved to Scarabs/)).toBeVisible();
  await arrivesLive('child move', () => expect(staff.getByRole('region', { name: 'Scarabs' }).getByRole('button', { name: childName, exact: true })).toBeVisible());
  // The groups list's counts follow.
  await expect(groupLink(staff, 'Scarabs')).toContainText(`${scarabsCount + 1} children`);
  await openGroup(staff, 'Pyramids');
  await expect(staff.getByRole('region', { name: 'Pyramids' }).getByRole('button', { name: childName, exact: true })).toHaveCount(0);

  // Points: the staff member (no permissions needed) adds 10 on the leaderboard; the admin's board moves.
  const boardSubscribed = liveSubscribed(admin, 'LeaderboardPageSubscription');
  await Promise.all([admin.goto('/dashboard/leaderboard'), staff.goto('/dashboard/leaderboard')]);
  await boardSubscribed;
  const adminRow = admin.getByRole('listitem').filter({ hasText: 'Scarabs' });
  const before = Number(await adminRow.getByTestId('leaderboard-score').textContent());
  const pointsDone = staff.waitForResponse((r) => r.url().endsWith('/graphql') && /"amount":10\b/.test(r.request().postData() ?? ''));
  await staff.getByRole('button', { name: 'Add 10 points to Scarabs' }).click();
  await pointsDone;
  await arrivesLive('points', () => expect(adminRow.getByTestId('leaderboard-score')).not.toHaveText(String(before)));
  expect(Number(await adminRow.getByTestId('leaderboard-score').textContent())).toBeGreaterThan(before);

  await admin.screenshot({ path: `${SHOTS}/leaderboard-1280.png`, fullPage: true });
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.context().close();
  await staff.context().close();
});

test('rosters: one group at a time, the groups list with counts, find a child, filters, CSV, print, phone, keyboard and axe', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/rosters');
  await signInWithDemoAccount(page, 'admin@example.org');
  // Today's attendance, recorded through the check-in calls: one child in, one in and out again, one
  // checked in on an earlier day and never out (not checked in today). The demo's records are from August 2025.
  const day = (await (await page.request.get('/api/v1/attendance/day')).json()) as { groups: { name: string; children: { childId: number; name: string }[] }[] };
  const group = day.groups[0];
  const [inToday, outToday, inEarlier] = group.children;
  await recordAttendance(browser, { inToday: [inToday.childId], outToday: [outToday.childId], inEarlier: [inEarlier.childId] });
  // Other specs on this server may have checked other children in today: the roster must agree with the
  // attendance view, whatever else is in, and our three children must read as recorded.
  const today = (await (await page.request.get('/api/v1/attendance/day')).json()) as { groups: { name: string; children: { childId: number; present: boolean; checkedInAt: string | null }[] }[] };
  const entries = today.groups.flatMap((g) => g.children);
  expect(entries.filter((c) => c.childId === inToday.childId).every((c) => c.present)).toBe(true);
  expect(entries.filter((c) => c.childId === outToday.childId).some((c) => c.present)).toBe(false);
  expect(entries.filter((c) => c.childId === inEarlier.childId).every((c) => !c.present && c.checkedInAt === null)).toBe(true);
  const presentRows = entries.filter((c) => c.present).length;
  const presentHere = today.groups.find((g) => g.name === group.name)!.children.filter((c) => c.present).length;
  await page.reload();

  // The groups list: every group with its counts; the chosen group's roster beside it, its id in the URL.
  await openGroup(page, group.name);
  await expect(page).toHaveURL(/\?group=\d+$/);
  // The on-screen card (exact: printing every group adds a section named "<group> (<count>)").
  const shown = page.getByRole('region', { name: group.name, exact: true });
  await expect(groupLink(page, group.name)).toContainText(`${presentHere} checked in`);
  await expect(shown).toContainText(`${presentHere} checked in`);
  await expect(shown.getByRole('row').filter({ hasText: inToday.name })).toContainText('Checked in');
  await expect(shown.getByRole('row').filter({ hasText: outToday.name })).toContainText('Checked out');
  await expect(shown.getByRole('row').filter({ hasText: inEarlier.name })).toContainText('Not checked in');
  await page.screenshot({ path: `${SHOTS}/rosters-1280.png`, fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);

  // Another group, then Back to the first.
  const other = page.getByRole('navigation', { name: 'Groups' }).getByRole('link').filter({ hasNotText: group.name }).first();
  const otherName = (await other.locator('.mantine-NavLink-label').textContent())!.trim();
  await other.click();
  await expect(page.getByRole('region', { name: otherName })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('region', { name: group.name })).toBeVisible();

  // Find a child in any group: the server's matches, each with its group, which opens that roster.
  await page.getByLabel('Find a child in any group').fill(inToday.name.split(' ')[0]);
  const found = page.getByRole('list', { name: 'Children found' }).getByRole('listitem').filter({ hasText: inToday.name }).first();
  await expect(found).toContainText('Checked in');
  await page.getByLabel('Find a child in any group').fill('zzzqx');
  await expect(page.getByText('No child’s name starts with “zzzqx”.')).toBeVisible();
  await page.getByLabel('Find a child in any group').fill(outToday.name.split(' ')[0]);
  await page.getByRole('list', { name: 'Children found' }).getByRole('listitem').filter({ hasText: outToday.name }).first().getByRole('link').click();
  await expect(page.getByRole('region', { name: group.name }).getByRole('row').filter({ hasText: outToday.name })).toBeVisible();
  await page.getByLabel('Find a child in any group').fill('');

  // The roster's own filters.
  // The segmented control's radio is the state to wait on, and what a tap lands on (it covers its words): a
  // click that lands while the roster re-renders after the search is cleared is tried again until it took.
  const checkedInFilter = page.getByRole('radiogroup', { name: 'Check-in' }).getByRole('radio', { name: 'Checked in' });
  await expect(async () => {
    await checkedInFilter.click({ timeout: 5_000 });
    await expect(checkedInFilter).toBeChecked({ timeout: 1_000 });
  }).toPass();
  await expect(shown.getByRole('cell', { name: 'Checked out' })).toHaveCount(0);
  await expect(shown.getByRole('row').filter({ hasText: inToday.name })).toBeVisible();
  await page.getByLabel('Filter this roster').fill(inToday.name.split(' ')[0]);
  await expect(shown.getByRole('row').filter({ hasText: inToday.name })).toBeVisible();

  // CSV: the shown group as filtered, or every group (read when asked).
  const csvOf = async (item: RegExp) => {
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    return { name: download.suggestedFilename(), text };
  };
  const mine = await csvOf(/^This group/);
  expect(mine.name).toMatch(/^roster-2025-.+\.csv$/);
  expect(mine.text.split('\r\n').filter((line) => line.includes(',Checked in,'))).toHaveLength(mine.text.split('\r\n').length - 2);
  expect(mine.text).toContain(inToday.name.split(' ')[0]);
  const all = await csvOf(/^All groups/);
  expect(all.name).toBe('rosters-2025.csv');
  expect(all.text.split('\r\n')[0]).toBe('\uFEFFGroup,Group type,Last name,First name,Name,Grade,Check-in,Parents,Medical on file,Medical alert,Medical information');
  // Only children checked in today (ours among them, once per group they are in); not the one checked in
  // on an earlier day.
  expect(all.text.split('\r\n').filter((line) => line.includes(',Checked in,'))).toHaveLength(presentRows);
  expect(all.text).toContain(',Checked out');
  await page.getByLabel('Filter this roster').fill('');
  await page.getByRole('radiogroup', { name: 'Check-in' }).getByRole('radio', { name: 'All' }).click();

  // Print: the shown group, no controls or site chrome; or every group.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Groups' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/rosters-print.png`, fullPage: false });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: 'All groups' }).click();
  const printAll = page.getByTestId('print-all-rosters');
  await expect(printAll).toBeAttached();
  const groupCount = await page.getByRole('navigation', { name: 'Groups' }).getByRole('link').count();
  await page.emulateMedia({ media: 'print' });
  await expect(printAll.getByRole('heading', { level: 2 })).toHaveCount(groupCount);
  await expect(shown).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/rosters-print-all.png`, fullPage: false });
  await page.emulateMedia({ media: 'screen' });

  // Keyboard: Tab reaches the groups list; Enter opens a group.
  await groupLink(page, otherName).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: otherName })).toBeVisible();

  // A phone: the groups list becomes the phone's own picker (a native select, its groups by type, each with its
  // counts); no sideways scrolling; the state reads in full.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Student rosters' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Groups' })).toBeHidden();
  const chooser = page.getByRole('combobox', { name: 'Group', exact: true });
  await expect(chooser).toHaveJSProperty('tagName', 'SELECT');
  await expect(chooser.locator('optgroup[label="Assigned"]')).toHaveCount(1);
  await expect(chooser.locator('option:checked')).toHaveText(new RegExp(`^${otherName} \\(\\d+/\\d+ in\\)$`));
  const groupOption = chooser.locator('optgroup[label="Assigned"] option', { hasText: new RegExp(`^${group.name} \\(${presentHere}/\\d+ in\\)$`) });
  await chooser.selectOption({ label: (await groupOption.textContent())! });
  await expect(page.getByRole('region', { name: group.name })).toBeVisible();
  await expect(page).toHaveURL(/\?group=\d+$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const badge = page.getByRole('region', { name: group.name }).getByRole('row').filter({ hasText: inToday.name }).getByText('Checked in');
  const box = (await badge.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/rosters-375.png`, fullPage: true });
  await page.getByLabel('Find a child in any group').fill(inToday.name.split(' ')[0]);
  await expect(page.getByRole('list', { name: 'Children found' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/rosters-search-375.png`, fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('rosters: the Print and Export CSV menus', () => {
  // The menus' code loads after the first screen; the test holds it back to click before it is in, which a
  // service worker serving it from its cache would not let it do.
  test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 800 } });

  test('are on the first screen (in the server-rendered page too), keep a click made before their code is in, and work by keyboard', async ({ page }) => {
    await page.goto('/dashboard/rosters');
    await signInWithDemoAccount(page, 'admin@example.org');
    await expect(page.getByRole('heading', { level: 1, name: 'Student rosters' })).toBeVisible();
    const html = await (await page.request.get('/dashboard/rosters')).text();
    expect(html).toMatch(/data-rendered-at/);
    for (const name of ['Print', 'Export CSV']) expect(html, name).toMatch(new RegExp(`<button[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"(?:(?!</button>).)*>${name}</span>`, 's'));

    // The page as it arrives, hydrated, with the menus' code held back: a click on Export CSV right away.
    const held: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/menu-part-[\w-]+\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.reload();
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    // It opens once the code is in, without a second click.
    await expect(page.getByRole('menuitem', { name: /^This group \(/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'All groups' })).toBeVisible();
    await expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: `${SHOTS}/rosters-export-menu-375.png`, fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(exportButton).toBeFocused();

    // By keyboard: Tab to a menu button, Enter opens it, the arrows move through its items, Enter chooses.
    // A menu opened by keyboard takes the focus once it has opened (Mantine's focus trap); an arrow pressed
    // before then goes nowhere, so the test presses it when a person could, once the menu holds the focus.
    const menuHasFocus = () => expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    const printButton = page.getByRole('button', { name: 'Print' });
    await page.keyboard.press('Shift+Tab');
    await expect(printButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await menuHasFocus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /^This group \(/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'All groups' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('print-all-rosters')).toBeAttached();
    await expect(page.getByRole('menu')).toHaveCount(0);

    await tabTo(page, exportButton);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await menuHasFocus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /^This group \(/ })).toBeFocused();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^roster-2025-.+\.csv$/);
    // The focus is back on the button, so the keyboard goes on from where it was.
    await expect(exportButton).toBeFocused();
    await expect(exportButton).not.toHaveAttribute('aria-busy');
  });
});

test('staff page: assign a staff member to a group from the menu and take them off again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/staff');
  await signInWithDemoAccount(page, 'admin@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff rosters' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/staff-1280.png`, fullPage: false });

  await page.getByRole('button', { name: 'Assign Daniel Brooks to a group' }).click();
  await page.getByRole('menuitem', { name: 'Nile Sports' }).click();
  const club = page.getByRole('region', { name: 'Nile Sports' });
  await expect(club.getByRole('button', { name: 'Daniel Brooks', exact: true })).toBeVisible();
  await club.getByRole('button', { name: 'Take Daniel Brooks off Nile Sports' }).click();
  await expect(club.getByRole('button', { name: 'Daniel Brooks', exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/staff-375.png`, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a staff member without ASSIGN_STAFF sees the staff page without assignment controls', async ({ page }) => {
  await page.goto('/dashboard/staff');
  await signInWithDemoAccount(page, 'staff@example.org');
  await expect(page.getByText('An administrator assigns staff and interns to groups.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Assign .* to a group$/ })).toHaveCount(0);
  await page.goto('/dashboard/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/leaderboard-375.png`, fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const score = page.getByTestId('leaderboard-score').first();
  const box = (await score.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  // A long name ("Hieroglyph") that must break at 375 px breaks at a syllable, with a hyphen, in English.
  const names = page.getByTestId('leaderboard-name');
  await expect(names.first()).toBeVisible();
  expect(await names.evaluateAll((els) => els.map((el) => [getComputedStyle(el).hyphens, el.closest('[lang]')?.getAttribute('lang')]))).toEqual(
    Array.from({ length: await names.count() }, () => ['auto', 'en']),
  );
  expect(await seriousViolations(page)).toEqual([]);
});

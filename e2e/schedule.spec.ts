// The schedule in a real browser: a child marked memorized from the rosters moves
// the tally; an admin copies Aug 11 into a new day, moves an event by drag and by keyboard and makes it
// staff-only while a staff member's live schedule follows live; a parent sees the schedule only
// once released and never the staff-only event; the rotation generator fills a day for the demo groups
// with no conflict; curriculum saves and reloads; an event created, moved and deleted in the builder
// reaches another open schedule with no request from it. Screenshots at 1280 and 375 px.
import type { Browser, Page } from '@playwright/test';
import { arrivesLive, expect, seriousAxeFindings, signInWithDemoAccount, test, waitsForHydration } from './fixtures.ts';

const SHOTS = process.env.SCHEDULE_SCREENSHOTS_DIR ?? 'test-results/schedule';
/** Waiting for a change to arrive on another screen: generous, since the test machine may be busy. */
const LIVE = { timeout: 30_000 };

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

async function signedInPage(browser: Browser, email: string, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = waitsForHydration(await context.newPage());
  // Like the shared fixture: an uncaught error or a console error on any of these pages fails the test.
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(`[${email}] Uncaught: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && errors.push(`[${email}] ${message.text()}`));
  // Sign in from the dashboard, then open the page under test as a signed-in person would.
  await page.goto('/dashboard');
  await signInWithDemoAccount(page, email);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.goto(path);
  return page;
}

/** Picks a day in the page's day switcher (the builder's copy-from list holds the same labels). */
const chooseDay = (page: Page, label: string) => page.getByRole('radiogroup', { name: 'Day' }).getByText(label, { exact: true }).click();

const pageErrors = new WeakMap<Page, string[]>();

/** Closes a signed-in page's browser context, failing on any console or uncaught error it had. */
async function close(page: Page) {
  await page.context().close();
  expect(pageErrors.get(page), 'console errors on the page').toEqual([]);
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

test('a child marked memorized on the rosters moves the tally on the curriculum page', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, 'admin@example.org', '/dashboard/curriculum');
  // groups.spec renames Pharaohs to "Mighty Pharaohs" earlier in a full run: match either name.
  const pharaohsTally = () => admin.locator('[data-testid^="tally-"][data-testid$="Pharaohs"]');
  const tally = pharaohsTally();
  // The first page of a fresh server on a shared machine may take a while.
  await expect(tally).toBeVisible({ timeout: 30_000 });
  const before = Number(await tally.textContent());

  // The rosters page shows one group at a time: choose Pharaohs in its list of groups.
  await admin.goto('/dashboard/rosters');
  await admin.getByRole('navigation', { name: 'Groups' }).getByRole('link', { name: /Pharaohs/ }).first().click();
  const pharaohs = admin.getByRole('region', { name: /Pharaohs$/ });
  const chip = pharaohs.getByRole('checkbox', { name: /memorized John 1:29/, checked: false }).first();
  // Mantine's chip keeps its checkbox visually hidden behind the label the person taps.
  await expect(chip).toBeAttached({ timeout: 30_000 });
  const label = await chip.getAttribute('aria-label');
  await admin.locator(`label[for="${await chip.getAttribute('id')}"]`).click();
  await expect(pharaohs.getByRole('checkbox', { name: label!, checked: true })).toBeAttached();

  await admin.goto('/dashboard/curriculum');
  await expect(pharaohsTally()).toHaveText(String(before + 1), { timeout: 30_000 });
  await close(admin);
});

test('the rotation generator fills an empty day for the demo groups with no conflict', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, 'admin@example.org', '/dashboard/scheduler');
  await admin.getByLabel('New day').fill('2025-08-19');
  await admin.getByRole('button', { name: 'Add day' }).click();
  await expect(admin.getByText('Added Tue, Aug 19.')).toBeVisible();
  await expect(admin.getByText('Nothing is planned', { exact: false }).or(admin.locator('[data-testid="timeline-event"]'))).toHaveCount(0);
  await admin.getByRole('button', { name: 'Propose rotation' }).click();
  await expect(admin.getByTestId('rotation-ok')).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Proposed rotation' }).getByRole('row')).toHaveCount(7);
  await admin.screenshot({ path: `${SHOTS}/rotation-1280.png`, fullPage: true });
  await admin.getByRole('button', { name: 'Add these events to the day' }).click();
  await expect(admin.getByText('Rotation added to the day.')).toBeVisible();
  await expect(admin.locator('[data-testid="timeline-event"]')).toHaveCount(18);
  await expect(admin.getByTestId('conflicts')).toHaveCount(0);
  await close(admin);
});

/** The event's block on the builder's timeline, and its name with times as the screen reader hears it. */
const block = (page: Page, name: string) => page.locator(`[data-testid="timeline-event"][data-event-name="${name}"]`);
/** Waits until no move is still saving (the block shows the wish until the server has it). */
const savedAll = (page: Page) => expect(page.locator('[data-testid="timeline-event"][data-saving]')).toHaveCount(0);

test('the builder: copy Aug 11 into a new day, move an event by drag and by keyboard, make it staff-only — staff see it live, parents only once released and never the staff-only event', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await signedInPage(browser, 'admin@example.org', '/dashboard/scheduler');
  await expect(admin.getByRole('heading', { level: 1, name: 'Schedule builder' })).toBeVisible({ timeout: 30_000 });

  // A new day copied from Aug 11: its events come along.
  await admin.getByLabel('New day').fill('2025-08-18');
  await admin.getByRole('combobox', { name: 'Copy events from' }).click();
  await admin.getByRole('option', { name: 'Mon, Aug 11', exact: true }).click();
  await admin.getByRole('button', { name: 'Add day' }).click();
  // The new day is chosen once it is there.
  await expect(admin.getByRole('radio', { name: 'Mon, Aug 18' })).toBeChecked();
  const snacks = block(admin, 'Snacks');
  await expect(snacks).toHaveAccessibleName('Snacks 10:55 AM–11:10 AM · Fellowship Hall');
  await expect(block(admin, 'Lunch')).toBeVisible();

  // A staff member's live schedule, open on the new day (no reload from here on).
  const staff = await signedInPage(browser, 'staff@example.org', '/dashboard/schedules');
  await expect(staff.getByRole('heading', { level: 1, name: 'Live schedule' })).toBeVisible({ timeout: 30_000 });
  await chooseDay(staff, 'Mon, Aug 18');
  const staffSnacks = staff.getByTestId('schedule-event').filter({ hasText: 'Snacks' });
  await expect(staffSnacks).toContainText('10:55 AM–11:10 AM · Fellowship Hall', LIVE);

  // Drag Snacks down 15 minutes with the mouse (1.4 px a minute on the timeline).
  await snacks.scrollIntoViewIfNeeded();
  const box = (await snacks.boundingBox())!;
  await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await admin.mouse.down();
  await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 10, { steps: 3 });
  await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 21, { steps: 3 });
  await admin.mouse.up();
  await expect(snacks).toHaveAccessibleName('Snacks 11:10 AM–11:25 AM · Fellowship Hall');
  await savedAll(admin);
  await expect(staffSnacks).toContainText('11:10 AM–11:25 AM', LIVE);

  // Keyboard: ↑ five times as fast as the keys go moves it 25 minutes earlier, every press kept;
  // Shift+↓ then makes it end 5 minutes later.
  await snacks.focus();
  for (let i = 0; i < 5; i++) await admin.keyboard.press('ArrowUp');
  await expect(snacks).toHaveAccessibleName('Snacks 10:45 AM–11:00 AM · Fellowship Hall');
  await savedAll(admin);
  await admin.keyboard.press('Shift+ArrowDown');
  await expect(snacks).toHaveAccessibleName('Snacks 10:45 AM–11:05 AM · Fellowship Hall');
  await savedAll(admin);
  await expect(admin.getByText(/Someone else changed|not saved/)).toHaveCount(0);
  await expect(staffSnacks).toContainText('10:45 AM–11:05 AM', LIVE);

  // Staff-only, from the event's form (Enter on the focused event).
  await admin.keyboard.press('Enter');
  const form = admin.getByRole('dialog', { name: 'Edit Snacks' });
  await expect(form).toBeVisible();
  const staffOnly = form.getByRole('switch', { name: /^Staff only/ });
  await staffOnly.press('Space');
  await expect(staffOnly).toBeChecked();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(snacks).toHaveAccessibleName('Snacks 10:45 AM–11:05 AM · Fellowship Hall (staff only)');
  await expect(staffSnacks.getByText('Staff only')).toBeVisible(LIVE);
  await staff.screenshot({ path: `${SHOTS}/schedules-staff-live-1280.png`, fullPage: true });

  // Saved, not just shown: after a reload the builder reads the same.
  await admin.reload();
  await chooseDay(admin, 'Mon, Aug 18');
  await expect(block(admin, 'Snacks')).toHaveAccessibleName('Snacks 10:45 AM–11:05 AM · Fellowship Hall (staff only)', { timeout: 30_000 });
  await admin.screenshot({ path: `${SHOTS}/scheduler-1280.png`, fullPage: true });

  // Not released yet: staff only, until a release date in the future.
  const who = admin.getByRole('region', { name: 'Who can see it' });
  await who.getByText('Staff', { exact: true }).click();
  await who.getByLabel('Release date').fill('2030-06-01T09:00');
  await expect(admin.getByTestId('audience-summary')).toContainText('Staff can see it now. Parents, interns and everyone else will see it from');
  const parent = await signedInPage(browser, 'parent@example.org', '/dashboard/schedules');
  await expect(parent.getByText('The schedule is not released yet.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(parent.getByTestId('schedule-event')).toHaveCount(0);
  await parent.screenshot({ path: `${SHOTS}/schedules-parent-not-released-1280.png`, fullPage: true });

  // Released (a release date in the past): the parent sees the day, without the staff-only event.
  await who.getByLabel('Release date').fill('2025-08-01T09:00');
  await expect(admin.getByTestId('audience-summary')).toContainText('Everyone can see this schedule now: it was released on');
  await parent.reload();
  await expect(parent.getByRole('heading', { level: 1, name: 'Live schedule' })).toBeVisible({ timeout: 30_000 });
  await chooseDay(parent, 'Mon, Aug 18');
  await expect(parent.getByTestId('schedule-event').filter({ hasText: 'Lunch' })).toBeVisible();
  await expect(parent.getByTestId('schedule-event').filter({ hasText: 'Opening assembly' })).toBeVisible();
  await expect(parent.getByTestId('schedule-event').filter({ hasText: 'Snacks' })).toHaveCount(0);
  await expect(parent.getByText('Staff devotions')).toHaveCount(0);
  await parent.screenshot({ path: `${SHOTS}/schedules-parent-released-1280.png`, fullPage: true });

  // Back to what the demo had (public, default release date) for the tests after this one.
  await who.getByText('Everyone', { exact: true }).click();
  await expect(admin.getByTestId('audience-summary')).toHaveText('Everyone can see this schedule now, parents included.');
  await who.getByRole('button', { name: /Use the default/ }).click();
  await expect(who.getByRole('button', { name: /Use the default/ })).toHaveCount(0);
  await close(admin);
  await close(staff);
  await close(parent);
});

/** Counts the GraphQL requests (queries, mutations, new subscriptions) a page sends from now on. */
function graphqlRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) sent.push(request.postData() ?? request.url());
  });
  return sent;
}

test('an event created, moved and deleted in the builder shows on another open schedule with zero requests from it', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, 'admin@example.org', '/dashboard/scheduler');
  await expect(admin.getByRole('heading', { level: 1, name: 'Schedule builder' })).toBeVisible({ timeout: 30_000 });
  await chooseDay(admin, 'Tue, Aug 12');
  const staff = await signedInPage(browser, 'staff@example.org', '/dashboard/schedules');
  await expect(staff.getByRole('heading', { level: 1, name: 'Live schedule' })).toBeVisible({ timeout: 30_000 });
  await chooseDay(staff, 'Tue, Aug 12');
  await expect(staff.getByTestId('schedule-event').first()).toBeVisible(LIVE);
  // The live subscription is open once the page is: listen from here on.
  const fromStaff = graphqlRequests(staff);
  const fromAdmin = graphqlRequests(admin);
  const waterGames = staff.getByTestId('schedule-event').filter({ hasText: 'Water games' });

  // Created in the event form: one request from the builder, the event on both screens.
  await admin.getByRole('button', { name: 'New event' }).click();
  const form = admin.getByRole('dialog', { name: 'New event' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Water games');
  await form.getByLabel(/^Starts/).fill('16:00');
  await form.getByLabel(/^Ends/).fill('16:30');
  await form.getByRole('textbox', { name: /^Location/ }).fill('Lawn');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const block = admin.locator('[data-testid="timeline-event"][data-event-name="Water games"]');
  await expect(block).toHaveAccessibleName('Water games 4:00 PM–4:30 PM · Lawn');
  await arrivesLive('created event', () => expect(waterGames).toContainText('4:00 PM–4:30 PM · Lawn', LIVE));
  expect(fromAdmin).toHaveLength(1);

  // Moved 5 minutes later with the keyboard.
  await block.focus();
  await admin.keyboard.press('ArrowDown');
  await expect(block).toHaveAccessibleName('Water games 4:05 PM–4:35 PM · Lawn');
  await expect(admin.locator('[data-testid="timeline-event"][data-saving]')).toHaveCount(0);
  await arrivesLive('moved event', () => expect(waterGames).toContainText('4:05 PM–4:35 PM · Lawn', LIVE));
  expect(fromAdmin).toHaveLength(2);

  // Deleted from its form.
  await admin.keyboard.press('Enter');
  const edit = admin.getByRole('dialog', { name: 'Edit Water games' });
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(edit).toBeHidden();
  await expect(block).toHaveCount(0);
  await arrivesLive('deleted event', () => expect(waterGames).toHaveCount(0, LIVE));
  expect(fromAdmin).toHaveLength(3);

  expect(fromStaff, 'requests from the page that only watched').toEqual([]);
  await close(admin);
  await close(staff);
});

test('the three schedule pages have no serious accessibility findings; a staff member can use the builder on a phone', async ({ browser }) => {
  test.setTimeout(420_000);
  for (const [path, heading] of [['/dashboard/schedules', 'Live schedule'], ['/dashboard/scheduler', 'Schedule builder'], ['/dashboard/curriculum', 'Curriculum']]) {
    const admin = await signedInPage(browser, 'admin@example.org', path);
    await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    expect(await seriousAxeFindings(admin), `${path} at 1280`).toEqual([]);
    await close(admin);
  }
  // Staff without the schedule permissions: the builder is read-only, fits 375 px, and its events open by keyboard.
  const phone = await signedInPage(browser, 'staff@example.org', '/dashboard/scheduler', 375);
  await expect(phone.getByRole('heading', { level: 1, name: 'Schedule builder' })).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByText('you can look around', { exact: false })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Add day' })).toHaveCount(0);
  await noHorizontalScroll(phone);
  expect(await seriousAxeFindings(phone), 'builder at 375 for staff').toEqual([]);
  await phone.screenshot({ path: `${SHOTS}/scheduler-staff-375.png`, fullPage: true });
  const opening = block(phone, 'Opening assembly');
  await opening.focus();
  await phone.keyboard.press('Enter');
  const details = phone.getByRole('dialog', { name: 'Opening assembly' });
  await expect(details).toBeVisible();
  await expect(details.getByLabel('Name')).toHaveValue('Opening assembly');
  await expect(details.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await phone.keyboard.press('Escape');
  await expect(details).toBeHidden();
  for (const path of ['/dashboard/schedules', '/dashboard/curriculum']) {
    await phone.goto(path);
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await noHorizontalScroll(phone);
    expect(await seriousAxeFindings(phone), `${path} at 375 for staff`).toEqual([]);
  }
  await close(phone);
});

test('curriculum saves and reloads; pages fit a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, 'admin@example.org', '/dashboard/curriculum');
  await expect(admin.getByRole('heading', { level: 1, name: 'Curriculum' })).toBeVisible({ timeout: 30_000 });
  await admin.getByText('Mon, Aug 11', { exact: true }).click();
  // Sections show their saved text; the editor mounts only for the section being edited.
  await expect(admin.getByRole('textbox', { name: 'Headline' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Edit spirit day' }).click();
  const editor = admin.getByRole('textbox', { name: 'Spirit day' });
  await editor.click();
  await expect(admin.locator('.ProseMirror')).toHaveCount(1);
  await admin.keyboard.type('Pyramid hat day');
  await admin.getByRole('button', { name: 'Save spirit day' }).click();
  await expect(admin.getByText('Spirit day saved.')).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(admin.getByTestId('section-spirit-day')).toContainText('Pyramid hat day');
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: 'Curriculum' })).toBeVisible({ timeout: 30_000 });
  await admin.getByText('Mon, Aug 11', { exact: true }).click();
  await expect(admin.getByTestId('section-spirit-day')).toContainText('Pyramid hat day', { timeout: 30_000 });
  await expect(admin.locator('.ProseMirror')).toHaveCount(0);
  await admin.screenshot({ path: `${SHOTS}/curriculum-1280.png`, fullPage: true });
  await close(admin);

  for (const path of ['/dashboard/schedules', '/dashboard/scheduler', '/dashboard/curriculum']) {
    const phone = await signedInPage(browser, 'admin@example.org', path, 375);
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await noHorizontalScroll(phone);
    await phone.screenshot({ path: `${SHOTS}/${path.split('/').pop()}-375.png`, fullPage: true });
    await close(phone);
  }
});

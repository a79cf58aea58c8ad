// A check-in travels one way: the station sends ONE request for a family's check-in (one Relay mutation for
// all the children) and one for a family's check-out, and updates itself from the answer; the rosters and the day's
// attendance, open on other pages, show the change from the live event alone, asking the server nothing.
// Requests are counted per page: POST /graphql (queries and mutations) and /api/v1 (REST). The live stream
// (/graphql/stream) is not a request per change. The rosters re-read their query every 30 s (SPEC §4/§9): the
// administrator's pages run on Playwright's clock, which sets that refresh off before each step and holds it
// still during the step, then lets 5 s pass so a refetch a page would schedule after a change is counted.
import type { Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitsForHydration, signInAt, graphql } from './fixtures.ts';

/** The rosters' refresh period (client/src/features/groups/useGroupChanges.ts). */
const GROUP_REFRESH_MS = 30_000;

test.describe.configure({ timeout: 120_000 });

/** Operation names (queries and mutations) by persisted id, from the client's persisted-operations file. */
const nameOfId = new Map(
  Object.entries(JSON.parse(readFileSync(join(process.cwd(), 'client/persisted-queries.json'), 'utf8')) as Record<string, string>).map(
    ([id, text]) => [id, /^\s*(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? id],
  ),
);

/** The operation a request runs, when it is one the count covers (POST /graphql, or /api/v1/…); else null. */
function counted(request: Request): string | null {
  const path = new URL(request.url()).pathname;
  if (path.startsWith('/api/v1/')) return `${request.method()} ${path}`;
  if (path !== '/graphql') return null;
  let id: string | undefined;
  try {
    id = request.postDataJSON()?.documentId;
  } catch {
    id = undefined;
  }
  return (id && nameOfId.get(id)) ?? `graphql ${request.postData()?.slice(0, 80) ?? request.method()}`;
}

/** Every counted request `page` sends from now on, by operation name. */
function countRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const name = counted(request);
    if (name) sent.push(name);
  });
  return { sent, reset: () => sent.splice(0) };
}

interface Family { familyName: string; children: { childId: number; name: string; firstName: string; lastName: string; state: string; groups: { name: string }[] }[] }

test('a family of three checked in: one request from the station, none from the rosters and attendance pages, which show them present', async ({ page, browser, baseURL }) => {
  // The staff member at the station.
  await signInAt(page, 'staff@example.org', '/dashboard/check-in');
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  const { checkInStation } = await graphql(page, '{ checkInStation { families { familyName children { childId name firstName lastName state groups { name } } } } }');
  // A family of three, none here yet, all three on a roster.
  const family = (checkInStation.families as Family[]).find(
    (f) => f.children.length === 3 && f.children.every((c) => c.state === 'NOT_HERE_YET' && c.groups.length > 0),
  )!;
  expect(family, 'a demo family of three children, none here yet').toBeDefined();
  const names = family.children.map((c) => c.name);
  const lastName = family.familyName.replace(/ family$/, '');

  // An administrator watches the rosters (found by the family's name) and today's attendance, on two pages.
  const admin = await browser.newContext({ baseURL });
  await admin.clock.install();
  const rosters = waitsForHydration(await admin.newPage());
  await signInAt(rosters, 'admin@example.org', '/dashboard/rosters');
  await expect(rosters.getByRole('heading', { name: 'Student rosters', level: 1 })).toBeVisible({ timeout: 30_000 });
  await rosters.getByLabel('Find a child in any group').fill(lastName);
  // A child's name is found by first and last name, whatever preferred name stands between them (SPEC §3).
  const byName = new Map(family.children.map((c) => [c.name, new RegExp(`\\b${c.firstName}\\b.* ${c.lastName}`)]));
  const rosterRow = (name: string) => rosters.getByRole('list', { name: 'Children found' }).getByRole('listitem').filter({ hasText: byName.get(name) }).first();
  for (const name of names) await expect(rosterRow(name)).toContainText('Not checked in', { timeout: 30_000 });
  const attendance = waitsForHydration(await admin.newPage());
  await attendance.goto('/dashboard/attendance');
  await expect(attendance.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible({ timeout: 30_000 });
  const dayRow = (name: string) => attendance.getByRole('row', { name: byName.get(name) }).first();
  for (const name of names) await expect(dayRow(name)).toContainText('Absent', { timeout: 30_000 });

  const station = countRequests(page);
  const onRosters = countRequests(rosters);
  const onAttendance = countRequests(attendance);
  /** Sets the rosters' 30 s refresh off, waits until its queries (the page's and the shown group's) have answered, then holds the pages' clock. */
  const rostersRefreshed = async () => {
    const answered = (name: string) => rosters.waitForResponse((r) => counted(r.request()) === name);
    const refreshed = Promise.all([answered('RostersPageQuery'), answered('RosterGroupPanelQuery')]);
    await admin.clock.fastForward(GROUP_REFRESH_MS);
    await refreshed;
    await pauseSoon();
  };
  /**
   * Holds the pages' clock a moment ahead of their now. The page's time runs on while the call travels, so on a
   * loaded machine "a moment ahead" can already be past when it arrives: then ask again, further ahead.
   */
  const pauseSoon = async () => {
    for (let ahead = 100; ; ahead *= 4) {
      try {
        return await admin.clock.pauseAt((await rosters.evaluate(() => Date.now())) + ahead);
      } catch (error) {
        if (ahead > 10_000 || !String(error).includes('to the past')) throw error;
      }
    }
  };
  /** Lets 5 s pass on the held pages (any timer a change scheduled fires), then lets their clock run again. */
  const settled = async () => {
    await admin.clock.runFor(5_000);
    await admin.clock.resume();
  };

  // Check-in of the three, as one action.
  await rostersRefreshed();
  for (const counter of [station, onRosters, onAttendance]) counter.reset();
  await page.getByLabel('Find a family by name').fill(lastName);
  await page.getByRole('list', { name: 'Families found' }).getByRole('button').filter({ hasText: names[0] }).first().click();
  await expect(page.getByRole('heading', { name: family.familyName })).toBeVisible();
  await page.getByRole('button', { name: 'Check in 3 children' }).click();
  await expect(page.getByTestId('name-tag')).toHaveCount(3);
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  for (const name of names) {
    await expect(rosterRow(name)).toContainText('Checked in');
    await expect(dayRow(name)).toContainText('Present');
  }
  await settled();
  const code = (await page.getByTestId('name-tag').first().getByLabel(/Pickup code/).textContent())!.trim();
  expect(station.sent).toEqual(['stationMutationsCheckInMutation']);
  expect(onRosters.sent).toEqual([]);
  expect(onAttendance.sent).toEqual([]);

  // The station shows them in from its own store: the family now offers the three a check-out.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Check out 3 children' })).toBeVisible();
  // The station's buttons call a child by the name they go by; the dialog names each in full.
  const first = family.children[0].firstName;

  // Check-out of one child (the family's check-out, the other two unticked).
  await rostersRefreshed();
  for (const counter of [station, onRosters, onAttendance]) counter.reset();
  await page.getByRole('button', { name: 'Check out 3 children' }).click();
  const dialog = page.getByRole('dialog', { name: `Check out from the ${family.familyName}` });
  for (const name of names.slice(1)) await dialog.getByRole('checkbox', { name }).uncheck();
  await dialog.getByLabel('Pickup code from the guardian receipt').fill(code);
  await dialog.getByRole('button', { name: `Check out ${first}`, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
  await expect(rosterRow(names[0])).toContainText('Checked out');
  await expect(dayRow(names[0])).toContainText('Picked up');
  for (const name of names.slice(1)) {
    await expect(rosterRow(name)).toContainText('Checked in');
    await expect(dayRow(name)).toContainText('Present');
  }
  await settled();
  expect(station.sent).toEqual(['stationMutationsCheckOutChildrenMutation']);
  expect(onRosters.sent).toEqual([]);
  expect(onAttendance.sent).toEqual([]);
  await admin.close();
});

// A leader's "my group" view on a phone: the intern opens the dashboard at 375 px, taps their group, and finds
// its children with the parents' alert lines and today's check-in state (a check-in at the station arrives
// live), adds points, and reads the group's schedule today in time order. A staff member leading a group opens
// it from their dashboard at 1280 px. Screenshots at both widths, axe on each.
import type { Page } from '@playwright/test';
import { arrivesLive, expect, graphql, recordAttendance, seriousAxeFindings, signInAt, test, waitForSettledUi } from './fixtures.ts';

const SHOTS = 'test-results/my-group';

/** Resolves once the page's live subscription `operation` is in place on the server (see groups.spec.ts). */
function liveSubscribed(page: Page, operation: string) {
  return page.waitForResponse(
    (r) => r.url().endsWith('/graphql/stream') && r.request().method() === 'POST' && r.ok() && (r.request().postData() ?? '').includes(`"operationName":"${operation}"`),
    { timeout: 60_000 },
  );
}

interface RosterRow {
  child: { databaseId: number; firstName: string; preferredName: string | null; lastName: string; medicalAlert: string | null; medicalInformation: string | null };
}

test.describe('my group', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an intern taps their group on the dashboard: children with alert lines and check-in state, points, today’s schedule', async ({ page, browser, baseURL }) => {
    test.setTimeout(300_000);
    // Today is a program day with two events for the intern's group (added out of time order) and one for another group.
    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await adminPage.goto('/oauth2/authorization/dev?email=admin%40example.org&redirect=%2Fhelp');
    const { schedule, currentEdition, groupList } = await graphql(
      adminPage,
      '{ schedule(year: 2025) { id } currentEdition { timeZone } groupList { groups { id databaseId name groupType interns { firstName } roster { child { id medicalAlert } } } } }',
    );
    type ListGroup = { id: string; databaseId: number; name: string; groupType: string; interns: { firstName: string }[]; roster: { child: { id: string; medicalAlert: string | null } }[] };
    const groups = groupList.groups as ListGroup[];
    // The group the demo intern (Grace) leads: the Pharaohs, whatever another spec on this server renamed it to.
    const pharaohs = groups.find((g) => g.groupType === 'PERMANENT' && g.interns.some((i) => i.firstName === 'Grace'))!;
    const named = pharaohs.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const other = groups.find((g) => g.name === 'Pyramids')!;
    // The demo child with an alert line (Lily Mitchell) joins the intern's group for this test, and goes back after.
    const alertHome = groups.find((g) => g.groupType === 'PERMANENT' && g.roster.some((r) => r.child.medicalAlert))!;
    const alertChildId = alertHome.roster.find((r) => r.child.medicalAlert)!.child.id;
    const assign = 'mutation($input: SetChildGroupAssignmentInput!) { setChildGroupAssignment(input: $input) { assigned } }';
    if (alertHome.id !== pharaohs.id) await graphql(adminPage, assign, { input: { groupId: pharaohs.id, childId: alertChildId, assigned: true } });
    const { ledGroup } = await graphql(adminPage, 'query($g: Int!) { ledGroup(groupId: $g) { roster { child { databaseId firstName preferredName lastName medicalAlert medicalInformation } } } }', { g: pharaohs.databaseId });
    const rows = ledGroup.roster as RosterRow[];
    const alerted = rows.find((r) => r.child.medicalAlert);
    expect(alerted, 'a child of the Pharaohs has an alert line').toBeTruthy();
    const [first, second] = rows.filter((r) => r !== alerted);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: currentEdition.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const { addScheduleDay } = await graphql(adminPage, 'mutation($s: ID!, $d: Date!) { addScheduleDay(scheduleId: $s, date: $d) { id } }', { s: schedule.id, d: today });
    try {
      const event = 'mutation($d: ID!, $n: String!, $s: String!, $e: String!, $l: String, $g: [Int!]) { createEvent(dayId: $d, name: $n, startTime: $s, endTime: $e, locationName: $l, groupIds: $g) { id } }';
      await graphql(adminPage, event, { d: addScheduleDay.id, n: 'Bible story', s: '10:00', e: '10:30', l: 'Chapel', g: [pharaohs.databaseId] });
      await graphql(adminPage, event, { d: addScheduleDay.id, n: 'Opening songs', s: '09:00', e: '09:20', l: 'Gym', g: [pharaohs.databaseId] });
      await graphql(adminPage, event, { d: addScheduleDay.id, n: 'Pyramid crafts', s: '09:30', e: '10:00', l: 'Room 4', g: [other.databaseId] });
      // One child checked in and out before the intern looks, another not here yet (whatever a spec before this one
      // on the same server recorded for them today).
      await recordAttendance(browser, { outToday: [first.child.databaseId], notToday: [second.child.databaseId] });

      await signInAt(page, 'intern@example.org', '/dashboard');
      const internship = page.getByRole('region', { name: 'Your internship' });
      const card = internship.getByRole('link', { name: new RegExp(named) });
      await expect(card).toBeVisible();
      await waitForSettledUi(page);
      await page.screenshot({ path: `${SHOTS}/intern-dashboard-375.png`, fullPage: true });
      const live = liveSubscribed(page, 'useAttendanceChangesSubscription');
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/my-group/${pharaohs.databaseId}$`));
      await expect(page.getByRole('heading', { level: 1, name: pharaohs.name })).toBeVisible();

      // Every child, the alert line the parent wrote, and today's state with its time.
      const children = page.getByTestId('group-child');
      await expect(children).toHaveCount(rows.length);
      // A row names the child as everywhere ("Abigail (Abby) Carlson").
      const rowOf = (r: RosterRow) => children.filter({ hasText: r.child.firstName }).filter({ hasText: r.child.lastName });
      await expect(rowOf(alerted!).getByTestId('alert-line')).toHaveText(`Medical alert: ${alerted!.child.medicalAlert}`);
      await expect(rowOf(first).getByTestId('check-in-state')).toHaveText('Out');
      await expect(rowOf(first)).toContainText(/Checked out at \d{1,2}:\d{2}/);
      await expect(rowOf(second).getByTestId('check-in-state')).toHaveText('Not yet');
      // The full medical notes are not on the page.
      expect(alerted!.child.medicalInformation).toBeTruthy();
      await expect(page.locator('main')).not.toContainText(alerted!.child.medicalInformation!);

      // A check-in at the station shows here without a reload.
      await live;
      await recordAttendance(browser, { inToday: [second.child.databaseId] });
      await arrivesLive('check-in on my group', () => expect(rowOf(second).getByTestId('check-in-state')).toHaveText('In', { timeout: 25_000 }));
      await expect(rowOf(second)).toContainText(/Checked in at \d{1,2}:\d{2}/);

      // Points: today's and the week's, and the intern's own adjustment named in the log.
      const points = page.getByRole('region', { name: 'Points' });
      const dayPoints = points.getByTestId('points-day');
      const weekPoints = points.getByTestId('points-week');
      const [day, week] = [Number(await dayPoints.textContent()), Number(await weekPoints.textContent())];
      await expect(points).toContainText('on today');
      await points.getByRole('button', { name: `Add 10 points to ${pharaohs.name}` }).click();
      await expect(dayPoints).toHaveText(String(day + 10));
      await expect(weekPoints).toHaveText(String(week + 10));
      await expect(points.getByTestId('points-adjustment').first()).toHaveText(/^\+10 on .+ by .+ \(intern\), (just now|\d+ min ago)$/);
      await expect(points.getByRole('button', { name: new RegExp(`^Undo \\+10 by .+ \\(intern\\) for ${named}$`) })).toBeVisible();

      // Today's schedule for the group, in time order, without the other group's event.
      const scheduleCard = page.getByRole('region', { name: 'Today’s schedule' });
      await expect(scheduleCard.getByTestId('group-event')).toHaveCount(2);
      await expect(scheduleCard.getByTestId('group-event').nth(0)).toContainText('Opening songs');
      await expect(scheduleCard.getByTestId('group-event').nth(0)).toContainText('Gym');
      // On the program's clock: 09:00 there is 9:00 AM, whatever the phone's zone.
      await expect(scheduleCard.getByTestId('group-event').nth(0)).toContainText('9:00 AM – 9:20 AM');
      await expect(scheduleCard.getByTestId('group-event').nth(1)).toContainText('Bible story');
      await expect(scheduleCard).not.toContainText('Pyramid crafts');

      await waitForSettledUi(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/intern-375.png`, fullPage: true });
      expect(await seriousAxeFindings(page)).toEqual([]);

      // Another group's view is not theirs.
      await page.goto(`/dashboard/my-group/${other.databaseId}`);
      await expect(page.getByRole('heading', { name: 'This is not one of your groups' })).toBeVisible();

      // Undo the points so the shared server's totals stay as they were.
      await page.goto(`/dashboard/my-group/${pharaohs.databaseId}`);
      await page.getByRole('button', { name: new RegExp(`^Undo \\+10 by .+ \\(intern\\) for ${named}$`) }).first().click();
      await expect(page.getByText('Adjustment undone')).toBeVisible();
    } finally {
      await graphql(adminPage, 'mutation($d: ID!) { deleteScheduleDay(dayId: $d) { __typename } }', { d: addScheduleDay.id });
      if (alertHome.id !== pharaohs.id) await graphql(adminPage, assign, { input: { groupId: alertHome.id, childId: alertChildId, assigned: true } });
      await admin.close();
    }
  });
});

test('a staff member opens the group they lead from the dashboard; nothing scheduled today says so', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, 'staff@example.org', '/dashboard');
  const section = page.getByRole('region', { name: 'Your groups today' });
  const link = section.getByRole('link', { name: /Scarabs/ });
  await expect(link).toBeVisible();
  await waitForSettledUi(page);
  await page.screenshot({ path: `${SHOTS}/staff-dashboard-1280.png`, fullPage: true });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scarabs' })).toBeVisible();
  await expect(page.getByTestId('group-child').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Points' }).getByRole('button', { name: 'Add 5 points to Scarabs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today’s schedule' })).toContainText('Nothing scheduled for Scarabs today.');
  await waitForSettledUi(page);
  await page.screenshot({ path: `${SHOTS}/staff-1280.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
});

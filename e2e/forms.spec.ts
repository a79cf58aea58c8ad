// The forms in the browser: the leaders' medical-alert line from the parent's child form
// to the rosters (mark, search, CSV); validation in a parent's words beside the field with a summary and
// focus; typed registration questions with a consent signed by typing a name, the summary after sending;
// the registrations table with filters, bulk approve and undo before any e-mail leaves.
import type { Browser, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, graphql, openAnyway, sentRequests, test, waitForSettledUi, waitsForHydration, seriousAxeFindings } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/forms';

async function signedInPage(browser: Browser, email: string, path: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = waitsForHydration(await context.newPage());
  await page.goto(`/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`);
  return page;
}

// With a modal open, check the modal: the page behind it is dimmed on purpose.
/** Serious and critical axe findings on the settled page (fixtures.ts: a finding mid-transition is scanned again). */
async function expectNoSeriousAxeViolations(page: Page, only?: string) {
  expect(await seriousAxeFindings(page, (builder) => (only ? builder.include(only) : builder))).toEqual([]);
}

/** Measured once the page has settled (as the role walk does): a menu still fading out where it opened at the
 * old width is not the page's layout. */
async function expectNoSidewaysScroll(page: Page) {
  await waitForSettledUi(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function choose(page: Page, label: string | RegExp, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function setGeneralRegistration(admin: Page, open: boolean) {
  await admin.goto('/dashboard/settings');
  const flag = admin.getByRole('switch', { name: /General registration open/ });
  await expect(flag).toBeVisible({ timeout: 30_000 });
  if ((await flag.isChecked()) !== open) {
    await flag.focus();
    await admin.keyboard.press('Space');
    if (open) await openAnyway(admin);
    await expect(flag).toBeChecked({ checked: open });
  }
}

test('the parent’s alert line reaches the rosters: mark, search and CSV; the child form speaks a parent’s words', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/oauth2/authorization/dev?email=parent@example.org&redirect=/dashboard/profile');
  await page.getByRole('button', { name: 'Add a child' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByLabel('First name').fill('');
  await dialog.getByLabel('Date of birth').fill('2099-01-01');
  await dialog.getByRole('button', { name: 'Add child' }).click();
  // Beside each field, summarized on top, and the first field to fix has the focus.
  await expect(dialog.getByTestId('form-error-summary')).toContainText('Enter your child’s first name.');
  await expect(dialog.getByText('Choose the grade your child enters this fall.').first()).toBeVisible();
  await expect(dialog.getByText('Enter a date of birth in the past.').first()).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/child-form-errors-1280.png` });
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: /^Edit Lily/ }).click();
  const edit = page.getByRole('dialog', { name: /Edit Lily/ });
  await edit.getByLabel(/Alert for the leaders/).fill('Tree nut allergy — EpiPen in backpack');
  await edit.getByRole('button', { name: 'Save child' }).click();
  await expect(edit).toBeHidden();

  const staff = await signedInPage(browser, 'staff@example.org', '/dashboard/rosters');
  try {
    // The shared test machine can be slow to open a page in a fresh browser context.
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // Found by name across every group, with the alert line; her group's roster opens from the match.
    await staff.getByLabel('Find a child in any group').fill('Lily Mitchell');
    const match = staff.getByRole('list', { name: 'Children found' }).getByRole('listitem').filter({ hasText: 'Lily Mitchell' }).first();
    await expect(match.getByTestId('medical-alert')).toContainText('Tree nut allergy — EpiPen in backpack');
    await match.getByRole('link').click();
    await expect(staff.getByRole('region').getByTestId('medical-alert').filter({ hasText: 'Tree nut allergy — EpiPen in backpack' }).first()).toBeVisible();
    await staff.getByLabel('Find a child in any group').fill('');
    await staff.getByLabel('Filter this roster').fill('tree nut');
    // The filter shows only her; read the marks once the roster has re-rendered.
    await expect
      .poll(async () => {
        const marks = await staff.getByTestId('medical-alert').allInnerTexts();
        return marks.length > 0 && marks.every((m) => m.includes('Tree nut allergy'));
      })
      .toBe(true);
    await staff.screenshot({ path: `${SHOTS}/rosters-alert-1280.png`, fullPage: true });
    await expectNoSeriousAxeViolations(staff);
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: /Export CSV/ }).click();
    await staff.getByRole('menuitem', { name: /^This group/ }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Parents,Medical on file,Medical alert');
    expect(csv.split('\r\n')[0]).not.toContain('Medical information');
    expect(csv).toMatch(/Lily.*\(\d{3}\) \d{3}-\d{4}.*,Yes,Tree nut allergy — EpiPen in backpack/);
    await staff.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(staff);
    await staff.screenshot({ path: `${SHOTS}/rosters-alert-375.png`, fullPage: true });
  } finally {
    await staff.context().close();
  }
});

test('typed questions with a signed consent; the summary after sending; bulk approve with undo before any e-mail', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const admin = await signedInPage(browser, 'admin@example.org', '/dashboard/settings');
  try {
    await setGeneralRegistration(admin, true);
    await admin.getByRole('tab', { name: /Registration/ }).click();
    const panel = admin.getByRole('tabpanel', { name: /Registration/ });
    await panel.getByLabel('New question', { exact: true }).fill('Park walk: your child may walk with the leaders to the park next door.');
    await choose(admin, 'Answer type', 'Consent signed with a typed name', panel);
    await panel.getByLabel('Must be answered').last().check();
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(admin.getByText('Question added.')).toBeVisible();

    // A new family with one child registers.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/oauth2/authorization/dev?email=forms-family@example.org&redirect=/dashboard/profile');
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('First name').fill('Grace');
    await details.getByLabel('Last name').fill('Hopper');
    await details.getByLabel('Phone').fill('12345');
    await details.getByRole('button', { name: 'Save details' }).click();
    // The words appear beside the field and in the summary at the top of the form.
    await expect(details.getByLabel('Phone')).toHaveAccessibleDescription(/Enter a phone number like \(555\) 123-4567\./);
    await expect(details.getByTestId('form-error-summary').getByText('Enter a phone number like (555) 123-4567.')).toBeVisible();
    await details.getByLabel('Phone').fill('(612) 555-0177');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('(612) 555-0177')).toBeVisible();
    await page.getByRole('button', { name: 'Add contact' }).first().click();
    const contact = page.getByRole('dialog', { name: 'Add an emergency contact' });
    await contact.getByLabel('First name').fill('Ada');
    await contact.getByLabel('Last name').fill('Hopper');
    await choose(page, 'Relationship', 'Other', contact);
    await contact.getByLabel('Phone').fill('6125550178');
    await contact.getByRole('button', { name: 'Add contact' }).click();
    // "Other" asks who they are, in the same words beside the field and in the summary.
    await expect(contact.getByLabel('Who are they to your family?')).toHaveAccessibleDescription(/Say who this person is to your family \(e\.g\. neighbor\)\./);
    await contact.getByLabel('Who are they to your family?').fill('Godmother');
    await contact.getByRole('button', { name: 'Add contact' }).click();
    await expect(contact).toBeHidden();
    await page.getByRole('button', { name: 'Add a child' }).click();
    const child = page.getByRole('dialog', { name: 'Add a child' });
    await child.getByLabel('First name').fill('Walt');
    await choose(page, 'Grade entering this fall', '3rd grade', child);
    await child.getByRole('button', { name: 'Add child' }).click();
    await expect(child).toBeHidden();

    await page.goto('/dashboard/registration');
    const card = page.getByRole('region', { name: 'Answers for Walt' });
    await expect(card.getByRole('radiogroup', { name: /photos/ })).toBeVisible();
    await page.getByRole('button', { name: 'Register Walt' }).click();
    // The browser checks with the server's schema: the club message sits under the 1st choice.
    await expect(page.getByTestId('form-error-summary')).toContainText('Choose a 1st choice club.');
    await expect(card.getByRole('combobox', { name: '1st choice' })).toHaveAttribute('aria-invalid', 'true');
    // Each unsigned consent is named: the demo edition's medical release and liability waiver, and this one.
    for (const consent of ['Medical release', 'Liability waiver', 'Park walk']) {
      await expect(card.getByText(`Type your full name to sign “${consent}”.`)).toBeVisible();
      await expect(page.getByTestId('form-error-summary')).toContainText(`Walt: Type your full name to sign “${consent}”.`);
    }
    await page.screenshot({ path: `${SHOTS}/registration-errors-1280.png`, fullPage: true });
    await choose(page, '1st choice', 'Nile Sports', card);
    await card.getByRole('radiogroup', { name: /photos/ }).getByLabel('No').check();
    await choose(page, 'T-shirt size', 'Youth S', card);
    for (const consent of ['Medical release', 'Liability waiver', 'Park walk']) await card.getByLabel(`Type your full name to sign “${consent}”`).fill('Grace Hopper');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Register Walt' }).click();
    const sent = page.getByTestId('registration-sent');
    await expect(sent).toContainText('Signed by Grace Hopper');
    await expect(sent).toContainText('1st choice: Nile Sports');
    await expect(sent).toContainText('Until staff approve it, you can change the answers');
    // What happens next, the way to the family's code, and no button left under the confirmation.
    await expect(sent.getByRole('region', { name: 'What happens next' })).toContainText('You will get an e-mail when it is approved or declined');
    await expect(sent.getByRole('link', { name: 'Show our check-in code' })).toHaveAttribute('href', '/qrcode');
    await expect(page.getByRole('button', { name: /^Register/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/registration-sent-1280.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/registration-sent-375.png`, fullPage: true });
    const outbox = join(process.env.VBS_E2E_DATA_DIR!, 'mail');
    const mails = () => readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
    expect(mails().some((m) => /^To: forms-family@example\.org$/m.test(m) && m.includes('Subject: Walt Hopper: registration received for VBS'))).toBe(true);

    // Staff: the table, filters, bulk approve, undo; then approve and let the window close.
    await admin.goto('/dashboard/registrations');
    await admin.getByRole('textbox', { name: 'Search' }).fill('hopper');
    await expect(admin.getByRole('button', { name: 'Walt Hopper' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Mia Nguyen' })).toHaveCount(0);
    await choose(admin, 'Club', 'Nile Sports');
    await expect(admin.getByRole('button', { name: 'Walt Hopper' })).toBeVisible();
    await expect(admin.getByText(/\d:\d{2}:\d{2}/)).toHaveCount(0);
    await admin.screenshot({ path: `${SHOTS}/review-1280.png`, fullPage: true });
    await expectNoSeriousAxeViolations(admin);
    await admin.getByLabel('Select Walt Hopper').check();
    await admin.getByRole('button', { name: 'Approve 1 selected' }).click();
    const banner = admin.getByTestId('undo-approval');
    await expect(banner).toContainText('The families will be e-mailed in');
    await banner.getByRole('button', { name: 'Undo' }).click();
    await expect(admin.getByText(/No e-mail was sent/)).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Walt Hopper' })).toBeVisible();

    // Approved again, and this time the window closes: its e-mail is the only one. Had the undone approval
    // still been waiting to send, the server would have refused this one (only pending registrations are
    // approved) or sent a second e-mail.
    const approvedMails = () => mails().filter((m) => m.includes('Subject: Walt Hopper: registration approved'));
    expect(approvedMails()).toEqual([]);
    await admin.getByLabel('Select Walt Hopper').check();
    await admin.getByRole('button', { name: 'Approve 1 selected' }).click();
    await expect(admin.getByRole('button', { name: 'Walt Hopper' })).toHaveCount(0);
    await expect(banner).toContainText('The families are being e-mailed.', { timeout: 30_000 });
    await expect.poll(() => approvedMails().length, { timeout: 15_000 }).toBe(1);
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.getByRole('textbox', { name: 'Search' }).fill('');
    await expectNoSidewaysScroll(admin);
    await admin.screenshot({ path: `${SHOTS}/review-375.png`, fullPage: true });
    await expectNoSeriousAxeViolations(admin);
  } finally {
    // The required question this test added goes again: a later spec on this server registers with the demo's
    // questions only (registration-taps signs exactly the two seeded consents).
    const { currentEdition } = await graphql(admin, '{ currentEdition { registrationQuestions { id prompt } } }');
    for (const q of currentEdition.registrationQuestions as { id: string; prompt: string }[]) {
      if (q.prompt.startsWith('Park walk:')) await graphql(admin, 'mutation($id: ID!) { removeQuestion(id: $id) { year } }', { id: q.id });
    }
    await setGeneralRegistration(admin, false);
    await admin.context().close();
  }
});

test('an emergency contact and an intern application are checked in the browser, in the server’s words, before anything is sent', async ({ browser, page }) => {
  test.setTimeout(150_000);
  // Emergency contact: the parent's words beside each field, summary on top, focus on the first; no request.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/oauth2/authorization/dev?email=parent@example.org&redirect=/dashboard/profile');
  const contactRequests = sentRequests(page, ['"relationship"']);
  await page.getByRole('button', { name: 'Add contact' }).first().click({ timeout: 30_000 });
  const contact = page.getByRole('dialog', { name: 'Add an emergency contact' });
  await contact.getByLabel('Last name').fill('Okoro');
  await contact.getByLabel('Phone').fill('12345');
  await contact.getByRole('button', { name: 'Add contact' }).click();
  await expect(contact.getByTestId('form-error-summary')).toContainText('Enter the contact’s first name.');
  await expect(contact.getByTestId('form-error-summary')).toContainText('Choose how this person knows your family.');
  await expect(contact.getByText('Enter a phone number like (555) 123-4567.').first()).toBeVisible();
  await expect(contact.getByLabel('First name')).toBeFocused();
  await expect(contact.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/contact-errors-375.png` });
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  expect(contactRequests).toEqual([]);
  await contact.getByRole('button', { name: 'Cancel' }).click();
  await expect(contact).toBeHidden();

  // Intern application (opened by an administrator for this test, closed again after): a new applicant
  // sends an empty form; nothing leaves the browser until it fits the server's schema.
  const admin = await signedInPage(browser, 'admin@example.org', '/dashboard/settings');
  const internSwitch = admin.getByRole('switch', { name: 'Intern applications open' });
  const setApplications = async (open: boolean) => {
    await expect(internSwitch).toBeVisible({ timeout: 30_000 });
    if ((await internSwitch.isChecked()) !== open) {
      await internSwitch.click();
      if (open) await openAnyway(admin);
      await expect(internSwitch).toBeChecked({ checked: open });
    }
  };
  try {
    await setApplications(true);
    const applicant = await signedInPage(browser, 'forms-intern@example.org', '/dashboard/application', 1280);
    try {
      const form = applicant;
      await expect(form.getByRole('heading', { level: 1, name: 'Intern application' })).toBeVisible({ timeout: 30_000 });
      const applicationRequests = sentRequests(form, ['"acknowledged"']);
      await form.getByLabel('First name').fill('');
      await form.getByRole('button', { name: 'Send application' }).click();
      const summary = form.getByTestId('form-error-summary');
      await expect(summary).toContainText('Enter your first name.');
      await expect(summary).toContainText('Choose the grade you enter this fall.');
      await expect(summary).toContainText('Enter your date of birth.');
      await expect(summary).toContainText('Read the responsibilities and tick the box to accept them.');
      await expect(form.getByText('Read the responsibilities and tick the box to accept them.').nth(1)).toBeVisible();
      await expect(form.getByLabel('First name')).toBeFocused();
      await form.screenshot({ path: `${SHOTS}/application-errors-1280.png`, fullPage: true });
      await expectNoSeriousAxeViolations(form);
      expect(applicationRequests).toEqual([]);
    } finally {
      await applicant.context().close();
    }
  } finally {
    await setApplications(false);
    await admin.context().close();
  }
});

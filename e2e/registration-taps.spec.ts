// Three brothers and sisters registered by a new parent on a 375 px phone, counted as the parent does it: taps
// (pointer presses) and keys (key presses) as the page received them (trusted events only; the test clicks and
// types with page.keyboard, never fills a field). Aim: the three children added and registered in ≤ 25 taps
// with the minimum answers (grade, club, photo, T-shirt, the two consents signed). The family's details and
// emergency contact, asked once before any registration, are counted and reported apart.
// The second and third child (in the form's order, by first name) take the first child's answers with
// "Same answers as …"; the church question is left unanswered (it is optional and nothing is pre-selected).
// Axe and screenshots at 375 px; the unsigned-consent summary and Undo at 1280 px.
import type { Locator, Page } from '@playwright/test';
import { expect, graphql, seriousAxeFindings, signInAt, test } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';
const AIM_TAPS = 25;
const PARENT = { email: 'three-siblings@example.org', first: 'Ana', last: 'Rivers', phone: '6125550188' };
const CHILDREN = [
  { first: 'Ava', grade: '4th grade' },
  { first: 'Ben', grade: '2nd grade' },
  { first: 'Cleo', grade: 'Kindergarten' },
];

test.describe.configure({ timeout: 240_000 });

/** Counts the taps and keys the page receives from now on (the app navigates without reloading the document). */
async function countInput(page: Page) {
  await page.evaluate(() => {
    const counts = { taps: 0, keys: 0 };
    (window as unknown as { vbsInputCounts: typeof counts }).vbsInputCounts = counts;
    window.addEventListener('pointerdown', (e) => void (e.isTrusted && e.isPrimary && counts.taps++), true);
    window.addEventListener('keydown', (e) => void (e.isTrusted && !e.repeat && counts.keys++), true);
  });
  return () => page.evaluate(() => ({ ...(window as unknown as { vbsInputCounts: { taps: number; keys: number } }).vbsInputCounts }));
}

/** A tap into a field, then the text typed key by key. */
async function tapAndType(page: Page, field: Locator, text: string) {
  await field.click();
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

/** Two taps: open the list, tap the choice. */
async function tapChoice(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function setGeneralRegistration(page: Page, open: boolean) {
  await graphql(page, 'mutation($open: Boolean) { updateEditionSettings(input: { generalRegistrationOpen: $open }) { year } }', { open });
}

test('three siblings added and registered at 375 px in ≤ 25 taps, the second and third with “Same answers as Ava”', async ({ browser, page }) => {
  const admin = await browser.newPage();
  await signInAt(admin, 'admin@example.org', '/dashboard');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await setGeneralRegistration(admin, true);
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAt(page, PARENT.email, '/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible({ timeout: 30_000 });
    const details = page.getByRole('form', { name: 'Your details' });
    await expect(details.getByLabel('First name')).toBeEditable();

    // ── once per family: the parent's details and an emergency contact ──
    let counts = await countInput(page);
    await tapAndType(page, details.getByLabel('First name'), PARENT.first);
    await tapAndType(page, details.getByLabel('Last name'), PARENT.last);
    await tapAndType(page, details.getByLabel('Phone'), PARENT.phone);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('(612) 555-0188')).toBeVisible();
    await page.getByRole('button', { name: 'Add contact' }).first().click();
    const contact = page.getByRole('dialog', { name: 'Add an emergency contact' });
    await expect(contact.getByLabel('First name')).toBeFocused();
    await page.keyboard.type('Pat');
    await tapAndType(page, contact.getByLabel('Last name'), 'Rivers');
    await tapChoice(page, contact, 'Relationship', 'Grandparent');
    await tapAndType(page, contact.getByLabel('Phone'), '7635550144');
    await contact.getByRole('button', { name: 'Add contact' }).click();
    await expect(contact).toBeHidden();
    const family = await counts();

    // ── the three children, then their registration ──
    counts = await countInput(page);
    for (const child of CHILDREN) {
      await page.getByRole('button', { name: 'Add a child' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a child' });
      await expect(dialog.getByLabel('First name')).toBeFocused();
      await page.keyboard.type(child.first);
      await expect(dialog.getByLabel('Last name')).toHaveValue(PARENT.last);
      await tapChoice(page, dialog, 'Grade entering this fall', child.grade);
      await dialog.getByRole('button', { name: 'Add child' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByText('Not registered')).toHaveCount(3);
    const adding = await counts();

    counts = await countInput(page);
    await page.getByRole('link', { name: 'Go to registration' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    for (const child of CHILDREN) await expect(page.getByRole('checkbox', { name: new RegExp(`^${child.first} Rivers`) })).toBeChecked();
    // Nothing is answered for the family until they choose.
    const church = page.getByRole('radiogroup', { name: /Does your family attend church/ });
    await expect(church.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(church.getByRole('radio', { name: 'I’d rather not say' })).not.toBeChecked();

    const ava = page.getByRole('region', { name: 'Answers for Ava' });
    await tapChoice(page, ava, '1st choice', 'Nile Sports');
    await ava.getByRole('radiogroup', { name: /photos/ }).getByRole('radio', { name: 'Yes' }).click();
    await tapChoice(page, ava, 'T-shirt size', 'Youth S');
    await tapAndType(page, ava.getByLabel('Type your full name to sign “Medical release”'), `${PARENT.first} ${PARENT.last}`);
    await tapAndType(page, ava.getByLabel('Type your full name to sign “Liability waiver”'), `${PARENT.first} ${PARENT.last}`);
    await page.screenshot({ path: `${SHOTS}/registration-siblings-first-375.png`, fullPage: true });

    for (const name of ['Ben', 'Cleo']) {
      const card = page.getByRole('region', { name: `Answers for ${name}` });
      await card.getByRole('button', { name: 'Same answers as Ava' }).click();
      await expect(card.getByTestId('answers-copied')).toContainText('Copied from Ava’s answers.');
      await expect(card.getByRole('button', { name: 'Undo' })).toBeFocused();
      await expect(card.getByRole('combobox', { name: '1st choice' })).toHaveValue('Nile Sports');
      await expect(card.getByRole('combobox', { name: 'T-shirt size' })).toHaveValue('Youth S');
      await expect(card.getByLabel('Type your full name to sign “Liability waiver”')).toHaveValue('Ana Rivers');
    }
    await page.screenshot({ path: `${SHOTS}/registration-siblings-copied-375.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Register 3 children' }).click();
    const sent = page.getByTestId('registration-sent');
    await expect(sent).toBeVisible({ timeout: 30_000 });
    const registering = await counts();

    const total = { taps: adding.taps + registering.taps, keys: adding.keys + registering.keys };
    const annotate = (type: string, c: { taps: number; keys: number }) => test.info().annotations.push({ type, description: `${c.taps} taps + ${c.keys} keys` });
    annotate('family details and an emergency contact (once per family)', family);
    annotate('three children added', adding);
    annotate('three children registered', registering);
    annotate('three siblings added and registered', total);
    expect(total.taps).toBeLessThanOrEqual(AIM_TAPS);

    // What was sent: the same answers for each child, both consents signed, church left unanswered.
    for (const child of CHILDREN) await expect(sent.getByRole('heading', { name: `${child.first} Rivers` })).toBeVisible();
    await expect(sent.getByText('1st choice: Nile Sports')).toHaveCount(3);
    await expect(sent.getByText('Signed by Ana Rivers')).toHaveCount(6);
    await page.screenshot({ path: `${SHOTS}/registration-siblings-sent-375.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);
    const stored = await graphql(page, '{ viewer { parentIdentity { children { firstName currentRegistration { status responses { questionKey response } } } } } }');
    for (const child of stored.viewer.parentIdentity.children) {
      const answers = Object.fromEntries(child.currentRegistration.responses.map((r: { questionKey: string; response: string }) => [r.questionKey, r.response]));
      expect([child.currentRegistration.status, answers]).toEqual([
        'PENDING',
        { church: '', elective: 'Nile Sports', photo: 'Yes', shirtSize: 'Youth S', medicalRelease: 'Ana Rivers', liabilityWaiver: 'Ana Rivers' },
      ]);
    }
  } finally {
    await setGeneralRegistration(admin, false);
    await admin.close();
  }
});

test('at 1280 px: a required consent left unsigned is named with the child, and Undo gives a copied card back', async ({ browser, page }) => {
  const admin = await browser.newPage();
  await signInAt(admin, 'admin@example.org', '/dashboard');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await setGeneralRegistration(admin, true);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The demo parent whose one child waits for approval adds two more; the new ones are chosen to register.
    await signInAt(page, 'parent2@example.org', '/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible({ timeout: 30_000 });
    for (const first of ['Kai', 'Lan']) {
      await page.getByRole('button', { name: 'Add a child' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a child' });
      await dialog.getByLabel('First name').fill(first);
      await tapChoice(page, dialog, 'Grade entering this fall', '1st grade');
      await dialog.getByRole('button', { name: 'Add child' }).click();
      await expect(dialog).toBeHidden();
    }
    await page.goto('/dashboard/registration');
    const kai = page.getByRole('region', { name: 'Answers for Kai' });
    const lan = page.getByRole('region', { name: 'Answers for Lan' });
    await tapChoice(page, kai, '1st choice', 'Science Club');
    await kai.getByRole('radiogroup', { name: /photos/ }).getByRole('radio', { name: 'No' }).check();
    await tapChoice(page, kai, 'T-shirt size', 'Youth XS');
    await kai.getByLabel('Type your full name to sign “Medical release”').fill('Linh Nguyen');
    await lan.getByRole('button', { name: 'Same answers as Kai' }).click();
    await expect(lan.getByRole('combobox', { name: '1st choice' })).toHaveValue('Science Club');
    await page.screenshot({ path: `${SHOTS}/registration-siblings-copied-1280.png`, fullPage: true });
    await lan.getByRole('button', { name: 'Undo' }).click();
    await expect(lan.getByRole('combobox', { name: '1st choice' })).toHaveValue('');
    await expect(lan.getByRole('button', { name: 'Same answers as Kai' })).toBeFocused();
    await lan.getByRole('button', { name: 'Same answers as Kai' }).click();

    await page.getByRole('button', { name: 'Register 2 children' }).click();
    const summary = page.getByTestId('form-error-summary');
    await expect(summary).toContainText('Kai: Type your full name to sign “Liability waiver”.');
    await expect(summary).toContainText('Lan: Type your full name to sign “Liability waiver”.');
    await expect(kai.getByLabel('Type your full name to sign “Liability waiver”')).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/registration-consent-missing-1280.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/registration-consent-missing-375.png`, fullPage: true });
    // Nothing was sent: the two are still not registered.
    const stored = await graphql(page, '{ viewer { parentIdentity { children { firstName currentRegistration { status } } } } }');
    expect(stored.viewer.parentIdentity.children.filter((c: { firstName: string }) => ['Kai', 'Lan'].includes(c.firstName)).map((c: { currentRegistration: unknown }) => c.currentRegistration)).toEqual([null, null]);
  } finally {
    await setGeneralRegistration(admin, false);
    await admin.close();
  }
});

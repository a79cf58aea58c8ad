// A parent whose browser prefers Spanish, on a 375 px phone (issue 30): the dashboard, the profile (children,
// emergency contacts, pickup people and their dialogs) and the family check-in code page read in Spanish, in
// <html lang="es">, with the page's title and breadcrumbs too, and none of their English words left; axe finds
// nothing serious on any of them. A full-page screenshot of each is kept (test-results/screenshots).
import type { Page } from '@playwright/test';
import { expect, seriousAxeFindings, signInAt, test } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.use({ locale: 'es-ES', viewport: { width: 375, height: 812 } });

/** The English words these pages used to show (and show an English reader): none may be left in Spanish. */
const ENGLISH = [
  'Welcome',
  'Your children',
  'Your family',
  'Your profile',
  'Your details',
  'Emergency contacts',
  'Pickup people',
  'Add a child',
  'Add contact',
  'Edit details',
  'this fall',
  'grade',
  'Parent/Guardian',
  'Show your family check-in code',
  'Family check-in code',
  'Check-in code for',
  'How to use this code',
  'Loading',
];

async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

async function expectNoEnglish(page: Page) {
  const text = await mainText(page);
  expect(ENGLISH.filter((words) => text.includes(words))).toEqual([]);
}

async function expectSpanishPage(page: Page, title: RegExp) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  await expect(page).toHaveTitle(title);
}

test('a Spanish-speaking parent reads the dashboard in Spanish at 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, 'parent@example.org', '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^¡Le damos la bienvenida, Sarah!$/ })).toBeVisible();
  await expectSpanishPage(page, /^Panel \| VBS$/);
  const children = page.getByRole('region', { name: 'Sus hijos', exact: true });
  await expect(children.getByRole('listitem', { name: /Ethan/ })).toContainText(/Grupo: /);
  await expect(children.getByRole('listitem', { name: /Lily/ })).toContainText(/Hoy no ha registrado su llegada|Llegó a las|Salió a las/);
  await expect(page.getByRole('link', { name: 'Mostrar el código de llegada de su familia' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Su familia' }).getByRole('link', { name: /Su perfil/ })).toBeVisible();
  await expectNoEnglish(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/spanish-dashboard-375.png`, fullPage: true });
  await page.getByRole('region', { name: 'Su familia' }).getByRole('link', { name: /Su perfil/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Su perfil' })).toBeVisible({ timeout: 30_000 });
});

test('a Spanish-speaking parent reads the profile (children, contacts, pickup people) in Spanish at 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, 'parent@example.org', '/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Su perfil' })).toBeVisible();
  await expectSpanishPage(page, /^Perfil \| VBS$/);
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('link', { name: 'Panel' })).toBeVisible();
  await expect(crumbs.getByText('Perfil')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sus datos' })).toBeVisible();
  const contacts = page.getByRole('region', { name: 'Contactos de emergencia', exact: true });
  await expect(contacts.getByText(/Padre, madre o tutor · /)).toBeVisible();
  await expect(contacts.getByRole('button', { name: /^Subir a |^Bajar a / }).first()).toBeVisible();
  const kids = page.getByRole('region', { name: 'Hijos', exact: true });
  await expect(kids.getByText('3.er grado a partir de este otoño', { exact: false })).toBeVisible();
  await expect(kids.getByText('1.er grado a partir de este otoño', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personas que pueden recoger' })).toBeVisible();
  await expect(page.getByText('Avisos de llegada y de salida')).toBeVisible();
  await expectNoEnglish(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/spanish-profile-375.png`, fullPage: true });

  // An emergency contact's dialog, its relationships in Spanish; closed without saving.
  await contacts.getByRole('button', { name: 'Agregar contacto' }).click();
  const contactDialog = page.getByRole('dialog', { name: 'Agregar un contacto de emergencia' });
  await expect(contactDialog.getByRole('textbox', { name: 'Nombre' })).toBeVisible();
  await contactDialog.getByRole('combobox', { name: 'Parentesco' }).click();
  await page.getByRole('option', { name: 'Amigo de la familia' }).click();
  await expect(contactDialog.getByRole('combobox', { name: 'Parentesco' })).toHaveValue('Amigo de la familia');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/spanish-contact-dialog-375.png` });
  await contactDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(contactDialog).toBeHidden();

  // A pickup person's dialog; closed without saving.
  await page.getByRole('button', { name: 'Agregar una persona' }).click();
  const pickupDialog = page.getByRole('dialog', { name: 'Agregar una persona que recoge' });
  await expect(pickupDialog.getByRole('textbox', { name: 'Relación con los niños' })).toBeVisible();
  await expect(pickupDialog.getByRole('checkbox', { name: 'Esta persona NO puede recoger a mis hijos' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/spanish-pickup-dialog-375.png` });
  await pickupDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pickupDialog).toBeHidden();
});

test('a Spanish-speaking parent reads the family check-in code in Spanish at 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, 'parent@example.org', '/qrcode');
  await expect(page.getByRole('heading', { level: 1, name: 'Código de llegada de la familia' })).toBeVisible();
  await expectSpanishPage(page, /^Código de llegada de la familia \| VBS$/);
  await expect(page.getByRole('img', { name: 'Código de llegada de la familia Mitchell' })).toBeVisible();
  await expect(page.getByText('Familia Mitchell', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cómo usar este código' })).toBeVisible();
  await expectNoEnglish(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/spanish-qrcode-375.png`, fullPage: true });
});

test('the server writes a Spanish parent’s page title in Spanish', async ({ page }) => {
  await signInAt(page, 'parent@example.org', '/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Su perfil' })).toBeVisible();
  const html = await (await page.request.get('/dashboard/profile', { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } })).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('<title>Perfil | VBS</title>');
});

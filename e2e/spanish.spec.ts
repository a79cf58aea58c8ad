// A family whose browser prefers Spanish (issue 30): the server writes the home page in Spanish from the first
// byte with <html lang="es">; the language switch in the header and the footer changes the page in place and the
// choice outlives a reload (the vbs-lang cookie, over the browser's Accept-Language); signing in through the
// demo sign-in keeps the header in Spanish; axe finds nothing serious in Spanish; a 375 px screenshot is kept.
import { expect, seriousAxeFindings, test, untilAttached } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.use({ locale: 'es-ES' });

test('the home page comes in Spanish in its first byte', async ({ request }) => {
  const res = await request.get('/', { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Lo que puede hacer ahora');
  expect(html).toContain('Recuerde los años anteriores');
  expect(html).not.toContain('What you can do now');
  // A browser that prefers English still gets English (every other spec relies on it).
  const english = await (await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain('What you can do now');
});

test('a Spanish-speaking visitor switches to English and back, then signs in and the header stays Spanish', async ({ page, context }) => {
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const spanishHeading = page.getByRole('heading', { name: 'Lo que puede hacer ahora' });
  const englishHeading = page.getByRole('heading', { name: 'What you can do now' });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(spanishHeading).toBeVisible();
  // The countdown in the footer, whichever part of the year it is.
  await expect(footer).toContainText(/comienza en|ya está en marcha|ha terminado/);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await header.getByRole('button', { name: 'English' }).click();
  await expect(englishHeading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((c) => c.name === 'vbs-lang')?.value).toBe('en');
  await page.reload();
  await expect(englishHeading).toBeVisible();
  await expect(header.getByRole('button', { name: 'Español' })).toBeVisible();

  await footer.getByRole('button', { name: 'Español' }).click();
  await expect(spanishHeading).toBeVisible();
  await page.reload();
  await expect(spanishHeading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await header.getByRole('link', { name: 'Iniciar sesión' }).click();
  const modal = page.getByRole('dialog', { name: 'Inicie sesión con su cuenta social' });
  await expect(modal).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await modal.getByRole('link', { name: /parent@example\.org/ }).click();
  await expect(modal).toBeHidden();
  await untilAttached(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Panel' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'English' })).toBeVisible();
});

test('the home page in Spanish at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Lo que puede hacer ahora' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/spanish-home-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/spanish-menu-375.png` });
});

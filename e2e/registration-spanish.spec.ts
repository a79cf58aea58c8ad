// A family in Spanish from the first byte to the e-mail (issue 30), on a server of its own pointed at a local
// SMTP server: the home page comes in Spanish in its first byte for a browser that prefers Spanish; the parent
// signs in through the Spanish sign-in dialog. An administrator writes a yes/no consent question in English and
// in Spanish in the settings; the parent registers a child, reads every question in Spanish (the administrator's
// Spanish, the demo questions' Spanish, the shirt sizes' Spanish), answers, reads the Spanish confirmation with
// the way to the family's check-in code, and receives the confirmation e-mail in Spanish (the account keeps the
// Spanish the parent chose with the switch, after trying English). The answers are kept as the English choices. Screenshots at 375 px in Spanish; axe on the
// form and the confirmation.
import { readFileSync } from 'node:fs';
import { bodyOf, decodedHeaderOf, startSmtpServer } from '../server/test/smtp.ts';
import { expect, seriousAxeFindings, test, untilAttached, xsrfHeader } from './fixtures.ts';
import { freePort, startServer, stopServer, waitForHealth } from './second-server.ts';
import type { Page } from '@playwright/test';
import { OFFLINE_READY_STORAGE_KEY } from '../client/src/app/reload-prompt-place.ts';

const SHOTS = 'test-results/screenshots';
const PARENT = 'familia-garcia@example.org';
const CONSENT = {
  en: 'May our staff put sunscreen on your child before outdoor games?',
  es: '¿Nos permite ponerle protector solar a su hijo o hija antes de los juegos al aire libre?',
};
const SPANISH = JSON.parse(readFileSync(new URL('../client/src/i18n/es.json', import.meta.url), 'utf8')) as Record<string, string>;

test.describe.configure({ timeout: 240_000 });
test.use({ locale: 'es-MX' });

async function graphql(page: Page, base: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post(`${base}/graphql`, { data: { query, variables }, headers: await xsrfHeader(page.context()) });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function setGeneralRegistration(page: Page, base: string, open: boolean) {
  await graphql(page, base, 'mutation($open: Boolean) { updateEditionSettings(input: { generalRegistrationOpen: $open }) { year } }', { open });
}

test('a Spanish-speaking family: the home page, sign-in, registration with a consent question, the e-mail, and English and back', async ({ browser, page, request }) => {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startServer(port, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  const admin = await browser.newPage({ locale: 'en-US' });
  // The administrator's browser has said "App ready to work offline" before (once per device): on this fresh
  // server that toast would otherwise slide in at the bottom right whenever the service worker finishes, over
  // the new question's "Must be answered" box at 1280 px (a click it took on CI).
  await admin.addInitScript((key) => localStorage.setItem(key, new Date().toISOString()), OFFLINE_READY_STORAGE_KEY);
  try {
    await waitForHealth(port);
    // ── the home page, in Spanish in its first byte ──
    const first = await request.get(`${base}/`, { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } });
    const html = await first.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(SPANISH['home.now']);

    // The administrator works in English (staff pages stay English this round).
    await admin.goto(`${base}/oauth2/authorization/dev?email=${encodeURIComponent('admin@example.org')}&redirect=${encodeURIComponent('/dashboard/settings')}`);
    const questions = admin.getByRole('region', { name: 'Form questions' });
    await expect(questions).toBeVisible({ timeout: 60_000 });
    await untilAttached(admin);
    const editor = questions.getByRole('tabpanel', { name: /^Registration/ });
    await expect(editor).toBeVisible();
    await setGeneralRegistration(admin, base, true);
    // ── the administrator adds the question in both languages ──
    await editor.getByLabel('New question', { exact: true }).fill(CONSENT.en);
    await editor.getByLabel('New question in Spanish (optional)').fill(CONSENT.es);
    await editor.getByRole('combobox', { name: 'Answer type' }).click();
    await admin.getByRole('option', { name: 'Yes or no', exact: true }).click();
    await editor.getByRole('checkbox', { name: 'Must be answered' }).last().check();
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    const added = editor.getByRole('listitem', { name: CONSENT.en });
    await expect(added).toBeVisible({ timeout: 30_000 });
    await expect(added.getByRole('textbox', { name: /in Spanish$/ })).toHaveValue(CONSENT.es);
    await admin.setViewportSize({ width: 375, height: 800 });
    await added.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${SHOTS}/settings-question-spanish-375.png` });

    // ── the parent's family, as the profile would have saved it ──
    await page.goto(`${base}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('banner').getByRole('link', { name: SPANISH['nav.signIn'] }).click();
    const signIn = page.getByRole('dialog', { name: SPANISH['signIn.title'] });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel(SPANISH['signIn.demo.email']).fill(PARENT);
    await signIn.getByRole('button', { name: SPANISH['signIn.demo.submit'] }).click();
    await expect(signIn).toBeHidden({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es', { timeout: 30_000 });
    // English, and back: the page changes in place; the choice (Spanish) is kept on the account, so what the
    // site sends the family is in Spanish too.
    const header = page.getByRole('banner');
    await untilAttached(page);
    await header.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await header.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect.poll(async () => (await graphql(page, base, '{ viewer { account { language } } }')).viewer.account.language).toBe('es');
    // The rest on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await graphql(page, base, 'mutation { updateMyDetails(input: { firstName: "Lucía", lastName: "García", phone: "6125550142" }) { __typename } }');
    await graphql(page, base, 'mutation { saveEmergencyContact(input: { firstName: "Rosa", lastName: "García", phone: "7635550177", relationship: GRANDPARENT }) { id } }');
    await graphql(page, base, 'mutation { saveChild(input: { firstName: "Sofía", lastName: "García", gradeEntering: 3 }) { __typename } }');

    // ── the form, in Spanish ──
    await page.goto(`${base}/dashboard/registration`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inscripción' })).toBeVisible({ timeout: 30_000 });
    const sofia = page.getByRole('region', { name: 'Respuestas de Sofía' });
    await expect(sofia).toBeVisible({ timeout: 30_000 });
    await sofia.getByRole('combobox', { name: '1.ª opción' }).click();
    await page.getByRole('option', { name: 'Science Club', exact: true }).click();
    await sofia.getByRole('radiogroup', { name: /Nos da permiso para que su hijo/ }).getByRole('radio', { name: 'Sí' }).check();
    await sofia.getByRole('combobox', { name: 'Talla de camiseta' }).click();
    await page.getByRole('option', { name: 'Infantil M', exact: true }).click();
    await sofia.getByLabel('Escriba su nombre completo para firmar «Autorización médica»').fill('Lucía García');
    await sofia.getByLabel('Escriba su nombre completo para firmar «Exención de responsabilidad»').fill('Lucía García');
    const consent = sofia.getByRole('radiogroup', { name: CONSENT.es });
    await expect(consent).toBeVisible();
    await consent.getByRole('radio', { name: 'Sí' }).check();
    await expect(page.getByText(CONSENT.en)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/registration-spanish-form-375.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'Inscribir a Sofía' }).click();
    const sent = page.getByTestId('registration-sent');
    await expect(sent).toBeVisible({ timeout: 30_000 });
    await expect(sent).toContainText('Enviada: le mandamos una copia por correo electrónico');
    await expect(sent.getByRole('region', { name: 'Lo que nos envió' })).toContainText(CONSENT.es);
    await expect(sent.getByRole('region', { name: 'Qué sigue' })).toContainText('Nuestro equipo revisa cada inscripción.');
    await expect(sent).toContainText('Infantil M');
    await expect(sent.getByRole('link', { name: 'Mostrar nuestro código de llegada' })).toHaveAttribute('href', '/qrcode');
    await page.screenshot({ path: `${SHOTS}/registration-spanish-sent-375.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The answers are the English choices, whatever the parent read.
    const stored = await graphql(page, base, '{ viewer { parentIdentity { children { currentRegistration { status responses { questionKey prompt response } } } } } }');
    const registration = stored.viewer.parentIdentity.children[0].currentRegistration;
    expect(registration.status).toBe('PENDING');
    const answers = Object.fromEntries(registration.responses.map((r: { questionKey: string; response: string }) => [r.questionKey, r.response]));
    expect(answers).toMatchObject({ photo: 'Yes', shirtSize: 'Youth M', elective: 'Science Club', medicalRelease: 'Lucía García' });
    expect(registration.responses.find((r: { prompt: string }) => r.prompt === CONSENT.en)?.response).toBe('Yes');

    // ── the confirmation e-mail, in Spanish, at the SMTP server ──
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(`<${PARENT}>`)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const mail = smtp.messages.find((m) => m.to.includes(`<${PARENT}>`))!;
    expect(decodedHeaderOf(mail, 'Subject')).toMatch(/^Sofía García: recibimos la inscripción para /);
    expect(bodyOf(mail)).toContain('¡Gracias! Recibimos la inscripción de Sofía García');

    // ── the form again after a reload: still Spanish ──
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inscripción' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await admin.close();
    stopServer(server);
    smtp.server.close();
  }
});

// Every family in their own language, on the server: the words of an error (either door) follow the requester's
// language (the account's choice, else the vbs-lang cookie, else Accept-Language) while its code and field keys
// stay the same; registration e-mails follow the recipient account's language, at a real SMTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { bodyOf, decodedHeaderOf, startSmtpServer } from '../../test/smtp.ts';
import { seedDemoData } from '../seed/seed.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await seedDemoData(t.prisma);
}, 180_000);
beforeEach(() => {
  smtp.messages.length = 0;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

/** Sets the signed-in person's language through the door the language switch uses. */
async function chooseLanguage(client: TestClient, language: 'en' | 'es') {
  expect((await client.rest('PUT', '/api/v1/account/language', { language })).status).toBe(200);
}

const badContact = { firstName: ' ', lastName: 'Okoro', relationship: 'RELATIVE', phone: '12345' };
const SAVE_CONTACT = `mutation($input: EmergencyContactInput!) { saveEmergencyContact(input: $input) { id } }`;

describe('errors in the requester’s language', () => {
  it('a Spanish-speaking parent’s bad input: the same fields and code through both doors, the words in Spanish', async () => {
    const sarah = await t.signIn('parent@example.org');
    const english = await sarah.rest('POST', '/api/v1/parent/emergencyContact', badContact);
    expect(english.body.error.fields).toEqual({ firstName: 'Enter the contact’s first name.', phone: 'Enter a phone number like (555) 123-4567.' });

    await chooseLanguage(sarah, 'es');
    try {
      const spanish = { firstName: 'Escriba el nombre del contacto.', phone: 'Escriba un número de teléfono como (555) 123-4567.' };
      const rest = await sarah.rest('POST', '/api/v1/parent/emergencyContact', badContact);
      expect(rest.status).toBe(400);
      expect(rest.body.error).toEqual({ code: 'BAD_INPUT', message: `Por favor, revise 2 respuestas: ${spanish.firstName} ${spanish.phone}`, fields: spanish });
      const gql = await sarah.gql(SAVE_CONTACT, { input: badContact });
      expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: spanish });
      expect(gql.errors?.[0].message).toBe(rest.body.error.message);
      // A problem with a value in it (the limit) keeps its value.
      const long = await sarah.rest('POST', '/api/v1/parent/emergencyContact', { ...badContact, firstName: 'A'.repeat(61), phone: '6125550178' });
      expect(long.body.error.fields).toEqual({ firstName: 'Puede escribir hasta 60 caracteres.' });
    } finally {
      await chooseLanguage(sarah, 'en');
    }
  });

  it('the account’s choice comes before the browser’s, and a visitor’s cookie before Accept-Language', async () => {
    const anonymous = t.anonymous();
    const browser = await anonymous.request('GET', '/api/v1/parent', { headers: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(browser.status).toBe(401);
    expect(await browser.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Inicie sesión para continuar.' } });
    const cookie = await anonymous.request('GET', '/api/v1/parent', { headers: { 'Accept-Language': 'es', Cookie: 'vbs-lang=en' } });
    expect((await cookie.json()).error.message).toBe('Sign in to continue.');

    // A new account has chosen no language: the browser's is used until it does.
    const newcomer = await t.signIn('language-newcomer@example.org');
    const res = await newcomer.request('POST', '/api/v1/parent/emergencyContact', { body: badContact, headers: { 'Accept-Language': 'es' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.firstName).toBe('Escriba el nombre del contacto.');
    await chooseLanguage(newcomer, 'en');
    const chosen = await newcomer.request('POST', '/api/v1/parent/emergencyContact', { body: badContact, headers: { 'Accept-Language': 'es' } });
    expect((await chosen.json()).error.fields.firstName).toBe('Enter the contact’s first name.');
  });

  it('a refusal a parent can meet (registration closed) in Spanish, same code, through both doors', async () => {
    await t.prisma.edition.update({ where: { year: 2025 }, data: { generalRegistrationOpen: false, electiveSelectionOpen: false } });
    const parent = await t.signIn('parent2@example.org');
    await chooseLanguage(parent, 'es');
    try {
      const child = (await parent.rest('GET', '/api/v1/child')).body.children[0];
      const rest = await parent.rest('POST', '/api/v1/registration', { children: [{ childId: child.id, responses: [] }] });
      expect(rest.status).toBe(409);
      expect(rest.body.error).toEqual({ code: 'CONFLICT', message: 'La inscripción para VBS 2025 está cerrada. Esté atento a los anuncios o escríbanos a vbs@example.org.' });
      const gql = await parent.gql(`{ node(id: "nonsense") { id } }`);
      expect(gql.errors?.[0].extensions?.code).toBeTruthy();
    } finally {
      await chooseLanguage(parent, 'en');
    }
  });
});

describe('registration e-mails in the family’s language', () => {
  async function submitForMia(parent: TestClient) {
    await t.prisma.edition.update({ where: { year: 2025 }, data: { generalRegistrationOpen: true } });
    const form = (await parent.rest('GET', '/api/v1/registration/form')).body.form;
    const child = (await parent.rest('GET', '/api/v1/child')).body.children[0];
    await t.prisma.registration.updateMany({ where: { childId: child.id }, data: { status: 'PENDING', decidedAt: null, decidedById: null } });
    const answer = (key: string) =>
      ({ church: 'something:Hope Lutheran', elective: form.clubs[0].name, photo: 'Yes', shirtSize: 'Youth M', medicalRelease: 'Linh Nguyen', liabilityWaiver: 'Linh Nguyen' })[key] ?? '';
    const res = await parent.rest('POST', '/api/v1/registration', {
      children: [{ childId: child.id, responses: form.questions.map((q: { id: number; key: string }) => ({ questionId: q.id, response: answer(q.key) })) }],
    });
    expect(res.status).toBe(201);
    return { form, child };
  }

  async function decline(reason: string) {
    const admin = await t.signIn('admin@example.org');
    const pending = (await admin.rest('GET', '/api/v1/registration/pending')).body.registrations;
    const mia = pending.find((r: { children: { firstName: string }[] }) => r.children[0].firstName === 'Mia');
    expect((await admin.rest('POST', `/api/v1/registration/${mia.id}/decline`, { reason })).status).toBe(200);
  }

  it('a Spanish-speaking parent gets the receipt and the decision in Spanish, subject and body', async () => {
    const parent = await t.signIn('parent2@example.org');
    await chooseLanguage(parent, 'es');
    try {
      const { form } = await submitForMia(parent);
      expect(smtp.messages).toHaveLength(1);
      const [receipt] = smtp.messages;
      expect(decodedHeaderOf(receipt, 'Subject')).toBe('Mia Nguyen: recibimos la inscripción para VBS 2025 (Egyptian Expedition)');
      const text = bodyOf(receipt);
      expect(text).toMatch(/^Estimado\/a David:\n/);
      expect(text).toContain('¡Gracias! Recibimos la inscripción de Mia Nguyen para VBS 2025 (Egyptian Expedition).');
      expect(text).toContain('Asiste a otra iglesia: Hope Lutheran');
      expect(text).toContain(`1.ª opción: ${form.clubs[0].name}`);
      expect(text).toContain('Hasta que el personal la apruebe, puede cambiar las respuestas');
      expect(text).toContain('VBS de la Iglesia Grace Community');

      smtp.messages.length = 0;
      await decline('El grado 2 está lleno; usted es la primera en la lista de espera.');
      expect(smtp.messages).toHaveLength(1);
      const [decision] = smtp.messages;
      expect(decision.to).toEqual(['<parent2@example.org>']);
      expect(decodedHeaderOf(decision, 'Subject')).toBe('Mia Nguyen: inscripción no aceptada para VBS 2025 (Egyptian Expedition)');
      expect(bodyOf(decision)).toContain('Lo sentimos mucho: la inscripción de Mia Nguyen para VBS 2025 (Egyptian Expedition) no fue aceptada.');
      expect(bodyOf(decision)).toContain('Motivo: El grado 2 está lleno; usted es la primera en la lista de espera.');
    } finally {
      await chooseLanguage(parent, 'en');
    }
  });

  it('an English-speaking parent gets them in English', async () => {
    const parent = await t.signIn('parent2@example.org');
    await submitForMia(parent);
    expect(smtp.messages).toHaveLength(1);
    expect(decodedHeaderOf(smtp.messages[0], 'Subject')).toBe('Mia Nguyen: registration received for VBS 2025 (Egyptian Expedition)');
    expect(bodyOf(smtp.messages[0])).toMatch(/^Dear David,\n\nThank you! We received the registration of Mia Nguyen/);
    smtp.messages.length = 0;
    await decline('We are full for grade 2.');
    expect(decodedHeaderOf(smtp.messages[0], 'Subject')).toBe('Mia Nguyen: registration declined for VBS 2025 (Egyptian Expedition)');
    expect(bodyOf(smtp.messages[0])).toContain('Reason: We are full for grade 2.');
  });
});

// Messages end to end, through the real protocols: a server of its own pointed at a local SMTP server and a
// local Twilio-shaped HTTP server. An admin writes to the parents of children in grades 3–5 in the Science
// Club (a saved people query) by e-mail and text with merge fields, previews two recipients and sends; each
// parent receives their own message. One unsubscribes by the e-mail's link, another replies STOP, and the
// next send skips both. The pages are axe-checked and photographed at 375 and 1280 px.
import type { Page } from '@playwright/test';
import { headerOf, startSmtpServer } from '../server/test/smtp.ts';
import { startTwilio, twilioEnv } from '../server/test/twilio.ts';
import { expect, seriousAxeFindings, test } from './fixtures.ts';
import { freePort, startServer, stopServer, waitForHealth } from './second-server.ts';

const SHOTS = 'test-results/screenshots';
const QUERY_NAME = 'Parents of grades 3–5 in the Science Club';

test.describe.configure({ timeout: 240_000 });

interface Recipient { channel: string; address: string; name: string; subject: string | null; body: string; status: string }

async function gql(page: Page, base: string, query: string, variables: Record<string, unknown> = {}) {
  const token = decodeURIComponent((await page.context().cookies(base)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const res = await page.request.post(`${base}/graphql`, { data: { query, variables }, headers: { 'X-XSRF-TOKEN': token } });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

const recipientsOf = async (page: Page, base: string, id: number): Promise<Recipient[]> =>
  (await gql(page, base, 'query($id: Int!) { message(databaseId: $id) { recipients { channel address name subject body status } } }', { id })).message.recipients;

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX escapes undone. */
const decoded = (data: string) => data.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function compose(page: Page, subject: string, emailBody: string, textBody: string) {
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page.getByRole('heading', { name: 'New message', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'About the program' }).check();
  await page.getByRole('radio', { name: 'A saved people query' }).check();
  await page.getByRole('combobox', { name: 'Saved people query' }).click();
  await page.getByRole('option', { name: QUERY_NAME }).click();
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(emailBody);
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(textBody);
}

async function sent(page: Page, base: string) {
  await page.waitForURL(/\/dashboard\/messages\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  // The page follows the outbox on its own (no reload): the counts reach the end of the send.
  await expect(page.getByRole('listitem', { name: 'Queued: 0' })).toBeVisible();
  await expect.poll(async () => (await recipientsOf(page, base, id)).filter((r) => r.status === 'QUEUED' || r.status === 'SENDING').length, { timeout: 60_000 }).toBe(0);
  await expect(page.getByRole('listitem', { name: 'Sending: 0' })).toBeVisible();
  return id;
}

test('an admin e-mails and texts the parents a query finds; unsubscribe and STOP are honoured by the next send', async ({ page }) => {
  const smtp = await startSmtpServer();
  const twilio = await startTwilio();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startServer(port, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...twilioEnv(twilio) });
  try {
    await waitForHealth(port);
    await page.goto(`${base}/oauth2/authorization/dev?email=${encodeURIComponent('admin@example.org')}&redirect=${encodeURIComponent('/dashboard/messages')}`);
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible({ timeout: 30_000 });

    // The audience, as the people query builder saves it: children in grades 3–5 in the Science Club.
    const { groupList } = await gql(page, base, '{ groupList { groups { databaseId name } } }');
    const club = groupList.groups.find((g: { name: string }) => g.name === 'Science Club').databaseId;
    const definition = { personType: 'child', where: { all: [{ field: 'grade', op: 'between', value: [3, 5] }, { field: 'club', op: 'in', value: [club] }] }, columns: ['name'], sort: [{ field: 'name', direction: 'asc' }] };
    await gql(page, base, 'mutation($name: String!, $definition: String!) { savePeopleQuery(name: $name, definition: $definition, shared: true) { id } }', { name: QUERY_NAME, definition: JSON.stringify(definition) });

    // The list: the demo's sent messages and draft.
    await expect(page.getByRole('region', { name: 'Drafts' })).toContainText('Thank you for a wonderful week');
    await expect(page.getByRole('region', { name: 'Sent' })).toContainText('Water bottles tomorrow');
    expect(await seriousAxeFindings(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/messages-list-${width}.png`, fullPage: true });
    }

    await compose(page, 'Science Club: goggles for {childrenNames}', 'Hello {parentName},\n\nScience Club makes slime tomorrow: {childrenNames} may bring goggles. Pickup is at {pickupTime}. Groups: ', '{parentName}: {childrenNames} may bring goggles tomorrow. Pickup ');
    // Merge fields go in where the cursor is.
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).press('End');
    await page.getByRole('button', { name: 'Their groups: insert into the e-mail' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(/Groups: \{groups\}$/);
    await page.getByRole('textbox', { name: 'Text', exact: true }).press('End');
    await page.getByRole('button', { name: 'Pickup time: insert into the text' }).click();
    await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(/Pickup \{pickupTime\}$/);
    await expect(page.getByTestId('text-length')).toContainText('1 segment');

    // The recipient count and two recipients' own messages.
    await page.getByRole('button', { name: 'Preview recipients' }).click();
    await expect(page.getByTestId('recipient-count')).toContainText(/\d+ famil/);
    const first = page.getByRole('group', { name: /^What .+ receives by e-mail$/ }).first();
    await expect(first).toContainText(/Hello \S+,/);
    const second = page.getByRole('combobox', { name: 'Second recipient' });
    await second.click();
    const options = page.getByRole('option');
    const pick = (await options.count()) > 2 ? options.nth(2) : options.nth(1);
    const pickedName = (await pick.innerText()).split(' (')[0];
    await pick.click();
    await expect(page.getByRole('group', { name: `What ${pickedName} receives by ${(await second.inputValue()).includes('(text:') ? 'text' : 'e-mail'}` })).toContainText(pickedName.split(' ')[0]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/messages-compose-${width}.png`, fullPage: true });
    }

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const firstId = await sent(page, base);
    const rows = (await recipientsOf(page, base, firstId)).filter((r) => r.status !== 'SKIPPED');
    const emails = rows.filter((r) => r.channel === 'EMAIL');
    const texts = rows.filter((r) => r.channel === 'TEXT');
    expect(emails.length).toBeGreaterThan(1);
    expect(texts.length).toBeGreaterThan(1);
    // Each parent received their own message: the right name, children and groups, no merge field left.
    await expect.poll(() => smtp.messages.filter((m) => /^Subject: Science Club: goggles/m.test(decoded(m.data))).length).toBe(emails.length);
    for (const r of emails) {
      const mail = smtp.messages.find((m) => m.to.includes(`<${r.address}>`) && /Science Club makes slime/.test(decoded(m.data)))!;
      expect(mail, r.address).toBeTruthy();
      const text = decoded(mail.data);
      expect(text).toContain(`Hello ${r.name.split(' ')[0]}`);
      expect(text).toContain(r.body.split('\n')[2]);
      expect(text).not.toMatch(/\{(parentName|childrenNames|groups|pickupTime)\}/);
      expect(headerOf(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/unsubscribe\?token=/);
    }
    expect(twilio.messages.filter((m) => /goggles tomorrow/.test(m.body)).map((m) => [m.to, m.body]).sort()).toEqual(texts.map((r) => [r.address, r.body]).sort());
    expect(texts.every((r) => !/\{\w+\}/.test(r.body) && r.body.startsWith(r.name.split(' ')[0]))).toBe(true);
    await expect(page.getByRole('listitem', { name: `Delivered: ${texts.length}` })).toBeVisible({ timeout: 30_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/messages-sent-${width}.png`, fullPage: true });
    }

    // One parent unsubscribes by the link in their e-mail; another replies STOP to the text.
    const unsubscriber = emails[0];
    const mail = smtp.messages.find((m) => m.to.includes(`<${unsubscriber.address}>`))!;
    const link = /<(http:\/\/localhost:\d+\/unsubscribe\?token=[^>]+)>/.exec(headerOf(mail, 'List-Unsubscribe')!)![1];
    expect(decoded(mail.data)).toContain(link);
    const other = await page.context().newPage();
    await other.goto(link);
    await other.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(other.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await other.close();
    const stopper = texts.find((t) => t.name !== unsubscriber.name) ?? texts[0];
    const reply = await twilio.inbound(`${base}/hooks/twilio/inbound`, stopper.address, 'STOP');
    expect(reply.status).toBe(200);

    // The next send skips both, and says so.
    await page.goto(`${base}/dashboard/messages`);
    await compose(page, 'Slime day moved', 'Hello {parentName}, slime day moved to Thursday.', '{parentName}: slime day moved to Thursday.');
    await page.getByRole('button', { name: 'Preview recipients' }).click();
    const skippedList = page.getByRole('list', { name: 'Skipped recipients' });
    await expect(skippedList).toContainText(unsubscriber.address);
    await expect(skippedList).toContainText(stopper.address);
    const mailsBefore = smtp.messages.length;
    const textsBefore = twilio.messages.length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const secondId = await sent(page, base);
    const second2 = await recipientsOf(page, base, secondId);
    expect(second2.find((r) => r.channel === 'EMAIL' && r.address === unsubscriber.address)?.status).toBe('SKIPPED');
    expect(second2.find((r) => r.channel === 'TEXT' && r.address === stopper.address)?.status).toBe('SKIPPED');
    const going = second2.filter((r) => r.status !== 'SKIPPED');
    await expect.poll(() => smtp.messages.length - mailsBefore + twilio.messages.length - textsBefore).toBe(going.length);
    expect(smtp.messages.slice(mailsBefore).some((m) => m.to.includes(`<${unsubscriber.address}>`))).toBe(false);
    expect(twilio.messages.slice(textsBefore).some((m) => m.to === stopper.address)).toBe(false);
    await expect(page.getByRole('region', { name: /^Skipped/ }).or(page.getByRole('table')).first()).toContainText(unsubscriber.address);
  } finally {
    stopServer(server);
    await twilio.close();
    smtp.server.close();
  }
});

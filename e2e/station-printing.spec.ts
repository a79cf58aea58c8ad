// The check-in table's own print button: a station routed to a label printer (here a Zebra at a TCP listener
// this test starts) sends a family's name tags and one guardian receipt there as ZPL and says so; when the
// printer is down, the station says the labels did not print and offers the browser's print dialog instead.
// Its own server: routing the station to a printer changes what every station of the edition prints on.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { expect, graphql, seriousAxeFindings, test, waitsForHydration } from './fixtures.ts';
import { freePort, startServer, stopServer, waitForHealth } from './second-server.ts';

const SHOTS = 'test-results/screenshots';

interface Family { familyName: string; children: { childId: number; name: string; firstName: string; state: string }[] }

test('a station routed to a label printer prints there, and offers the browser when the printer is down', async ({ browser }) => {
  test.setTimeout(180_000);
  const jobs: string[] = [];
  const listener = createServer((socket) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => jobs.push(data));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const printerPort = (listener.address() as AddressInfo).port;
  const port = await freePort();
  const server = startServer(port, {});
  try {
    await waitForHealth(port);
    const context = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 630, height: 900 } });
    const page = waitsForHydration(await context.newPage());
    await page.goto('/oauth2/authorization/dev?email=admin%40example.org&redirect=%2Fdashboard%2Fcheck-in');
    await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible({ timeout: 30_000 });

    // Setup through the API: the station prints on a Zebra at the test's listener; a family none of whose
    // children is here yet.
    const created = await graphql(page, 'mutation($p: Int!) { createLabelPrinter(input: { name: "Table Zebra", kind: ZEBRA_ZPL, host: "127.0.0.1", port: $p, labelSize: "4x2", forStations: true }) { databaseId } }', { p: printerPort });
    const printerId = created.createLabelPrinter.databaseId as number;
    const { checkInStation } = await graphql(page, '{ checkInStation { families { familyName children { childId name firstName state } } } }');
    const family = (checkInStation.families as Family[]).find((f) => f.children.length >= 2 && f.children.every((c) => c.state === 'NOT_HERE_YET'))!;
    const n = family.children.length;

    await page.reload();
    await page.getByLabel('Find a family by name').fill(family.familyName.replace(/ family$/, ''));
    await page.getByRole('list', { name: 'Families found' }).getByRole('button').filter({ hasText: family.children[0].name }).first().click();
    await page.getByRole('button', { name: `Check in ${n} children` }).click();
    await expect(page.getByTestId('name-tag')).toHaveCount(n);
    const code = (await page.getByTestId('name-tag').first().getByLabel(/Pickup code/).textContent())!.trim();

    // Printed on the label printer: one job with a name tag per child and one receipt, all with the code.
    await page.getByRole('button', { name: 'Print on Table Zebra' }).click();
    await expect(page.getByTestId('print-answer')).toContainText('Labels sent to Table Zebra.');
    await expect.poll(() => jobs.length).toBe(1);
    const job = jobs[0];
    expect(job.match(/\^XA/g)).toHaveLength(n + 1);
    expect(job.match(/Guardian receipt/g)).toHaveLength(1);
    expect(job.match(new RegExp(`Pickup code ${code}`, 'g'))).toHaveLength(n + 1);
    expect(job).toContain('^PW812\n^LL406');
    for (const child of family.children) expect(job).toContain(child.firstName);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/station-printed-630.png`, fullPage: true });

    // The printer goes away (nothing listens at its new port): the check-in stands, the labels did not print,
    // and the browser's print dialog is offered instead.
    const closed = await freePort();
    await graphql(page, 'mutation($id: Int!, $p: Int!) { updateLabelPrinter(id: $id, input: { name: "Table Zebra", kind: ZEBRA_ZPL, host: "127.0.0.1", port: $p, labelSize: "4x2", forStations: true }) { port } }', { id: printerId, p: closed });
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print on Table Zebra' }).click();
    const answer = page.getByTestId('print-answer');
    await expect(answer).toContainText(/The labels did not print: The printer at 127\.0\.0\.1:\d+ refused the connection/);
    await expect(answer).toContainText('The check-in is saved.');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/station-print-failed-630.png`, fullPage: true });
    await answer.getByRole('button', { name: 'Print in browser instead' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(jobs).toHaveLength(1);
    await expect(page.getByTestId('waiting-count')).toHaveText('All synced');
    await context.close();
  } finally {
    stopServer(server);
    await new Promise((resolve) => listener.close(resolve));
  }
});

// Shared browser-test helpers: every test fails on a console error or an uncaught page error, and
// signing in goes through the real login modal and the demo sign-in.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const LOGIN_TITLE = 'Sign in with your social account';

/** Set by playwright.config.ts: `serverPerWorker` for the projects whose spec files change the server's data. */
export type E2eWorkerOptions = { serverPerWorker: boolean };

export const test = base.extend<{ consoleErrors: string[]; sharedStateKept: void }, E2eWorkerOptions & { workerServer: { baseURL?: string } }>({
  serverPerWorker: [false, { scope: 'worker', option: true }],
  // The chromium project runs several spec files at once, never two on one server: the worker in slot n > 0
  // (slots are unique among concurrent workers; a restarted worker keeps its slot) uses server n + 1 and its
  // data directory (where specs read the mail outbox), slot 0 the first (playwright.config.ts starts them).
  workerServer: [
    async ({ serverPerWorker }, use, workerInfo) => {
      const slot = workerInfo.parallelIndex;
      if (serverPerWorker && slot > 0) {
        process.env.VBS_E2E_DATA_DIR = process.env[`VBS_E2E_DATA_DIR_${slot + 1}`];
        await use({ baseURL: `http://localhost:${process.env[`VBS_E2E_PORT_${slot + 1}`]}` });
      } else await use({});
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ baseURL, workerServer }, use) => use(workerServer.baseURL ?? baseURL),
  // A page comes rendered by the server and shows before React has attached to it; a click then does nothing.
  // Tests act as a person who waits for the page to respond: page.goto and page.reload return once a
  // server-rendered page has hydrated (client/src/app/server-render.ts marks #root).
  page: async ({ page }, use) => {
    await use(waitsForHydration(page));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  // Spec files share a server (serverPerWorker), so a test that adds a question or opens a flag and leaves it
  // so changes what every later spec on that server meets. Each test must leave the edition's flags and
  // questions as it found them: this compares them, read as an administrator, before and after.
  sharedStateKept: [
    async ({ serverPerWorker, baseURL, playwright }, use) => {
      if (!serverPerWorker) return use();
      const admin = await playwright.request.newContext({ baseURL });
      try {
        await admin.get('/oauth2/authorization/dev?email=admin%40example.org');
        const before = await sharedEditionState(admin);
        await use();
        expect(await sharedEditionState(admin), 'the edition’s flags and questions, which later specs on this server share').toEqual(before);
      } finally {
        await admin.dispose();
      }
    },
    { auto: true },
  ],
});

export { expect };

async function sharedEditionState(admin: APIRequestContext) {
  const token = (await admin.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await admin.post('/graphql', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data: {
      query: `{ currentEdition { year generalRegistrationOpen internApplicationOpen electiveSelectionOpen registrationOpensOn electiveSelectionOpensOn
        registrationQuestions { key prompt required type options } applicationQuestions { key prompt required type options } } }`,
    },
  });
  const body = await res.json();
  if (body.errors) throw new Error(`reading the edition's shared state: ${JSON.stringify(body.errors)}`);
  return body.data.currentEdition;
}

/**
 * The page, with page.goto and page.reload returning once a server-rendered page has hydrated, as a person waits
 * for a page to respond (the fixture's page has it; use it on pages a test opens in contexts of its own).
 */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilAttached(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilAttached(page);
    return response;
  };
  return page;
}

/** Resolves once the page's #root is live: rendered by the browser, or hydrated when the server rendered it. */
export async function untilAttached(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || !root.hasAttribute('data-rendered-at') || root.hasAttribute('data-hydrated');
  });
}

export function loginModal(page: Page) {
  return page.getByRole('dialog', { name: LOGIN_TITLE });
}

/**
 * Picks a demo account in the open login modal; the server signs in and redirects back. Returns once the page it
 * lands on has hydrated: the redirect loads a page the server renders, not through page.goto.
 */
export async function signInWithDemoAccount(page: Page, email: string) {
  const modal = loginModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('link', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }).click();
  await expect(modal).toBeHidden();
  await untilAttached(page);
}

/** Moves focus with Tab until `target` has it (keyboard-only navigation). */
export async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, maxPresses = 20) {
  await expect(target).toBeVisible();
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Waits until nothing on the page is mid-transition (a toast fading in, a sheet sliding up), so checks
 * such as axe's color contrast measure what users see once the UI has settled rather than a frame of a
 * fade. Endless animations (skeleton pulses, spinners) are not waited for.
 */
export async function waitForSettledUi(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState !== 'running' || timing?.iterations === Infinity;
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Serious and critical axe findings on the settled page. A toast can start fading in between settling
 * and the scan (the offline-ready prompt arrives whenever the service worker finishes caching): findings
 * are confirmed by a second scan once that transition is over too, so only what users see is reported.
 */
export async function seriousAxeFindings(page: Page, configure: (builder: AxeBuilder) => AxeBuilder = (b) => b): Promise<string[]> {
  const scan = async () => {
    await waitForSettledUi(page);
    // One frame (the app has no iframes): axe runs in the page itself (legacy mode) — the same rules on
    // the same DOM, without the default mode's extra blank page that only combines frames' partial
    // results (2-4x slower on a large page such as the rosters). With frames, the default mode.
    const results = await configure(new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1)).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const first = await scan();
  return first.length ? scan() : first;
}

/**
 * Attendance recorded as a station records it (the REST calls, signed in as a staff member in a context
 * of its own): `inToday` checked in now; `outToday` checked in and out now; `inEarlier` checked in 26
 * hours ago and never out (a program day is at most 25 hours, so that is never today); `notToday` left
 * with no record today. Other specs share the server and may have checked these children in today (the
 * station test checks a family in): their records of the last 26 hours are undone first (DELETE
 * …/attendance/{x}, as staff undo a mistaken scan),
 * so each child starts from no record today. Returns nothing; throws when a call is refused.
 */
export async function recordAttendance(browser: Browser, children: { inToday?: number[]; outToday?: number[]; inEarlier?: number[]; notToday?: number[] }) {
  const context = await browser.newContext();
  try {
    const staff = context.request;
    await staff.get('/oauth2/authorization/dev?email=staff%40example.org');
    const headers = await xsrfHeader(context);
    const put = async (path: string, data: Record<string, unknown> = {}) => {
      const res = await staff.put(path, { data, headers });
      if (res.status() !== 200) throw new Error(`PUT ${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()).record as { pickupCode: string };
    };
    const earlier = new Date(Date.now() - 26 * 3600_000).toISOString();
    for (const id of [...(children.inToday ?? []), ...(children.outToday ?? []), ...(children.inEarlier ?? []), ...(children.notToday ?? [])]) {
      const res = await staff.get(`/api/v1/child/${id}/attendance`);
      if (res.status() !== 200) throw new Error(`GET attendance of child ${id}: ${res.status()} ${await res.text()}`);
      const recent = ((await res.json()).records as { id: number; recordedAt: string }[]).filter((r) => r.recordedAt > earlier).reverse();
      for (const r of recent) {
        const undo = await staff.delete(`/api/v1/child/${id}/attendance/${r.id}`, { headers });
        if (undo.status() !== 200) throw new Error(`DELETE attendance ${r.id}: ${undo.status()} ${await undo.text()}`);
      }
    }
    for (const id of children.inEarlier ?? []) await put(`/api/v1/child/${id}/checkin`, { recordedAt: earlier });
    for (const id of children.inToday ?? []) await put(`/api/v1/child/${id}/checkin`);
    for (const id of children.outToday ?? []) {
      const { pickupCode } = await put(`/api/v1/child/${id}/checkin`);
      await put(`/api/v1/child/${id}/checkout`, { pickupCode });
    }
  } finally {
    await context.close();
  }
}

/** Collects the GraphQL requests a page sends whose body mentions one of `words` (the mutation's variables). */
export function sentRequests(page: Page, words: string[]) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.method() === 'POST' && request.url().includes('/graphql') ? (request.postData() ?? '') : '';
    if (words.some((w) => body.includes(w))) sent.push(body);
  });
  return sent;
}

/** The anti-forgery header a signed-in context sends with every write: X-XSRF-TOKEN equal to its XSRF-TOKEN cookie. */
/** Signs in through the demo sign-in and lands on `path`. */
export const signInAt = (page: Page, email: string, path: string) => page.goto(`/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`);

/** A GraphQL request as the page's signed-in person (their cookies and anti-forgery token); fails on any error. */
export async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post('/graphql', { data: { query, variables }, headers: await xsrfHeader(page.context()) });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

export async function xsrfHeader(context: BrowserContext): Promise<{ 'X-XSRF-TOKEN': string }> {
  return { 'X-XSRF-TOKEN': decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '') };
}

/**
 * Waits (with the suite's usual patience) for a change made elsewhere to show, and reports how long it took
 * as an annotation of the test. Live updates are measured, not raced against a clock: a timed assertion
 * fails on a busy machine for reasons that are not the product's. The wait stays far below the pages' own
 * 30 s refresh, so passing still means the change arrived live, without a reload.
 */
export async function arrivesLive(what: string, assertion: () => Promise<void>) {
  const started = Date.now();
  await assertion();
  test.info().annotations.push({ type: `live: ${what} (ms)`, description: String(Date.now() - started) });
}

/**
 * Opening a program flag of the demo edition asks first, since its week (August 2025) is over: answers
 * "Open anyway" in the page's confirmation.
 */
export async function openAnyway(page: Page) {
  await page.getByRole('dialog', { name: /for a week that is over\?$/ }).getByRole('button', { name: 'Open anyway' }).click();
}

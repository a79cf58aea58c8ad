// Lighthouse (mobile: its default config, a mid-range phone on a slow 4G network, simulated) on every page a
// person opens first, as a visitor or signed in, against the server as `npm start` runs it (compiled bundle,
// production client build, compressed assets) on a fresh PGlite database with the demo data. Each page is run
// several times (each a cold load: Lighthouse clears the cache and the service worker but keeps the cookies)
// and the median of each figure is printed: performance, accessibility, best practices and SEO scores, and the
// largest contentful paint, total blocking time and cumulative layout shift. Prints figures, asserts nothing.
// Signed in through the demo sign-in in the browser profile Lighthouse drives, after opening the home page as a
// person does (that page tells the server the reader's language and zone, so it renders signed-in pages too).
// Usage: npm run bench:lighthouse [-- --port 4131 --runs 3 --root ../other-checkout --only /,/dashboard/rosters --save /tmp/lh]
// (--root: measure another checkout's server and client build in the same conditions; --only: these paths alone;
// --save: write each run's full report there as JSON, to open in the Lighthouse viewer and see where time went)
import { chromium, type BrowserContext } from 'playwright';
import lighthouse from 'lighthouse';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { npmStartArgs, signInAs, waitFor } from './server.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(argOf('port') ?? 4131);
const runs = Number(argOf('runs') ?? 3);
const root = argOf('root') ?? '.';
const saveDir = argOf('save');
const only = argOf('only')?.split(',').map((path) => path.trim()).filter(Boolean);
const base = `http://localhost:${port}`;

/**
 * The pages a person opens first: what a link, a bookmark or the sign-in lands on, for each kind of account.
 * A visitor: home (every link to the site), help (linked from the sign-in dialog and e-mails). A parent: the
 * dashboard (where sign-in lands), the registration form (the e-mail that registration is open links to it) and
 * the family check-in code (saved to the phone's home screen, opened in the check-in line). Staff: the dashboard,
 * the check-in station (opened on the table's tablet each morning) and the rosters (a leader's first stop). An
 * admin: the dashboard and the registrations to approve (the e-mail for a new registration links there). An
 * intern: the dashboard.
 */
const ALL_PAGES: { path: string; who?: string }[] = [
  { path: '/' },
  { path: '/help' },
  { path: '/dashboard', who: 'parent@example.org' },
  { path: '/dashboard/registration', who: 'parent@example.org' },
  { path: '/qrcode', who: 'parent@example.org' },
  { path: '/dashboard', who: 'staff@example.org' },
  { path: '/dashboard/check-in', who: 'staff@example.org' },
  { path: '/dashboard/rosters', who: 'staff@example.org' },
  { path: '/dashboard', who: 'admin@example.org' },
  { path: '/dashboard/registrations', who: 'admin@example.org' },
  { path: '/dashboard', who: 'intern@example.org' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run { scores: number[]; lcpMs: number; tbtMs: number; cls: number }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

const unknown = only?.filter((path) => !ALL_PAGES.some((p) => p.path === path)) ?? [];
if (unknown.length) throw new Error(`--only: no such page in the bench: ${unknown.join(', ')}`);
const pages = only ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;

const dataDir = mkdtempSync(join(tmpdir(), 'vbs-bench-lighthouse-'));
const server = spawn(process.execPath, npmStartArgs(root), {
  cwd: root,
  // Lighthouse signs in again for every account; lift the sign-in rate limit as the other benches do.
  env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000', ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('SIGINT', () => {
  stopServer();
  process.exit(130);
});

/** A browser of its own (a fresh profile) with a debugging port for Lighthouse, signed in as `who` if given. */
async function browserFor(who: string | undefined): Promise<{ context: BrowserContext; debuggingPort: number; profile: string }> {
  const debuggingPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vbs-bench-lighthouse-profile-'));
  // The persistent context is the browser's default one, the one the tabs Lighthouse opens use: its cookies count.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(base + '/', { waitUntil: 'load' });
  // The home page tells the server the reader's language and zone once its scripts have run.
  await page.waitForFunction(() => document.cookie.includes('vbs-reader='), undefined, { timeout: 60_000 });
  if (who) {
    const landed = await page.goto(`${base}/oauth2/authorization/dev?email=${encodeURIComponent(who)}`, { waitUntil: 'load' });
    if (!landed?.ok() || !new URL(page.url()).pathname.startsWith('/dashboard')) throw new Error(`demo sign-in as ${who} landed on ${page.url()} (${landed?.status()})`);
  }
  await page.goto('about:blank');
  return { context, debuggingPort, profile };
}

/** Trace failures Lighthouse itself says to retry ("Please run Lighthouse again"); a run is tried again twice at most. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);

async function measure(url: string, debuggingPort: number, saveAs: string | undefined, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError && RETRIED_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
    console.log(`[lighthouse] ${url}: ${lhr.runtimeError.code}, trying again`);
    return measure(url, debuggingPort, saveAs, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse opened ${url} and ended on ${lhr.finalDisplayedUrl}`);
  return {
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** Registration is closed in the demo data; a parent's link to the form comes when it opens. */
async function openRegistration(): Promise<void> {
  const { cookie, xsrf } = await signInAs(base, 'admin@example.org');
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: 'mutation { updateEditionSettings(input: { generalRegistrationOpen: true }) { generalRegistrationOpen } }' }),
  });
  const body = (await res.json()) as { data?: { updateEditionSettings?: { generalRegistrationOpen: boolean } } };
  if (!body.data?.updateEditionSettings?.generalRegistrationOpen) throw new Error(`could not open registration: ${JSON.stringify(body)}`);
}

try {
  console.log(`[lighthouse] load average at start: ${load()}`);
  console.log('[lighthouse] starting the server (npm start: compiled bundle, production client build)…');
  await waitFor(`${base}/healthz`, 300_000);
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  if (pages.some((p) => p.path === '/dashboard/registration')) await openRegistration();
  const rows: string[] = [];
  for (const { path, who } of pages) {
    const results: Run[] = [];
    const { context, debuggingPort, profile } = await browserFor(who);
    try {
      for (let run = 0; run < runs; run++) results.push(await measure(base + path, debuggingPort, saveDir && join(saveDir, `${(who ?? 'visitor').split('@')[0]}${path.replaceAll('/', '_') || '_'}-${run + 1}.json`)));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
    const scores = CATEGORIES.map((_, i) => median(results.map((r) => r.scores[i])));
    const lcp = `${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(1)} s`;
    const tbt = `${median(results.map((r) => r.tbtMs)).toFixed(0)} ms`;
    const cls = median(results.map((r) => r.cls)).toFixed(3);
    const perfRuns = results.map((r) => r.scores[0]).join(' ');
    rows.push(`| ${path} | ${who ?? 'visitor'} | ${scores.join(' | ')} | ${lcp} | ${tbt} | ${cls} | ${perfRuns} |`);
    console.log(`[lighthouse] ${path} as ${who ?? 'visitor'}: performance ${perfRuns} (load ${load()})`);
  }
  console.log(`[lighthouse] load average at end: ${load()}`);
  const version = (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  console.log(`\nLighthouse ${version}, mobile (default config, simulated throttling); median of ${runs} runs\n`);
  console.log('| page | account | perf | a11y | bp | seo | LCP | TBT | CLS | perf of each run |');
  console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|---|');
  for (const row of rows) console.log(row);
} finally {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}

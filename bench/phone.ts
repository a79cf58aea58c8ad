// A phone on a slow network opening the product: Chromium at 375 px with DevTools' "Fast 3G"
// (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up) and the CPU slowed 4×, against the server as
// `npm start` runs it (compiled bundle, production client build, compressed assets), on a fresh PGlite
// database with the demo data. For each page it prints the time until the page is usable (its h1 is shown
// and nothing on the page is still loading: no element with aria-busy) and the bytes that crossed the
// network; cold (new browser profile: no cache, no service worker) and, for dashboard pages, warm (the same
// page opened again in that profile). Prints figures, asserts nothing.
// A page the server rendered (#root has data-rendered-at) is shown before its scripts have run; for those it
// also prints when the page became interactive (#root[data-hydrated]: React has attached, every button works).
// A page the browser rendered itself is interactive when it is usable. Both moments are marked from inside the
// page, at the first frame they hold (markMoments).
// Usage: npm run bench:phone [-- --port 4121 --runs 3 --root ../other-checkout --only /dashboard/profile,/dashboard/rosters]
// (--root: measure the server and client build of another checkout, e.g. the commit before a change, in the same
// conditions; --only: just these of the pages below, by path)
import { chromium, type BrowserContext, type Page } from 'playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { npmStartArgs, waitFor } from './server.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(argOf('port') ?? 4121);
const runs = Number(argOf('runs') ?? 3);
const root = argOf('root') ?? '.';
const only = argOf('only')?.split(',').map((path) => path.trim()).filter(Boolean);
const base = `http://localhost:${port}`;

const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1_000_000) / 8, uploadThroughput: (0.675 * 1_000_000) / 8 };

const dataDir = mkdtempSync(join(tmpdir(), 'vbs-bench-phone-'));
const server = spawn(process.execPath, npmStartArgs(root), {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
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

interface Load { usableMs: number; interactiveMs: number; kb: number; requests: number }

/**
 * Marks, inside the page, the first frame in which it is usable (an h1 shown, nothing aria-busy, something
 * painted) and the first in which #root is hydrated, in the page's own clock. Read from inside, a busy main
 * thread (the scripts running, or hydrating a server-rendered page) cannot delay the reading itself, as polling
 * from outside did.
 * A frame's animation callback runs before that frame is painted, so the frame in which the h1 first stands
 * (and nothing is busy) is the one that shows it; its time is the later of that callback and the first
 * contentful paint. The paint's own entry is only readable a frame or more after the paint (and after whatever
 * long task follows it, such as the page's scripts starting), so waiting for the entry before marking the frame,
 * as this did before 2026-11-24, read a server-rendered page as usable when its scripts had run, 200–400 ms
 * after it was on the screen.
 */
// Plain JavaScript text: a function passed from here would carry tsx's helpers (__name), which the page lacks.
const markMoments = `(() => {
  const check = () => {
    const now = performance.now();
    if (window.__vbsShownAt === undefined && document.querySelector('h1') && !document.querySelector('[aria-busy="true"]')) window.__vbsShownAt = now;
    const painted = performance.getEntriesByName('first-contentful-paint')[0];
    if (window.__vbsUsableAt === undefined && window.__vbsShownAt !== undefined && painted) window.__vbsUsableAt = Math.max(window.__vbsShownAt, painted.startTime);
    if (window.__vbsHydratedAt === undefined && document.getElementById('root')?.hasAttribute('data-hydrated')) window.__vbsHydratedAt = now;
    if (window.__vbsUsableAt === undefined || window.__vbsHydratedAt === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Opens `path` in `page` under the phone profile; resolves when it is usable, with the bytes received. */
async function open(context: BrowserContext, page: Page, path: string): Promise<Load> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
    requests++;
  });
  await page.addInitScript({ content: markMoments });
  const started = Date.now();
  await page.goto(base + path, { waitUntil: 'commit' });
  // A page the browser renders is marked hydrated when it has rendered; wait for both marks.
  await page.waitForFunction(() => {
    const w = window as unknown as { __vbsUsableAt?: number; __vbsHydratedAt?: number };
    return w.__vbsUsableAt !== undefined && w.__vbsHydratedAt !== undefined;
  }, undefined, { timeout: 120_000, polling: 250 });
  const { origin, usableAt, hydratedAt, serverRendered } = await page.evaluate(() => {
    const w = window as unknown as { __vbsUsableAt: number; __vbsHydratedAt: number };
    return { origin: performance.timeOrigin, usableAt: w.__vbsUsableAt, hydratedAt: w.__vbsHydratedAt, serverRendered: document.getElementById('root')!.hasAttribute('data-rendered-at') };
  });
  // The page's clock starts at its navigation (timeOrigin), a moment after `started`: both are this machine's clock.
  const usableMs = origin + usableAt - started;
  const interactiveMs = serverRendered ? origin + Math.max(usableAt, hydratedAt) - started : usableMs;
  await cdp.detach();
  return { usableMs, interactiveMs, kb: bytes / 1024, requests };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
try {
  console.log(`[phone] load average at start: ${load()}`);
  console.log('[phone] starting the server (npm start: compiled bundle, production client build)…');
  await waitFor(`${base}/healthz`, 300_000);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

  const allPages: { path: string; who?: string }[] = [
    { path: '/' },
    { path: '/help' },
    { path: '/2025-egyptian-expedition' },
    { path: '/dashboard', who: 'parent@example.org' },
    { path: '/dashboard/profile', who: 'parent@example.org' },
    { path: '/dashboard/rosters', who: 'staff@example.org' },
    { path: '/dashboard/check-in', who: 'staff@example.org' },
    { path: '/dashboard/leaderboard', who: 'staff@example.org' },
  ];
  const unknown = only?.filter((path) => !allPages.some((p) => p.path === path)) ?? [];
  if (unknown.length) throw new Error(`--only: no such page in the bench: ${unknown.join(', ')}`);
  const pages = only ? allPages.filter((p) => only.includes(p.path)) : allPages;
  const rows: string[] = [];
  for (const { path, who } of pages) {
    const cold: Load[] = [];
    const warm: Load[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(phone);
      if (who) {
        // Signed in before the measured load (the sign-in redirect itself is not part of opening the page).
        const res = await context.request.get(`${base}/oauth2/authorization/dev?email=${who}`, { maxRedirects: 0 });
        if (res.status() !== 302) throw new Error(`demo sign-in as ${who} answered ${res.status()}`);
        // A person signs in from one of the site's pages, which told the server their language and zone
        // (client/src/app/reader.ts): without it the server leaves signed-in pages to the browser.
        await context.addCookies([{ name: 'vbs-reader', value: encodeURIComponent('en-US|UTC'), url: base }]);
      }
      const page = await context.newPage();
      cold.push(await open(context, page, path));
      if (who) {
        await page.waitForTimeout(1000); // the service worker installs and caches, as it would while the person reads
        const again = await context.newPage();
        warm.push(await open(context, again, path));
      }
      await context.close();
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const fmt = (loads: Load[]) =>
      loads.length
        ? `${seconds(median(loads.map((l) => l.usableMs)))} | ${seconds(median(loads.map((l) => l.interactiveMs)))} | ${median(loads.map((l) => l.kb)).toFixed(0)} KB in ${median(loads.map((l) => l.requests))}`
        : '— | — | —';
    rows.push(`| ${path} | ${who ?? 'visitor'} | ${fmt(cold)} | ${fmt(warm)} |`);
    console.log(`[phone] ${path} done`);
  }
  await browser.close();
  console.log(`[phone] load average at end: ${load()}`);
  console.log(`\n375 px, Fast 3G (562.5 ms, 1.44 Mbit/s down), CPU 4× slower; median of ${runs} runs; usable = h1 shown and nothing aria-busy; interactive = hydrated (= usable for a page the browser rendered); transferred in n responses\n`);
  console.log('| page | as | cold: usable | cold: interactive | cold: transferred | warm: usable | warm: interactive | warm: transferred |');
  console.log('|---|---|--:|--:|--:|--:|--:|--:|');
  for (const row of rows) console.log(row);
} finally {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}

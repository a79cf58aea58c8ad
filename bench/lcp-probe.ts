// Which element is each first page's largest contentful paint, and when: a phone-sized Chromium (Lighthouse's
// mobile viewport, CPU 4× slower) signed in as the page's account, recording every LCP candidate the browser
// reports (time, element, size) and the page's requests that ended before the last one. Lighthouse 12's own
// LCP-element audit fails on this machine's Chromium; this answers the same question for a page's first render.
// Usage: npx tsx bench/lcp-probe.ts -- --base http://localhost:4140 [--only /dashboard/rosters] [--cpu 4]
import { chromium } from 'playwright';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const base = argOf('base') ?? 'http://localhost:4131';
const cpu = Number(argOf('cpu') ?? 4);
const only = argOf('only')?.split(',');

const PAGES: { path: string; who?: string }[] = [
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

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { path, who } of PAGES.filter((p) => !only || only.includes(p.path))) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(base + '/', { waitUntil: 'load' });
    await page.waitForFunction(() => document.cookie.includes('vbs-reader='), undefined, { timeout: 60_000 });
    if (who) await page.goto(`${base}/oauth2/authorization/dev?email=${encodeURIComponent(who)}`, { waitUntil: 'load' });
    await page.goto('about:blank');
    // Cold, as Lighthouse loads it: nothing from the sign-in's visit in the cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: unknown[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEntry[] & { element?: Element; size: number; url: string }[]) {
          const el = (e as unknown as { element?: Element }).element;
          w.__lcp.push({
            t: Math.round(e.startTime),
            size: (e as unknown as { size: number }).size,
            tag: el ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 2).join('.') : ''} "${(el.textContent ?? '').trim().slice(0, 60)}"` : '(removed)',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(base + path, { waitUntil: 'load' });
    // Live streams stay open, so the network is never idle: the page's first render is done once it has hydrated.
    await page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 60_000 });
    const lcp = (await page.evaluate(() => (window as unknown as { __lcp: unknown[] }).__lcp)) as { t: number; size: number; tag: string }[];
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
      const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({ name: r.name.replace(location.origin, ''), start: Math.round(r.startTime), end: Math.round(r.responseEnd), size: r.transferSize }));
      return { ttfb: Math.round(n.responseStart), dcl: Math.round(n.domContentLoadedEventEnd), paint, res };
    });
    const hydrated = await page.evaluate(() => document.getElementById('root')?.getAttribute('data-hydrated'));
    console.log(`\n== ${path} as ${who ?? 'visitor'}: TTFB ${nav.ttfb} DCL ${nav.dcl} ${nav.paint.join(' ')} hydrated=${hydrated}`);
    for (const c of lcp) console.log(`  LCP candidate ${c.t} ms size ${c.size}: ${c.tag}`);
    const last = lcp.at(-1)?.t ?? 0;
    for (const r of nav.res) console.log(`  ${r.start}-${r.end}${r.end <= last ? ' (before LCP)' : ''} ${r.size}B ${r.name.slice(0, 90)}`);
    await context.close();
  }
} finally {
  await browser.close();
}

// Where a page's main thread goes as it loads: opens one page in Chromium at 375 px with the CPU slowed 4×
// (Lighthouse's mobile factor), records a DevTools trace (tasks and JavaScript samples) from navigation until the
// page has hydrated and a few quiet seconds have passed, and prints each long task (over 50 ms) with the
// components and functions it spent its time in, then the functions with the most self time overall. Against a
// server already running (`npm start`); a client built with `minify: false` gives readable names (a component's
// name is its function's). Prints figures, asserts nothing.
// Usage: npx tsx bench/page-profile.ts --base http://localhost:4141 --path /dashboard/rosters [--as staff@example.org]
//        [--top 25] [--quiet-ms 3000] [--trace FILE: the whole trace as JSON too, to open in DevTools' Performance panel]
import { chromium } from 'playwright';
import { writeFileSync } from 'node:fs';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const base = argOf('base') ?? 'http://localhost:4141';
const path = argOf('path') ?? '/dashboard/rosters';
const who = argOf('as');
const top = Number(argOf('top') ?? 25);
const quietMs = Number(argOf('quiet-ms') ?? 3000);
const traceFile = argOf('trace');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
// Signed in as a person does: the home page first (it tells the server the reader's language and zone, so the
// server renders signed-in pages too), then the demo sign-in; the measured load is a later one.
if (who) {
  const first = await context.newPage();
  await first.goto(base + '/');
  await first.goto(`${base}/oauth2/authorization/dev?email=${encodeURIComponent(who)}&redirect=${encodeURIComponent('/dashboard')}`);
  await first.waitForSelector('#root[data-hydrated]', { timeout: 120_000 });
  await first.close();
}
const page = await context.newPage();
// When #root is marked hydrated, on the page's clock (from its navigation's start, as the trace's times below).
await page.addInitScript(() => {
  const w = window as unknown as { hydratedAt?: number };
  new MutationObserver((_, observer) => {
    if (document.getElementById('root')?.hasAttribute('data-hydrated')) {
      w.hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'],
});
await page.goto(base + path, { waitUntil: 'load' });
await page.waitForSelector('#root[data-hydrated]', { timeout: 120_000 });
await page.waitForTimeout(quietMs); // the work after hydration is measured too: let it run
const hydratedAt = await page.evaluate(() => (window as unknown as { hydratedAt?: number }).hydratedAt ?? NaN);
const traceText = (await browser.stopTracing()).toString();
if (traceFile) writeFileSync(traceFile, traceText);
const trace = JSON.parse(traceText) as { traceEvents: TraceEvent[] };
await browser.close();

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    beginData?: { url?: string };
    data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; startTime?: number };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const events = trace.traceEvents;
// The page's main thread: the renderer thread that ran the navigation's HTML parsing.
const main = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base + path));
if (!main) throw new Error(`the trace has no parsing of ${base + path}`);
const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
// The v8 profiler writes its chunks from a thread of its own, under the id of the thread's Profile event.
const profileId = events.find((e) => e.name === 'Profile' && onMain(e))?.id;
const navigation = events.find((e) => e.name === 'navigationStart' && onMain(e))?.ts ?? events.filter(onMain)[0].ts;

// JavaScript samples (the v8 profiler's chunks for that thread), each with the time it was taken.
const nodes = new Map<number, ProfileNode>();
const samples: { ts: number; node: number }[] = [];
let clock = 0;
for (const e of events) {
  if (e.pid !== main.pid || e.id !== profileId) continue;
  if (e.name === 'Profile') clock = e.args?.data?.startTime ?? clock;
  if (e.name !== 'ProfileChunk') continue;
  const data = e.args!.data!;
  for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  (data.cpuProfile?.samples ?? []).forEach((node, i) => {
    clock += data.timeDeltas?.[i] ?? 0;
    samples.push({ ts: clock, node });
  });
}
samples.sort((a, b) => a.ts - b.ts);
const interval = samples.length > 1 ? (samples.at(-1)!.ts - samples[0].ts) / samples.length : 0;
const SKIP = new Set(['(idle)', '(program)', '(root)']);
const where = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').replace(/^.*\//, '') || ''}:${node.callFrame.lineNumber + 1}`;
/** The nearest React component on the sample's stack: a function named in PascalCase (not React's own). */
const componentOf = (id: number): string | null => {
  for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined) {
    const name = node.callFrame.functionName;
    if (/^[A-Z][A-Za-z0-9]*$/.test(name) && !/^(Suspense|Fragment|Profiler)$/.test(name)) return name;
  }
  return null;
};
const tally = (from: number, to: number) => {
  const self = new Map<string, number>();
  const components = new Map<string, number>();
  for (const s of samples) {
    if (s.ts < from || s.ts >= to) continue;
    const node = nodes.get(s.node);
    if (!node || SKIP.has(node.callFrame.functionName)) continue;
    const at = where(node);
    self.set(at, (self.get(at) ?? 0) + interval);
    const component = componentOf(s.node) ?? '(outside components)';
    components.set(component, (components.get(component) ?? 0) + interval);
  }
  return { self, components };
};
const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
const topOf = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `${k} ${ms(us)}`).join('; ');

const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && (e.dur ?? 0) > 50_000).sort((a, b) => a.ts - b.ts);
console.log(
  `${path}${who ? ` as ${who}` : ''}, 4× CPU: hydrated at ${hydratedAt.toFixed(0)} ms; ${tasks.length} long tasks, ` +
    `${ms(tasks.reduce((n, t) => n + t.dur! - 50_000, 0))} over 50 ms in all`,
);
for (const t of tasks) {
  const { self, components } = tally(t.ts, t.ts + t.dur!);
  console.log(`\nat ${ms(t.ts - navigation)}, ${ms(t.dur!)}`);
  console.log(`  components: ${topOf(components, 8)}`);
  console.log(`  functions:  ${topOf(self, 6)}`);
}
const all = tally(-Infinity, Infinity);
console.log(`\nself time overall (JavaScript samples):`);
for (const line of topOf(all.self, top).split('; ')) console.log(`  ${line}`);

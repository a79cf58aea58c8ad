// Prints the gzip size of the JavaScript each page loads (the entry and its static imports, plus the page's
// lazily loaded chunk and its static imports), from Vite's build manifest. Budgets (for a phone): every public
// page at most 150 KB gzip and no Relay or TipTap code; a signed-in dashboard's first load at most 250 KB (on a
// phone the header has the burger, not the avatar menu, so the menu's code is not loaded there). What a page loads
// once it is up (dialogs, forms and dropdown menus: app/lazy-page.ts, components/LazyMenu.tsx) is not counted: it
// downloads after the first screen. Usage: npx tsx bench/bundle-size.ts [distDir] (builds dist/client
// first when no manifest is there).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_KB = 150;
const DASHBOARD_BUDGET_KB = 250;
const dist = resolve(process.argv[2] ?? 'dist/client');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  const { build } = await import('vite');
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

/** Loaded with the first toast (e.g. the service worker's "App ready to work offline"), after the page. */
const TOAST_STACK = 'client/src/app/ToastStack.tsx';
/** Each page and the source modules it loads lazily (besides the entry). */
const PAGES: Record<string, string[]> = {
  '/': [],
  '/2025-egyptian-expedition': ['client/src/features/past-years/PastYearPage.tsx'],
  '/privacy': ['client/src/features/legal/PrivacyPage.tsx'],
  '/terms': ['client/src/features/legal/TermsPage.tsx'],
  '/help': ['client/src/features/help/HelpPage.tsx'],
  '/help/login-with-google': ['client/src/features/help/SignInHelpPage.tsx'],
  '/help/show-parent-qr-code': ['client/src/features/help/QrCodeHelpPages.tsx'],
  '/qrcode': ['client/src/features/qrcode/QrCodePage.tsx'],
  '/dashboard (signed in, phone)': ['client/src/app/AppLayout.tsx', 'client/src/features/dashboard/DashboardPage.tsx'],
  '/dashboard (signed in, desktop)': ['client/src/app/AppLayout.tsx', 'client/src/features/dashboard/DashboardPage.tsx', 'client/src/app/AccountMenu.tsx'],
  '/dashboard/profile (phone)': ['client/src/app/AppLayout.tsx', 'client/src/features/profile/ProfilePage.tsx'],
  '/dashboard/rosters (phone)': ['client/src/app/AppLayout.tsx', 'client/src/features/groups/RostersPage.tsx'],
  '/dashboard/check-in (phone)': ['client/src/app/AppLayout.tsx', 'client/src/features/check-in/CheckInStationPage.tsx'],
  '/dashboard/leaderboard (phone)': ['client/src/app/AppLayout.tsx', 'client/src/features/groups/LeaderboardPage.tsx'],
};

const keyOf = (src: string) => Object.keys(manifest).find((key) => key === src || manifest[key].src === src || key.endsWith(src.replace(/^client\//, '')));

function closure(key: string, into: Set<string>) {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
// Strings that only Relay's runtime or TipTap/ProseMirror contain (kept by the minifier in messages).
const FORBIDDEN = /RelayModernEnvironment|RelayModernStore|ProseMirror|tiptap/;

console.log(`JavaScript loaded per page (gzip, KB), budget ${BUDGET_KB} KB for public pages:`);
function pageFiles(lazyModules: string[]): string[] {
  const chunks = new Set<string>();
  closure(entry, chunks);
  for (const src of lazyModules) {
    const key = keyOf(src);
    if (!key) throw new Error(`${src} is not in the build manifest`);
    closure(key, chunks);
  }
  return [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

for (const [page, lazyModules] of Object.entries(PAGES)) {
  const files = pageFiles(lazyModules);
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const withToasts = pageFiles([...lazyModules, TOAST_STACK]).reduce((sum, file) => sum + gzipKb(file), 0);
  const relay = files.some((file) => FORBIDDEN.test(readFileSync(join(dist, file), 'utf8')));
  const publicPage = !page.startsWith('/dashboard');
  const verdict = publicPage ? (total <= BUDGET_KB && !relay ? 'ok' : 'OVER BUDGET') : total <= DASHBOARD_BUDGET_KB ? 'ok' : 'OVER BUDGET';
  console.log(
    `${page.padEnd(28)} ${total.toFixed(1).padStart(7)} KB in ${String(files.length).padStart(2)} files (${withToasts.toFixed(1)} KB once a toast shows)${relay ? ', includes Relay/TipTap' : ''} ${verdict}`,
  );
}

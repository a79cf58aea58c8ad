// The answers a page starts with, sent inside its HTML: every page's shell asks who is signed
// in and what the current edition is (client/src/app/site-shell.ts), and every dashboard page's guard asks
// for the viewer's roles (client/src/app/AppLayout.tsx), and each page asks its own first queries (PAGE_STARTS
// below: some only once another's answer is in). On a phone network each of those is a round trip of half a
// second or more after the scripts have run, so the server runs them while answering the page
// and the client uses them instead of asking (client/src/app/boot-data.ts). They run exactly as the same
// persisted operations sent to /graphql would, with the same viewer, so they show nothing the page could
// not fetch itself. The block is a <script type="application/json">: it never executes, so the Content
// Security Policy (script-src 'self') holds, and its text is escaped so no value can close the element.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../../shared/language.ts';

export const BOOT_DATA_ELEMENT_ID = 'vbs-boot';

/** The answers had so far for a page, by operation name (each the `data` of its answer). */
// Read as the client reads them, field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnswersByName = Record<string, any>;

/** One query a page starts with. */
export interface BootOperation {
  name: string;
  /**
   * The variables the page asks it with, from the page's URL and the answers before it, derived as the
   * client's component derives them (named beside each); null when the page would not ask it. Default {}.
   */
  variables?: (url: URL, answers: AnswersByName) => Record<string, unknown> | null;
}

/** What a page starts with beyond every page's shell (and, under /dashboard, the guard's query). */
export interface PageStart {
  /** The module routes.tsx loads lazily for the page (its key in the client build's manifest). */
  module: string;
  /** Its first queries in rounds: a round runs once the answers of the rounds before it are in. */
  rounds?: BootOperation[][];
}

const op = (name: string, variables?: BootOperation['variables']): BootOperation => ({ name, variables });

/** Operations every page starts with, and those only pages under /dashboard start with. */
const EVERY_PAGE = ['SiteShellQuery'];
const DASHBOARD_PAGES = ['AppLayoutQuery'];

// DashboardPage.tsx: a parent who has not given a name yet is asked for it instead of the role sections.
const dashboardYear = (a: AnswersByName, role: 'isParent' | 'isIntern' | 'isStaff') => {
  const page = a.DashboardPageQuery;
  const viewer = page?.viewer;
  if (!viewer?.[role]) return null;
  const needsName = viewer.isParent && !viewer.isStaff && !viewer.parentIdentity?.firstName;
  return needsName ? null : { year: page.currentEdition.year };
};

const MY_GROUP_PATH = /^\/dashboard\/my-group\/(\d+)$/;
// MyGroupPage.tsx: the group in the path, else the first the viewer leads; an intern's other groups are not asked.
const myGroup = (url: URL, a: AnswersByName) => {
  const page = a.MyGroupPageQuery;
  const led: { databaseId: number }[] = page?.myLedGroups ?? [];
  const asked = MY_GROUP_PATH.exec(url.pathname.replace(/\/+$/, ''));
  const groupId = asked ? Number(asked[1]) : led[0]?.databaseId;
  if (!groupId || !Number.isSafeInteger(groupId)) return null;
  return page?.viewer?.isStaff || led.some((g) => g.databaseId === groupId) ? { groupId } : null;
};

// RostersPage.tsx: the group in ?group= (its database id), else the first of the viewer's own, else the first.
const rosterGroup = (url: URL, a: AnswersByName) => {
  const groups: { id: string; databaseId: number }[] = a.RostersPageQuery?.groupList?.groups ?? [];
  const own = new Set<string>((a.RostersPageQuery?.viewer?.staffIdentity?.groups ?? []).map((g: { id: string }) => g.id));
  const asked = url.searchParams.get('group');
  const selected = groups.find((g) => String(g.databaseId) === asked) ?? groups.find((g) => own.has(g.id)) ?? groups[0];
  return selected ? { id: selected.id } : null;
};

/**
 * The pages (client/src/routes.tsx) by path: the code to preload and the queries to answer inside the page.
 * A query listed here that the page no longer asks, or asks with other variables, is simply not used (the
 * client asks the server as usual), so a stale entry costs a little server time, never a wrong screen.
 */
export const PAGE_STARTS: Record<string, PageStart> = {
  '/help': { module: 'src/features/help/HelpPage.tsx' },
  '/privacy': { module: 'src/features/legal/PrivacyPage.tsx' },
  '/terms': { module: 'src/features/legal/TermsPage.tsx' },
  '/qrcode': { module: 'src/features/qrcode/QrCodePage.tsx' },
  '/kiosk': { module: 'src/features/kiosk/KioskPage.tsx' },
  '/dashboard': {
    module: 'src/features/dashboard/DashboardPage.tsx',
    rounds: [
      [op('DashboardPageQuery'), op('TodayScheduleCardQuery')],
      [
        op('ParentDashboardQuery', (_, a) => dashboardYear(a, 'isParent')),
        op('InternDashboardQuery', (_, a) => dashboardYear(a, 'isIntern')),
        op('StaffDashboardQuery', (_, a) => dashboardYear(a, 'isStaff')),
        // MyScreeningCard.tsx: a volunteer's own clearance (staff and interns).
        op('MyScreeningCardQuery', (_, a) => (a.DashboardPageQuery?.viewer?.isStaff || a.DashboardPageQuery?.viewer?.isIntern ? {} : null)),
        // TodayScheduleCard.tsx: the day's schedule only when it is released to the viewer and they have groups in it.
        op('TodayScheduleCardDayQuery', (_, a) => (a.TodayScheduleCardQuery?.scheduleRelease?.visibleToViewer && a.TodayScheduleCardQuery.myScheduleGroups?.length ? {} : null)),
      ],
    ],
  },
  '/dashboard/profile': {
    module: 'src/features/profile/ProfilePage.tsx',
    // ProfilePage.tsx: the pickup people and first-aid cards are a parent's.
    rounds: [[op('ProfilePageQuery')], [op('PickupPeopleCardQuery', (_, a) => (a.ProfilePageQuery?.viewer?.parentIdentity ? {} : null)), op('FamilyFirstAidCardQuery', (_, a) => (a.ProfilePageQuery?.viewer?.parentIdentity ? {} : null))]],
  },
  '/dashboard/rosters': {
    module: 'src/features/groups/RostersPage.tsx',
    // RosterGroupPanel.tsx: today's memory work, read once for every row of the roster.
    rounds: [[op('RostersPageQuery'), op('RosterMemoryWorkQuery')], [op('RosterGroupPanelQuery', rosterGroup)]],
  },
  '/dashboard/my-group': { module: 'src/features/groups/MyGroupPage.tsx', rounds: [[op('MyGroupPageQuery')], [op('MyGroupViewQuery', myGroup)]] },
  '/dashboard/staff': { module: 'src/features/groups/StaffRostersPage.tsx', rounds: [[op('StaffRostersPageQuery')]] },
  '/dashboard/leaderboard': { module: 'src/features/groups/LeaderboardPage.tsx', rounds: [[op('LeaderboardPageQuery')]] },
  '/dashboard/check-in': { module: 'src/features/check-in/CheckInStationPage.tsx', rounds: [[op('stationDataQuery')]] },
  '/dashboard/attendance': { module: 'src/features/check-in/AttendanceDayPage.tsx' },
  '/dashboard/schedules': { module: 'src/features/schedule/SchedulesPage.tsx', rounds: [[op('SchedulesPageReleaseQuery'), op('SchedulesPageQuery')]] },
  '/dashboard/first-aid': { module: 'src/features/first-aid/FirstAidPage.tsx', rounds: [[op('FirstAidPageQuery')]] },
  '/dashboard/registration': { module: 'src/features/registration/RegistrationPage.tsx' },
  '/dashboard/registrations': { module: 'src/features/registration/RegistrationReviewPage.tsx' },
  '/dashboard/application': { module: 'src/features/application/ApplicationPage.tsx' },
  '/dashboard/interns': { module: 'src/features/application/InternReviewPage.tsx' },
  '/dashboard/screening': { module: 'src/features/screening/ScreeningPage.tsx', rounds: [[op('ScreeningPageQuery')]] },
  '/dashboard/placement': { module: 'src/features/placement/PlacementPage.tsx' },
  '/dashboard/curriculum': { module: 'src/features/schedule/CurriculumPage.tsx' },
  '/dashboard/scheduler': { module: 'src/features/schedule/SchedulerPage.tsx' },
  '/dashboard/settings': { module: 'src/features/settings/SettingsPage.tsx' },
  '/dashboard/apq': { module: 'src/features/people-query/PeopleQueryPage.tsx' },
  '/dashboard/accounts': { module: 'src/features/accounts/AccountsPage.tsx' },
  '/dashboard/audit': { module: 'src/features/audit/AuditPage.tsx' },
};
/** A past year's page (client/src/app/past-year-catalog.ts): /2025-egyptian-expedition and the like. */
const PAST_YEAR_PAGE: PageStart = { module: 'src/features/past-years/PastYearPage.tsx' };

const isDashboard = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

/** The page a path opens, when it is one with a start of its own (trailing slashes ignored). */
export function pageStartOf(path: string): PageStart | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (Object.hasOwn(PAGE_STARTS, trimmed)) return PAGE_STARTS[trimmed];
  if (MY_GROUP_PATH.test(trimmed)) return PAGE_STARTS['/dashboard/my-group'];
  return /^\/\d{4}-[a-z0-9-]+$/.test(trimmed) ? PAST_YEAR_PAGE : undefined;
}

/** The rounds of operations a path's page starts with: the shell's (and the guard's) first, with the page's own first round. */
export function bootRounds(path: string): BootOperation[][] {
  const first = [...EVERY_PAGE, ...(isDashboard(path) ? DASHBOARD_PAGES : [])].map((name) => op(name));
  const own = pageStartOf(path)?.rounds ?? [];
  return [[...first, ...(own[0] ?? [])], ...own.slice(1)];
}

export interface BootAnswer {
  variables: Record<string, unknown>;
  response: { data: unknown };
}

/** Runs one persisted operation for the page's viewer; its JSON answer, or null when it could not run. */
export type RunOperation = (documentId: string, variables: Record<string, unknown>) => Promise<{ data?: unknown; errors?: unknown[] } | null>;

/** Persisted ids by operation name, from the client's persisted-operations file (id → text). */
export function persistedIdsByName(file: string): Map<string, string> {
  const ids = new Map<string, string>();
  if (!existsSync(file)) return ids;
  const byId = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [id, text] of Object.entries(byId)) {
    const name = /^\s*query\s+(\w+)/.exec(text)?.[1];
    if (name) ids.set(name, id);
  }
  return ids;
}

/** JSON that stays inert inside <script>: no '<' (so no '</script>' or '<!--'), and no line separators. */
export function bootDataScript(answers: Record<string, BootAnswer>): string {
  const json = JSON.stringify(answers).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
}

/** A page's first answers: by persisted id (what its boot block carries: bootDataScript), and by operation name. */
export interface BootData {
  answers: Record<string, BootAnswer>;
  byName: AnswersByName;
}

/**
 * The first answers for a page's URL: each operation's answer when it came back with data and without errors (a
 * failed one is left for the client to ask again, with its usual error handling).
 */
export function createBootData(persistedQueriesFile: string) {
  const ids = persistedIdsByName(persistedQueriesFile);
  return async (url: URL, run: RunOperation): Promise<BootData> => {
    const answers: Record<string, BootAnswer> = {};
    const byName: AnswersByName = {};
    for (const round of bootRounds(url.pathname)) {
      await Promise.all(
        round.map(async ({ name, variables: variablesOf }) => {
          const id = ids.get(name);
          const variables = variablesOf ? variablesOf(url, byName) : {};
          if (!id || !variables) return;
          const result = await run(id, variables);
          if (result && result.data != null && !result.errors?.length) {
            answers[id] = { variables, response: { data: result.data } };
            byName[name] = result.data;
          }
        }),
      );
    }
    return { answers, byName };
  };
}

/** Code every page under /dashboard loads after the entry (the layout with Relay), by its source path. */
const DASHBOARD_MODULES = ['src/app/AppLayout.tsx'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The links that fetch the code a path will load lazily beyond the entry, read from the client
 * build's manifest: <link rel="modulepreload"> for the dashboard layout's and the page's own modules with
 * everything they import, and <link rel="preload" as="style"> for their stylesheets, so the browser fetches
 * them with the entry instead of one round trip after the entry has run (and another after the layout has).
 * '' for paths with none, or a build without a manifest. A page the server rendered (server-render.ts) shows
 * its content before its code runs, so its stylesheets are linked as stylesheets, applied at the first paint
 * (Vite's loader finds them there and does not add them again).
 */
export function createModulePreloads(clientDir: string): (path: string, page?: { rendered: boolean; language?: Language }) => string {
  const manifestFile = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
  };
  const entry = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key].isEntry) closure(key, entry);
  const linksFor = (modules: string[], rendered: boolean) => {
    const keys = new Set<string>();
    for (const key of modules) closure(key, keys);
    const chunks = [...keys].filter((key) => !entry.has(key)).map((key) => manifest[key]);
    const scripts = chunks.filter((chunk) => chunk.file.endsWith('.js')).map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) =>
      rendered ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="preload" as="style" crossorigin href="/${file}">`,
    );
    return [...styles, ...scripts].join('');
  };
  const byModule = new Map<string, string>();
  return (path, page) => {
    const rendered = page?.rendered ?? false;
    // A page in another language than English needs its catalogue before its first render (client/src/i18n).
    const catalogue = page?.language && page.language !== 'en' ? [`src/i18n/${page.language}.json`, `../shared/i18n/${page.language}.json`] : [];
    const modules = [...(isDashboard(path) ? DASHBOARD_MODULES : []), ...[pageStartOf(path)?.module ?? []].flat(), ...catalogue];
    const key = `${rendered} ${modules.join(' ')}`;
    let links = byModule.get(key);
    if (links === undefined) byModule.set(key, (links = modules.length ? linksFor(modules, rendered) : ''));
    return links;
  };
}

// The answers a page starts with, sent inside its HTML (issue 13): every page's shell asks who is signed
// in and what the current edition is (client/src/app/site-shell.ts), and every dashboard page's guard asks
// for the viewer's roles (client/src/app/AppLayout.tsx). On a phone network each of those is a round trip
// of half a second or more after the scripts have run, so the server runs them while answering the page
// and the client uses them instead of asking (client/src/app/boot-data.ts). They run exactly as the same
// persisted operations sent to /graphql would, with the same viewer, so they show nothing the page could
// not fetch itself. The block is a <script type="application/json">: it never executes, so the Content
// Security Policy (script-src 'self') holds, and its text is escaped so no value can close the element.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BOOT_DATA_ELEMENT_ID = 'vbs-boot';

/** Operations every page starts with, and those only pages under /dashboard start with. */
const EVERY_PAGE = ['SiteShellQuery'];
const DASHBOARD_PAGES = ['AppLayoutQuery'];

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

export function bootOperationNames(path: string): string[] {
  const dashboard = path === '/dashboard' || path.startsWith('/dashboard/');
  return dashboard ? [...EVERY_PAGE, ...DASHBOARD_PAGES] : EVERY_PAGE;
}

/** JSON that stays inert inside <script>: no '<' (so no '</script>' or '<!--'), and no line separators. */
export function bootDataScript(answers: Record<string, BootAnswer>): string {
  const json = JSON.stringify(answers).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * The boot block for a path: each operation's answer when it came back with data and without errors (a
 * failed one is left for the client to ask again, with its usual error handling); '' when none did.
 */
export function createBootData(persistedQueriesFile: string) {
  const ids = persistedIdsByName(persistedQueriesFile);
  return async (path: string, run: RunOperation): Promise<string> => {
    const answers: Record<string, BootAnswer> = {};
    await Promise.all(
      bootOperationNames(path).map(async (name) => {
        const id = ids.get(name);
        if (!id) return;
        const variables = {};
        const result = await run(id, variables);
        if (result && result.data != null && !result.errors?.length) answers[id] = { variables, response: { data: result.data } };
      }),
    );
    return Object.keys(answers).length ? bootDataScript(answers) : '';
  };
}

/** Code every page under /dashboard loads after the entry (the layout with Relay), by its source path. */
const DASHBOARD_MODULES = ['src/app/AppLayout.tsx'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * <link rel="modulepreload"> for the code a path will load lazily beyond the entry (issue 13), read from the
 * client build's manifest: the browser fetches it with the entry instead of one round trip after the entry
 * has run. '' for paths with none, or a build without a manifest.
 */
export function createModulePreloads(clientDir: string): (path: string) => string {
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
  const dashboard = new Set<string>();
  for (const key of DASHBOARD_MODULES) closure(key, dashboard);
  const links = [...dashboard]
    .filter((key) => !entry.has(key) && manifest[key].file.endsWith('.js'))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('');
  return (path) => (bootOperationNames(path).length > EVERY_PAGE.length ? links : '');
}

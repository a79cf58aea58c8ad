// The public pages' HTML rendered on the server (issue 13): a phone shows the home page's content as soon as the
// page and its stylesheet are in, before ~130 KB of scripts have downloaded and run; the scripts then hydrate
// it (client/src/app/server-render.ts says what the two renders agree on). The render is the client build's
// own (client/src/entry-server.tsx, built into dist/ssr beside dist/client), loaded on the first page that
// needs it. A page not rendered here (the dashboard, /qrcode), a build without dist/ssr, a render that fails
// or takes too long: the page goes out as before and the browser renders it.
//
// A render costs ~15-25 ms of CPU, so its result is kept for a few seconds per page and site shell (the
// edition and who is signed in: the header shows their name): anonymous visitors share one render a few
// seconds at a time, and many requests for the same page at once wait for one render. The countdown on the
// home page shows the time of the render until the page has hydrated, then the browser's.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_RENDER_ENTRY = 'entry-server.js';
/** How long one render of a page (for one site shell) is reused. */
export const RENDER_REUSED_FOR_MS = 5_000;
const MAX_KEPT = 100;
const MAX_PATHS = 1000;

interface RenderModule {
  render(input: { url: string; shell: unknown; now: number; productionHost: boolean; timeoutMs?: number }): Promise<{ html: string; title: string } | null>;
  rendersOnServer(pathname: string): boolean;
}

export interface ServerRendered {
  /** The HTML inside #root. */
  html: string;
  /** The document's title (the browser sets the same once running). */
  title: string;
  /** The moment it was rendered for (ms since the epoch): the browser's first render uses the same. */
  renderedAt: number;
}

export interface ServerRenderInput {
  url: URL;
  /** The site shell's answer for this request's viewer (SiteShellQuery's data). */
  shell: unknown;
  productionHost: boolean;
}

export type ServerRenderer = (input: ServerRenderInput) => Promise<ServerRendered | null>;

/** Renders public pages with the build in `ssrDir`; a renderer that renders nothing when there is no build. */
export function createServerRenderer(ssrDir: string, options: { now?: () => number; reuseForMs?: number } = {}): ServerRenderer {
  const entry = join(ssrDir, SERVER_RENDER_ENTRY);
  if (!existsSync(entry)) return async () => null;
  const now = options.now ?? Date.now;
  const reuseForMs = options.reuseForMs ?? RENDER_REUSED_FOR_MS;
  let loading: Promise<RenderModule | null> | null = null;
  const load = () =>
    (loading ??= import(pathToFileURL(entry).href).catch((error: unknown) => {
      console.error('The server render could not be loaded; pages are rendered by the browser:', error);
      return null;
    }) as Promise<RenderModule | null>);
  const kept = new Map<string, { until: number; result: Promise<ServerRendered | null> }>();

  // Matching a path against every route is ~0.3 ms: asked once per path (any path can be asked, so a few kept).
  const rendered = new Map<string, boolean>();
  const rendersOnServer = (module: RenderModule, pathname: string) => {
    let yes = rendered.get(pathname);
    if (yes === undefined) {
      rendered.set(pathname, (yes = module.rendersOnServer(pathname)));
      while (rendered.size > MAX_PATHS) rendered.delete(rendered.keys().next().value!);
    }
    return yes;
  };

  return async ({ url, shell, productionHost }) => {
    const module = await load();
    if (!module || !rendersOnServer(module, url.pathname)) return null;
    const key = `${url.pathname}${url.search}\n${productionHost}\n${JSON.stringify(shell)}`;
    const at = now();
    const hit = kept.get(key);
    if (hit && hit.until > at) return hit.result;
    const result = module
      .render({ url: url.href, shell, now: at, productionHost })
      .then((page) => (page === null ? null : { ...page, renderedAt: at }))
      .catch((error: unknown) => {
        console.error(`Could not render ${url.pathname} on the server; the browser renders it:`, error);
        return null;
      });
    kept.delete(key);
    kept.set(key, { until: at + reuseForMs, result });
    while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!); // the longest unrendered first
    return result;
  };
}

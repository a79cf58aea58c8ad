// Pages' HTML rendered on the server: a phone shows a page's content as soon as the page and its
// stylesheet are in, before its scripts have downloaded and run; the scripts then hydrate it
// (client/src/app/server-render.ts says what the two renders agree on). The render is the client build's
// own (client/src/entry-server.tsx, built into dist/ssr beside dist/client), loaded on the first page that
// needs it. /qrcode, a build without dist/ssr, a render that fails or takes too long: the page goes out as
// before and the browser renders it. Rendered or not, the build's routes give every path its kind, title and
// HTTP status (404 where no page is): `page()`; and the public pages' paths for the sitemap: `publicPaths()`.
//
// - Public pages: a render costs ~15-25 ms of CPU, so its result is kept for a few seconds per page and site
//   shell (the edition and who is signed in: the header shows their name) and language: anonymous visitors share one render
//   a few seconds at a time, and many requests for the same page at once wait for one render. The countdown on
//   the home page shows the time of the render until the page has hydrated, then the browser's.
// - Signed-in pages (/dashboard and below) are rendered for their viewer, with the answers the page carries
//   and any other query the page asks run as that viewer (`signedIn`), in the reader's language and zone (the
//   browser's vbs-reader cookie); never kept, never shared. Without the cookie the browser renders the page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootAnswer, RunOperation } from './boot-data.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language.ts';

export const SERVER_RENDER_ENTRY = 'entry-server.js';
/** The browser's reader cookie: its language and time zone (set by the client at every start). */
export { READER_COOKIE } from '../../../shared/reader-cookie.ts';
/** How long one render of a page (for one site shell) is reused. */
export const RENDER_REUSED_FOR_MS = 5_000;
const MAX_KEPT = 100;
/**
 * Signed-in pages rendered at once, at most. A render is CPU on the one thread that answers every request
 * (~20-100 ms, with its queries); past this many the page goes out for the browser to render, as before, so a
 * rush of page loads (the check-in table at 8:55) cannot hold up the writes and live updates behind it.
 */
export const MAX_SIGNED_IN_RENDERS = 2;
const MAX_PATHS = 1000;

/** What a signed-in page's render needs: the viewer's answers and a way to ask more, and the reader. */
export interface SignedInRender {
  /** The answers the page carries, by persisted operation id. */
  answers: Record<string, BootAnswer>;
  /** Runs a persisted operation as the page's viewer. */
  run: RunOperation;
  /** The vbs-reader cookie's value (client/src/app/reader.ts): the reader's language and time zone. */
  reader: string;
}

export type RenderKind = 'public' | 'signed-in' | null;

/** What the server answers for a path whether or not it renders it (the build's pageInfo). */
export interface PageInfo {
  kind: RenderKind;
  /** 200, or 404 for an address no page has: the page (the not-found page) goes out with this status. */
  status: number;
  /** The document's title; undefined when the build does not say (the built one stays). */
  title?: string;
}

interface RenderModule {
  render(input: {
    url: string;
    shell: unknown;
    now: number;
    productionHost: boolean;
    timeoutMs?: number;
    signedIn?: SignedInRender;
    language?: Language;
  }): Promise<{ html: string; title: string; answers?: Record<string, BootAnswer> } | null>;
  renderKind(pathname: string): RenderKind;
  pageInfo?(pathname: string): PageInfo;
  publicPagePaths?(): string[];
}

export interface ServerRendered {
  /** The HTML inside #root. */
  html: string;
  /** The document's title (the browser sets the same once running). */
  title: string;
  /** The moment it was rendered for (ms since the epoch): the browser's first render uses the same. */
  renderedAt: number;
  /** A signed-in page's: answers its render asked beyond those given, which the page must carry too. */
  answers: Record<string, BootAnswer>;
}

export interface ServerRenderInput {
  url: URL;
  /** The site shell's answer for this request's viewer (SiteShellQuery's data). */
  shell: unknown;
  productionHost: boolean;
  /** Given for a signed-in viewer whose browser said its reader: signed-in pages are rendered for them. */
  signedIn?: SignedInRender;
  /** The page's language (shared/language.ts); English when not given. */
  language?: Language;
}

export type ServerRenderer = ((input: ServerRenderInput) => Promise<ServerRendered | null>) & {
  /** The path's kind, status and title by the build's routes; null without a build. */
  page(pathname: string): Promise<PageInfo | null>;
  /** The public pages' paths, for the sitemap; null without a build that lists them. */
  publicPaths(): Promise<string[] | null>;
};

/** Renders pages with the build in `ssrDir`; a renderer that renders nothing when there is no build. */
export function createServerRenderer(ssrDir: string, options: { now?: () => number; reuseForMs?: number; maxSignedIn?: number } = {}): ServerRenderer {
  const entry = join(ssrDir, SERVER_RENDER_ENTRY);
  if (!existsSync(entry)) return Object.assign(async () => null, { page: async () => null, publicPaths: async () => null });
  const now = options.now ?? Date.now;
  const reuseForMs = options.reuseForMs ?? RENDER_REUSED_FOR_MS;
  const maxSignedIn = options.maxSignedIn ?? MAX_SIGNED_IN_RENDERS;
  let signedInRendering = 0;
  let loading: Promise<RenderModule | null> | null = null;
  const load = () =>
    (loading ??= import(pathToFileURL(entry).href).catch((error: unknown) => {
      console.error('The server render could not be loaded; pages are rendered by the browser:', error);
      return null;
    }) as Promise<RenderModule | null>);
  const kept = new Map<string, { until: number; result: Promise<ServerRendered | null> }>();

  // Matching a path against every route is ~0.3 ms: asked once per path (any path can be asked, so a few kept).
  const infos = new Map<string, PageInfo>();
  const infoOf = (module: RenderModule, pathname: string) => {
    let info = infos.get(pathname);
    if (info === undefined) {
      infos.set(pathname, (info = module.pageInfo?.(pathname) ?? { kind: module.renderKind(pathname), status: 200 }));
      while (infos.size > MAX_PATHS) infos.delete(infos.keys().next().value!);
    }
    return info;
  };

  const renderNow = (module: RenderModule, input: ServerRenderInput, at: number) =>
    module
      .render({ url: input.url.href, shell: input.shell, now: at, productionHost: input.productionHost, signedIn: input.signedIn, language: input.language })
      .then((page) => (page === null ? null : { html: page.html, title: page.title, renderedAt: at, answers: page.answers ?? {} }))
      .catch((error: unknown) => {
        console.error(`Could not render ${input.url.pathname} on the server; the browser renders it:`, error);
        return null;
      });

  const page = async (pathname: string) => {
    const module = await load();
    return module && infoOf(module, pathname);
  };

  const render = async (input: ServerRenderInput) => {
    const { url, shell, productionHost, signedIn, language = DEFAULT_LANGUAGE } = input;
    const module = await load();
    const kind = module && infoOf(module, url.pathname).kind;
    if (!module || !kind) return null;
    if (kind === 'signed-in') {
      if (!signedIn || signedInRendering >= maxSignedIn) return null;
      signedInRendering++;
      try {
        return await renderNow(module, input, now());
      } finally {
        signedInRendering--;
      }
    }
    const key = `${url.pathname}${url.search}\n${productionHost}\n${language}\n${JSON.stringify(shell)}`;
    const at = now();
    const hit = kept.get(key);
    if (hit && hit.until > at) return hit.result;
    const result = renderNow(module, { url, shell, productionHost, language }, at);
    kept.delete(key);
    kept.set(key, { until: at + reuseForMs, result });
    while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!); // the longest unrendered first
    return result;
  };
  let publicPaths: string[] | null | undefined;
  return Object.assign(render, {
    page,
    publicPaths: async () => (publicPaths ??= (await load())?.publicPagePaths?.() ?? null),
  });
}

// The server's render of a public page (issue 13; app/server-render.ts says why and what it must agree on with
// the browser's first render). Built by `vite build --ssr` into dist/ssr (vite.config.ts) and called by
// server/src/http/server-render.ts with the page's URL and the site shell's answer for its viewer. Only the
// public pages are rendered here: a dashboard page needs Relay and its viewer's data, and the browser
// renders it as before (its first queries' answers are in the page: server/src/http/boot-data.ts).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import type { SiteShellQuery$data } from './__generated__/SiteShellQuery.graphql.ts';
import { AppProviders } from './app/AppProviders.tsx';
import type { RouteHandle } from './app/route-handle.ts';
import { ServerRenderContext } from './app/server-render.ts';
import { pageTitle } from './app/site.ts';
import { shellFromAnswer } from './app/site-shell.ts';
import { routes } from './routes.tsx';

const handler = createStaticHandler(routes);

/** Pages whose content is the same for everyone at a moment (the viewer shows only in the header). */
export function rendersOnServer(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return false;
  // /qrcode shows the family's code kept on the phone. (Older paths never get here: the server redirects them.)
  if (pathname.replace(/\/+$/, '') === '/qrcode') return false;
  return matches.every(({ route }) => !(route.handle as RouteHandle | undefined)?.requiresLogin);
}

export interface RenderInput {
  url: string;
  /** The site shell's answer for this viewer (SiteShellQuery's data). */
  shell: SiteShellQuery$data;
  /** The moment to render at (ms since the epoch); the browser hydrates with the same. */
  now: number;
  productionHost: boolean;
  /** Gives up (and the browser renders the page itself) after this long. */
  timeoutMs?: number;
}

/** The page's document title, as SiteLayout sets it once running: the innermost route's title. */
function titleOf(pathname: string): string {
  const titles = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.handle as RouteHandle | undefined)?.title).filter(Boolean);
  return pageTitle(titles[titles.length - 1]);
}

/** The page's HTML inside #root and its title, or null when this page is not rendered on the server. */
export async function render({ url, shell, now, productionHost, timeoutMs = 2000 }: RenderInput): Promise<{ html: string; title: string } | null> {
  const { pathname } = new URL(url);
  if (!shell.currentEdition || !rendersOnServer(pathname)) return null;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`server render of ${pathname} took over ${timeoutMs} ms`)), timeoutMs);
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerRenderContext.Provider value={{ now, shell: shellFromAnswer(shell), productionHost }}>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ServerRenderContext.Provider>
      </StrictMode>,
      { signal: abort.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return { html: Buffer.concat(chunks).toString('utf8'), title: titleOf(pathname) };
  } finally {
    clearTimeout(timer);
  }
}

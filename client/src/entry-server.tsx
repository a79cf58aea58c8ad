// The server's render of a page (app/server-render.ts says why and what it must agree on with the
// browser's first render). Built by `vite build --ssr` into dist/ssr (vite.config.ts) and called by
// server/src/http/server-render.ts with the page's URL and the site shell's answer for its viewer.
// - Public pages are the same for everyone at a moment (the viewer shows only in the header).
// - A signed-in page (/dashboard and below) is rendered for its viewer when the server gives the render a Relay
//   network that answers as that viewer: the queries the page starts with are answered from the answers the
//   page carries (server/src/http/boot-data.ts), any other it asks runs as the viewer, and the render returns
//   those so they go into the page too; the browser hydrates from the same answers. Its dates are written in
//   the reader's language and zone (app/reader.ts), which the request must say.
// Anything that goes wrong in a render (a component that cannot run on the server, a query that fails) gives
// the page to the browser, which renders it as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { currentPathFor } from '../../shared/legacy-paths.ts';
import type { SiteShellQuery$data } from './__generated__/SiteShellQuery.graphql.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { sameVariables, type BootAnswer } from './app/boot-data.ts';
import { titleText, type RouteHandle } from './app/route-handle.ts';
import { readerFromCookie, setLanguageSource, setReaderSource, type Reader } from './app/reader.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/language.ts';
import { loadMessages } from './i18n/catalogues.ts';
import { ServerRenderContext } from './app/server-render.ts';
import { pageTitle } from './app/site.ts';
import { shellFromAnswer } from './app/site-shell.ts';
import { routes } from './routes.tsx';

const handler = createStaticHandler(routes);

/**
 * What the server answers for a path before any render: how it is rendered, its HTTP status (404 for an
 * address no page has) and its document title, which the server writes into the page whether or not it
 * renders it (the browser sets the same once running).
 */
export function pageInfo(pathname: string): { kind: 'public' | 'signed-in' | null; status: number; title: string } {
  const handles = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.handle as RouteHandle | undefined) ?? {});
  const status = handles.findLast((h) => h.status !== undefined)?.status ?? (handles.length ? 200 : 404);
  return { kind: renderKind(pathname), status, title: titleOf(pathname) };
}

/**
 * The address of every public page with content of its own, for the sitemap: not the not-found page, not
 * an older path that redirects, not /qrcode (it shows what this phone keeps).
 */
export function publicPagePaths(): string[] {
  const paths: string[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      if ((route.handle as RouteHandle | undefined)?.requiresLogin || route.path?.includes('*') || route.path?.includes(':')) continue;
      const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
      if (route.children) walk(route.children, path);
      else if (route.element && !currentPathFor(path)) {
        const { kind, status } = pageInfo(path);
        if (kind === 'public' && status === 200 && !paths.includes(path)) paths.push(path);
      }
    }
  };
  walk(routes, '');
  return paths;
}

/** How a path is rendered here: 'public' for everyone, 'signed-in' for a viewer with their data, null never. */
export function renderKind(pathname: string): 'public' | 'signed-in' | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  // /qrcode shows the family's code kept on the phone. (Older paths never get here: the server redirects them.)
  // /kiosk reads the device's kiosk from the server itself (its cookie goes only to the kiosk's calls).
  if (['/qrcode', '/kiosk'].includes(pathname.replace(/\/+$/, ''))) return null;
  return matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.requiresLogin) ? 'signed-in' : 'public';
}

/** What a signed-in page's render needs beyond a public page's. */
export interface SignedInInput {
  /** The answers the page carries, by persisted operation id. */
  answers: Record<string, BootAnswer>;
  /** Runs a persisted operation as the page's viewer: its answer, or null when it failed. */
  run: (documentId: string, variables: Record<string, unknown>) => Promise<{ data?: unknown; errors?: unknown[] } | null>;
  /** The vbs-reader cookie's value: the reader's language and time zone (app/reader.ts). */
  reader: string;
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
  /** Given: a signed-in page is rendered for its viewer; not given: only public pages are. */
  signedIn?: SignedInInput;
  /** The page's language (shared/language.ts chose it); English when not given. */
  language?: Language;
}

export interface Rendered {
  html: string;
  title: string;
  /** Answers the render asked for beyond those it was given, by persisted operation id: the page must carry them. */
  answers: Record<string, BootAnswer>;
}

/** The page's document title, as SiteLayout sets it once running: the innermost route's title, in the page's language. */
function titleOf(pathname: string, messages: Record<string, unknown> = {}, language: Language = DEFAULT_LANGUAGE): string {
  const titles = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.handle as RouteHandle | undefined)?.title).filter((title) => !!title);
  const title = titles[titles.length - 1];
  return pageTitle(title ? titleText(title, messages, language) : undefined);
}

/**
 * A store of its own for one render, whose network answers as the page's viewer: from the page's answers at
 * once (as the browser's network will during hydration), else by running the operation; what it ran is kept in
 * `asked`. A failed operation fails the render.
 */
function signedInEnvironment({ answers, run }: SignedInInput, asked: Record<string, BootAnswer>): Environment {
  const given = new Map(Object.entries(answers));
  const network = Network.create((params, variables) => {
    const id = params.id;
    if (!id) return Observable.create((sink) => sink.error(new Error(`${params.name} has no persisted id`)));
    const inPage = given.get(id);
    if (inPage && sameVariables(inPage.variables, variables)) {
      given.delete(id); // once, as in the browser (app/boot-data.ts)
      return Observable.from(inPage.response as GraphQLResponse);
    }
    return Observable.from(
      run(id, variables).then((result) => {
        if (!result || result.data == null || result.errors?.length) throw new Error(`${params.name} could not be answered for the server's render`);
        // One answer per operation in a page (its block is keyed by id): a second one with other variables is the browser's to ask.
        if (!(id in asked) && !(id in answers)) asked[id] = { variables, response: { data: result.data } };
        return { data: result.data } as GraphQLResponse;
      }),
    );
  });
  return new Environment({ network, store: new Store(new RecordSource()), isServer: true });
}

// The reader of the page being rendered and its language, for app/reader.ts's formatting (renders run concurrently).
const readers = new AsyncLocalStorage<{ reader: Reader; language: Language }>();
setReaderSource(() => readers.getStore()?.reader ?? {});
setLanguageSource(() => readers.getStore()?.language ?? DEFAULT_LANGUAGE);

/** The page's HTML inside #root and its title, or null when this page is not rendered on the server. */
export async function render({ url, shell, now, productionHost, timeoutMs = 2000, signedIn, language = DEFAULT_LANGUAGE }: RenderInput): Promise<Rendered | null> {
  const { pathname } = new URL(url);
  const kind = renderKind(pathname);
  if (!shell.currentEdition || kind === null) return null;
  const reader = signedIn ? readerFromCookie(signedIn.reader) : null;
  if (kind === 'signed-in' && (!signedIn || !reader || !shell.viewer)) return null;
  const [context, messages] = await Promise.all([handler.query(new Request(url)), loadMessages(language)]);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const asked: Record<string, BootAnswer> = {};
  const relayEnvironment = kind === 'signed-in' && signedIn ? signedInEnvironment(signedIn, asked) : undefined;
  const carries = (id: string | null | undefined, variables: Record<string, unknown>) => {
    const answer = id ? signedIn?.answers[id] : undefined;
    return !!answer && sameVariables(answer.variables, variables);
  };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`server render of ${pathname} took over ${timeoutMs} ms`)), timeoutMs);
  const errors: unknown[] = [];
  try {
    const { prelude } = await readers.run({ reader: kind === 'signed-in' && reader ? reader : {}, language }, () =>
      prerenderToNodeStream(
        <StrictMode>
          <ServerRenderContext.Provider value={{ now, shell: shellFromAnswer(shell), productionHost, relayEnvironment, carries }}>
            <AppProviders language={language} messages={messages}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerRenderContext.Provider>
        </StrictMode>,
        // An error inside a Suspense boundary would leave that part for the browser to render: the whole page is left to it instead.
        { signal: abort.signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
      ),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    return { html: Buffer.concat(chunks).toString('utf8'), title: titleOf(pathname, messages, language), answers: asked };
  } finally {
    clearTimeout(timer);
  }
}

// Public pages are rendered on the server too (so a phone shows the home page's content as soon as its
// HTML and stylesheet are in, before the scripts have downloaded and run), then hydrated: React attaches to
// that HTML instead of building it again. Hydration needs the browser's first render to produce exactly the
// server's HTML, so what the two could see differently is read through the hooks here:
// - the time: both render with the moment the server rendered at (written on #root), then the browser moves
//   on to its own clock;
// - the site shell and whether this is the live site: the server passes them in (ServerRenderContext);
// - anything that depends on the browser alone (the viewport's width): useHydrated() is false on the server
//   and during hydration, true from the first render after it (and in a page the browser rendered itself).
// client/src/entry-server.tsx renders; server/src/http/server-render.ts calls it and caches the result.
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Environment } from 'relay-runtime';
import type { SiteShell } from './site-shell-types.ts';
import { bootAnswerWaiting } from './boot-data.ts';

export const ROOT_ELEMENT_ID = 'root';
/** On #root when its content came from the server: the time (ms since the epoch) it was rendered at. */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';
/** Set on #root once React has attached to it (hydrated or rendered): from then on every control works. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** What a render on the server is given instead of what the browser would read itself. */
export interface ServerRender {
  now: number;
  shell: SiteShell;
  productionHost: boolean;
  /**
   * A signed-in page's: the Relay environment of this render (its store and its network, which answers as the
   * page's viewer), in place of the browser's one store per page load (AppLayout.tsx).
   */
  relayEnvironment?: Environment;
  /** A signed-in page's: whether the page carries the answer to this operation with these variables. */
  carries?: (id: string | null | undefined, variables: Record<string, unknown>) => boolean;
}

/** Provided only by the server's render (entry-server.tsx); null in the browser. */
export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/**
 * Whether this page came with the answer to an operation (server/src/http/boot-data.ts): the server's render is
 * given it, and the browser's hydration reads it from the page. A part that loads its data outside Relay's
 * suspense (the check-in station, which keeps a copy for offline use) can then start from that answer, on the
 * server and in the browser alike, instead of from its loading state.
 */
export function usePageCarries(): (id: string | null | undefined, variables: Record<string, unknown>) => boolean {
  return useServerRender()?.carries ?? bootAnswerWaiting;
}

const subscribeNever = () => () => undefined;

function renderedAtInPage(): number | null {
  const value = typeof document === 'undefined' ? null : document.getElementById(ROOT_ELEMENT_ID)?.getAttribute(RENDERED_AT_ATTRIBUTE);
  return value ? Number(value) : null;
}

/**
 * The time the HTML being hydrated was rendered at (on the server, the time of this render); null in every
 * render after hydration and in pages the browser rendered itself.
 */
export function useRenderTime(): number | null {
  const server = useServerRender();
  return useSyncExternalStore(
    subscribeNever,
    () => null,
    () => (server ? server.now : renderedAtInPage()),
  );
}

/** False on the server and while hydrating; true in every render after (and in a browser-rendered page). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Marks #root once the page's own content is live: rendered by the browser, or hydrated. Rendered last inside
 * the Suspense boundary that holds the page, since each boundary hydrates on its own (a lazily loaded page once
 * its code is in, after the shell around it). Until then a server-rendered page shows but its buttons do
 * nothing; tests and bench/phone.ts wait for the mark.
 */
export function PageAttached(): null {
  useEffect(() => {
    document.getElementById(ROOT_ELEMENT_ID)?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}

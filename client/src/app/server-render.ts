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
import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
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

// Whether React is hydrating the component it renders now (or rendering on the server): React asks
// useSyncExternalStore for the server's snapshot exactly then, per component, and for the browser's otherwise.
// Both snapshots are the same value here, so the store never "changes" when hydration ends. (A store whose two
// snapshots differ is switched by React at sync priority, in one unsliced task with the effects of the whole
// hydration: on the rosters page ~1 s of a phone's main thread at once.) The switch is the component's own
// state, set in a transition after it has hydrated: React re-renders in slices and the browser answers input
// and paints between them.
let askedForServerSnapshot = false;
const sameSnapshot = () => 0;
const serverSnapshotProbe = () => {
  askedForServerSnapshot = true;
  return 0;
};

function useHydratingNow(): boolean {
  askedForServerSnapshot = false;
  useSyncExternalStore(subscribeNever, sameSnapshot, serverSnapshotProbe);
  return askedForServerSnapshot;
}

/**
 * The time the HTML being hydrated was rendered at (on the server, the time of this render) while this component
 * hydrates; null from its first render after (a transition) and in components the browser rendered itself.
 */
export function useRenderTime(): number | null {
  const server = useServerRender();
  const hydrating = useHydratingNow();
  const [renderedAt, setRenderedAt] = useState(() => (hydrating ? (server ? server.now : renderedAtInPage()) : null));
  useEffect(() => {
    if (renderedAt !== null) startTransition(() => setRenderedAt(null));
  }, [renderedAt]);
  return renderedAt;
}

/**
 * False on the server and while this component hydrates; true from its first render after (a transition, see
 * above), and from the start in a component the browser rendered itself (a dialog opened, a page reached by a link).
 */
export function useHydrated(): boolean {
  const hydrating = useHydratingNow();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
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

// Dashboard pages are loaded on first use: they bring Relay (and some TipTap), which public pages must
// never download (bundle budget: bench/bundle-size.ts). Import signed-in pages in routes.tsx with
// `const XPage = lazyPage(() => import('./features/x/XPage.tsx'), 'XPage')`, never statically.
// At start, main.tsx asks for the code of every page the address opens (preloadPages), so it downloads
// alongside the entry's own work instead of after it, layout by layout.
// Parts of a page that open on demand (dialogs, edit forms) are made the same way, so a page's first screen
// does not wait for their code (on a phone every file and kilobyte of it is time before the page is
// usable): render them under <LazyPart> (components/LazyPart.tsx), start their download once the page
// is up with usePreloadWhenIdle, and on pointing at or focusing the control that opens them with preloadOn.
// A dropdown menu is <LazyMenu> (components/LazyMenu.tsx), which does all three for its own code.
import { isValidElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

const loaders = new WeakMap<object, () => Promise<unknown>>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the page's own are kept by TModule[TName]
export function lazyPage<TModule extends Record<TName, ComponentType<any>>, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
): LazyExoticComponent<TModule[TName]> {
  let loading: Promise<TModule> | null = null;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // a failed download is tried again when the page renders
      throw error;
    }));
  const component = lazy(async () => ({ default: (await start())[name] }));
  loaders.set(component, start);
  return component;
}

/** Starts downloading the lazily loaded pages (and layouts) that `pathname` renders; never throws. */
export function preloadPages(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const element = route.element;
    if (isValidElement(element)) loaders.get(element.type as object)?.().catch(() => undefined);
  }
}

/** Starts downloading components made by lazyPage ahead of their first render; never throws. */
export function preloadLazy(...components: object[]): void {
  for (const component of components) loaders.get(component)?.().catch(() => undefined);
}

/**
 * Once the page has rendered and the browser is idle, starts downloading the parts the page opens on demand,
 * so the first click finds them ready (they wait for nothing the first screen needs).
 */
export function usePreloadWhenIdle(...components: object[]): void {
  useEffect(() => {
    const start = () => preloadLazy(...components);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(start, 1000);
    return () => window.clearTimeout(handle);
  }, []); // once per mount: the components are module-level constants
}

/** Props for the control that opens a lazily loaded part: pointing at, touching or focusing it starts the download. */
export function preloadOn(...components: object[]) {
  const start = () => preloadLazy(...components);
  return { onPointerEnter: start, onTouchStart: start, onFocus: start };
}

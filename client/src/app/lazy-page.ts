// Dashboard pages are loaded on first use: they bring Relay (and some TipTap), which public pages must
// never download (bundle budget: bench/bundle-size.ts). Import signed-in pages in routes.tsx with
// `const XPage = lazyPage(() => import('./features/x/XPage.tsx'), 'XPage')`, never statically.
// At start, main.tsx asks for the code of every page the address opens (preloadPages), so it downloads
// alongside the entry's own work instead of after it, layout by layout (issue 13).
import { isValidElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

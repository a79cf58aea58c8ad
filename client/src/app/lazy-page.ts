// Dashboard pages are loaded on first use: they bring Relay (and some TipTap), which public pages must
// never download (bundle budget: bench/bundle-size.ts). Import signed-in pages in routes.tsx with
// `const XPage = lazyPage(() => import('./features/x/XPage.tsx'), 'XPage')`, never statically.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the page's own are kept by TModule[TName]
export function lazyPage<TModule extends Record<TName, ComponentType<any>>, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
): LazyExoticComponent<TModule[TName]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

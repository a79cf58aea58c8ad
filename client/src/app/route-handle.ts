// What each route declares in its `handle` (react-router): its title, whether it needs a signed-in
// person, and for flagged pages the program flag that opens them.
import { useMatches, type UIMatch } from 'react-router-dom';
import type { PageAccess } from './page-access.ts';

export interface EditionFlags {
  readonly generalRegistrationOpen: boolean;
  readonly electiveSelectionOpen: boolean;
  readonly internApplicationOpen: boolean;
}

export interface RouteHandle {
  title?: string;
  /** Set on /dashboard: it and everything under it need a signed-in person. */
  requiresLogin?: boolean;
  /** The page exists only while this returns true (e.g. registration while it is open). */
  openWhen?: (flags: EditionFlags) => boolean;
  /** Who may open the page (page-access.ts); others see the calm "not part of your account" notice. */
  allow?: PageAccess;
  /** The HTTP status the server answers the page's address with, when not 200 (404: no such page). */
  status?: number;
}

export interface RouteInfo {
  title: string | undefined;
  requiresLogin: boolean;
  openWhen: RouteHandle['openWhen'];
  allow: RouteHandle['allow'];
  /** Titled matches from the outside in, one per path, for breadcrumbs. */
  crumbs: { title: string; pathname: string }[];
}

function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

export function useRouteInfo(): RouteInfo {
  const matches = useMatches();
  const crumbs: RouteInfo['crumbs'] = [];
  let title: string | undefined;
  let openWhen: RouteHandle['openWhen'];
  let allow: RouteHandle['allow'];
  let requiresLogin = false;
  for (const match of matches) {
    const handle = handleOf(match);
    if (handle.requiresLogin) requiresLogin = true;
    if (handle.openWhen) openWhen = handle.openWhen;
    if (handle.allow) allow = handle.allow;
    if (!handle.title) continue;
    title = handle.title;
    const pathname = match.pathname.replace(/\/+$/, '') || '/';
    const last = crumbs[crumbs.length - 1];
    if (last?.pathname === pathname) last.title = handle.title;
    else crumbs.push({ title: handle.title, pathname });
  }
  return { title, requiresLogin, openWhen, allow, crumbs };
}

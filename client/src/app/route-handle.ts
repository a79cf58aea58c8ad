// What each route declares in its `handle` (react-router): its title, whether it needs a signed-in
// person, and for flagged pages the program flag that opens them.
import { useMatches, type UIMatch } from 'react-router-dom';
import { IntlMessageFormat } from 'intl-messageformat';
import { useIntl, type MessageDescriptor } from '../i18n/intl.tsx';
import type { PageAccess } from './page-access.ts';

/** A page's title: a message in the page's language, or a proper name shown as it is (a past year's theme). */
export type RouteTitle = MessageDescriptor | string;

export interface EditionFlags {
  readonly generalRegistrationOpen: boolean;
  readonly electiveSelectionOpen: boolean;
  readonly internApplicationOpen: boolean;
}

/** The registration page is open while registration or the club choices are (the dashboard's card and the route). */
export function registrationIsOpen(flags: EditionFlags): boolean {
  return flags.generalRegistrationOpen || flags.electiveSelectionOpen;
}

export interface RouteHandle {
  title?: RouteTitle;
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

/**
 * A title's words with a language's messages, outside React (the server's document title). Titles are plain
 * words: the build leaves such a message a string (client/scripts/messages-plugin.ts), any other a syntax tree.
 */
export function titleText(title: RouteTitle, messages: Record<string, unknown>, locale: string): string {
  if (typeof title === 'string') return title;
  const words = (messages[title.id] ?? title.defaultMessage) as string | ConstructorParameters<typeof IntlMessageFormat>[0];
  return typeof words === 'string' ? words : String(new IntlMessageFormat(words, locale).format());
}

function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

export function useRouteInfo(): RouteInfo {
  const matches = useMatches();
  const intl = useIntl();
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
    title = typeof handle.title === 'string' ? handle.title : intl.formatMessage(handle.title);
    const pathname = match.pathname.replace(/\/+$/, '') || '/';
    const last = crumbs[crumbs.length - 1];
    if (last?.pathname === pathname) last.title = title;
    else crumbs.push({ title, pathname });
  }
  return { title, requiresLogin, openWhen, allow, crumbs };
}

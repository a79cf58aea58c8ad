// What every page's chrome needs, loaded once without Relay: the current edition (name, dates, program
// flags) and who is signed in. The edition is kept in localStorage so the header, footer and home page
// still show it offline; who is signed in is never cached (a shared family computer after logout).
import { useSyncExternalStore } from 'react';
import { useServerRender } from './server-render.ts';
import type { SiteShellQuery$data } from '../__generated__/SiteShellQuery.graphql.ts';
import type { ShellEdition, SiteShell } from './site-shell-types.ts';
import { takeBootAnswer } from './boot-data.ts';
import { fetchPublicQuery, graphql } from './public-graphql.ts';

const SiteShellQuery = graphql`
  query SiteShellQuery {
    currentEdition {
      year
      name
      startsAt
      endsAt
      timeZone
      generalRegistrationOpen
      internApplicationOpen
      electiveSelectionOpen
    }
    viewer {
      isParent
      isStaff
      account {
        fullName
        email
        profileImageUrl
        language
      }
    }
  }
`;

export type { ShellEdition, ShellViewer, SiteShell } from './site-shell-types.ts';

export const EDITION_STORAGE_KEY = 'vbs.currentEdition';

function cachedEdition(): ShellEdition | null {
  try {
    const raw = localStorage.getItem(EDITION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ShellEdition) : null;
  } catch {
    return null;
  }
}

let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<SiteShell>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function loaded(data: SiteShellQuery$data): SiteShell {
  try {
    localStorage.setItem(EDITION_STORAGE_KEY, JSON.stringify(data.currentEdition));
  } catch {
    /* storage full or disabled: the site still works online */
  }
  return shellFromAnswer(data);
}

/** The shell as the site shell's query answered it (the server's render starts from the same answer). */
export function shellFromAnswer(data: SiteShellQuery$data): SiteShell {
  const { viewer } = data;
  return {
    status: 'ready',
    edition: data.currentEdition,
    viewer: viewer ? { ...viewer.account, isParent: viewer.isParent, isStaff: viewer.isStaff } : null,
  };
}

// The page usually comes with the answer inside it (boot-data.ts): the first render then needs no request.
const inPage = takeBootAnswer<SiteShellQuery$data>(SiteShellQuery.params.id, {});
let state: SiteShell = inPage ? loaded(inPage.data) : { status: 'loading', edition: cachedEdition(), viewer: null };

async function load(): Promise<void> {
  // Offline (the page came from the service worker): use the edition seen last, without a failing request.
  if (!navigator.onLine && state.edition) {
    set({ status: 'offline', viewer: null });
    return;
  }
  try {
    set(loaded(await fetchPublicQuery<SiteShellQuery$data>(SiteShellQuery)));
  } catch (error) {
    console.warn('Could not load the current edition:', error);
    set({ status: state.edition ? 'offline' : 'failed', viewer: null });
  }
}

export const siteShell = {
  get: () => state,
  /** Loads (again): at start, after signing in, and when the dashboard learns of a change. */
  refresh(): Promise<void> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  },
  /** The dashboard's Relay store saw newer program flags (e.g. an admin opened registration). */
  updateEdition(edition: Partial<ShellEdition>) {
    if (!state.edition) return;
    const next = { ...state.edition, ...edition };
    if (JSON.stringify(next) !== JSON.stringify(state.edition)) set({ edition: next });
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === 'loading' && !loading) void siteShell.refresh();
  return () => listeners.delete(listener);
}

export function useSiteShell(): SiteShell {
  const server = useServerRender();
  const shell = useSyncExternalStore(subscribe, siteShell.get, siteShell.get);
  return server ? server.shell : shell;
}

// The shape of what every page's chrome reads (site-shell.ts loads it; a server render carries it ready,
// server-render.ts), apart from both so neither imports the other.
import type { SiteShellQuery$data } from '../__generated__/SiteShellQuery.graphql.ts';

export type ShellEdition = SiteShellQuery$data['currentEdition'];
export interface ShellViewer {
  fullName: string;
  email?: string | null;
  profileImageUrl?: string | null;
  /** The language the person chose (shared/language.ts); null until they choose. */
  language?: string | null;
  isParent: boolean;
  isStaff: boolean;
}

export interface SiteShell {
  /** 'offline': the server could not be reached; the edition is the last one seen. */
  status: 'loading' | 'ready' | 'offline' | 'failed';
  edition: ShellEdition | null;
  viewer: ShellViewer | null;
}

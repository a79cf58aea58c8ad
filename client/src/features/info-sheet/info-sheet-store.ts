// The info sheet's state, outside React so any screen can open it with one call:
//   openInfoSheet({ personType: 'student', personId })
// personId is the person's GraphQL id, or their numeric database id (turned into the GraphQL id here).
// The sheet keeps the current entry, at most 10 earlier ones (SPEC §9) and the ones after it that
// "previous" stepped back over; opening a new person drops those, as a browser's history does.
import { useSyncExternalStore } from 'react';

export type PersonType = 'parent' | 'student' | 'intern' | 'staff';

export interface InfoSheetEntry {
  personType: PersonType;
  personId: string;
}

export interface InfoSheetState {
  entries: readonly InfoSheetEntry[];
  /** Index of the current entry; -1 when closed. */
  index: number;
  minimized: boolean;
}

export const MAX_EARLIER_ENTRIES = 10;

const TYPENAME: Record<PersonType, string> = { parent: 'Parent', student: 'Child', intern: 'Intern', staff: 'Staff' };

const CLOSED: InfoSheetState = { entries: [], index: -1, minimized: false };
let state: InfoSheetState = CLOSED;
/** Whatever had focus when the sheet opened; focus goes back there when it closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: InfoSheetState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The GraphQL (Relay) id for a person, accepting a database id too. */
export function personGlobalId(personType: PersonType, personId: string | number): string {
  return typeof personId === 'number' || /^\d+$/.test(personId) ? btoa(`${TYPENAME[personType]}:${personId}`) : personId;
}

export function openInfoSheet({ personType, personId }: { personType: PersonType; personId: string | number }) {
  const entry = { personType, personId: personGlobalId(personType, personId) };
  const current = state.entries[state.index];
  if (current && current.personType === entry.personType && current.personId === entry.personId) {
    set({ ...state, minimized: false });
    return;
  }
  if (state.index < 0 && typeof document !== 'undefined') opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const entries = [...state.entries.slice(0, state.index + 1), entry].slice(-(MAX_EARLIER_ENTRIES + 1));
  set({ entries, index: entries.length - 1, minimized: false });
}

export const infoSheet = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  previous: () => state.index > 0 && set({ ...state, index: state.index - 1, minimized: false }),
  next: () => state.index < state.entries.length - 1 && set({ ...state, index: state.index + 1, minimized: false }),
  minimize: () => set({ ...state, minimized: true }),
  maximize: () => set({ ...state, minimized: false }),
  close: () => {
    if (state.index < 0) return;
    set(CLOSED);
    const target = opener;
    opener = null;
    if (target?.isConnected) setTimeout(() => target.focus(), 0);
  },
  isOpen: () => state.index >= 0,
};

export function useInfoSheet(): InfoSheetState {
  return useSyncExternalStore(infoSheet.subscribe, infoSheet.get, infoSheet.get);
}

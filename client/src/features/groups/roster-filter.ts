// Filtering and exporting rosters: plain functions over what the rosters page loaded.
import { GROUP_TYPE_LABEL, gradeLabel, personName, type GroupTypeName } from './group-type.ts';

export type CheckInFilter = 'all' | 'in' | 'not-in';

export interface RosterChildRow {
  readonly checkInState: string;
  readonly child: { readonly firstName: string; readonly preferredName?: string | null; readonly lastName: string; readonly gradeEntering: number };
}

export interface RosterGroupRow {
  readonly name: string;
  readonly groupType: string;
  readonly roster: readonly RosterChildRow[];
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Every word of the search must start a word of the child's names, grade label or group name. */
export function matchesSearch(row: RosterChildRow, search: string, groupName = ''): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { firstName, preferredName, lastName, gradeEntering } = row.child;
  const haystack = fold([firstName, preferredName ?? '', lastName, gradeLabel(gradeEntering), groupName].join(' ')).split(/[\s-]+/);
  return words.every((w) => haystack.some((h) => h.startsWith(w)));
}

export function matchesCheckIn(row: RosterChildRow, filter: CheckInFilter): boolean {
  if (filter === 'in') return row.checkInState === 'CHECKED_IN';
  if (filter === 'not-in') return row.checkInState !== 'CHECKED_IN';
  return true;
}

export const CHECK_IN_LABEL: Record<string, string> = {
  CHECKED_IN: 'Checked in',
  CHECKED_OUT: 'Checked out',
  NOT_CHECKED_IN: 'Not checked in',
};

/** A cell a spreadsheet will not run as a formula, quoted as RFC 4180 says. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function rostersCsv(groups: readonly RosterGroupRow[], keep: (row: RosterChildRow, group: RosterGroupRow) => boolean = () => true): string {
  const lines = [['Group', 'Group type', 'Last name', 'First name', 'Name', 'Grade', 'Check-in'].map(csvCell).join(',')];
  for (const group of groups) {
    for (const row of group.roster) {
      if (!keep(row, group)) continue;
      const { child } = row;
      lines.push(
        [group.name, GROUP_TYPE_LABEL[group.groupType as GroupTypeName] ?? group.groupType, child.lastName, child.firstName, personName(child), gradeLabel(child.gradeEntering), CHECK_IN_LABEL[row.checkInState] ?? row.checkInState]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}

// Filtering and exporting rosters: plain functions over what the rosters page loaded.
import { GROUP_TYPE_LABEL, type GroupTypeName } from './group-type.ts';
import { gradeLabel } from '../../lib/format.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { csvCell } from '../../../../shared/csv.ts';
import { defineMessages, type MessageDescriptor } from '../../i18n/intl.tsx';

export type CheckInFilter = 'all' | 'in' | 'not-in';

export interface ParentContactRow {
  readonly firstName: string;
  readonly preferredName?: string | null;
  readonly lastName: string;
  readonly phone?: string | null;
}

export interface RosterChildRow {
  readonly checkInState: string;
  readonly child: {
    readonly firstName: string;
    readonly preferredName?: string | null;
    readonly lastName: string;
    readonly gradeEntering: number;
    /** Something medical is on file (the full notes need VIEW_SENSITIVE_INFO). */
    readonly hasMedicalInformation?: boolean;
    /** The parent's short line for leaders; null when the viewer may not read it. */
    readonly medicalAlert?: string | null;
    /** The full notes; null unless the viewer has VIEW_SENSITIVE_INFO. */
    readonly medicalInformation?: string | null;
    readonly parentContacts?: readonly ParentContactRow[];
  };
}

/** Whether a roster shows the medical mark: an alert line or medical notes are on file. */
export const hasMedicalMark = (row: RosterChildRow) => !!row.child.medicalAlert?.trim() || !!row.child.hasMedicalInformation;

export interface RosterGroupRow {
  readonly name: string;
  readonly groupType: string;
  readonly roster: readonly RosterChildRow[];
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * Every word of the search must start a word of the child's names, grade label, group name or medical
 * alert line ("peanut" finds the children with a peanut allergy); "medical" or "allergy" alone also
 * finds every child with the medical mark.
 */
export function matchesSearch(row: RosterChildRow, search: string, groupName = ''): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { firstName, preferredName, lastName, gradeEntering } = row.child;
  const mark = hasMedicalMark(row) ? 'medical alert allergy' : '';
  const haystack = fold([firstName, preferredName ?? '', lastName, gradeLabel(gradeEntering), groupName, row.child.medicalAlert ?? '', mark].join(' ')).split(/[\s—–,.;:()/-]+/);
  return words.every((w) => haystack.some((h) => h.startsWith(w)));
}

export function matchesCheckIn(row: RosterChildRow, filter: CheckInFilter): boolean {
  if (filter === 'in') return row.checkInState === 'CHECKED_IN';
  if (filter === 'not-in') return row.checkInState !== 'CHECKED_IN';
  return true;
}

/** Where a child stands today, on screen. */
export const CHECK_IN_WORDS: Record<string, MessageDescriptor> = defineMessages({
  CHECKED_IN: { id: 'staff.groups.checkIn.checkedIn', defaultMessage: 'Checked in' },
  CHECKED_OUT: { id: 'staff.groups.checkIn.checkedOut', defaultMessage: 'Checked out' },
  NOT_CHECKED_IN: { id: 'staff.groups.checkIn.notCheckedIn', defaultMessage: 'Not checked in' },
});

/** The medical mark when the parent wrote no alert line. */
export const MEDICAL_ON_FILE: MessageDescriptor = { id: 'staff.groups.medicalInfoOnFile', defaultMessage: 'Medical info on file' };

/** The same in the rosters' CSV, which keeps its words whatever the reader's language. */
export const CHECK_IN_LABEL: Record<string, string> = {
  CHECKED_IN: 'Checked in',
  CHECKED_OUT: 'Checked out',
  NOT_CHECKED_IN: 'Not checked in',
};

const phoneText = (digits: string | null | undefined) => {
  const d = digits ?? '';
  if (d.length === 10) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return d;
};

/** "Ana Lopez (555) 123-4567; Raúl Lopez (555) 987-6543": the parents a leader would call. */
export function parentContactsText(contacts: readonly ParentContactRow[] | undefined): string {
  return (contacts ?? []).map((p) => [displayName(p), phoneText(p.phone)].filter(Boolean).join(' ')).join('; ');
}

/**
 * The rosters as a spreadsheet: group, names, grade, check-in, parents and phones, the medical mark and
 * alert line, and the full medical notes only when the viewer may read them (then the server sent them).
 */
export function rostersCsv(groups: readonly RosterGroupRow[], keep: (row: RosterChildRow, group: RosterGroupRow) => boolean = () => true): string {
  const withNotes = groups.some((g) => g.roster.some((r) => r.child.medicalInformation != null));
  const header = ['Group', 'Group type', 'Last name', 'First name', 'Name', 'Grade', 'Check-in', 'Parents', 'Medical on file', 'Medical alert', ...(withNotes ? ['Medical information'] : [])];
  const lines = [header.map(csvCell).join(',')];
  for (const group of groups) {
    for (const row of group.roster) {
      if (!keep(row, group)) continue;
      const { child } = row;
      lines.push(
        [
          group.name,
          GROUP_TYPE_LABEL[group.groupType as GroupTypeName] ?? group.groupType,
          child.lastName,
          child.firstName,
          displayName(child),
          gradeLabel(child.gradeEntering),
          CHECK_IN_LABEL[row.checkInState] ?? row.checkInState,
          parentContactsText(child.parentContacts),
          hasMedicalMark(row) ? 'Yes' : 'No',
          child.medicalAlert ?? '',
          ...(withNotes ? [child.medicalInformation ?? ''] : []),
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}

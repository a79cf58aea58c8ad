// SPEC §3 group type labels and badge colors (permanent primary, rotational info, other secondary),
// in shades dark enough for white badge text (WCAG AA).
import { defineMessages } from '../../i18n/intl.tsx';

export type GroupTypeName = 'PERMANENT' | 'ROTATIONAL' | 'SCHEDULED';

/** The type's name on screen. */
export const GROUP_TYPE_WORDS = defineMessages({
  PERMANENT: { id: 'staff.groups.type.permanent', defaultMessage: 'Assigned' },
  ROTATIONAL: { id: 'staff.groups.type.rotational', defaultMessage: 'Afternoon Club' },
  SCHEDULED: { id: 'staff.groups.type.scheduled', defaultMessage: 'Schedule-Based' },
});

/** The type's name in the rosters' CSV, which keeps its words whatever the reader's language. */
export const GROUP_TYPE_LABEL: Record<GroupTypeName, string> = {
  PERMANENT: 'Assigned',
  ROTATIONAL: 'Afternoon Club',
  SCHEDULED: 'Schedule-Based',
};

export const GROUP_TYPE_COLOR: Record<GroupTypeName, string> = {
  PERMANENT: 'indigo.8',
  ROTATIONAL: 'cyan.9',
  SCHEDULED: 'teal.9',
};

const TYPE_ORDER: Record<string, number> = { PERMANENT: 0, ROTATIONAL: 1, SCHEDULED: 2 };
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** SPEC §3: permanent first, then rotational, then scheduled; then by name. */
export function compareGroups(a: { groupType: string; name: string }, b: { groupType: string; name: string }): number {
  return (TYPE_ORDER[a.groupType] ?? 9) - (TYPE_ORDER[b.groupType] ?? 9) || byName.compare(a.name, b.name);
}

/** SPEC §9. */
export const standardPointMultiplier = (permanentChildCounts: number[]) => Math.max(1, ...permanentChildCounts);
export const averagePoints = (total: number, childCount: number) => total / Math.max(1, childCount);

/** What the "New group" dialog holds until the group is created (NewGroupButton.tsx). */
export interface GroupDraft {
  name: string;
  groupType: GroupTypeName;
  color: string;
  capacity: number | string;
}
export const EMPTY_GROUP_DRAFT: GroupDraft = { name: '', groupType: 'PERMANENT', color: '', capacity: '' };

// The one Relay updater for group changes, shared by each mutation and the subscription that reports
// the same change: field values arrive through the payload fragments; what needs list surgery (a group
// created or deleted, a rename that moves it in the sort order) happens here.
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { compareGroups } from './group-type.ts';

/** Applies the change record found at `rootField` (a mutation's field, or the subscription's). */
export function applyGroupChange(store: RecordSourceSelectorProxy, rootField: string) {
  const change = store.getRootField(rootField);
  if (!change) return;
  const list = change.getLinkedRecord('groupList');
  const groups = list?.getLinkedRecords('groups');
  if (!list || !groups) return;
  const type = change.getType();
  let next = groups.filter((g): g is RecordProxy => g != null);
  if (type === 'GroupDeleted') {
    const deletedId = change.getValue('groupId');
    next = next.filter((g) => g.getDataID() !== deletedId);
  } else if (type === 'GroupCreated') {
    const created = change.getLinkedRecord('group');
    if (created && !next.some((g) => g.getDataID() === created.getDataID())) next = [...next, created];
  } else if (type !== 'GroupRenamed') {
    return;
  }
  next.sort((a, b) =>
    compareGroups(
      { groupType: String(a.getValue('groupType') ?? ''), name: String(a.getValue('name') ?? '') },
      { groupType: String(b.getValue('groupType') ?? ''), name: String(b.getValue('name') ?? '') },
    ),
  );
  list.setLinkedRecords(next, 'groups');
}

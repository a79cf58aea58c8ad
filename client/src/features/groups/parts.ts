// The rosters' dialogs, loaded when first opened (or once the page is up and the browser idle): creating,
// renaming, recoloring and deleting a group (color picker, number input, dialogs, their mutations) are for
// the few who manage groups, and the first screen shows none of them.
import { lazyPage } from '../../app/lazy-page.ts';

export const NewGroupModal = lazyPage(() => import('./NewGroupModal.tsx'), 'NewGroupModal');
export const GroupDialog = lazyPage(() => import('./GroupDialog.tsx'), 'GroupDialog');

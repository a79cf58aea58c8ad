// The profile's forms and dialogs, loaded when first opened (or once the page is up and the browser idle):
// with their schema checks (zod), form state, selects and dialogs they are about a third of the page's code,
// and the first screen shows none of them.
import { lazyPage } from '../../app/lazy-page.ts';

export const ParentDetailsForm = lazyPage(() => import('./ParentDetailsForm.tsx'), 'ParentDetailsForm');
export const ChildModal = lazyPage(() => import('./ChildModal.tsx'), 'ChildModal');
export const EmergencyContactModal = lazyPage(() => import('./EmergencyContactModal.tsx'), 'EmergencyContactModal');
export const PickupPersonModal = lazyPage(() => import('./PickupPersonModal.tsx'), 'PickupPersonModal');
export const MyDetailsForm = lazyPage(() => import('../my-details/MyDetailsForm.tsx'), 'MyDetailsForm');

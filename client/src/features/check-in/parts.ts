// The check-in table's parts that show only after an action, loaded on demand (on a phone they were
// a quarter of the page's first load; the family panel's check boxes alone brought the dialogs' chunk, with
// floating-ui and the scroll lock): the family panel (after a scan or a name is chosen), the check-out dialog,
// the name tags (after a check-in) and the camera scanner (after "Scan family code"). The first screen shows
// none of them. The station page preloads them all once it is up (CheckInStationPage.tsx says why).
import { lazyPage } from '../../app/lazy-page.ts';

export const FamilyPanel = lazyPage(() => import('./FamilyPanel.tsx'), 'FamilyPanel');
export { CheckOutModal } from './check-out-part.ts';
export const NameTags = lazyPage(() => import('./NameTags.tsx'), 'NameTags');
export const StationTexts = lazyPage(() => import('./StationTexts.tsx'), 'StationTexts');
export const CameraScanner = lazyPage(() => import('./CameraScanner.tsx'), 'CameraScanner');

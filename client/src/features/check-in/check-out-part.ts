// The check-out dialog, loaded on demand: both the station page (parts.ts) and the family panel open it,
// so it is declared once here, apart from the panel that parts.ts itself loads on demand.
import { lazyPage } from '../../app/lazy-page.ts';

export const CheckOutModal = lazyPage(() => import('./CheckOutModal.tsx'), 'CheckOutModal');

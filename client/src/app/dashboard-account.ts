// The signed-in account, as the dashboard's guard (AppLayout.tsx) hands it to the page inside it: what a page
// keeps on the device is tied to it (the check-in station's offline copy), also when the page opens offline.
import { useOutletContext } from 'react-router-dom';

export interface DashboardOutlet {
  accountId: number | null;
}

export function useDashboardAccountId(): number | null {
  return useOutletContext<DashboardOutlet | undefined>()?.accountId ?? null;
}

// The info sheet, mounted once in the app layout: the current entry's view in the bottom dialog
// (InfoSheet.tsx, loaded on first use so no dashboard page's first load carries it). While it is open, a
// navigation closes it instead of leaving the page (SPEC §2 navigation guard). Closing returns focus to
// whatever opened it (info-sheet-store.ts).
// Opening it adds a history entry on the same page, so the browser's Back button (or a phone's back
// gesture) closes the sheet instead of leaving the page; closing it otherwise takes that entry back.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { infoSheet, useInfoSheet } from './info-sheet-store.ts';

const loadOpenSheet = () => import('./InfoSheet.tsx');
const OpenSheet = lazy(async () => ({ default: (await loadOpenSheet()).OpenSheet }));
const PRELOAD_DELAY_MS = 2000;

export function InfoSheetHost() {
  const { entries, index } = useInfoSheet();
  const entry = index >= 0 ? entries[index] : null;
  const open = entry !== null;

  const location = useLocation();
  const navigate = useNavigate();
  const onSheetEntry = (location.state as { infoSheet?: boolean } | null)?.infoSheet === true;
  const pushed = useRef(false);

  // Moving within the page (the sheet's own history entry, or Back off it) is never blocked.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => open && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    infoSheet.close();
    blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (open && !onSheetEntry && !pushed.current) {
      pushed.current = true;
      navigate(location, { state: { ...((location.state as object | null) ?? {}), infoSheet: true } });
    } else if (open && !onSheetEntry && pushed.current) {
      // Back was pressed: the sheet's entry is gone, so the sheet goes too.
      pushed.current = false;
      infoSheet.close();
    } else if (!open && onSheetEntry) {
      pushed.current = false;
      navigate(-1);
    }
  }, [open, onSheetEntry, location, navigate]);

  // Fetch the sheet's code once the page has settled, so the first person opened shows without a wait.
  useEffect(() => {
    const id = window.setTimeout(() => void loadOpenSheet().catch(() => {}), PRELOAD_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);

  return entry ? (
    <Suspense fallback={null}>
      <OpenSheet entry={entry} />
    </Suspense>
  ) : null;
}

// A live ranking that holds still under the hand of the person using it. While the viewer adds points
// (a pointer down, a click or a key inside the list), the order shown stays as it was and re-sorts only
// after `pauseMs` without such an input; scores still change in place. The card the viewer last touched is
// pinned on screen meanwhile: whatever changes above it (another group's log grows, the order settles),
// the page scrolls by the same amount before it is painted, so a repeated tap lands on the same button.
// Keyboard focus stays on the control it was on when the order settles.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Pause without input after which the order settles. */
export const SETTLE_AFTER_MS = 2500;

/** The order to show: the held one (groups gone dropped, new ones at the end) or else the live one. */
export function heldOrder(held: readonly string[] | null, live: readonly string[]): string[] {
  if (!held) return [...live];
  const present = new Set(live);
  const kept = held.filter((id) => present.has(id));
  const keptSet = new Set(kept);
  return [...kept, ...live.filter((id) => !keptSet.has(id))];
}

interface Pin {
  id: string;
  top: number;
}

/**
 * `liveOrder`: ids in ranking order as the data says now. Items are elements inside `list` carrying
 * `data-pin-id`. Returns the order to render and whether it is being held.
 */
export function useSteadyOrder(liveOrder: readonly string[], list: HTMLElement | null, pauseMs = SETTLE_AFTER_MS) {
  const [held, setHeld] = useState<string[] | null>(null);
  const shown = heldOrder(held, liveOrder);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const pin = useRef<Pin | null>(null);
  const settling = useRef<{ focus: HTMLElement | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const itemOf = useCallback((id: string) => list?.querySelector<HTMLElement>(`[data-pin-id="${CSS.escape(id)}"]`) ?? null, [list]);

  /** Scrolls by however far the pinned item moved since it was last seen. */
  const keepPinned = useCallback(() => {
    const current = pin.current;
    if (!current) return;
    const item = itemOf(current.id);
    if (!item) return;
    const moved = item.getBoundingClientRect().top - current.top;
    if (Math.abs(moved) >= 0.5) window.scrollBy(0, moved);
    current.top = item.getBoundingClientRect().top;
  }, [itemOf]);

  // Every input inside the list holds the order and pins the item it happened in.
  useEffect(() => {
    if (!list) return;
    const onInput = (event: Event) => {
      const item = (event.target as Element | null)?.closest?.<HTMLElement>('[data-pin-id]');
      if (!item || !list.contains(item)) return;
      pin.current = { id: item.dataset.pinId!, top: item.getBoundingClientRect().top };
      settling.current = null;
      setHeld((before) => before ?? [...shownRef.current]);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const active = document.activeElement;
        settling.current = { focus: active instanceof HTMLElement && list.contains(active) ? active : null };
        setHeld(null);
      }, pauseMs);
    };
    // The person's own scrolling moves the pin with it (our own compensation leaves it where it was).
    const onScroll = () => {
      const current = pin.current;
      const item = current && itemOf(current.id);
      if (current && item) current.top = item.getBoundingClientRect().top;
    };
    // Heights change without this component rendering (a log line arrives live, a line wraps differently).
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => keepPinned());
    resizes?.observe(list);
    list.addEventListener('pointerdown', onInput, true);
    list.addEventListener('click', onInput, true);
    list.addEventListener('keydown', onInput, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer.current);
      resizes?.disconnect();
      list.removeEventListener('pointerdown', onInput, true);
      list.removeEventListener('click', onInput, true);
      list.removeEventListener('keydown', onInput, true);
      window.removeEventListener('scroll', onScroll);
    };
  }, [list, itemOf, keepPinned, pauseMs]);

  // After every render, before paint: the pinned item where it was; once the order has settled, focus back
  // on the control that had it (moving an element in the document drops focus) and the pin released.
  useLayoutEffect(() => {
    keepPinned();
    const settled = settling.current;
    if (held === null && settled) {
      if (settled.focus?.isConnected && document.activeElement !== settled.focus) settled.focus.focus({ preventScroll: true });
      settling.current = null;
      pin.current = null;
    }
  });

  return { order: shown, holding: held !== null };
}

import { startTransition, useEffect, useState } from 'react';
import { useRenderTime } from '../app/server-render.ts';

/**
 * The current time, refreshed every `intervalMs`. A page rendered on the server starts from the moment it was
 * rendered at (so hydration sees the same HTML), and takes the browser's clock as soon as it has hydrated.
 */
export function useNow(intervalMs: number): number {
  const renderedAt = useRenderTime();
  const [start] = useState(() => ({ time: renderedAt ?? Date.now(), fromServer: renderedAt !== null }));
  const [now, setNow] = useState(start.time);
  useEffect(() => {
    // From the server's moment to the browser's clock as a transition, like the rest of the switch after hydration.
    if (start.fromServer) startTransition(() => setNow(Date.now()));
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, start]);
  return now;
}

import { useEffect, useState } from 'react';

/**
 * The time now (epoch ms), renewed every `everyMs`: what ages ("3 s ago"), staleness and
 * countdowns are computed from, so they move on while nothing else changes.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

import { useEffect } from 'react';

/**
 * Calls `refetch` every `ms` while the page is visible and `active` (a query with data): the
 * PC answers carry agent presence, which changes without any action of the user.
 */
export function usePeriodicRefetch(refetch: () => unknown, ms: number, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (!document.hidden) void refetch();
    }, ms);
    return () => clearInterval(timer);
  }, [refetch, ms, active]);
}

import { type Pc, ROUTES, canAccess } from '@ads/contract';
import { type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, listOrEmpty } from './api';
import { isLoggedIn, useAuth } from './auth-store';

/** Cache keys of the data several screens share. */
export const QUERY_KEYS = {
  projects: ['projects'] as const,
  pcs: ['pcs'] as const,
};

/** The signed-in user's projects; an empty list when the call fails (spec §7). */
export function useProjects() {
  const auth = useAuth();
  return useQuery({
    queryKey: [...QUERY_KEYS.projects, auth.id],
    queryFn: () => listOrEmpty(ROUTES.listProjects),
    enabled: isLoggedIn(auth) && canAccess(auth.role, 'USER'),
  });
}

/**
 * The signed-in user's registered PCs; an empty list when the call fails. The answers carry
 * agent presence (online, last seen), which changes without any action of the user: a screen
 * that shows it passes `presenceEveryMs`, and the list is re-read that often while the page is
 * visible and there are PCs, or while the last read failed (a studio restarting, a network
 * gone), so the page comes back by itself (several screens at once: the shortest interval wins).
 */
export function usePcs(options: { presenceEveryMs?: number } = {}) {
  const auth = useAuth();
  const every = options.presenceEveryMs;
  const query = useQuery({
    queryKey: [...QUERY_KEYS.pcs, auth.id],
    queryFn: async (): Promise<Pc[]> => {
      const answer = await call(ROUTES.listPcs);
      if (!answer.success) throw new Error(answer.message);
      return answer.detail;
    },
    enabled: isLoggedIn(auth) && canAccess(auth.role, 'USER'),
    refetchInterval: every
      ? (query) => (query.state.status === 'error' || query.state.data?.length ? every : false)
      : false,
  });
  // A list that failed before it ever came reads as empty (spec §7); the query keeps its error,
  // so the interval above keeps asking. A later failure keeps the last list it had.
  return query.isError && query.data === undefined ? { ...query, data: [] as Pc[] } : query;
}

/**
 * Reads the queries under `queryKey` again after a change; resolves once they hold it. A read
 * still under way started before the change and may answer without it, so it is cancelled and
 * read anew, never joined: React Query joins a query's first read (no data yet) instead of
 * starting another (its invalidation cancels only a read of a query that has data), and a new
 * project's choice was then dropped by the top bar, whose list lacked it. Every "read again
 * after a change" of the apps goes through this.
 */
export async function rereadQueries(
  client: QueryClient,
  queryKey: QueryKey,
  options: { exact?: boolean } = {},
): Promise<void> {
  await client.cancelQueries({ queryKey, ...options });
  await client.invalidateQueries({ queryKey, ...options });
}

/** Reads projects and PCs again after a change; resolves once the lists hold it. */
export function useRefreshProjectsAndPcs() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      rereadQueries(client, QUERY_KEYS.projects),
      rereadQueries(client, QUERY_KEYS.pcs),
    ]);
}

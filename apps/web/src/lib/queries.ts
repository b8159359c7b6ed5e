import { ROUTES } from '@ads/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listOrEmpty } from './api';
import { isLoggedIn, useAuth } from './auth-store';
import { canAccess } from '@ads/contract';

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
 * visible and there are PCs (several screens at once: the shortest interval wins).
 */
export function usePcs(options: { presenceEveryMs?: number } = {}) {
  const auth = useAuth();
  const every = options.presenceEveryMs;
  return useQuery({
    queryKey: [...QUERY_KEYS.pcs, auth.id],
    queryFn: () => listOrEmpty(ROUTES.listPcs),
    enabled: isLoggedIn(auth) && canAccess(auth.role, 'USER'),
    refetchInterval: every ? (query) => (query.state.data?.length ? every : false) : false,
  });
}

/** Refetches projects and PCs after a change. */
export function useRefreshProjectsAndPcs() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: QUERY_KEYS.projects }),
      client.invalidateQueries({ queryKey: QUERY_KEYS.pcs }),
    ]);
}

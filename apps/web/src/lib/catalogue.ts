import {
  type AppEntry,
  type AppKey,
  type AppReach,
  ROUTES,
  catalogueFor,
  reachOf,
} from '@ads/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { call } from './api';
import { effectiveRole, useAuth } from './auth-store';
import { STORAGE_KEYS } from './storage';

/** Cache key of the catalogue; the role and account are part of it, so a sign-in asks anew. */
export const CATALOGUE_KEY = ['catalogue'] as const;

/** How often an open page asks again, so a SUPER's change reaches it without a move. */
export const CATALOGUE_REFRESH_MS = 10_000;

interface Remembered {
  role: string;
  apps: AppEntry[];
}

/** The last answer for this role: what the page shows until the server has answered again. */
function remembered(role: string): AppEntry[] | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.catalogue) ?? 'null') as Remembered;
    return stored?.role === role && Array.isArray(stored.apps) ? stored.apps : undefined;
  } catch {
    return undefined;
  }
}

async function fetchCatalogue(role: string): Promise<AppEntry[]> {
  const answer = await call(ROUTES.catalogue);
  // A failed call keeps what the page showed: the route guard and the server still decide.
  if (!answer.success) throw new Error(answer.message);
  localStorage.setItem(
    STORAGE_KEYS.catalogue,
    JSON.stringify({ role, apps: answer.detail } satisfies Remembered),
  );
  return answer.detail;
}

/**
 * The app catalogue as the server says this account's role sees it now (`GET /api/app/`, which
 * a SUPER changes on /admin/apps). Until the first answer it is the last answer remembered for
 * the role, else the spec's defaults (`catalogueFor`). The route guard asks again on every
 * navigation (`refetch`), and an open page every 10 s and when it is shown again, so a change
 * reaches it within seconds. `reach` is the one rule of what an app is to this viewer.
 */
export function useCatalogue() {
  const auth = useAuth();
  const role = effectiveRole(auth);
  const fallback = useMemo(() => remembered(role) ?? catalogueFor(role), [role]);
  const query = useQuery({
    queryKey: [...CATALOGUE_KEY, auth.id, role],
    queryFn: () => fetchCatalogue(role),
    placeholderData: fallback,
    staleTime: Infinity,
    refetchInterval: CATALOGUE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
  const apps = query.data ?? fallback;
  const { refetch } = query;
  return {
    apps,
    /** The app's entry, or undefined when it is hidden from this role. */
    entry: (key: AppKey) => apps.find((app) => app.key === key),
    /** What the app is to this viewer: open, sign in or up first, 'Update soon', hidden. */
    reach: (key: AppKey): AppReach => {
      const entry = apps.find((app) => app.key === key);
      const state = !entry ? 'hidden' : entry.disabled ? 'disabled' : 'enabled';
      return reachOf(key, state, role);
    },
    /** Asks the server again (one call at a time, however many ask). */
    refetch: useCallback(() => refetch({ cancelRefetch: false }), [refetch]),
  };
}

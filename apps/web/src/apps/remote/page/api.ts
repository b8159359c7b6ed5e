import { ROUTES, type RemoteSessionInfo } from '@ads/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { isLoggedIn, useAuth } from '../../../lib/auth-store';

/** The audit is read again this often while /remote is open: sessions open and end on their own. */
export const SESSIONS_EVERY_MS = 4000;

/**
 * Open sessions first, then the latest ended ones: of every PC of the user's, or of one PC (an
 * admin may name any PC).
 */
export function useRemoteSessions(pcId?: number | null) {
  const account = useAuth((state) => (isLoggedIn(state) ? state.id : 0));
  return useQuery({
    queryKey: ['remote', 'sessions', account, pcId ?? null],
    queryFn: async (): Promise<RemoteSessionInfo[]> => {
      const answer = await call(ROUTES.remote.sessions, {
        query: pcId ? { pc_id: pcId } : {},
      });
      if (!answer.success) throw new Error(answer.message);
      return answer.detail;
    },
    enabled: account !== 0,
    refetchInterval: SESSIONS_EVERY_MS,
  });
}

import {
  type AppAuditEntry,
  type AppAvailabilityRow,
  type AppKey,
  type AppState,
  type ConfigurableRole,
  ROUTES,
} from '@ads/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { CATALOGUE_KEY } from '../../../lib/catalogue';
import { notify } from '../../../lib/notify';

const TABLE_KEY = ['admin', 'apps'] as const;
const AUDIT_KEY = ['admin', 'apps', 'audit'] as const;
const AUDIT_PAGE = 20;

/** Every app's state per role beside the spec's defaults. A failed load shows its sentence. */
export function useAvailabilityTable() {
  return useQuery({
    queryKey: TABLE_KEY,
    queryFn: async (): Promise<AppAvailabilityRow[]> => {
      const answer = await call(ROUTES.appAvailability);
      if (!answer.success) throw new Error(answer.message);
      return answer.detail;
    },
  });
}

/** The audit, newest first, a page at a time ("Show older changes"). */
export function useAvailabilityAudit() {
  return useInfiniteQuery({
    queryKey: AUDIT_KEY,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) => {
      const answer = await call(ROUTES.appAudit, {
        query: { limit: AUDIT_PAGE, ...(pageParam ? { before: pageParam } : {}) },
      });
      if (!answer.success) throw new Error(answer.message);
      return answer.detail;
    },
    getNextPageParam: (page) => (page.has_more ? page.entries.at(-1)?.id : undefined),
    select: (data) => data.pages.flatMap((page): AppAuditEntry[] => page.entries),
  });
}

/**
 * Changes one app (some roles' states) or resets it to the spec's defaults. The table takes
 * the server's row; the audit and every cached catalogue are read again. Resolves to whether
 * it worked; a refusal shows the server's sentence.
 */
export function useAvailabilityChange() {
  const client = useQueryClient();
  return async (
    key: AppKey,
    change: { states: Partial<Record<ConfigurableRole, AppState>> } | 'reset',
  ): Promise<boolean> => {
    const answer =
      change === 'reset'
        ? await call(ROUTES.resetAppAvailability, { params: { key } })
        : await call(ROUTES.changeAppAvailability, { params: { key }, body: change });
    if (!answer.success) {
      notify(answer.message, 'error');
      return false;
    }
    client.setQueryData<AppAvailabilityRow[]>(TABLE_KEY, (rows) =>
      rows?.map((row) => (row.key === key ? answer.detail : row)),
    );
    void client.invalidateQueries({ queryKey: AUDIT_KEY });
    void client.invalidateQueries({ queryKey: CATALOGUE_KEY });
    notify(answer.message ?? 'The availability was changed.', 'success');
    return true;
  };
}

import {
  type AlgorithmBody,
  type AlgorithmListQuery,
  type ComboBody,
  type PublishVersionBody,
  ROUTES,
  type UpdateAlgorithmBody,
} from '@ads/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Failed, call } from '../../lib/api';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { rereadQueries } from '../../lib/queries';

const S = ROUTES.store;

/** A refused or failed call as a query error: the server's sentence, word for word. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Per-field reasons of a refused body (ADR 4), for the form's fields. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

function fieldsOf(result: Failed): Record<string, string> {
  const detail = result.detail;
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return {};
  return Object.fromEntries(
    Object.entries(detail).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The answer's detail, or a CallError with the server's sentence and field reasons. */
export function detailOf<T>(result: { success: true; detail: T } | Failed): T {
  if (!result.success) throw new CallError(result.message, result.status, fieldsOf(result));
  return result.detail;
}

/** Cache keys: everything of the IP Repository starts with `store`. */
export const STORE_KEYS = {
  all: ['store'] as const,
  algorithms: (query: AlgorithmListQuery) => ['store', 'algorithms', query] as const,
  algorithm: (id: number) => ['store', 'algorithm', id] as const,
  combos: (page: number) => ['store', 'combos', page] as const,
  combo: (id: number) => ['store', 'combo', id] as const,
  check: (id: number, pc: number) => ['store', 'check', id, pc] as const,
  install: (id: number) => ['store', 'install', id] as const,
};

/** The signed-in account keys every query, so another account never sees cached answers. */
function useAccountId(): number {
  return useAuth((state) => (isLoggedIn(state) ? state.id : 0));
}

export function useAlgorithms(query: AlgorithmListQuery) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...STORE_KEYS.algorithms(query), account],
    queryFn: async () => detailOf(await call(S.algorithms, { query })),
    // The old page stays on screen while the next one loads: no flash of an empty list.
    placeholderData: keepPreviousData,
  });
}

export function useAlgorithm(id: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...STORE_KEYS.algorithm(id), account],
    queryFn: async () => detailOf(await call(S.algorithm, { params: { id } })),
    enabled: id > 0,
  });
}

export function useCombos(page = 1) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...STORE_KEYS.combos(page), account],
    queryFn: async () => detailOf(await call(S.combos, { query: { page } })),
  });
}

export function useCombo(id: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...STORE_KEYS.combo(id), account],
    queryFn: async () => detailOf(await call(S.combo, { params: { id } })),
    enabled: id > 0,
  });
}

/**
 * The combo's wiring and what does not fit the PC; asked when a PC is chosen, and again when
 * its agent comes or goes (`online`, from the PC list), since that changes the answer.
 */
export function useComboCheck(id: number, pcId: number | null, online = false) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...STORE_KEYS.check(id, pcId ?? 0), online, account],
    queryFn: async () =>
      detailOf(await call(S.checkCombo, { params: { id }, query: { pc_id: pcId ?? undefined } })),
    enabled: id > 0 && pcId !== null,
    // A PC's facts change when its agent reconnects: a check is never reused from the cache.
    staleTime: 0,
    gcTime: 0,
  });
}

/** How often a running install is read again. */
export const INSTALL_POLL_MS = 1_000;

/** One install, read every second while it runs, then left as it ended. */
export function useInstall(id: number | null) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...STORE_KEYS.install(id ?? 0), account],
    queryFn: async () => detailOf(await call(S.install, { params: { id: id ?? 0 } })),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || query.state.status === 'error'
        ? INSTALL_POLL_MS
        : false,
  });
}

/** Everything of the IP Repository is read again (after a change). */
export function useRefreshStore() {
  const client = useQueryClient();
  return () => rereadQueries(client, STORE_KEYS.all);
}

export const createAlgorithm = async (body: AlgorithmBody) =>
  detailOf(await call(S.createAlgorithm, { body }));

export const updateAlgorithm = async (id: number, body: UpdateAlgorithmBody) =>
  detailOf(await call(S.updateAlgorithm, { params: { id }, body }));

export const publishVersion = async (id: number, body: PublishVersionBody) =>
  detailOf(await call(S.publishVersion, { params: { id }, body }));

export const yankVersion = async (id: number, semver: string, yanked: boolean, reason?: string) =>
  detailOf(
    await call(S.yankVersion, {
      params: { id, semver },
      body: reason ? { yanked, reason } : { yanked },
    }),
  );

export const createCombo = async (body: ComboBody) => detailOf(await call(S.createCombo, { body }));

export const installCombo = async (id: number, pcId: number) =>
  detailOf(await call(S.installCombo, { params: { id }, body: { pc_id: pcId } }));

/** One algorithm read outside a hook (the combo form reads the versions of what it adds). */
export const readAlgorithm = async (id: number) =>
  detailOf(await call(S.algorithm, { params: { id } }));

/** A page of algorithms read outside a hook (the combo form's search). */
export const searchAlgorithms = async (query: AlgorithmListQuery) =>
  detailOf(await call(S.algorithms, { query }));

import { type Category, type RecordListQuery, type RecordStatsQuery, ROUTES } from '@ads/contract';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Failed, call, callBytes, listOrEmpty } from '../../lib/api';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { QUERY_KEYS, useProjects } from '../../lib/queries';
import { rereadQueries } from '../../lib/queries';

/** A refused or failed call as a query error: the server's message, word for word. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The answer's detail, or a CallError with its message. */
export function detailOf<T>(result: { success: true; detail: T } | Failed): T {
  if (!result.success) throw new CallError(result.message, result.status);
  return result.detail;
}

/** Cache keys: everything about records starts with `records`, so one invalidation refreshes all. */
export const RECORD_KEYS = {
  all: ['records'] as const,
  list: (query: RecordListQuery) => ['records', 'list', query] as const,
  admin: (query: RecordListQuery) => ['records', 'admin', query] as const,
  stats: (query: RecordStatsQuery) => ['records', 'stats', query] as const,
  detail: (id: number) => ['records', 'detail', id] as const,
  signal: (id: number, topic: string, field: string) =>
    ['records', 'signal', id, topic, field] as const,
  shared: (token: string) => ['records', 'shared', token] as const,
  sharedSignal: (token: string, topic: string, field: string) =>
    ['records', 'shared', token, 'signal', topic, field] as const,
  categories: ['categories'] as const,
};

/**
 * How a page reaches a record: its owner (or an admin) by id, or anyone by its share token (the
 * shared playback, issue 31). The playback reads the record's signals the same way.
 */
export type RecordAccess = { kind: 'own'; id: number } | { kind: 'shared'; token: string };

/** The signed-in user's id keys every query, so another account never sees cached answers. */
function useAccountId(): number {
  return useAuth((state) => (isLoggedIn(state) ? state.id : 0));
}

export function useRecordList(query: RecordListQuery) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...RECORD_KEYS.list(query), account],
    queryFn: async () => detailOf(await call(ROUTES.listRecords, { query })),
    // The old page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useAdminRecords(query: RecordListQuery) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...RECORD_KEYS.admin(query), account],
    queryFn: async () => detailOf(await call(ROUTES.adminRecords, { query })),
    placeholderData: keepPreviousData,
  });
}

export function useRecordStats(query: RecordStatsQuery = {}) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...RECORD_KEYS.stats(query), account],
    queryFn: async () => detailOf(await call(ROUTES.recordStats, { query })),
  });
}

export function useRecord(id: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...RECORD_KEYS.detail(id), account],
    queryFn: async () => detailOf(await call(ROUTES.getRecord, { params: { id } })),
    enabled: id > 0,
  });
}

export function useSignal(id: number, topic: string, field: string) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...RECORD_KEYS.signal(id, topic, field), account],
    queryFn: async () =>
      detailOf(await call(ROUTES.recordSignal, { params: { id }, query: { topic, field } })),
    enabled: id > 0 && !!topic && !!field,
    // A record's content never changes: one read per signal is enough.
    staleTime: Infinity,
  });
}

/**
 * Several signals of a record at once (the playback's plot): each topic and field path read by
 * the server from its own copy of the file, min/max-downsampled over the whole record.
 */
export function useSignals(
  access: RecordAccess,
  wanted: ReadonlyArray<{ topic: string; path: string }>,
) {
  const account = useAccountId();
  return useQueries({
    queries: wanted.map(({ topic, path }) =>
      access.kind === 'own'
        ? {
            queryKey: [...RECORD_KEYS.signal(access.id, topic, path), account],
            queryFn: async () =>
              detailOf(
                await call(ROUTES.recordSignal, {
                  params: { id: access.id },
                  query: { topic, field: path },
                }),
              ),
            enabled: access.id > 0,
            staleTime: Infinity,
          }
        : {
            queryKey: RECORD_KEYS.sharedSignal(access.token, topic, path),
            queryFn: async () =>
              detailOf(
                await call(ROUTES.sharedRecordSignal, {
                  query: { token: access.token, topic, field: path },
                }),
              ),
            staleTime: Infinity,
          },
    ),
    combine: combineSignals,
  });
}

/**
 * A pose topic's positions over the whole record, read by the server (the 3D trail: drawn at
 * once after a seek, not only from the poses played since). Null topic: nothing asked.
 */
export function usePosePath(access: RecordAccess, topic: string | null) {
  const account = useAccountId();
  const key = access.kind === 'own' ? access.id : access.token;
  return useQuery({
    queryKey: ['records', 'path', key, topic, account],
    queryFn: async () =>
      detailOf(
        access.kind === 'own'
          ? await call(ROUTES.recordPath, { params: { id: access.id }, query: { topic: topic! } })
          : await call(ROUTES.sharedRecordPath, { query: { token: access.token, topic: topic! } }),
      ),
    enabled: topic !== null && (access.kind === 'shared' || access.id > 0),
    staleTime: Infinity,
    retry: false,
  });
}

/** A shared record's public facts, by its share token (no account needed). */
export function useSharedRecord(token: string) {
  return useQuery({
    queryKey: RECORD_KEYS.shared(token),
    queryFn: async () => detailOf(await call(ROUTES.sharedRecord, { query: { token } })),
    enabled: token.length > 0,
    retry: false,
  });
}

/** One answer per path (undefined while on its way) and the first failure; kept while equal. */
function combineSignals<T>(results: ReadonlyArray<{ data?: T; error: Error | null }>) {
  return {
    data: results.map((result) => result.data),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/** The categories records are classified by (public, the same for everybody). */
export function useCategories() {
  return useQuery({
    queryKey: RECORD_KEYS.categories,
    queryFn: async (): Promise<Category[]> => detailOf(await call(ROUTES.categories)),
    staleTime: 10 * 60_000,
  });
}

/** Refreshes every list, the dashboard and the details after an upload, change or delete. */
export function useRefreshRecords() {
  const client = useQueryClient();
  return () => rereadQueries(client, RECORD_KEYS.all);
}

/**
 * The projects a record of `ownerId` can be filed under: the server accepts only its owner's
 * own projects, also when an admin edits it, so an admin is offered the owner's list.
 */
export function useProjectsOf(ownerId: number) {
  const account = useAccountId();
  const own = useProjects();
  const others = useQuery({
    // Under the shared `projects` key, so a change to projects refreshes this list too.
    queryKey: [...QUERY_KEYS.projects, 'of', ownerId, account],
    queryFn: () => listOrEmpty(ROUTES.listProjects, { query: { user_id: ownerId } }),
    enabled: ownerId > 0 && ownerId !== account,
  });
  return ownerId === account ? own : others;
}

/**
 * The map of a record's project to draw under its route (its most recently saved HDMAP Builder
 * map), as OSM text; null when the project has none (the server's 404).
 */
export async function readRecordMapFile(recordId: number): Promise<string | null> {
  const answer = await callBytes(ROUTES.recordMapOsm, { params: { id: recordId } });
  if (!answer.success) {
    if (answer.status === 404) return null;
    throw new CallError(answer.message, answer.status);
  }
  return new TextDecoder().decode(answer.bytes);
}

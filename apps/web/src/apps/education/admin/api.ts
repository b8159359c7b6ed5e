import { type EduChallenge, type EduChallengeBody, ROUTES } from '@ads/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Failed, call } from '../../../lib/api';
import { isLoggedIn, useAuth } from '../../../lib/auth-store';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { rereadQueries } from '../../../lib/queries';

const E = ROUTES.education;
const B = ROUTES.benchmark;

/** What these pages write, and read: to an admin, a challenge carries its hidden final set. */
export type ChallengeBody = EduChallengeBody;
export type AdminChallenge = EduChallenge;

/** A refused or failed call as a query or save error: the server's sentence and field reasons. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

function detailOf<T>(result: { success: true; detail: T } | Failed): T {
  if (!result.success) throw new CallError(result.message, result.status, fieldErrorsOf(result));
  return result.detail;
}

/** Cache keys: everything these pages read starts with `education-admin`. */
export const ADMIN_KEYS = {
  all: ['education-admin'] as const,
  challenges: ['education-admin', 'challenges'] as const,
  challenge: (id: number) => ['education-admin', 'challenge', id] as const,
  queue: (id: number) => ['education-admin', 'queue', id] as const,
  leaderboard: (id: number) => ['education-admin', 'leaderboard', id] as const,
  datasets: ['education-admin', 'datasets'] as const,
};

/** The signed-in account keys every query, so another account never sees cached answers. */
function useAccountId(): number {
  return useAuth((state) => (isLoggedIn(state) ? state.id : 0));
}

/** How often the queue is read again while its page is open: a submission waits seconds. */
export const QUEUE_POLL_MS = 5_000;

export function useChallenges() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...ADMIN_KEYS.challenges, account],
    queryFn: async (): Promise<AdminChallenge[]> => detailOf(await call(E.challenges)),
  });
}

export function useChallenge(id: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...ADMIN_KEYS.challenge(id), account],
    queryFn: async (): Promise<AdminChallenge> =>
      detailOf(await call(E.challenge, { params: { id } })),
    enabled: id > 0,
    // The form copies the challenge once; a refetch on focus would change nothing it shows.
    refetchOnWindowFocus: false,
  });
}

/** What waits and what is being scored, re-read while the page is open. */
export function useQueue(id: number, options: { pollMs?: number } = {}) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...ADMIN_KEYS.queue(id), account],
    queryFn: async () => detailOf(await call(E.queue, { params: { id } })),
    enabled: id > 0,
    refetchInterval: options.pollMs ?? false,
  });
}

export function useLeaderboard(id: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...ADMIN_KEYS.leaderboard(id), account],
    queryFn: async () => detailOf(await call(E.leaderboard, { params: { id } })),
    enabled: id > 0,
  });
}

/**
 * Puts a saved challenge into the cache, so the page it leads to (a new one's own address)
 * shows it at once, and has the list read again.
 */
export function useRememberChallenge() {
  const client = useQueryClient();
  const account = useAccountId();
  return (challenge: AdminChallenge) => {
    client.setQueryData([...ADMIN_KEYS.challenge(challenge.id), account], challenge);
    void client.invalidateQueries({ queryKey: ADMIN_KEYS.challenges });
  };
}

/** AI Benchmark's datasets, for a perception challenge's dataset (admins see every one). */
export function useDatasets() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...ADMIN_KEYS.datasets, account],
    queryFn: async () => detailOf(await call(B.datasets)),
  });
}

/** Everything these pages read is read again (after a change). */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return () => rereadQueries(client, ADMIN_KEYS.all);
}

/**
 * A challenge the server has just saved: its row in the cached list shows it at once, and the
 * rest (the list, each row's counts: two requests a row) refreshes behind it. Waiting for all
 * of that kept the row's button disabled for seconds on a long list after its state had changed.
 */
export function useShowSaved() {
  const client = useQueryClient();
  return (saved: AdminChallenge) => {
    client.setQueriesData<AdminChallenge[]>({ queryKey: ADMIN_KEYS.challenges }, (list) =>
      list?.map((challenge) => (challenge.id === saved.id ? saved : challenge)),
    );
    void client.invalidateQueries({ queryKey: ADMIN_KEYS.all });
  };
}

export const createChallenge = async (body: ChallengeBody): Promise<AdminChallenge> =>
  detailOf(await call(E.createChallenge, { body }));

export const updateChallenge = async (id: number, body: ChallengeBody): Promise<AdminChallenge> =>
  detailOf(await call(E.updateChallenge, { params: { id }, body }));

/** Queues every scored submission again; answers how many, and the server's sentence on it. */
export async function rescoreChallenge(id: number): Promise<{ queued: number; message?: string }> {
  const result = await call(E.rescore, { params: { id } });
  return { queued: detailOf(result).queued, message: result.success ? result.message : undefined };
}

/** A saved challenge as the body that writes it back unchanged (but for `change`). */
export function bodyOfChallenge(
  challenge: AdminChallenge,
  change: Partial<ChallengeBody> = {},
): ChallengeBody {
  return {
    kind: challenge.kind,
    dataset_id: challenge.dataset?.id ?? null,
    title: challenge.title,
    summary: challenge.summary,
    description: challenge.description,
    level: challenge.level as ChallengeBody['level'],
    rules: challenge.rules,
    episodes: challenge.episodes,
    // Null only to learners; left out then rather than sent as an empty set.
    ...(challenge.final_episodes ? { final_episodes: challenge.final_episodes } : {}),
    attempts_per_day: challenge.attempts_per_day,
    opens_at: challenge.opens_at,
    closes_at: challenge.closes_at,
    points: challenge.points,
    starter: challenge.starter,
    state: challenge.state,
    ...change,
  };
}

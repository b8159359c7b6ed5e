import { type EduSubmission, ROUTES } from '@ads/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Failed, call, callWithFile } from '../../lib/api';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { rereadQueries } from '../../lib/queries';

const E = ROUTES.education;

/** Cache keys: everything of ADS Education starts with `education`. */
export const EDU_KEYS = {
  all: ['education'] as const,
  challenges: ['education', 'challenges'] as const,
  challenge: (id: number) => ['education', 'challenge', id] as const,
  mine: (challenge: number) => ['education', 'mine', challenge] as const,
  leaderboard: (challenge: number) => ['education', 'leaderboard', challenge] as const,
  submission: (id: number) => ['education', 'submission', id] as const,
  replay: (id: number, episode: number) => ['education', 'replay', id, episode] as const,
  season: ['education', 'season'] as const,
  me: ['education', 'me'] as const,
};

/** While a submission waits or is scored, what shows it asks again this often. */
export const WORKING_POLL_MS = 1_000;

/** A refused or failed call: the server's sentence, word for word, and its status. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The answer's detail, or a CallError with the server's sentence (shown as it is). */
export function detailOf<T>(result: { success: true; detail: T } | Failed): T {
  if (!result.success) throw new CallError(result.message, result.status);
  return result.detail;
}

export const isWorking = (state: EduSubmission['state']) =>
  state === 'queued' || state === 'evaluating';

/** The signed-in account keys every query, so another account never sees cached answers. */
function useAccountId(): number {
  return useAuth((state) => (isLoggedIn(state) ? state.id : 0));
}

export function useChallenges() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...EDU_KEYS.challenges, account],
    queryFn: async () => detailOf(await call(E.challenges)),
  });
}

export function useChallenge(id: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...EDU_KEYS.challenge(id), account],
    queryFn: async () => detailOf(await call(E.challenge, { params: { id } })),
    enabled: id > 0,
  });
}

/** My submissions to a challenge, newest first; asked again while one waits or is scored. */
export function useMySubmissions(challenge: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...EDU_KEYS.mine(challenge), account],
    queryFn: async () => detailOf(await call(E.mySubmissions, { params: { id: challenge } })),
    enabled: challenge > 0,
    refetchInterval: (query) =>
      query.state.data?.some((s) => isWorking(s.state)) ? WORKING_POLL_MS : false,
  });
}

export function useLeaderboard(challenge: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...EDU_KEYS.leaderboard(challenge), account],
    queryFn: async () => detailOf(await call(E.leaderboard, { params: { id: challenge } })),
    enabled: challenge > 0,
  });
}

/** Every listed challenge's leaderboard (the list's "my best" and rank per card). */
export function useLeaderboards(challenges: readonly number[]) {
  const account = useAccountId();
  return useQueries({
    queries: challenges.map((id) => ({
      queryKey: [...EDU_KEYS.leaderboard(id), account],
      queryFn: async () => detailOf(await call(E.leaderboard, { params: { id } })),
    })),
  });
}

/** One submission, asked again every second while it waits or is scored. */
export function useSubmission(id: number | null) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...EDU_KEYS.submission(id ?? 0), account],
    queryFn: async () => detailOf(await call(E.submission, { params: { id: id ?? 0 } })),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isWorking(query.state.data.state) ? WORKING_POLL_MS : false,
  });
}

/** A scored episode's replay: stored once, never changes. */
export function useReplay(id: number | null, episode: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...EDU_KEYS.replay(id ?? 0, episode), account],
    queryFn: async () => detailOf(await call(E.replay, { params: { id: id ?? 0, episode } })),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

export function useSeason() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...EDU_KEYS.season, account],
    queryFn: async () => detailOf(await call(E.season)),
  });
}

/** The learner's badges, season place and latest submissions. */
export function useMe() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...EDU_KEYS.me, account],
    queryFn: async () => detailOf(await call(E.me)),
  });
}

/** Sends code to be scored: the server's answer as it is (its sentence on a refusal). */
export const submitCode = (challenge: number, source: string) =>
  call(E.submit, { params: { id: challenge }, body: { source } });

/**
 * Sends a perception challenge's predictions file as the raw body (AI Benchmark's format): the
 * server's answer as it is (its sentence on a refusal: the file's first problem).
 */
export const submitPredictions = (challenge: number, file: Blob) =>
  callWithFile(E.submitPredictions, file, { params: { id: challenge } });

/** Everything of a challenge that a new or finished submission changes is read again. */
export function useRefreshAfterSubmission() {
  const client = useQueryClient();
  return useCallback(
    (challenge: number) =>
      Promise.all([
        rereadQueries(client, EDU_KEYS.mine(challenge)),
        rereadQueries(client, EDU_KEYS.leaderboard(challenge)),
        rereadQueries(client, EDU_KEYS.season),
        rereadQueries(client, EDU_KEYS.me),
      ]),
    [client],
  );
}

import {
  BENCH_NAMESPACE,
  BENCH_QUEUE_EVENT,
  BenchJob,
  type BenchSplit,
  type BenchSubmission,
  ROUTES,
  decodeFrame,
} from '@ads/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Failed, call, callBytes } from '../../lib/api';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { watchNamespace } from '../../lib/socket';
import { rereadQueries } from '../../lib/queries';

const B = ROUTES.benchmark;

/** Cache keys: everything of AI Benchmark starts with `benchmark`. */
export const BENCH_KEYS = {
  all: ['benchmark'] as const,
  datasets: ['benchmark', 'datasets'] as const,
  leaderboard: (dataset: number, split: BenchSplit, sort: string) =>
    ['benchmark', 'leaderboard', dataset, split, sort] as const,
  mine: ['benchmark', 'mine'] as const,
  submission: (id: number) => ['benchmark', 'submission', id] as const,
  samples: (dataset: number, split: BenchSplit) =>
    ['benchmark', 'samples', dataset, split] as const,
  frame: (dataset: number, sample: string) => ['benchmark', 'frame', dataset, sample] as const,
  judged: (id: number, sample: string) => ['benchmark', 'judged', id, sample] as const,
  admin: ['benchmark', 'admin'] as const,
};

/** While a job runs, its page asks again this often. */
export const WORKING_POLL_MS = 1_000;

/** The answer's detail, or an Error with the server's sentence (shown as it is). */
export function detailOf<T>(result: { success: true; detail: T } | Failed): T {
  if (!result.success) throw new Error(result.message);
  return result.detail;
}

function useAccountId(): number {
  return useAuth((state) => (isLoggedIn(state) ? state.id : 0));
}

const working = (status: string) =>
  status === 'queued' || status === 'running' || status === 'importing';

/** The datasets (admins also see those importing, failed or hidden); polled while importing. */
export function useDatasets() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...BENCH_KEYS.datasets, account],
    queryFn: async () => detailOf(await call(B.datasets)),
    refetchInterval: (query) =>
      query.state.data?.some((d) => working(d.status)) ? WORKING_POLL_MS : false,
  });
}

export function useLeaderboard(dataset: number | null, split: BenchSplit, sort: string) {
  return useQuery({
    queryKey: BENCH_KEYS.leaderboard(dataset ?? 0, split, sort),
    queryFn: async () =>
      detailOf(
        await call(B.leaderboard, {
          query: { dataset: dataset ?? 0, split, sort: sort as 'nd_score' },
        }),
      ),
    enabled: dataset !== null,
  });
}

const anyWorking = (rows: BenchSubmission[] | undefined) => rows?.some((r) => working(r.status));

export function useMySubmissions() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...BENCH_KEYS.mine, account],
    queryFn: async () => detailOf(await call(B.mySubmissions)),
    refetchInterval: (query) => (anyWorking(query.state.data) ? WORKING_POLL_MS : false),
  });
}

export function useSubmission(id: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...BENCH_KEYS.submission(id), account],
    queryFn: async () => detailOf(await call(B.submission, { params: { id } })),
    refetchInterval: (query) =>
      query.state.data && working(query.state.data.status) ? WORKING_POLL_MS : false,
  });
}

/** The frame names of a split, in order (the scrubber's steps). */
export function useSamples(dataset: number | null, split: BenchSplit) {
  return useQuery({
    queryKey: BENCH_KEYS.samples(dataset ?? 0, split),
    queryFn: async () =>
      detailOf(await call(B.samples, { params: { id: dataset ?? 0 }, query: { split } })).samples,
    enabled: dataset !== null,
    staleTime: Infinity,
  });
}

/** One frame's points (and its ground truth on val), decoded. */
export function useFrame(dataset: number, sample: string | null) {
  return useQuery({
    queryKey: BENCH_KEYS.frame(dataset, sample ?? ''),
    queryFn: async () => {
      const answer = await callBytes(B.frame, { query: { dataset, sample: sample ?? '' } });
      if (!answer.success) throw new Error(answer.message);
      return decodeFrame(new Uint8Array(answer.bytes));
    },
    enabled: sample !== null,
    staleTime: Infinity,
    // Keep the frame on screen while the next one loads: scrubbing must not flash empty.
    placeholderData: (previous) => previous,
  });
}

/** A submission's boxes on one frame, judged (TP/FP/FN on val). */
export function useJudgedFrame(id: number | null, sample: string | null) {
  return useQuery({
    queryKey: BENCH_KEYS.judged(id ?? 0, sample ?? ''),
    queryFn: async () =>
      detailOf(
        await call(B.submissionFrame, { params: { id: id ?? 0 }, query: { sample: sample ?? '' } }),
      ),
    enabled: id !== null && sample !== null,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}

/** Everything of AI Benchmark is read again (after a change). */
export function useRefreshBenchmark() {
  const client = useQueryClient();
  return () => rereadQueries(client, BENCH_KEYS.all);
}

/** What only administrators read: every submission (live while any is evaluated). */
export function useAdminSubmissions() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...BENCH_KEYS.admin, 'submissions', account],
    queryFn: async () => detailOf(await call(B.allSubmissions)),
    refetchInterval: (query) => (anyWorking(query.state.data) ? WORKING_POLL_MS : false),
  });
}

export type QueueState =
  | { state: 'connecting'; jobs: BenchJob[] | null }
  | { state: 'open'; jobs: BenchJob[] | null }
  | { state: 'refused'; message: string; jobs: null };

const PushedQueue = BenchJob.array();

/**
 * The jobs not finished, as the server pushes them (issue 30: no poll): the whole queue on
 * every (re)connect and after every change. Only administrators with the app on are let in.
 */
export function useBenchQueue(): QueueState {
  const account = useAccountId();
  // Tagged with the account it was heard for: another account starts from 'connecting'.
  const [heard, setHeard] = useState<{ account: number; queue: QueueState } | null>(null);
  useEffect(
    () =>
      watchNamespace<unknown>(
        BENCH_NAMESPACE,
        BENCH_QUEUE_EVENT,
        (payload) => {
          const parsed = PushedQueue.safeParse(payload);
          if (parsed.success) setHeard({ account, queue: { state: 'open', jobs: parsed.data } });
        },
        (status) =>
          setHeard((now) => ({
            account,
            queue:
              status.state === 'refused'
                ? { state: 'refused', message: status.message, jobs: null }
                : { state: status.state, jobs: now?.account === account ? now.queue.jobs : null },
          })),
      ),
    [account],
  );
  return heard?.account === account ? heard.queue : { state: 'connecting', jobs: null };
}

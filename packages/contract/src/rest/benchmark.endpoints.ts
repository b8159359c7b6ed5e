import type { Endpoint } from './endpoint';
import { MessageAnswer } from './envelope';
import * as bench from './benchmark';
import { BENCHMARK_ROUTES } from './benchmark.routes';

export const BENCHMARK_ENDPOINTS = {
  datasets: { ...BENCHMARK_ROUTES.datasets, answer: bench.BenchDatasetListAnswer },
  samples: {
    ...BENCHMARK_ROUTES.samples,
    params: bench.BenchDatasetParams,
    query: bench.BenchSamplesQuery,
    answer: bench.BenchSamplesAnswer,
  },
  groundTruth: { ...BENCHMARK_ROUTES.groundTruth, params: bench.BenchDatasetParams },
  example: { ...BENCHMARK_ROUTES.example, params: bench.BenchDatasetParams },
  frame: { ...BENCHMARK_ROUTES.frame, query: bench.BenchFrameQuery },
  leaderboard: {
    ...BENCHMARK_ROUTES.leaderboard,
    query: bench.LeaderboardQuery,
    answer: bench.LeaderboardAnswer,
  },
  submit: { ...BENCHMARK_ROUTES.submit, query: bench.SubmitQuery, answer: bench.SubmitAnswer },
  mySubmissions: { ...BENCHMARK_ROUTES.mySubmissions, answer: bench.BenchSubmissionListAnswer },
  submission: {
    ...BENCHMARK_ROUTES.submission,
    params: bench.BenchSubmissionParams,
    answer: bench.BenchSubmissionAnswer,
  },
  submissionFrame: {
    ...BENCHMARK_ROUTES.submissionFrame,
    params: bench.BenchSubmissionParams,
    query: bench.SubmissionFrameQuery,
    answer: bench.SubmissionFrameAnswer,
  },
  generateSample: {
    ...BENCHMARK_ROUTES.generateSample,
    body: bench.GenerateSampleBody,
    answer: bench.BenchDatasetAnswer,
  },
  importDataset: {
    ...BENCHMARK_ROUTES.importDataset,
    body: bench.ImportDatasetBody,
    answer: bench.BenchDatasetAnswer,
  },
  updateDataset: {
    ...BENCHMARK_ROUTES.updateDataset,
    params: bench.BenchDatasetParams,
    body: bench.UpdateDatasetBody,
    answer: bench.BenchDatasetAnswer,
  },
  deleteDataset: {
    ...BENCHMARK_ROUTES.deleteDataset,
    params: bench.BenchDatasetParams,
    answer: MessageAnswer,
  },
  allSubmissions: { ...BENCHMARK_ROUTES.allSubmissions, answer: bench.BenchSubmissionListAnswer },
  hideSubmission: {
    ...BENCHMARK_ROUTES.hideSubmission,
    params: bench.BenchSubmissionParams,
    body: bench.HideSubmissionBody,
    answer: bench.BenchSubmissionAnswer,
  },
  rerunSubmission: {
    ...BENCHMARK_ROUTES.rerunSubmission,
    params: bench.BenchSubmissionParams,
    answer: bench.BenchSubmissionAnswer,
  },
  queue: { ...BENCHMARK_ROUTES.queue, answer: bench.BenchQueueAnswer },
} as const satisfies Record<string, Endpoint>;

import type { Route } from './route';

// AI Benchmark (issue 14): the spec's three public calls (datasets, a frame, leaderboards);
// frame lists, val ground truth and submissions for users; the rest for admins.
export const BENCHMARK_ROUTES = {
  datasets: { method: 'GET', path: '/api/benchmark/dataset/list/', access: 'PUBLIC' },
  samples: {
    method: 'GET',
    path: '/api/benchmark/dataset/:id/samples/',
    access: 'USER',
    app: 'benchmark',
  },
  groundTruth: {
    method: 'GET',
    path: '/api/benchmark/dataset/:id/gt/',
    access: 'USER',
    app: 'benchmark',
  },
  /** The baseline's val predictions: an example file in the submission format. */
  example: {
    method: 'GET',
    path: '/api/benchmark/dataset/:id/example/',
    access: 'USER',
    app: 'benchmark',
  },
  frame: { method: 'GET', path: '/api/benchmark/3D/', access: 'PUBLIC' },
  leaderboard: { method: 'GET', path: '/api/benchmark/list/', access: 'PUBLIC' },
  submit: {
    method: 'POST',
    path: '/api/benchmark/submission/',
    access: 'USER',
    app: 'benchmark',
  },
  mySubmissions: {
    method: 'GET',
    path: '/api/benchmark/submission/',
    access: 'USER',
    app: 'benchmark',
  },
  submission: {
    method: 'GET',
    path: '/api/benchmark/submission/:id',
    access: 'USER',
    app: 'benchmark',
  },
  submissionFrame: {
    method: 'GET',
    path: '/api/benchmark/submission/:id/frame/',
    access: 'USER',
    app: 'benchmark',
  },
  generateSample: {
    method: 'POST',
    path: '/api/benchmark/dataset/sample/',
    access: 'ADMIN',
    app: 'benchmark',
  },
  importDataset: {
    method: 'POST',
    path: '/api/benchmark/dataset/',
    access: 'ADMIN',
    app: 'benchmark',
  },
  updateDataset: {
    method: 'PATCH',
    path: '/api/benchmark/dataset/:id',
    access: 'ADMIN',
    app: 'benchmark',
  },
  deleteDataset: {
    method: 'DELETE',
    path: '/api/benchmark/dataset/:id',
    access: 'ADMIN',
    app: 'benchmark',
  },
  allSubmissions: {
    method: 'GET',
    path: '/api/benchmark/admin/submission/',
    access: 'ADMIN',
    app: 'benchmark',
  },
  hideSubmission: {
    method: 'PATCH',
    path: '/api/benchmark/submission/:id',
    access: 'ADMIN',
    app: 'benchmark',
  },
  rerunSubmission: {
    method: 'POST',
    path: '/api/benchmark/submission/:id/rerun/',
    access: 'ADMIN',
    app: 'benchmark',
  },
  queue: { method: 'GET', path: '/api/benchmark/queue/', access: 'ADMIN', app: 'benchmark' },
} as const satisfies Record<string, Route>;

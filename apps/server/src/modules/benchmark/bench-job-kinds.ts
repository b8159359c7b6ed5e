/** AI Benchmark's durable job kinds (ADR 18): its own file, so any part may name them. */
export const BENCH_JOBS = {
  import: 'benchmark.import',
  evaluate: 'benchmark.evaluate',
  baseline: 'benchmark.baseline',
} as const;

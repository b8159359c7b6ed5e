export { type BenchModule, createBenchModule } from './bench.module';
export { type BenchScoring, createBenchScoring, PredictionsRefused } from './bench-scoring';

export { type BenchModule, createBenchModule } from './bench.module';

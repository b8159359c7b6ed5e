import { defineConfig } from 'tsup';

// One ESM file for the server, and one for AI Benchmark's worker thread (started by its path,
// beside main.js); the contract is bundled in, npm dependencies stay external.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'bench-worker': 'src/modules/benchmark/bench-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  noExternal: ['@ads/contract'],
});

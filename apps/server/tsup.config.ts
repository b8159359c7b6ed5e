import { defineConfig } from 'tsup';

// One ESM file for the server, and one for each worker thread (AI Benchmark's, HDMAP Builder's, Calibration's, Education's;
// started by their path, beside main.js); the workspace packages (@ads/contract, @ads/lanelet2,
// @ads/calibration, @ads/seeded-random: TypeScript source, which Node does not run) are bundled
// in, npm dependencies stay external.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'bench-worker': 'src/modules/benchmark/bench-worker.ts',
    'map-worker': 'src/modules/map/map-worker.ts',
    'calibration-worker': 'src/modules/calibration/calibration-worker.ts',
    'episode-worker': 'src/modules/education/episode-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  noExternal: [/^@ads\//],
});

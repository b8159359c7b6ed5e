import { defineConfig } from 'tsup';

// One ESM file for the server; the contract is bundled in, npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  noExternal: ['@ads/contract'],
});

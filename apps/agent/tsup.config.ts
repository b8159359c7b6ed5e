import { defineConfig } from 'tsup';

// One ESM file that `npx ads-agent` can run; the contract is bundled in.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  noExternal: ['@ads/contract'],
});

import { defineConfig } from 'tsup';

/*
 * One ESM file with every dependency inside (the workspace packages, socket.io-client, tus-js-client,
 * zod): the studio packs it as a tarball with no dependencies, so `npx <studio>/…/ads-agent-….tgz`
 * on a PC needs Node and nothing from a registry (docs/adr/0013-agent-package.md).
 */
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  noExternal: [/./],
  // Bundled CommonJS packages (ws, tus-js-client's file locks) call `require` for Node's own
  // modules, which an ES module does not have: give them one.
  banner: {
    js: "import { createRequire as __adsCreateRequire } from 'node:module';\nconst require = __adsCreateRequire(import.meta.url);",
  },
});

import type { Plugin } from 'vite';

/**
 * A modulepreload in index.html for the chunk of `entry` (src/main.tsx), which src/boot.ts
 * imports dynamically: the browser fetches and compiles it beside the HTML, and runs it when
 * boot.ts asks (docs/adr/0015-home-first-paint.md). Vite names only static imports there.
 */
export function preloadApp(entry: string): Plugin {
  return {
    name: 'ads:preload-app',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const chunk = Object.values(ctx.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.moduleIds.includes(entry),
      );
      if (!chunk) throw new Error(`no chunk holds ${entry}`);
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  };
}

import react from '@vitejs/plugin-react';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, build } from 'vite';

interface ShellModule {
  renderHomeShell(): string;
  shellCatalogue(): string;
}

/** Hidden unless public/home-shell.js says it is what the app draws. */
const SHELL_STYLE = [
  '#home-shell{display:none}',
  'html[data-home-shell] #home-shell{display:block}',
  // The cards come with the app and make the page scroll: keep the scrollbar's room meanwhile.
  'html[data-home-shell]:has(#home-shell){overflow-y:scroll}',
].join('');

/**
 * The shell's element: the page without its cards, which the app's first render adds (they
 * are below the fold, and half of the page's markup and CSS). Emotion's server render puts a
 * <style> before each styled element (some 150): only those the remaining markup uses are
 * kept, gathered into one. Inside the shell, the app's first render removes them with it,
 * once its own styles are in place.
 */
function shellOf(rendered: string): string {
  const markup = rendered
    .replace(/<article\b[\s\S]*?<\/article>/g, '')
    .replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, '');
  const used = new Set(markup.match(/\bcss-[\w-]+/g));
  const styles = [...rendered.matchAll(/<style data-emotion="([^"]*)">([^<]*)<\/style>/g)]
    .filter(([, keys]) => {
      const [cache, ...names] = keys!.split(' ');
      return cache === 'css-global' || names.some((name) => used.has(`${cache}-${name}`));
    })
    .map(([, , css]) => css);
  return `<div id="home-shell" inert><style>${styles.join('')}</style>${markup}</div>`;
}

/**
 * Prerenders /home into the built index.html (src/prerender/home-shell.tsx), so a first visit
 * paints the top bar and the hero from the HTML, before the scripts have been
 * fetched and run; the app's first render replaces it. It is `inert`: nothing in it can be
 * clicked or focused, and assistive technology reads only the live page that follows
 * (docs/adr/0015-home-first-paint.md). Builds only; `vite dev` serves the page as it is.
 */
export function homeShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ads:home-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      // Inside the cache folder (node_modules/.vite), where Node finds the page's libraries.
      await mkdir(config.cacheDir, { recursive: true });
      const ssrDir = await mkdtemp(join(config.cacheDir, 'home-shell-'));
      try {
        await build({
          root: config.root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: 'src/prerender/home-shell.tsx', outDir: ssrDir, emptyOutDir: true },
        });
        const shell = (await import(
          pathToFileURL(join(ssrDir, 'home-shell.js')).href
        )) as ShellModule;
        const file = join(resolve(config.root, config.build.outDir), 'index.html');
        const html = await readFile(file, 'utf8');
        const head = [
          `<meta name="home-shell-catalogue" content="${shell.shellCatalogue()}" />`,
          `<style>${SHELL_STYLE}</style>`,
          '<script src="/home-shell.js" async></script>',
        ].join('\n    ');
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
        await writeFile(
          file,
          html
            .replace('</title>', `</title>\n    ${head}`)
            .replace(root, `<div id="root">${shellOf(shell.renderHomeShell())}</div>`),
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

import type { AccountRole } from '@ads/contract';
import react from '@vitejs/plugin-react';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, build } from 'vite';
import type { ShellViewer } from '../src/prerender/home-shell';
import {
  type Page,
  SLOTS,
  type Variant,
  markStandIns,
  pageOf,
  shellOf,
  shellStyle,
  withoutProject,
} from './shell-markup';

interface ShellModule {
  /** The roles an account can hold (the contract's: this file is loaded with vite.config). */
  ACCOUNT_ROLES: readonly AccountRole[];
  renderHome(viewer: ShellViewer): string;
  shellCatalogue(role: string): string;
}

/**
 * zustand's hooks read a store's first state on a server (`getInitialState`, the state the
 * store was created with), so every render would be a visitor's in the light theme. The
 * prerender sets the stores as a browser's stored session would; the app's first render in a
 * browser reads their current state, and so does the prerender with this.
 */
function storesAsInBrowser(): Plugin {
  return {
    name: 'ads:prerender-zustand',
    transform(code, id) {
      if (!/zustand[\\/]esm[\\/]react\.mjs$/.test(id)) return undefined;
      const changed = code.replace('selector(api.getInitialState())', 'selector(api.getState())');
      if (changed === code) throw new Error("zustand's useStore is not the one the build knows");
      return changed;
    },
  };
}

/** What the build writes into index.html. */
export interface HomeShell {
  /** `<div id="home-shell" inert>` with a tree per variant. */
  element: string;
  /** The <head>'s part: what public/home-shell.js reads, and the CSS that hides the shell. */
  head: string;
  /** The signed-in roles whose page the user variants are (their own words filled in). */
  roles: AccountRole[];
}

const account = (role: AccountRole, email: string) => ({ role, username: SLOTS.name, email });

/**
 * Renders /home for a visitor and for a signed-in account (the account's name and current
 * project as stand-ins), in both themes, and checks for each signed-in role, with and without
 * a current project, that the filled-in user page is exactly what the app draws for it: the
 * roles that pass are those the script may show it to (a role whose page differs, say in its
 * count of apps, waits for the app).
 */
export function prerenderShell(shell: ShellModule): HomeShell {
  const variants: [Variant, Page][] = [];
  const roles = new Set<AccountRole>(shell.ACCOUNT_ROLES);
  let noProject = '';
  for (const dark of [false, true]) {
    const theme = dark ? 'dark' : 'light';
    variants.push([`visitor-${theme}`, pageOf(shell.renderHome({ dark }))]);
    const user = pageOf(
      shell.renderHome({
        dark,
        account: account('USER', 'a@shell.invalid'),
        project: SLOTS.project,
      }),
    );
    variants.push([`user-${theme}`, user]);
    const bare = shell.renderHome({ dark, account: account('USER', 'a@shell.invalid') });
    noProject = /data-testid="project-selector-label"[^>]*>([^<]*)</.exec(bare)?.[1] ?? '';
    for (const role of shell.ACCOUNT_ROLES) {
      // Another e-mail: the page must not show it (only the initial, when there is no name).
      const other = account(role, 'b@shell.invalid');
      const withProject = shell.renderHome({ dark, account: other, project: SLOTS.project });
      const without = shell.renderHome({ dark, account: other, project: null });
      if (
        pageOf(withProject).markup !== user.markup ||
        pageOf(without).markup !== withoutProject(user.markup, noProject)
      )
        roles.delete(role);
    }
  }
  if (!roles.has('USER')) {
    throw new Error(
      "the prerendered /home for a signed-in USER is not what the app draws once the account's " +
        'name and project are filled in (build/shell-markup.ts, public/home-shell.js)',
    );
  }
  const catalogue = Object.fromEntries(
    ['PUBLIC', ...roles].map((role) => [role, shell.shellCatalogue(role)]),
  );
  const facts = JSON.stringify({ catalogue, noProject })
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;');
  const marked = variants.map(([variant, page]): [Variant, Page] =>
    variant.startsWith('user')
      ? [variant, { ...page, markup: markStandIns(page.markup) }]
      : [variant, page],
  );
  return {
    element: shellOf(marked),
    head: [
      `<meta name="home-shell" content="${facts}" />`,
      `<style>${shellStyle(variants.map(([variant]) => variant))}</style>`,
      '<script src="/home-shell.js" defer></script>',
    ].join('\n    '),
    roles: [...roles],
  };
}

/** Builds src/prerender/home-shell.tsx for Node into `outDir` and loads it. */
export async function loadShellModule(root: string, outDir: string): Promise<ShellModule> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), storesAsInBrowser()],
    ssr: { noExternal: ['zustand'] },
    build: { ssr: 'src/prerender/home-shell.tsx', outDir, emptyOutDir: true },
  });
  return (await import(pathToFileURL(join(outDir, 'home-shell.js')).href)) as ShellModule;
}

/**
 * Prerenders /home into the built index.html (src/prerender/home-shell.tsx), so a load of it
 * paints the top bar and the hero from the HTML, before the scripts have been fetched and run;
 * the app's first render replaces it. For visitors and signed-in accounts, light and dark:
 * public/home-shell.js shows the one that is what the app will draw, and fills in the
 * account's name and project. It is `inert`: nothing in it can be clicked or focused, and
 * assistive technology reads only the live page that follows
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
        const shell = prerenderShell(await loadShellModule(config.root, ssrDir));
        const file = join(resolve(config.root, config.build.outDir), 'index.html');
        const html = await readFile(file, 'utf8');
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
        await writeFile(
          file,
          html
            .replace('</title>', () => `</title>\n    ${shell.head}`)
            .replace(root, () => `<div id="root">${shell.element}</div>`),
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

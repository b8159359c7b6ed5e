import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HomeShell, loadShellModule, prerenderShell } from '../../build/home-shell';
import { SLOTS } from '../../build/shell-markup';

// What the build writes into index.html: the real prerender of /home (a Vite SSR build of
// src/prerender/home-shell.tsx, as `npm run build` makes it), not a hand-made page.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
let dir = '';
let shell: HomeShell;

beforeAll(async () => {
  await mkdir(join(ROOT, 'node_modules/.vite'), { recursive: true });
  dir = await mkdtemp(join(ROOT, 'node_modules/.vite/home-shell-test-'));
  shell = prerenderShell(await loadShellModule(ROOT, dir));
}, 180_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

const tree = (variant: string) => {
  const start = shell.element.indexOf(`<div data-shell="${variant}">`);
  const next = shell.element.indexOf('<div data-shell=', start + 1);
  return shell.element.slice(start, next < 0 ? undefined : next);
};

describe('the prerendered /home', () => {
  it('is shown to the signed-in roles whose page is the user page once filled in', () => {
    // SUPER counts 10 of 10 apps; ALL and EDU have no "Manage projects" and other counts.
    expect([...shell.roles].sort()).toEqual(['ADMIN', 'USER']);
    const facts = /<meta name="home-shell" content="([^"]*)"/.exec(shell.head)![1]!;
    const { catalogue, noProject } = JSON.parse(facts.replaceAll('&quot;', '"')) as {
      catalogue: Record<string, string>;
      noProject: string;
    };
    expect(Object.keys(catalogue).sort()).toEqual(['ADMIN', 'PUBLIC', 'USER']);
    expect(catalogue.USER).toMatch(/^home\+ launcher\+ /);
    expect(noProject).toBe('Projects');
  });

  it("has a visitor's and an account's page in each theme, the account's words as stand-ins", () => {
    for (const theme of ['light', 'dark']) {
      const visitor = tree(`visitor-${theme}`);
      const user = tree(`user-${theme}`);
      expect(visitor).toContain('Cloud studio for autonomous driving');
      expect(visitor).toContain('href="/login"');
      expect(visitor).not.toMatch(/[\uE000-\uF8FF]/);
      // Marked for the script: the name, the initial, the project's label and its button.
      expect(user).toContain(
        `Welcome back, <span data-stand-in translate="no">${SLOTS.name}</span>`,
      );
      expect(user).toMatch(
        new RegExp(`<div data-stand-in translate="no" [^>]*>${SLOTS.initial}</div>`),
      );
      expect(user).toMatch(/<button data-stand-in [^>]*aria-label="Project: \uE003"/);
      expect(user.match(/data-stand-in/g)).toHaveLength(4);
      expect(user).toContain('Manage projects');
      // No e-mail, and no card: the cards come with the app.
      expect(user).not.toContain('@shell.invalid');
      expect(user).not.toContain('<article');
    }
    expect(tree('user-dark')).toContain('aria-label="Use light theme"');
    expect(tree('user-light')).toContain('aria-label="Use dark theme"');
  });

  it("switches each theme's page-wide styles on only when the script chose it", () => {
    expect(shell.element).toMatch(
      /<style data-theme="light" media="not all">[^<]*background-color:\s*#F6F6FB/,
    );
    expect(shell.element).toMatch(
      /<style data-theme="dark" media="not all">[^<]*background-color:\s*#12121A/,
    );
    expect(shell.head).toContain('<script src="/home-shell.js" defer></script>');
  });
});

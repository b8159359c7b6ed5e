import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLOTS, type Variant, markStandIns, shellOf } from '../../build/shell-markup';

// public/home-shell.js, run as the browser runs it (a plain script), over a shell of small
// pages shaped like the prerendered ones: which page it shows, and what it fills in.
const HERE = dirname(fileURLToPath(import.meta.url));
const SCRIPT = readFileSync(join(HERE, '../../public/home-shell.js'), 'utf8');
const runScript = () => new Function(SCRIPT)() as void;

const VISITOR = '<p>Cloud studio</p><a href="/login">Sign in</a>';
const USER = markStandIns(
  `<span>Welcome back, <span translate="no">${SLOTS.name}</span></span>` +
    `<button aria-label="Project: ${SLOTS.project}"><span data-testid="project-selector-label"` +
    ` translate="no">${SLOTS.project}</span></button>` +
    `<div translate="no" class="avatar">${SLOTS.initial}</div>`,
);
const page = (variant: Variant) => ({
  markup: variant.startsWith('user') ? USER : VISITOR,
  styles: [[`css-global ${variant}`, `body{--theme:${variant}}`]] as [string, string][],
});
const VARIANTS: Variant[] = ['visitor-light', 'user-light', 'visitor-dark', 'user-dark'];
const CATALOGUE = 'home+ launcher+ benchmark-';

function loadPage(path = '/home') {
  window.history.replaceState(null, '', path);
  const facts = JSON.stringify({
    catalogue: { PUBLIC: CATALOGUE, USER: CATALOGUE, ADMIN: CATALOGUE },
    noProject: 'Projects',
  });
  // Added beside what the document holds, never over it: the web project's files share one
  // document per worker, and emotion keeps its style elements in the head.
  removePage();
  const meta = document.createElement('meta');
  meta.name = 'home-shell';
  meta.content = facts;
  document.head.append(meta);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = shellOf(VARIANTS.map((v) => [v, page(v)]));
  document.body.append(root);
  runScript();
  return document.documentElement.getAttribute('data-home-shell');
}

/** What loadPage added, and what the script set, gone. */
function removePage() {
  document.querySelector('meta[name="home-shell"]')?.remove();
  document.getElementById('root')?.remove();
  document.documentElement.removeAttribute('data-home-shell');
}

const store = (key: string, state: object) =>
  localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
const signIn = (account: object = {}) =>
  store('auth', {
    id: 7,
    username: 'Ada Lovelace',
    email: 'ada@example.org',
    company: '',
    role: 'USER',
    is_active: true,
    ...account,
  });
const shown = () => document.querySelector('[data-shell]')!;

describe('public/home-shell.js', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.removeAttribute('data-home-shell');
  });
  // The web project's files share a document and storage per worker: what these tests put
  // there (a signed-in session, a shell with the page's test ids, its styles) must not reach
  // the next file's tests.
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    sessionStorage.clear();
    removePage();
  });

  it("shows a visitor the visitor's page, alone, with its theme's page-wide styles", () => {
    expect(loadPage()).toBe('visitor-light');
    expect(document.querySelectorAll('[data-shell]')).toHaveLength(1);
    expect(shown().textContent).toBe('Cloud studio' + 'Sign in');
    const themes = document.querySelectorAll<HTMLStyleElement>('style[data-theme]');
    expect([...themes].map((style) => [style.dataset.theme, style.media])).toEqual([
      ['light', 'all'],
    ]);
  });

  it('shows a visitor who chose the dark theme the dark page', () => {
    store('theme', { isDark: true });
    expect(loadPage('/guest')).toBe('visitor-dark');
    expect(document.querySelector<HTMLStyleElement>('style[data-theme]')!.dataset.theme).toBe(
      'dark',
    );
  });

  it("fills in a signed-in account's name, initial and current project", () => {
    signIn();
    store('options', { project: { id: 3, title: 'Lane keeping <v2>' } });
    store('theme', { isDark: true });
    expect(loadPage()).toBe('user-dark');
    expect(shown().textContent).toBe('Welcome back, Ada Lovelace' + 'Lane keeping <v2>' + 'A');
    expect(shown().querySelector('button')!.getAttribute('aria-label')).toBe(
      'Project: Lane keeping <v2>',
    );
    // What the person typed stays untranslated, as in the app.
    expect(shown().querySelectorAll('[translate="no"]')).toHaveLength(3);
    expect(shown().innerHTML).not.toMatch(/[\uE000-\uF8FF]/);
  });

  it("shows an account without a current project the app's own label, and the e-mail's initial without a name", () => {
    signIn({ username: '', email: 'zoe@example.org', role: 'ADMIN' });
    expect(loadPage()).toBe('user-light');
    expect(shown().innerHTML).toBe(
      '<span>Welcome back, <span translate="no"></span></span>' +
        '<button aria-label="Project: Projects"><span data-testid="project-selector-label">' +
        'Projects</span></button>' +
        '<div translate="no" class="avatar">Z</div>',
    );
  });

  it('shows nothing where the app would draw another page', () => {
    const none = (prepare: () => void, path?: string) => {
      localStorage.clear();
      sessionStorage.clear();
      document.documentElement.removeAttribute('data-home-shell');
      prepare();
      const variant = loadPage(path);
      // A page not shown is gone, not hidden: its trees hold the test ids the app draws.
      expect(document.getElementById('home-shell') === null).toBe(variant === null);
      return variant;
    };
    // A role whose page the build did not find to be the user page (its count of apps differs).
    expect(none(() => signIn({ role: 'SUPER' }))).toBeNull();
    // The account created in this tab is greeted as new.
    expect(none(() => (signIn(), sessionStorage.setItem('new-account', '7')))).toBeNull();
    // Korean, chosen on this device.
    expect(none(() => store('language', { choice: 'ko' }))).toBeNull();
    // Another catalogue remembered for the role.
    const remembered = (role: string, disabled: boolean) =>
      localStorage.setItem(
        'catalogue',
        JSON.stringify({
          role,
          apps: [
            { key: 'home', disabled: false },
            { key: 'launcher', disabled },
            { key: 'benchmark', disabled: true },
          ],
        }),
      );
    expect(none(() => (signIn(), remembered('USER', true)))).toBeNull();
    // Not /home, nor /guest.
    expect(none(() => undefined, '/project')).toBeNull();
    // Something unreadable in the storage.
    expect(none(() => localStorage.setItem('auth', '{'))).toBeNull();
    expect(none(() => (signIn(), store('options', { project: { id: 1 } })))).toBeNull();
    // The same catalogue remembered, or one remembered for another role, is no reason.
    expect(none(() => (signIn(), remembered('USER', false)))).toBe('user-light');
    expect(none(() => (signIn(), remembered('PUBLIC', true)))).toBe('user-light');
  });
});

// The prerendered /home's markup (docs/adr/0015-home-first-paint.md): the page without its
// cards, its styles gathered, the stand-ins of one account's own words, and the check that the
// filled-in page is what the app draws. Plain string work, so the build and the tests share it.

/**
 * Stand-ins (private-use characters) rendered in place of one account's own words;
 * public/home-shell.js puts the account's in their place, the name before its initial (the
 * initial is the name's first character).
 */
export const SLOTS = { name: '\uE001\uE002', initial: '\uE001', project: '\uE003' } as const;

/** The shell's variants: who is shown the page, in which theme (public/home-shell.js picks). */
export type Variant = 'visitor-light' | 'visitor-dark' | 'user-light' | 'user-dark';

export interface Page {
  /** The page's markup without the cards and without emotion's <style> tags. */
  markup: string;
  /** Emotion's styles the markup uses, keyed by their tag's `data-emotion`, in page order. */
  styles: [key: string, css: string][];
}

const STYLE_TAG = /<style data-emotion="([^"]*)">([^<]*)<\/style>/g;

/**
 * The page without its cards, which the app's first render adds (they are below the fold, and
 * half of the page's markup and CSS). Emotion's server render puts a <style> before each styled
 * element (some 150): only those the remaining markup uses are kept.
 */
export function pageOf(rendered: string): Page {
  const markup = rendered.replace(/<article\b[\s\S]*?<\/article>/g, '').replace(STYLE_TAG, '');
  const used = new Set(markup.match(/\bcss-[\w-]+/g));
  const styles = [...rendered.matchAll(STYLE_TAG)]
    .filter(([, keys]) => {
      const [cache, ...names] = keys!.split(' ');
      return cache === 'css-global' || names.some((name) => used.has(`${cache}-${name}`));
    })
    .map(([, key, css]): [string, string] => [key!, css!]);
  return { markup, styles };
}

/** The label the top bar's project button has without a current project ('Projects'). */
const PROJECT_LABEL = new RegExp(`(<span\\b[^>]*?) translate="no"([^>]*>)${SLOTS.project}<`);

/**
 * The page of an account without a current project, from the page with the project stand-in:
 * the stand-in becomes `noProject`, and the label loses its translate="no" (a project's title
 * is what the person typed; 'Projects' is ours). public/home-shell.js does the same.
 */
export function withoutProject(markup: string, noProject: string): string {
  if (!PROJECT_LABEL.test(markup)) throw new Error('the prerendered top bar has no project label');
  return markup
    .replace(PROJECT_LABEL, `$1$2${SLOTS.project}<`)
    .replaceAll(SLOTS.project, noProject);
}

const STAND_IN = /[\uE001-\uE003]/;

/**
 * Marks the elements that hold a stand-in, in their text or an attribute (`data-stand-in`), so
 * public/home-shell.js fills in those few instead of walking the whole page before the first
 * paint; it removes the mark as it fills. A stand-in in text must be the text of the element
 * just opened before it (as the app renders each of them).
 */
export function markStandIns(markup: string): string {
  const tokens = markup.match(/<[^>]*>|[^<]+/g) ?? [];
  const marked = new Set<number>();
  tokens.forEach((token, index) => {
    if (!STAND_IN.test(token)) return;
    const owner = token.startsWith('<') ? index : index - 1;
    const tag = tokens[owner] ?? '';
    if (!/^<[a-z]/i.test(tag) || tag.endsWith('/>'))
      throw new Error(
        `a stand-in of the prerendered /home is not in an element's own text: ${token}`,
      );
    marked.add(owner);
  });
  return tokens
    .map((token, index) =>
      marked.has(index) ? token.replace(/^<[\w-]+/, (open) => `${open} data-stand-in`) : token,
    )
    .join('');
}

/**
 * The shell's element: one tree per variant, each hidden until public/home-shell.js has
 * picked one (and removed the others). The styles the trees share come once; the global ones
 * (the body's background and text colour) differ by theme and wait, switched off, until the
 * script switches on the chosen theme's. Inside the shell, the app's first render removes them
 * with it, once its own styles are in place.
 */
export function shellOf(variants: [Variant, Page][]): string {
  const shared = new Map<string, string>();
  const global: Record<'light' | 'dark', string[]> = { light: [], dark: [] };
  for (const [variant, page] of variants) {
    const theme = variant.endsWith('dark') ? 'dark' : 'light';
    for (const [key, css] of page.styles) {
      if (key.startsWith('css-global ')) {
        if (!global[theme].includes(css)) global[theme].push(css);
      } else shared.set(key, css);
    }
  }
  const themes = (['light', 'dark'] as const)
    .map(
      (theme) => `<style data-theme="${theme}" media="not all">${global[theme].join('')}</style>`,
    )
    .join('');
  const trees = variants
    .map(([variant, page]) => `<div data-shell="${variant}">${page.markup}</div>`)
    .join('');
  return `<div id="home-shell" inert>${themes}<style>${[...shared.values()].join('')}</style>${trees}</div>`;
}

/** What index.html's <head> says about the shell: hidden unless the script shows a variant. */
export function shellStyle(variants: Variant[]): string {
  return [
    '#home-shell{display:none}',
    'html[data-home-shell] #home-shell{display:block}',
    ...variants.map((v) => `html:not([data-home-shell="${v}"]) [data-shell="${v}"]{display:none}`),
    // The cards come with the app and make the page scroll: keep the scrollbar's room meanwhile.
    'html[data-home-shell]:has(#home-shell){overflow-y:scroll}',
  ].join('');
}

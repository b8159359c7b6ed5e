/*
 * BENCH_RENDERS=1 (with BENCH_NO_MINIFY=1 for components' names): which React components
 * rendered how often while a page played, to see what a frame's renders go to. A stand-in for
 * React DevTools' hook, installed before the page's scripts: at each commit it walks the tree
 * and counts the components that rendered in it (a fiber object new to this commit, with the
 * flag React sets on work performed; a subtree React skipped keeps its fiber objects).
 */
import type { BrowserContext, Page } from '@playwright/test';

const HOOK = `(() => {
  const counts = new Map();
  let before = new WeakSet();
  let counting = false;
  const nameOf = (fiber) => {
    const type = fiber.type;
    const inner = type && (type.render || type.type || type);
    return (inner && (inner.displayName || inner.name)) || (type && type.displayName) || '?';
  };
  window.__benchRenders = {
    start() { counts.clear(); counting = true; },
    stop() { counting = false; return [...counts].sort((a, b) => b[1] - a[1]); },
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot(id, root) {
      const now = new WeakSet();
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        now.add(fiber);
        // Function, class, forwardRef and memo components; PerformedWork is flag 1.
        const component = [0, 1, 11, 14, 15].includes(fiber.tag);
        if (counting && component && !before.has(fiber) && (!fiber.alternate || fiber.flags & 1)) {
          const name = nameOf(fiber);
          counts.set(name, (counts.get(name) || 0) + 1);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      before = now;
    },
  };
})();`;

export const countingRenders = Boolean(process.env.BENCH_RENDERS);

/** Installs the counter in the context's pages, when BENCH_RENDERS asks for it. */
export async function countRenders(context: BrowserContext): Promise<void> {
  if (countingRenders) await context.addInitScript(HOOK);
}

export async function startCounting(page: Page): Promise<void> {
  if (countingRenders) await page.evaluate('window.__benchRenders.start()');
}

/** The components that rendered since `startCounting`, most first, as a line for the log. */
export async function countedRenders(page: Page): Promise<string> {
  const counts = (await page.evaluate('window.__benchRenders.stop()')) as Array<[string, number]>;
  return counts
    .slice(0, 30)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
}

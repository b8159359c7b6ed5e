import { useEffect, useState } from 'react';
import { type HistoryRouterProps, type To, UNSAFE_createBrowserHistory } from 'react-router';

export type StudioHistory = HistoryRouterProps['history'];
type Update = Parameters<Parameters<StudioHistory['listen']>[0]>[0];

/** Called instead of a navigation a page with unsaved work holds back; `go` makes it after all. */
type Ask = (go: () => void) => void;

// The pages holding unsaved work now, the latest last (it is the one on screen).
const askers: Ask[] = [];

function addAsker(ask: Ask): () => void {
  askers.push(ask);
  return () => {
    const at = askers.indexOf(ask);
    if (at >= 0) askers.splice(at, 1);
  };
}

/**
 * The browser's history as the studio's router uses it, asking a page with unsaved work before
 * the studio leaves its path: a link, a redirect, back and forward. The data router's
 * `useBlocker` did this, but that router weighs some 17 kB gzip on every page's first load
 * for the one editor that needs it (issue 33, docs/adr/0015-home-first-paint.md), so the
 * studio uses the declarative router on this history instead. A change of query or hash on the
 * same path (the editor's own view state) is never held back.
 */
export function createStudioHistory(win: Window = window): StudioHistory {
  const base = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  const listeners = new Set<(update: Update) => void>();
  let shownPath = base.location.pathname;
  // The next pop is ours: undoing a held-back back/forward (the question is asked once the
  // address is the page's again, so an answer cannot race the undo), or making it after all.
  let ownPop: { undo: () => void } | 'pass' | null = null;

  const pathOf = (to: To) =>
    typeof to === 'string' ? base.createURL(to).pathname : (to.pathname ?? shownPath);
  const asker = () => askers[askers.length - 1];
  const guarded = (to: To, go: () => void) => {
    const ask = asker();
    if (!ask || pathOf(to) === shownPath) go();
    else ask(go);
  };

  const heard = (update: Update) => {
    if (ownPop && ownPop !== 'pass') {
      const { undo } = ownPop;
      ownPop = null;
      undo();
      return;
    }
    const passing = ownPop === 'pass';
    ownPop = null;
    const ask = asker();
    // A pop whose distance is unknown (an entry from before the studio loaded) cannot be undone.
    if (
      !passing &&
      ask &&
      update.action === 'POP' &&
      update.delta &&
      update.location.pathname !== shownPath
    ) {
      const delta = update.delta;
      ownPop = {
        undo: () =>
          ask(() => {
            ownPop = 'pass';
            base.go(delta);
          }),
      };
      base.go(-delta);
      return;
    }
    shownPath = update.location.pathname;
    for (const listener of listeners) listener(update);
  };
  // The browser's history is heard only while the router listens (a test's router unmounts).
  let unlisten: (() => void) | null = null;

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state) => guarded(to, () => base.push(to, state)),
    replace: (to, state) => guarded(to, () => base.replace(to, state)),
    listen(listener) {
      listeners.add(listener);
      unlisten ??= base.listen(heard);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unlisten?.();
          unlisten = null;
        }
      };
    },
  };
}

export interface LeaveQuestion {
  /** `blocked` while a navigation waits for the user's answer. */
  state: 'blocked' | 'unblocked';
  /** Leave after all. */
  proceed: () => void;
  /** Stay. */
  reset: () => void;
}

/**
 * Unsaved changes are not lost by leaving: while `dirty`, a navigation inside the studio to
 * another page waits for the page's question (`state` is `blocked`), and closing or reloading
 * the tab gets the browser's question.
 */
export function useLeaveGuard(dirty: boolean): LeaveQuestion {
  const [waiting, setWaiting] = useState<{ go: () => void } | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const remove = addAsker((go) => setWaiting({ go }));
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      remove();
      window.removeEventListener('beforeunload', warn);
      setWaiting(null);
    };
  }, [dirty]);
  return {
    state: waiting ? 'blocked' : 'unblocked',
    proceed: () => {
      setWaiting(null);
      waiting?.go();
    },
    reset: () => setWaiting(null),
  };
}

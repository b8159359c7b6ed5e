import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { onSnackbarsWanted, snackbarsSent } from '../lib/notify';
import { withTimeout } from './lazy-page';

let loaded: ComponentType | undefined;

/**
 * Mounts the snackbar provider once the first message is sent (lib/notify.ts), from a chunk of
 * its own (ADR 15). A chunk that cannot be fetched (the first message is often the one saying
 * the network is gone) is asked for again with every later message, so the messages that
 * waited show as soon as it comes; a menu gets the same chance at its next opening.
 */
export function SnackbarHost() {
  const sent = useSyncExternalStore(onSnackbarsWanted, snackbarsSent, snackbarsSent);
  const [Snackbars, setSnackbars] = useState(() => loaded);
  useEffect(() => {
    if (sent === 0 || Snackbars) return;
    let current = true;
    withTimeout(import('./Snackbars')).then(
      (module) => {
        loaded = module.Snackbars;
        if (current) setSnackbars(() => module.Snackbars);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sent, Snackbars]);
  return Snackbars ? <Snackbars /> : null;
}

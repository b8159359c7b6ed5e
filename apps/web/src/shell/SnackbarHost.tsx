import { useSyncExternalStore } from 'react';
import { onSnackbarsWanted, snackbarsWanted } from '../lib/notify';
import { onDemand } from './on-demand';

const Snackbars = onDemand<{ open: boolean }>(() => import('./Snackbars').then((m) => m.Snackbars));

/** Mounts the snackbar provider once the first message is sent (lib/notify.ts). */
export function SnackbarHost() {
  const wanted = useSyncExternalStore(onSnackbarsWanted, snackbarsWanted, snackbarsWanted);
  return <Snackbars open={wanted} />;
}

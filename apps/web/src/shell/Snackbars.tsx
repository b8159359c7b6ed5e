import { CONSTANTS } from '@ads/contract';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { showWaitingSnackbars } from '../lib/notify';

/** notistack's provider (bottom left, 5 s, at most 10), and the messages that waited for it. */
export function Snackbars() {
  useEffect(showWaitingSnackbars, []);
  return (
    <SnackbarProvider
      maxSnack={CONSTANTS.snackbarMax}
      autoHideDuration={CONSTANTS.snackbarAutoHideMs}
      anchorOrigin={CONSTANTS.snackbarAnchor}
    />
  );
}

import { CONSTANTS } from '@ads/contract';
import { type VariantType, enqueueSnackbar } from 'notistack';

/** Snackbars at the bottom left for 5 s (spec §9); the provider caps them at 10. */
export function notify(message: string, variant: VariantType = 'default') {
  enqueueSnackbar(message, {
    variant,
    autoHideDuration: CONSTANTS.snackbarAutoHideMs,
    anchorOrigin: CONSTANTS.snackbarAnchor,
  });
}

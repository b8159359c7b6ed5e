import { CONSTANTS } from '@ads/contract';
import type * as Notistack from 'notistack';
import type { VariantType } from 'notistack';
import { serverText } from './i18n/server-text';

/**
 * Messages sent before a snackbar provider was there to show them. notistack (with its own
 * CSS-in-JS runtime, ≈ 10 kB gzip) loads with the first message rather than with the first
 * page (docs/adr/0015): the first `notify` asks `SnackbarHost` to mount the provider, which
 * then shows what waited here.
 */
const waiting: { message: string; variant: VariantType }[] = [];
/** Messages sent so far: each one is a new chance to load the provider if it could not load. */
let sent = 0;
const listeners = new Set<() => void>();

function showWaiting(snackbars: typeof Notistack) {
  // The provider sets this module-wide function when it mounts.
  if (!snackbars.enqueueSnackbar) return;
  for (const { message, variant } of waiting.splice(0)) {
    snackbars.enqueueSnackbar(message, {
      variant,
      autoHideDuration: CONSTANTS.snackbarAutoHideMs,
      anchorOrigin: CONSTANTS.snackbarAnchor,
    });
  }
}

/**
 * Shows what waited, once a provider is mounted (SnackbarHost calls it as it mounts one). If
 * notistack's chunk cannot be fetched now (the network is gone: just when a message says so),
 * the messages keep waiting for the next try.
 */
export function showWaitingSnackbars(): void {
  import('notistack').then(showWaiting, () => undefined);
}

/**
 * Snackbars at the bottom left for 5 s (spec §9); the provider caps them at 10. A server
 * sentence shows in the language on screen (serverText; any other text is shown as given).
 */
export function notify(message: string, variant: VariantType = 'default') {
  waiting.push({ message: serverText(message), variant });
  sent += 1;
  for (const listener of listeners) listener();
  showWaitingSnackbars();
}

/** How many messages have been sent (for useSyncExternalStore): the provider is wanted from 1. */
export const snackbarsSent = () => sent;

export function onSnackbarsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Drops the messages no provider has shown yet. A page starts with none; the page tests, which
 * share this module between files (vitest.config.ts), start each file so.
 */
export function forgetWaitingSnackbars(): void {
  waiting.length = 0;
}

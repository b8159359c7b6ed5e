import { setFlagsFromString } from 'node:v8';

/** Screens relayed by this process now: the flag below is the process's, not an app's. */
let relaying = 0;

/**
 * While this process relays a desktop, its heap may grow to twice what is live before the next
 * full collection (V8's `--heap-growing-percent=100`); with the last screen gone, V8 decides
 * again (0, its default). Returns the call that says the screen ended (once is enough).
 *
 * Why (ADR 26): a desktop's bytes live outside the JavaScript heap, which hardly grows, so V8
 * judges its collector fast and set the next limit barely above what was live; a young
 * collection set off by the bytes (one every 4-5 frames) then started a full one each time:
 * the studio collected its whole 57 MB heap every 40-100 ms of a stream, 8-14 ms of CPU a frame
 * instead of 3-4. Only while relaying: kept on, the fleet's state latency p99 went from
 * 1.5-1.6× to 2.2-3.1× its relay (incremental marking started later and caught up in larger
 * steps), so the rest of the studio keeps V8's own choice.
 */
export function screenRelayStarted(): () => void {
  if (relaying++ === 0) setFlagsFromString('--heap-growing-percent=100');
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--relaying === 0) setFlagsFromString('--heap-growing-percent=0');
  };
}

/** How many screens this process relays now (tests). */
export function relayingScreens(): number {
  return relaying;
}

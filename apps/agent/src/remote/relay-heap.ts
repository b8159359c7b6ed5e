import { setFlagsFromString } from 'node:v8';

/** Screens this agent relays now: the flag below is the process's. */
let relaying = 0;

/**
 * While the agent passes a desktop on, its heap may grow to four times what is live before the
 * next full collection (V8's `--heap-growing-percent=300`); with the last screen gone, V8
 * decides again (0, its default). Returns the call that says the screen ended (once is enough).
 *
 * Why (ADR 26): the frames live outside the JavaScript heap, which hardly grows, so V8 set the
 * next limit barely above the ~20 MB that was live, within reach of the young generation's own
 * size (32 MB), and every young collection the frames set off started a full one (every 30-50 ms:
 * 6-11 ms of CPU a frame instead of 2.5 ms, in about half the runs). Twice was not enough for a
 * heap this small (6-7 ms in every run); four times held in every run. Only while relaying: the
 * agent also carries the vehicle's commands, and a heap left to grow makes larger pauses later.
 */
export function screenRelayStarted(): () => void {
  if (relaying++ === 0) setFlagsFromString('--heap-growing-percent=300');
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

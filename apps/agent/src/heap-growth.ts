import { setFlagsFromString } from 'node:v8';

/**
 * Lets the heap grow to four times what is live before the next full collection (V8's
 * `--heap-growing-percent`); called once at start.
 *
 * Why: the agent passes a desktop's frames and a terminal's bytes on (ADR 26). They live
 * outside the JavaScript heap, which hardly grows, so V8 judges its collector fast and sets the
 * next limit barely above the ~20 MB that is live, within reach of the young generation's own
 * size (32 MB): every young collection the bytes set off then started a full one (every 30-50 ms
 * on a desktop stream; the agent's CPU a frame 6-11 ms instead of 2.5 ms, in about half the
 * runs). Doubling was not enough for a heap this small (6-7 ms a frame in every run); four times
 * held in every run. The heap may reach about 80 MB.
 */
export function letHeapGrow(): void {
  setFlagsFromString('--heap-growing-percent=300');
}

import { setFlagsFromString } from 'node:v8';

/**
 * Lets the heap grow to twice what is live before the next full collection (V8's
 * `--heap-growing-percent`), for the whole process; called once at start.
 *
 * Why: the studio relays a PC's desktop and terminal bytes (ADR 26). Those bytes live outside
 * the JavaScript heap, which hardly grows, so V8 judges its collector fast and sets the next
 * limit barely above what is live; a young collection then set off by the bytes starts a full
 * one each time. Measured on a desktop stream: a full collection of the 57 MB heap every 40-100
 * ms, the studio's CPU a frame 8-14 ms instead of 3.5 ms in runs where the limit happened to
 * lie higher. With the growth fixed the full collections stop (5 runs of 5) and the heap may
 * reach twice its live size, about 110 MB.
 */
export function letHeapGrow(): void {
  setFlagsFromString('--heap-growing-percent=100');
}

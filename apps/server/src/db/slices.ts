/**
 * The embedded database (PGlite) runs each statement on the server's own event loop: a
 * statement of 100 vehicle states holds it for ~10 ms, and every socket message that arrives
 * meanwhile (a tele-op command, a state to relay) waits as long. A bulk write is therefore cut
 * into statements of a few rows, and the loop is let through between them (~1 ms each).
 */

/** Rows per statement of a bulk write: ~1 ms of PGlite each (measured: 10 states ≈ 1.6 ms). */
export const ROWS_PER_STATEMENT = 12;

/** `rows` in consecutive slices of at most `size`. */
export function* slices<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Lets what waits on the event loop (I/O, timers) run before the next statement. */
export const letLoopThrough = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

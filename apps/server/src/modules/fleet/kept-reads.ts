/**
 * Reads kept for a short while per key, and shared by the calls that come while one runs: the
 * fleet page polls the list, and on PGlite every query runs on the event loop that also relays
 * the vehicles' states (100 rows with their states cost 5–10 ms there). A failed read is not
 * kept; `clear` drops everything (something new that every list must show at once).
 */
export function createKeptReads<K, V>(options: {
  load(key: K): Promise<V>;
  ttlMs: number;
  now(): number;
  /** Keys kept at most; past it everything is dropped (they are cheap to read again). */
  max?: number;
}) {
  const max = options.max ?? 1_000;
  const kept = new Map<K, { value: Promise<V>; at: number }>();
  return {
    read(key: K): Promise<V> {
      const entry = kept.get(key);
      if (entry && options.now() - entry.at < options.ttlMs) return entry.value;
      if (kept.size >= max) kept.clear();
      const fresh = { value: options.load(key), at: options.now() };
      kept.set(key, fresh);
      fresh.value.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      return fresh.value;
    },
    clear: () => kept.clear(),
  };
}

/**
 * IP Repository's answers that do not depend on the caller (search pages, the launcher's module
 * list), kept per instance as the JSON they are sent as. Every page of the studio's IP
 * Repository and every launcher asks them, and on PGlite each read is a few milliseconds on the
 * event loop that every other caller waits behind (ADR 14's lesson; bench `store`).
 *
 * Any change to the catalogue (an algorithm, a version, a yank, an install counted) forgets
 * everything here and, through the realtime channel, on every other instance before the change
 * is answered. `ttlMs` bounds only what a lost announcement or a renamed owner leaves behind.
 * Concurrent calls for an answer not kept share one read; a read that a change overtook is not
 * kept.
 */
export function createCatalogueCache(options: {
  ttlMs: number;
  now(): number;
  /** Tells the other instances that the catalogue changed; resolves once they have heard. */
  announce(): Promise<void>;
  /** Answers kept at most; the oldest go first. */
  max?: number;
}) {
  const max = options.max ?? 2_000;
  const entries = new Map<string, { text: Promise<string>; at: number }>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
  };

  return {
    /** The answer kept under `key`, else read by `load` (and kept unless a change overtook it). */
    get(key: string, load: () => Promise<string>): Promise<string> {
      const kept = entries.get(key);
      if (kept && options.now() - kept.at < options.ttlMs) return kept.text;
      const started = generation;
      const entry = { text: load(), at: options.now() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      entry.text.then(
        () => {
          if (generation !== started && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.text;
    },
    /** The catalogue changed here: forget it here and on every instance. */
    async changed(): Promise<void> {
      forget();
      await options.announce();
    },
    /** Another instance announced a change. */
    heard: forget,
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

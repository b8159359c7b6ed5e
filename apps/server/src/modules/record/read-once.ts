/**
 * Reads of a record's whole file kept by what they read (file and topic): a record never
 * changes, and a pose path or a signal of a topic interleaved with clouds reads every chunk of
 * the file (gigabytes for a long drive). Several pages opening the same record, or one opened
 * again, then share one read instead of each starting their own beside the user's playback.
 * A read in flight is shared too; a failed one is forgotten, so it is tried again. At most
 * `size` answers are kept, the least recently used going first.
 */
export function readOnce<T>(size: number) {
  const kept = new Map<string, Promise<T>>();
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const known = kept.get(key);
    if (known) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const reading = read();
    kept.set(key, reading);
    reading.catch(() => {
      if (kept.get(key) === reading) kept.delete(key);
    });
    while (kept.size > size) kept.delete(kept.keys().next().value!);
    return reading;
  };
}
